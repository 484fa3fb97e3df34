"""``skinwright lint --fix``: the edits that diagnostics carry, applied to the project's own token sources.

:func:`fix_project` lints, applies every fix of the diagnostics lint kept
(suppressed findings and rules turned off carry none) to the source text by
the spans of its nodes (:mod:`skinwright.source.edit`), and lints the new
text again — in memory — until nothing fixable is left (a renamed ``value``
can reveal the legacy value inside it). Before anything is written it checks
what a fix promises: every new file parses, and ``tokens.css`` is byte for byte
the one the old sources give. Then all files are written at once, or none.

Only the project's own files are rewritten: a source outside the project
folder or under ``node_modules`` keeps its findings and is named in a note.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from pathlib import Path

from ..config import Config
from ..diagnostics import Diagnostic, Edit, Position, SkinwrightError
from ..project import Reader
from ..tokens import TokenSet

MAX_PASSES = 4
"""Lint-and-fix rounds in memory before writing (each round can reveal forms the one before renamed into view)."""


@dataclass
class FixResult:
    """What ``--fix`` did: the new text of each file it changes, the findings left, and why a file was left alone."""

    changes: dict[str, tuple[str, str]] = field(default_factory=dict)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    notes: list[Diagnostic] = field(default_factory=list)
    fixed: int = 0

    def diff(self) -> str:
        """A unified diff of every change (``a/`` and ``b/`` prefixes, as ``git diff`` writes them)."""
        out: list[str] = []
        for rel, (old, new) in sorted(self.changes.items()):
            out += difflib.unified_diff(old.splitlines(keepends=True), new.splitlines(keepends=True),
                                        f"a/{rel}", f"b/{rel}")
            if out and not out[-1].endswith("\n"):
                out[-1] += "\n\\ No newline at end of file\n"
        return "".join(out)


def fixable(diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    """The diagnostics that carry a fix."""
    return [d for d in diagnostics if d.fix]


def _own(config: Config, rel: str) -> str | None:
    """Why ``rel`` is not the project's to rewrite, or ``None`` when it is."""
    path = (config.root / rel).resolve()
    root = config.root.resolve()
    if path != root and root not in path.parents:
        return "it is outside the project"
    if "node_modules" in path.relative_to(root).parts:
        return "it is in node_modules"
    return None


def _apply(config: Config, texts: dict[str, str], diagnostics: list[Diagnostic], reader: Reader,
           result: FixResult) -> int:
    """Apply the fixes of ``diagnostics`` to ``texts`` (updated in place); return how many findings they fix."""
    from ..source import load_document
    from ..source.edit import EditError, apply_edits

    by_file: dict[str, list[Edit]] = {}
    seen: set[tuple] = set()  # (file, pointer, op, before) of the edits taken
    count: dict[str, int] = {}
    owned: dict[str, str | None] = {}
    for d in diagnostics:
        if not d.fix:
            continue
        files = {e.file for e in d.fix}
        reasons = {f: owned[f] if f in owned else owned.setdefault(f, _own(config, f)) for f in files}
        if any(reasons.values()):
            f, why = next((f, r) for f, r in reasons.items() if r)
            if not any(n.position and n.position.file == f for n in result.notes):
                result.notes.append(Diagnostic("fix/not-rewritten", f"{f} is not rewritten: {why}", Position(f), "info",
                                               hint="copy the file into the project to fix it there"))
            continue
        for e in d.fix:
            key = (e.file, tuple(e.pointer), e.op, e.before)
            if key not in seen:
                seen.add(key)
                by_file.setdefault(e.file, []).append(e)
        for f in files:
            count[f] = count.get(f, 0) + 1
    fixed = 0
    for rel, edits in sorted(by_file.items()):
        doc = load_document(rel, texts[rel]) if rel in texts else reader.document(rel)
        missing: list[Edit] = []
        try:
            new = apply_edits(doc, edits, missing)
            load_document(rel, new)
        except (EditError, SkinwrightError) as exc:
            why = exc.diagnostics[0].message if isinstance(exc, SkinwrightError) else str(exc)
            result.notes.append(Diagnostic("fix/not-applied", f"{rel} is not rewritten: its fixes do not apply ({why})",
                                           Position(rel), "warning",
                                           hint="fix the file by hand as the warnings say, and report this"))
            continue
        if new != doc.text:
            texts[rel] = new
            fixed += count.get(rel, 0)
        if missing:
            result.notes.append(Diagnostic("fix/not-applied", f"{len(missing)} fix{'es' * (len(missing) != 1)} in {rel} "
                                           "name a place the file does not have; the others are applied",
                                           Position(rel), "info", hint="the warnings they belong to stay"))
    return fixed


def fix_project(config: Config, paths: list[str] | None = None) -> FixResult:
    """Lint, fix in memory until nothing fixable is left, check, and return the changes (nothing is written).

    Raises:
        SkinwrightError: ``config/invalid`` for a bad lint table (as :func:`skinwright.lint.lint`).
    """
    from . import lint

    disk = Reader(config.root)
    texts: dict[str, str] = {}  # relative path → its fixed text
    root = config.root.resolve()

    def reader() -> Reader:
        """The sources as fixed so far; files no fix touched are parsed once, for every pass."""
        def read_bytes(path: Path) -> bytes:
            try:
                rel = path.resolve().relative_to(root).as_posix()
            except ValueError:
                rel = None
            return texts[rel].encode("utf-8") if rel in texts else path.read_bytes()
        fresh = Reader(config.root, read_bytes)
        fresh._docs.update({rel: doc for rel, doc in disk._docs.items() if rel not in texts})
        return fresh

    result = FixResult()
    first = last = lint(config, disk, paths)
    found = first.diagnostics
    for _ in range(MAX_PASSES):
        if not fixable(found):
            break
        fixed = _apply(config, texts, found, reader(), result)
        if not fixed:
            break
        result.fixed += fixed
        last = lint(config, reader(), paths)  # of the sources as fixed so far
        found = last.diagnostics
    result.diagnostics = found
    originals = {rel: disk.text(rel).removeprefix("\ufeff") for rel in texts}
    result.changes = {rel: (originals[rel], text) for rel, text in texts.items() if text != originals[rel]}
    if result.changes:
        _check_output(config, first.tokens, last.tokens, result)
    return result


def _check_output(config: Config, old: "TokenSet | None", fixed: "TokenSet | None", result: FixResult) -> None:
    """Refuse the fixes (keep no change) when ``tokens.css`` from the fixed sources is not the one from the old.

    ``old`` and ``fixed`` are the token sets lint loaded from each (``None``
    when they did not load without errors): the sources are not read again.
    """
    from ..tokens.emit_css import tokens_css

    def css(ts: "TokenSet | None") -> str | None:
        if ts is None:
            return None
        source = config.rel(config.tokens) if config.tokens else "tokens"
        return tokens_css(ts, config.context_css, source=source)

    before, after = css(old), css(fixed)
    if before is not None and before != after:
        result.notes.append(Diagnostic(
            "fix/changed-output", "the fixes would change tokens.css, so none is written", Position(config.rel(config.tokens)),
            "error", hint="this is a fault in skinwright: please report it with the files; fix the warnings by hand"))
        result.changes = {}
        result.fixed = 0


def write_fixes(config: Config, result: FixResult) -> list[str]:
    """Write every changed file at once (all or nothing), keeping a file's byte order mark and line endings.

    Raises:
        SkinwrightError: ``output/write-failed`` when a file cannot be written (then none is).
    """
    from ..output import write_files

    files = {}
    for rel, (_, new) in result.changes.items():
        raw = (config.root / rel).read_bytes()
        files[rel] = (b"\xef\xbb\xbf" if raw.startswith(b"\xef\xbb\xbf") else b"") + new.encode("utf-8")
    return write_files(config.root, files)
