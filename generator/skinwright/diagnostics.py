"""Diagnostics as values.

Every stage reports problems as :class:`Diagnostic` records instead of raising
on the first one. A stage that cannot go on raises :class:`SkinwrightError`,
the one exception type that carries diagnostics out of the API. The CLI prints
them as ``file:line:col: severity code message`` (the GNU / Clang shape that
editors and CI annotators already parse) and exits non-zero on errors.

Codes are the lint rule ids (``core/unknown-alias``, ``skin/physical-property``
…), so a build failure and a lint finding for the same fault read the same.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Iterable, Literal

Severity = Literal["error", "warning", "info"]
SEVERITIES: tuple[Severity, ...] = ("error", "warning", "info")


@dataclass(frozen=True, slots=True)
class Position:
    """A place in a source file: 1-based ``line`` and ``column`` (in characters)."""

    file: str
    line: int = 1
    column: int = 1

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


@dataclass(frozen=True, slots=True)
class Edit:
    """One change to a source file, named by its place in the file's data (applied by :mod:`skinwright.source.edit`).

    ``op`` is ``"value"`` (replace the value at ``pointer`` with ``value``),
    ``"key"`` (rename the member at ``pointer`` to ``value``), ``"insert"``
    (add the member ``pointer[-1]`` holding ``value`` to the mapping at
    ``pointer[:-1]``, before the member ``before``, or after the last one) or
    ``"delete"`` (remove the member at ``pointer``).
    """

    file: str
    pointer: tuple
    op: str
    value: Any = None
    before: str | None = None


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """One problem found in the input.

    ``code`` is a rule id such as ``core/alias-cycle``; ``position`` may be
    ``None`` for problems with no place (a missing file is reported at the
    path, line 1). ``hint`` says how to fix it; ``related`` lists the other
    places involved (both keys of a duplicate, every member of a cycle).
    ``fix`` holds the edits that rewrite the source so the finding goes away
    with the meaning kept (``skinwright lint --fix`` applies them).
    """

    code: str
    message: str
    position: Position | None = None
    severity: Severity = "error"
    hint: str | None = None
    related: tuple[tuple[Position, str], ...] = ()
    fix: tuple[Edit, ...] = field(default=(), compare=False)

    def with_severity(self, severity: Severity) -> "Diagnostic":
        return replace(self, severity=severity)

    def format(self) -> str:
        """``file:line:col: severity code message`` plus indented hint and related places."""
        where = f"{self.position}: " if self.position else ""
        lines = [f"{where}{self.severity} {self.code} {self.message}"]
        for pos, note in self.related:
            lines.append(f"  {pos}: note: {note}")
        if self.hint:
            lines.append(f"  hint: {self.hint}")
        return "\n".join(lines)

    def sort_key(self) -> tuple:
        p = self.position
        return (p.file if p else "", p.line if p else 0, p.column if p else 0, self.code, self.message)


class SkinwrightError(Exception):
    """Raised when a stage cannot produce its output; carries the diagnostics.

    Attributes:
        diagnostics: every diagnostic collected so far, errors and warnings.
    """

    def __init__(self, diagnostics: Iterable[Diagnostic]):
        self.diagnostics: list[Diagnostic] = sorted(diagnostics, key=Diagnostic.sort_key)
        super().__init__("\n".join(d.format() for d in self.diagnostics))

    @property
    def errors(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.severity == "error"]


@dataclass
class Report:
    """An append-only list of diagnostics that a stage fills and its caller reads."""

    items: list[Diagnostic] = field(default_factory=list)

    def add(self, diagnostic: Diagnostic) -> None:
        self.items.append(diagnostic)

    def error(self, code: str, message: str, position: Position | None = None, **kw) -> None:
        self.items.append(Diagnostic(code, message, position, "error", **kw))

    def warning(self, code: str, message: str, position: Position | None = None, **kw) -> None:
        self.items.append(Diagnostic(code, message, position, "warning", **kw))

    def extend(self, diagnostics: Iterable[Diagnostic]) -> None:
        self.items.extend(diagnostics)

    @property
    def has_errors(self) -> bool:
        return any(d.severity == "error" for d in self.items)

    def raise_if_errors(self) -> None:
        """Raise :class:`SkinwrightError` with every item when any is an error."""
        if self.has_errors:
            raise SkinwrightError(self.items)


def did_you_mean(name: str, candidates: Iterable[str]) -> str | None:
    """The closest candidate to ``name`` (case-insensitive difflib ratio ≥ 0.7), or ``None``."""
    import difflib

    by_lower: dict[str, str] = {}
    for c in candidates:
        by_lower.setdefault(c.lower(), c)
    match = difflib.get_close_matches(name.lower(), list(by_lower), n=1, cutoff=0.7)
    return by_lower[match[0]] if match else None
