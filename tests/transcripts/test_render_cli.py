"""`skinwright render`: a transcript file becomes one self-contained page of the project's cards."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import html5lib

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
