"""Resource limits: every bound on the work one run may do, with its name, default and setting.

Each limit is a field of :class:`Limits`; ``[tool.skinwright.limits]`` in
``pyproject.toml`` sets them by the key in :data:`SETTINGS`, and the docs page
"Limits" lists them all. A stage that enforces one reads :func:`current`:
the limits are cross-cutting (the YAML loader, the SCSS compiler and the
report printer all need them), so the command sets them once for its run
with :func:`applied` rather than threading them through every stage.
"""

from __future__ import annotations

import contextlib
import contextvars
import re
import time
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any, Callable, Iterator

from .diagnostics import Diagnostic, Position
from .markdown import table

MiB = 1024 * 1024


@dataclass(frozen=True)
class Limits:
    """The limits of one run (see :data:`SETTINGS` for what each bounds).

    Attributes:
        scss_time: seconds all SCSS compiles of one build or lint run may take together.
        scss_output: bytes of CSS one SCSS compile may produce.
        scss_memory: bytes of address space the SCSS compiler process may use.
        lock_wait: seconds a build waits for another build of the project.
        findings: diagnostics printed in full by the text report and the build's output.
        lint_findings: findings one lint run keeps (every report format lists those).
        tokens: tokens a project may define (every source and mode context counted).
        file_size: bytes of one source file (tokens, specs, skins).
        total_size: bytes of all the YAML and JSON sources one run reads together (token files, resolvers, specs,
            examples): ``file_size`` alone lets many files add up past what one run can hold.
        nesting: levels of nesting in one source file.
        value_nodes: values one token object holds, nested (its ``$value``, ``$extensions``, values per mode).
        yaml_aliases: nodes the YAML aliases of one file may copy (alias bombs).
        alias_steps: names of an alias chain the docs' token reference shows before it elides the rest.
        docs_tokens: rows of the docs' token reference: past it each group lists its first tokens and counts
            the rest (a page of 400,000 rows is 180 MB of HTML that no browser or MkDocs handles).
        math_length: characters of one Tokens Studio math expression in a token value.
        read_outside: folders outside the project (relative to it, or absolute) that token
            sources, resolver sources and skin imports may read; nothing else outside is read.
    """

    scss_time: float = 20.0
    scss_output: int = 8 * MiB
    scss_memory: int = 512 * MiB
    lock_wait: float = 120.0
    findings: int = 1000
    lint_findings: int = 150_000
    tokens: int = 120_000
    file_size: int = 16 * MiB
    total_size: int = 64 * MiB
    nesting: int = 200
    value_nodes: int = 10_000
    yaml_aliases: int = 100_000
    alias_steps: int = 4
    docs_tokens: int = 10_000
    math_length: int = 256
    read_outside: tuple[str, ...] = ()


SETTINGS: dict[str, tuple[str, str, str]] = {
    "tokens": ("tokens", "count", "tokens a project may define, every source and mode context counted"),
    "file-size": ("file_size", "bytes", "size of one source file: token file, resolver, spec, example or skin"),
    "total-size": ("total_size", "bytes", "size of all the YAML and JSON sources one run reads together: token "
                                          "files, resolvers, specs and examples"),
    "nesting": ("nesting", "count", "levels of nesting in one YAML or JSON file"),
    "value-nodes": ("value_nodes", "count", "values one token holds, nested: its `$value`, `$extensions` and values "
                                            "per mode"),
    "yaml-aliases": ("yaml_aliases", "count", "nodes the YAML aliases (`*name`) of one file may copy"),
    "scss-time": ("scss_time", "seconds", "time all SCSS compiles of one build or lint run may take together"),
    "scss-output": ("scss_output", "bytes", "size of the CSS one SCSS compile may produce"),
    "scss-memory": ("scss_memory", "bytes", "memory (address space) of the SCSS compiler process"),
    "lock-wait": ("lock_wait", "seconds", "time a build waits for another build of the same project"),
    "findings": ("findings", "count", "diagnostics printed in full by lint's text report and by build"),
    "lint-findings": ("lint_findings", "count", "findings one lint run keeps and reports, in every format"),
    "alias-steps": ("alias_steps", "count", "names of an alias chain the docs' token reference shows before it elides "
                                            "the rest with a count"),
    "docs-tokens": ("docs_tokens", "count", "tokens the docs' token reference lists"),
    "math-length": ("math_length", "count", "characters of one Tokens Studio math expression in a token value "
                                           "(`{space.base} * 2`), which also bounds its nesting"),
    "read-outside": ("read_outside", "folders", "folders outside the project that sources and skin imports may read"),
}
"""``[tool.skinwright.limits]`` key → (:class:`Limits` field, unit, what it bounds)."""

_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(B|KiB|MiB|GiB|kB|KB|MB|GB)?\s*$")
_UNITS = {None: 1, "B": 1, "KiB": 1024, "MiB": MiB, "GiB": 1024 * MiB, "kB": 1000, "KB": 1000, "MB": 1000 ** 2,
          "GB": 1000 ** 3}


def parse_limits(table: Any, where: Callable[..., Position]) -> tuple[Limits, list[Diagnostic]]:
    """``[tool.skinwright.limits]`` → :class:`Limits` and ``config/invalid`` problems at their keys.

    Seconds are positive numbers; sizes are a whole number of bytes or a
    string with a unit (``"8 MiB"``, ``"512 KiB"``, ``"1 GiB"``); counts are
    positive whole numbers.
    """
    if table is None:
        return Limits(), []
    if not isinstance(table, dict):
        return Limits(), [Diagnostic("config/invalid", "limits must be a table of limit = value",
                                     where(), hint="[tool.skinwright.limits] with keys " + ", ".join(SETTINGS))]
    values: dict[str, Any] = {}
    problems = []
    for key, value in table.items():
        if key not in SETTINGS:
            from .diagnostics import did_you_mean

            guess = did_you_mean(key, SETTINGS)
            problems.append(Diagnostic("config/invalid", f"unknown limit '{key}'", where(key),
                                       hint=f"did you mean '{guess}'?" if guess else f"limits: {', '.join(SETTINGS)}"))
            continue
        name, unit, _ = SETTINGS[key]
        parsed = _parse(value, unit)
        if parsed is None:
            example = {"seconds": "30", "bytes": '"16 MiB"', "count": "1000", "folders": '["../brand-tokens"]'}[unit]
            problems.append(Diagnostic("config/invalid", f"limit {key} must be " + {
                "seconds": "a positive number of seconds", "bytes": "a positive size", "count": "a positive whole number",
                "folders": "a list of folder paths"}[unit] + f", not {value!r}", where(key),
                hint=f"for example {key} = {example}"))
            continue
        values[name] = parsed
    return replace(Limits(), **values), problems


def _parse(value: Any, unit: str) -> Any:
    if isinstance(value, bool):
        return None
    if unit == "folders":
        ok = isinstance(value, list) and all(isinstance(v, str) and v.strip() for v in value)
        return tuple(value) if ok else None
    if unit == "seconds":
        return float(value) if isinstance(value, (int, float)) and value > 0 else None
    if unit == "count":
        return value if isinstance(value, int) and value > 0 else None
    if isinstance(value, int):
        return value if value > 0 else None
    m = _SIZE.match(value) if isinstance(value, str) else None
    if not m:
        return None
    size = int(float(m.group(1)) * _UNITS[m.group(2)])
    return size if size > 0 else None


def describe(limits: Limits, name: str) -> str:
    """A limit's value as the docs and messages show it (``20 s``, ``8 MiB``, ``1,000``)."""
    key = next(k for k, (field_name, _, _) in SETTINGS.items() if field_name == name)
    unit, value = SETTINGS[key][1], getattr(limits, name)
    if unit == "folders":
        return ", ".join(value) if value else "none"
    if unit == "seconds":
        return f"{value:g} s"
    if unit == "bytes":
        for suffix, size in (("GiB", 1024 * MiB), ("MiB", MiB), ("KiB", 1024)):
            if value % size == 0:
                return f"{value // size:,} {suffix}"
        return f"{value:,} bytes"
    return f"{value:,}"


# What stops at each limit: the diagnostic a run gives when it reaches it.
_REACHED = {
    "tokens": "`core/too-many-tokens` at the first token past it, before anything is resolved; no more sources are "
              "read, and lint's checks over the whole project wait (`lint/partial-input`)",
    "file-size": "`core/file-too-large` at the file, before it is parsed",
    "total-size": "`core/file-too-large` at the file that takes the total past it, before that file is parsed, "
                  "with the total read; no more sources are read, and lint's checks over the whole project wait "
                  "(`lint/partial-input`)",
    "nesting": "`core/too-deep` where the nesting passes it",
    "value-nodes": "`core/value-too-large` at the token, which is left out before its value is read",
    "yaml-aliases": "`core/yaml-alias-bomb` at the alias that passes it",
    "alias-steps": "the docs show the first names of a longer chain, `… N more …` and its last name",
    "docs-tokens": "each group lists its first tokens (the groups share the limit; a token a component's page links "
                   "to is always listed) and counts the rest; `tokens.css` and `tokens.json` hold every token",
    "findings": "the rest are counted in one line; `lint --format json`, `github` and `sarif` list every finding",
    "lint-findings": "`lint/too-many-findings` (an error, at the setting): lint stops; the reports hold the findings "
                     "kept and name the rule it stopped in",
    "scss-time": "`skin/compile-limit` at the skin's first loop; the compiler process is stopped",
    "scss-output": "`skin/compile-limit` at the skin's first loop; nothing of the CSS is kept",
    "scss-memory": "`skin/compile-limit` at the skin's first loop; the compiler process ends",
    "lock-wait": "`output/locked`: the build stops without writing",
    "math-length": "a `core/valid-<type>` error at the expression; nothing of it is read",
    "read-outside": "`core/outside-project` at the `$ref` or `@import` that reads elsewhere",
}


def reference_markdown() -> str:
    """The table of every limit (setting, default, what it bounds, what happens at it) for the docs' Limits page."""
    defaults = Limits()
    rows = [(f"`{key}`", describe(defaults, name), what, _REACHED[key]) for key, (name, _, what) in SETTINGS.items()]
    lines = table(("Setting", "Default", "Bounds", "When it is reached"), rows)
    return "<!-- generated by skinwright from its limits; do not edit -->\n\n" + "\n".join(lines) + "\n"


def shown_findings(diagnostics: list, limit: int) -> tuple[list, int]:
    """The diagnostics to print in full (at most ``limit``, errors before warnings when cut) and how many are not.

    Order is kept within what is shown.
    """
    if len(diagnostics) <= limit:
        return diagnostics, 0
    ranked = sorted(range(len(diagnostics)), key=lambda i: (diagnostics[i].severity != "error", i))[:limit]
    return [diagnostics[i] for i in sorted(ranked)], len(diagnostics) - limit


def not_shown(count: int, limit: int, more: str) -> str:
    """The line that says how many findings were not printed, and how to see them."""
    return (f"… {count:,} more finding{'s' * (count != 1)} not shown (the findings limit is {limit:,}; "
            f"{more}, or raise findings in [tool.skinwright.limits])")


@dataclass
class _Run:
    limits: Limits
    scss_left: float | None = None  # None: no shared budget (a stage called outside a command)
    root: Path | None = None
    tokens_seen: int = 0
    source_sizes: dict[str, int] = field(default_factory=dict)  # project path → bytes, each file once
    source_total: int = 0
    stopped: Diagnostic | None = None  # the limit error after which no more sources are read
    stopped_by: str = ""  # the setting of that limit
    started: float = field(default_factory=time.monotonic)

    @property
    def readable(self) -> tuple[Path, ...]:
        root = self.root
        return (root, *((root / folder).resolve() for folder in self.limits.read_outside)) if root else ()


_RUN: contextvars.ContextVar[_Run | None] = contextvars.ContextVar("skinwright_limits", default=None)


def current() -> Limits:
    """The limits in force: those of the enclosing :func:`applied`, else the defaults."""
    run = _RUN.get()
    return run.limits if run is not None else Limits()


@contextlib.contextmanager
def applied(limits: Limits, root: Path | None = None) -> Iterator[None]:
    """Run the enclosed work under ``limits``, with a fresh SCSS time budget; ``root`` is the project folder."""
    token = _RUN.set(_Run(limits, scss_left=limits.scss_time, root=root.resolve() if root else None))
    try:
        yield
    finally:
        _RUN.reset(token)


def count_tokens(more: int) -> int:
    """Add ``more`` tokens read to this run's count; the count so far (``more`` alone outside a run)."""
    run = _RUN.get()
    if run is None:
        return more
    run.tokens_seen += more
    return run.tokens_seen


def source_read(path: str, size: int) -> Diagnostic | None:
    """Count a source file of ``size`` bytes read by this run; ``core/file-too-large`` when the run's sources now
    total more than ``total-size`` (``None`` outside a command's run, and for a file counted before: a file read
    again counts once, at its latest size)."""
    run = _RUN.get()
    if run is None or size > run.limits.file_size:  # a file over file-size is refused on its own
        return None
    before = run.source_sizes.get(path)
    total = run.source_total + size - (before or 0)
    limit = run.limits.total_size
    if total <= limit:
        run.source_total = total
        run.source_sizes[path] = size
        return None
    # refused, and reading stops here: every later file would be refused too, each with the same words
    return stop_reading(Diagnostic(
        "core/file-too-large", f"the sources read so far total {total:,} bytes with this file "
        f"({len(run.source_sizes) + (before is None):,} files); the total-size limit is {limit:,}; no more sources "
        "are read", Position(path, 1, 1),
        hint="raise total-size in [tool.skinwright.limits] (memory grows with it: about 20 bytes a byte of YAML "
             "tokens), or point the project at fewer files"), "total-size")


def stop_reading(reached: Diagnostic, limit: str) -> Diagnostic:
    """Record that ``reached``, the error of the limit setting ``limit`` (``total-size``, ``tokens``), stops this run
    reading sources; returns ``reached``.

    After it no source file is read (:func:`reading_stopped`), so the limit is
    reported once, where it was passed, and checks that need every source
    (unused tokens, modes every context defines, orphan files) know not to run
    on what was read. Outside a command's run nothing is recorded.
    """
    run = _RUN.get()
    if run is not None and run.stopped is None:
        run.stopped, run.stopped_by = reached, limit
    return reached


def reading_stopped() -> Diagnostic | None:
    """The limit error that stopped this run reading sources, or ``None`` while it reads on."""
    run = _RUN.get()
    return run.stopped if run is not None else None


def stopped_by() -> str:
    """The setting of the limit that stopped this run reading sources (``""`` while it reads on)."""
    run = _RUN.get()
    return run.stopped_by if run is not None else ""


def outside(path: Path) -> bool:
    """Whether reading ``path`` (links followed) leaves the project and the ``read-outside`` folders.

    Outside a command's run (no project root known) nothing counts as outside.
    """
    run = _RUN.get()
    if run is None or run.root is None:
        return False
    real = Path(path).resolve()
    return not any(real == folder or real.is_relative_to(folder) for folder in run.readable)


def readable_folders() -> tuple[Path, ...]:
    """The folders this run may read (the project and ``read-outside``); empty outside a command's run."""
    run = _RUN.get()
    return run.readable if run is not None else ()


def outside_hint() -> str:
    """What to do about a read that :func:`outside` refuses."""
    return ("builds read only the project's own files; to read a shared folder on purpose, name it: "
            '[tool.skinwright.limits] read-outside = ["../brand-tokens"]')


def scss_time_left() -> float:
    """Seconds the next SCSS compile may take: what is left of this run's budget (the whole limit outside a run)."""
    run = _RUN.get()
    if run is None or run.scss_left is None:
        return current().scss_time
    return max(run.scss_left, 0.0)


def spend_scss_time(seconds: float) -> None:
    """Charge ``seconds`` of compiling to this run's budget."""
    run = _RUN.get()
    if run is not None and run.scss_left is not None:
        run.scss_left -= seconds
