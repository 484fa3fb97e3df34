"""`skinwright render`: a transcript file becomes one self-contained page of the project's cards."""

from __future__ import annotations

import os
import re
import stat
import subprocess
import sys
from pathlib import Path

import html5lib
import pytest

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).parent / "fixtures"


def run(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "generator")}
    return subprocess.run([sys.executable, "-m", "skinwright", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def test_render_writes_a_self_contained_page(tmp_path):
    out = tmp_path / "page.html"
    result = run("render", str(FIXTURES / "anthropic.json"), "-o", str(out), "--title", "Session 7")
    assert result.returncode == 0, result.stderr
    doc = html5lib.parse(out.read_text(encoding="utf-8"), namespaceHTMLElements=False)
    assert doc.find(".//title").text == "Session 7"
    roots = [e for e in doc.iter() if e.get("data-scope") == "tool-call" and e.get("data-part") == "root"]
    assert roots
    styles = "".join(s.text or "" for s in doc.iter("style"))
    assert "--xh-fg-default" in styles and '[data-scope="tool-call"]' in styles
    for tag, attr in (("link", "href"), ("script", "src"), ("img", "src")):
        assert not [e.get(attr) for e in doc.iter(tag) if (e.get(attr) or "").startswith(("http:", "https:", "//"))]


def test_unreadable_lines_are_reported_and_the_rest_renders(tmp_path):
    out = tmp_path / "page.html"
    result = run("render", str(FIXTURES / "broken.jsonl"), "-o", str(out))
    assert result.returncode == 0
    assert "broken.jsonl:3:51: warning render/unreadable-message" in result.stderr
    assert "Traceback" not in result.stderr
    assert out.exists()


def test_a_file_that_is_no_transcript_fails_cleanly(tmp_path):
    bad = tmp_path / "notes.txt"
    bad.write_text("just some notes\n")
    result = run("render", str(bad), "-o", str(tmp_path / "x.html"))
    assert result.returncode == 1
    assert "render/unreadable-transcript" in result.stderr and "Traceback" not in result.stderr
    assert not (tmp_path / "x.html").exists()


# --- edges of the command -------------------------------------------------------------------------

def run_in(cwd: Path, *args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "generator")}
    env.pop("SKINWRIGHT_DEBUG", None)
    return subprocess.run([sys.executable, "-m", "skinwright", *args], cwd=cwd, env=env, input=stdin,
                          capture_output=True, text=True, timeout=120)


def card_count(page: str) -> int:
    doc = html5lib.parse(page, namespaceHTMLElements=False)
    return len([e for e in doc.iter() if e.get("data-scope") == "tool-call" and e.get("data-part") == "root"])


def wrote(stderr: str) -> tuple[str, int]:
    """(path, bytes) of the final ``wrote PATH (N bytes)`` line."""
    line = stderr.strip().splitlines()[-1]
    match = re.fullmatch(r"wrote (.+) \(([\d,]+) bytes\)(; .*)?", line)
    assert match, line
    return match[1], int(match[2].replace(",", ""))


def test_the_output_may_not_be_the_transcript(tmp_path):
    transcript = tmp_path / "t.json"
    transcript.write_bytes((FIXTURES / "openai.json").read_bytes())
    (tmp_path / "sub").mkdir()
    os.symlink(transcript, tmp_path / "link.json")
    for spelling in (str(transcript), str(tmp_path / "sub" / ".." / "t.json"), str(tmp_path / "link.json")):
        result = run("render", str(transcript), "-o", spelling)
        assert result.returncode == 2, result.stderr
        assert "Error: Invalid value for '-o' / '--output': " \
               "it is the transcript itself; writing the page there would overwrite it" in result.stderr
    assert transcript.read_bytes() == (FIXTURES / "openai.json").read_bytes()


def test_dash_writes_the_page_to_stdout_and_reads_the_transcript_from_stdin(tmp_path):
    result = run_in(tmp_path, "-C", str(ROOT), "render", str(FIXTURES / "openai.json"), "-o", "-")
    assert result.returncode == 0, result.stderr
    assert card_count(result.stdout) == 6 and not (tmp_path / "-").exists()
    assert wrote(result.stderr) == ("<stdout>", len(result.stdout.encode("utf-8")))
    piped = run_in(tmp_path, "-C", str(ROOT), "render", "-", "-o", "-",
                   stdin=(FIXTURES / "anthropic.json").read_text(encoding="utf-8"))
    assert piped.returncode == 0, piped.stderr
    assert card_count(piped.stdout) == 4
    assert html5lib.parse(piped.stdout, namespaceHTMLElements=False).find(".//title").text == "stdin"
    bad = run_in(tmp_path, "-C", str(ROOT), "render", "-", "-o", "-", stdin='[{"role": "user", "content": "hi"}')
    assert bad.returncode == 1 and "<stdin>:1:35: error render/unreadable-transcript" in bad.stderr
    help = " ".join(run("render", "--help").stdout.split())
    assert "TRANSCRIPT may be - to read standard input" in help and "- writes to standard output" in help


def test_a_pipe_or_device_as_output_is_written_into_not_replaced(tmp_path):
    fifo = tmp_path / "page.fifo"
    os.mkfifo(fifo)
    reader = subprocess.Popen(["cat", str(fifo)], stdout=subprocess.PIPE)
    try:
        result = run("render", str(FIXTURES / "openai.json"), "-o", str(fifo))
        page, _ = reader.communicate(timeout=30)
    finally:
        reader.kill()
    assert result.returncode == 0, result.stderr
    assert stat.S_ISFIFO(fifo.stat().st_mode) and card_count(page.decode("utf-8")) == 6
    assert wrote(result.stderr) == (str(fifo), len(page))


def test_the_size_reported_is_in_bytes(tmp_path):
    out = tmp_path / "page.html"
    result = run("render", str(FIXTURES / "anthropic.json"), "-o", str(out), "--locale", "zh-CN")
    assert result.returncode == 0, result.stderr
    size = out.stat().st_size
    assert size > len(out.read_text(encoding="utf-8"))  # the page has text beyond ASCII
    assert wrote(result.stderr) == (str(out), size)


def styled(page: str) -> bool:
    """The page carries the shipped skins: the card's scoped rules and the tokens they read."""
    return '[data-scope="tool-call"][data-part="root"]' in page and "--xh-fg-default:" in page


def test_a_project_without_the_components_borrows_the_shipped_ones(tmp_path):
    (tmp_path / "pyproject.toml").write_text('[tool.skinwright]\ntokens = "tokens.yaml"\n')
    (tmp_path / "tokens.yaml").write_text("n: {$type: number, $value: 1}\n")
    result = run_in(tmp_path, "render", str(FIXTURES / "openai.json"), "-o", "page.html")
    assert result.returncode == 0, result.stderr
    assert ("info render/shipped-skins this project has no tool-call, tool-call-group, tool-result component: "
            "the page uses the components and tokens skinwright ships") in result.stderr
    page = (tmp_path / "page.html").read_text(encoding="utf-8")
    assert card_count(page) == 6 and styled(page)


@pytest.mark.parametrize("pyproject", [None, '[project]\nname = "app"\n'])
def test_outside_any_project_render_still_works(tmp_path, pyproject):
    if pyproject is not None:
        (tmp_path / "pyproject.toml").write_text(pyproject)
    result = run_in(tmp_path, "render", str(FIXTURES / "openai.json"), "-o", "page.html")
    assert result.returncode == 0, result.stderr
    assert "info render/shipped-skins no skinwright project here" in result.stderr
    assert "no such file: tokens" not in result.stderr
    assert styled((tmp_path / "page.html").read_text(encoding="utf-8"))


def test_build_outside_a_project_says_there_is_none(tmp_path):
    result = run_in(tmp_path, "build")
    assert result.returncode == 2
    assert "error config/no-project no skinwright project found:" in result.stderr


@pytest.mark.parametrize("target", ["folder", "under-a-file"])
def test_an_output_that_cannot_be_written_is_a_diagnostic(tmp_path, target):
    (tmp_path / "folder").mkdir()
    (tmp_path / "file").write_text("x")
    out = tmp_path / "folder" if target == "folder" else tmp_path / "file" / "page.html"
    result = run("render", str(FIXTURES / "openai.json"), "-o", str(out))
    assert result.returncode == 1, result.stderr
    reason = "a folder is in the way" if target == "folder" else "File exists"  # the file is where a folder must be
    assert f"error render/write-failed cannot write {out}: {reason}" in result.stderr
    assert "internal error" not in result.stderr and "Traceback" not in result.stderr


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_a_read_only_folder_is_a_diagnostic(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        result = run("render", str(FIXTURES / "openai.json"), "-o", str(folder / "page.html"))
    finally:
        folder.chmod(0o755)
    assert result.returncode == 1
    assert f"error render/write-failed cannot write {folder / 'page.html'}: Permission denied" in result.stderr


def test_a_chat_without_tool_calls_renders_with_a_warning_and_a_foreign_document_fails(tmp_path):
    chat = tmp_path / "chat.json"
    chat.write_text('[{"role": "user", "content": "hi"}, {"role": "assistant", "content": "hello"}]')
    result = run("render", str(chat), "-o", str(tmp_path / "chat.html"))
    assert result.returncode == 0
    assert f"{chat}:1:1: warning render/no-tool-calls the transcript has no tool calls" in result.stderr
    for name, text, message in (("empty.json", "[]", "the transcript holds no messages"),
                                ("foreign.json", '{"a": 1}', "no transcript format reads this file: the closest is")):
        (tmp_path / name).write_text(text)
        result = run("render", str(tmp_path / name), "-o", str(tmp_path / "x.html"))
        assert result.returncode == 1
        assert f"{tmp_path / name}:1:1: error render/unreadable-transcript {message}" in result.stderr
    assert not (tmp_path / "x.html").exists()


# --- formats, live, limits ------------------------------------------------------------------------

def test_list_formats_needs_no_transcript_and_format_forces_one(tmp_path):
    listed = run("render", "--list-formats")
    assert listed.returncode == 0 and listed.stdout.splitlines()[1].startswith(
        "openai-responses  OpenAI Responses API: ")
    assert [line.split()[0] for line in listed.stdout.splitlines()] == [
        "openai-chat", "openai-responses", "anthropic", "ai-sdk-ui", "ai-sdk-model", "gemini", "langchain", "mcp",
        "lobehub"]
    out = tmp_path / "p.html"
    forced = run("render", str(FIXTURES / "mcp/session.jsonl"), "-o", str(out), "--format", "openai-chat")
    assert forced.returncode == 1 and not out.exists()
    assert "session.jsonl:1:1: error render/unreadable-transcript the file is not OpenAI Chat Completions " \
           "(openai-chat): it reads 0 of 18 records and stops at record 1: expected a chat message with a " \
           '"role" (or a chat.completion object), found an object with jsonrpc, id, method, params' in forced.stderr
    bad = run("render", str(FIXTURES / "openai.json"), "-o", str(out), "--format", "nope")
    assert bad.returncode == 2 and "'nope' is not a format render reads; choose one of openai-chat," in bad.stderr
    missing = run("render", "-o", str(out))
    assert missing.returncode == 2 and "Missing argument 'TRANSCRIPT'" in missing.stderr


def test_live_keeps_unanswered_calls_running(tmp_path):
    out = tmp_path / "p.html"
    for flags, phase in (([], "output-error"), (["--live"], "input-available")):
        result = run("render", str(FIXTURES / "mcp/session.jsonl"), "-o", str(out), *flags)
        assert result.returncode == 0, result.stderr
        doc = html5lib.parse(out.read_text(encoding="utf-8"), namespaceHTMLElements=False)
        roots = [e for e in doc.iter() if e.get("data-scope") == "tool-call" and e.get("data-part") == "root"]
        label = [e for e in roots[-1].iter() if e.get("data-part") == "label"][0]
        assert label.get("data-state") == phase


def test_render_settings_come_from_the_project_and_flags_win(tmp_path):
    (tmp_path / "pyproject.toml").write_text(
        '[tool.skinwright]\ntokens = "tokens.yaml"\n[tool.skinwright.render]\nmax-rows = 2\n'
        '[tool.skinwright.render.aliases]\n"lobe-local-files" = "lobe-local-system"\n')
    (tmp_path / "tokens.yaml").write_text("n: {$type: number, $value: 1}\n")
    result = run_in(tmp_path, "render", str(FIXTURES / "lobehub/messages.json"), "-o", "p.html")
    assert result.returncode == 0, result.stderr
    page = (tmp_path / "p.html").read_text(encoding="utf-8")
    assert "Called tool lobe-local-system / readLocalFile" in page and "lobe-local-files" not in page
    # get_weather_data's result is a JSON object of 3 keys
    result = run_in(tmp_path, "render", str(FIXTURES / "mcp/session.jsonl"), "-o", "p.html")
    assert result.returncode == 0 and ">1 more row<" in (tmp_path / "p.html").read_text(encoding="utf-8")
    result = run_in(tmp_path, "render", str(FIXTURES / "mcp/session.jsonl"), "-o", "p.html", "--max-rows", "1")
    assert result.returncode == 0 and ">2 more rows<" in (tmp_path / "p.html").read_text(encoding="utf-8")
    (tmp_path / "pyproject.toml").write_text('[tool.skinwright]\ntokens = "tokens.yaml"\n'
                                             '[tool.skinwright.render]\nmax-rows = 0\nmax-lines = 5\n')
    bad = run_in(tmp_path, "render", str(FIXTURES / "openai.json"), "-o", "p.html")
    assert bad.returncode == 2
    assert "pyproject.toml:4:1: error config/invalid max-rows must be an integer ≥ 1 (rows of one list), not 0" \
        in bad.stderr
    assert "pyproject.toml:5:1: error config/invalid unknown key 'max-lines' in [tool.skinwright.render]" in bad.stderr


def test_render_limits_are_the_views_caps_and_the_flags_say_them():
    """The view caps have one home (ViewOptions); the settings table and each flag's range and help follow it."""
    from skinwright.cli import render
    from skinwright.transcripts.page import MAX_PAGE_SIZE
    from skinwright.transcripts.settings import LIMITS, RenderSettings
    from skinwright.views.common import LEAST, ViewOptions

    defaults = ViewOptions()
    assert LIMITS["max-value-lines"][:2] == (defaults.line_cap, LEAST["line_cap"]) == (200, 2)
    assert LIMITS["max-value-chars"][:2] == (defaults.char_cap, LEAST["char_cap"]) == (20_000, 200)
    assert LIMITS["max-rows"][:2] == (defaults.row_cap, LEAST["row_cap"]) == (100, 1)
    assert LIMITS["max-page-size"][0] == MAX_PAGE_SIZE == 2_000_000
    assert dict(RenderSettings().limits) == {name: value[0] for name, value in LIMITS.items()}
    flags = {p.opts[0][2:]: p for p in render.params if p.opts and p.opts[0][2:] in LIMITS}
    assert set(flags) == set(LIMITS)
    for name, (default, least, _) in LIMITS.items():
        assert flags[name].type.min == least, name
        assert flags[name].help.endswith(f"default {default:,}."), name
