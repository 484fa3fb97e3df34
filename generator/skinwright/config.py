"""Project configuration: the ``[tool.skinwright]`` table of ``pyproject.toml``.

One file configures everything (paths, the CSS prefix, how each mode context
maps to CSS, lint rules), so a design-system repository has a single place to
look. Every key has a default that fits the layout ``skinwright`` documents::

    [tool.skinwright]
    prefix = "xh"                       # custom properties are --xh-*
    tokens = "tokens/xh.resolver.yaml"  # a DTCG resolver, or a token file/folder
    styles = "styles"                   # one folder per component + family/
    out-dir = "dist"                    # CSS, JSON, schema, metadata
    docs-dir = "docs/generated"         # generated parts the docs site includes

    [tool.skinwright.modes.theme.dark]  # context → CSS selector (+ media query)
    selector = '[data-theme="dark"]'
    media = "(prefers-color-scheme: dark)"

    [tool.skinwright.lint.rules]
    "core/descriptions" = "warn"        # off | warn | error, or {severity, options}
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .diagnostics import Diagnostic, Position, SkinwrightError

CONFIG_FILE = "pyproject.toml"

# Media features a context follows when the page sets no attribute
# (Media Queries Level 5: prefers-color-scheme, prefers-contrast).
DEFAULT_MEDIA: dict[tuple[str, str], str] = {
    ("theme", "dark"): "(prefers-color-scheme: dark)",
    ("contrast", "more"): "(prefers-contrast: more)",
}


@dataclass(frozen=True)
class ContextCSS:
    """How one modifier context is selected in CSS.

    ``selector`` matches an element (and so its subtree) that asks for the
    context; ``media`` (optional) applies the context at the root when the
    user's preference matches and no other context of the same modifier is
    forced there.
    """

    selector: str
    media: str | None = None


@dataclass
class Config:
    """The resolved configuration; paths are absolute.

    Attributes:
        root: the project folder (where ``pyproject.toml`` is).
        prefix: custom-property prefix without dashes (``xh``).
        tokens: a resolver file, a token file, or a folder of token files.
        styles: the folder of component folders (``styles/<component>/``).
        out_dir: where ``skinwright build`` writes CSS and metadata.
        docs_dir: where it writes the parts the docs site includes.
        modes: modifier → context → :class:`ContextCSS` overrides.
        lint: the raw ``[tool.skinwright.lint]`` table.
    """

    root: Path
    prefix: str = "xh"
    tokens: Path | None = None
    styles: Path | None = None
    out_dir: Path | None = None
    docs_dir: Path | None = None
    modes: dict[str, dict[str, ContextCSS]] = field(default_factory=dict)
    lint: dict[str, Any] = field(default_factory=dict)
    raw: dict[str, Any] = field(default_factory=dict)

    def context_css(self, modifier: str, context: str) -> ContextCSS:
        """The CSS that selects ``modifier=context``: configured, else ``[data-<modifier>="<context>"]``."""
        configured = self.modes.get(modifier, {}).get(context)
        if configured is not None:
            return configured
        return ContextCSS(f'[data-{modifier}="{context}"]', DEFAULT_MEDIA.get((modifier, context)))

    def rel(self, path: Path | str) -> str:
        """``path`` relative to the project root when inside it (for diagnostics)."""
        p = Path(path)
        try:
            return p.resolve().relative_to(self.root.resolve()).as_posix()
        except ValueError:
            return p.as_posix()


_KEYS = {"prefix", "tokens", "styles", "out-dir", "docs-dir", "modes", "lint", "classify", "docs"}


def find_project(start: Path) -> Path:
    """The nearest folder at or above ``start`` holding a ``pyproject.toml``; ``start`` if none."""
    start = start.resolve()
    for folder in (start, *start.parents):
        if (folder / CONFIG_FILE).is_file():
            return folder
    return start


def load_config(root: Path) -> Config:
    """Read ``root/pyproject.toml`` (missing file or table: all defaults).

    Raises:
        SkinwrightError: ``config/invalid`` (at the key's line) for TOML syntax
            errors, unknown keys, or values of the wrong type.
    """
    import re

    root = root.resolve()
    path = root / CONFIG_FILE
    table: dict[str, Any] = {}
    text = ""
    if path.is_file():
        text = path.read_text(encoding="utf-8", errors="replace")
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            m = re.search(r"\(at line (\d+), column (\d+)\)", str(exc))
            line, col = (int(m.group(1)), int(m.group(2))) if m else (1, 1)
            raise SkinwrightError([Diagnostic("config/invalid", str(exc).split(" (at")[0],
                                              Position(CONFIG_FILE, line, col))]) from None
        table = data.get("tool", {}).get("skinwright", {})
        if not isinstance(table, dict):
            table = {}
    lines = text.splitlines()
    table_line = _table_line(lines, "tool.skinwright")

    def at(key: str, table_name: str = "tool.skinwright") -> Position:
        """The line that sets ``key`` in ``[table_name]`` (or a sub-table of it)."""
        start = _table_line(lines, table_name)
        for i in range(start, len(lines)):
            stripped = lines[i].strip()
            if i >= start and stripped.startswith("[") and i + 1 != start and not stripped.startswith(f"[{table_name}"):
                break
            if re.match(rf'"?{re.escape(key)}"?\s*=', stripped) or stripped.startswith(f"[{table_name}.{key}"):
                return Position(CONFIG_FILE, i + 1, lines[i].index(stripped[0]) + 1)
        return Position(CONFIG_FILE, table_line, 1)

    problems = []
    for key in table:
        if key not in _KEYS:
            from .diagnostics import did_you_mean

            guess = did_you_mean(key, _KEYS)
            problems.append(Diagnostic("config/invalid", f"unknown key '{key}' in [tool.skinwright]", at(key),
                                       hint=f"did you mean '{guess}'?" if guess else f"known keys: {', '.join(sorted(_KEYS))}"))
    prefix = table.get("prefix", "xh")
    if not isinstance(prefix, str) or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_-]*", prefix):
        problems.append(Diagnostic("config/invalid", f"prefix must start with a letter or '_' and hold letters, "
                                   f"digits, '-' or '_', not {prefix!r}", at("prefix"),
                                   hint="custom properties are --<prefix>-<token path>"))
    for key in ("tokens", "styles", "out-dir", "docs-dir"):
        if key in table and (not isinstance(table[key], str) or not table[key].strip()):
            problems.append(Diagnostic("config/invalid", f"{key} must be a path (a string), not {table[key]!r}", at(key)))
    modes: dict[str, dict[str, ContextCSS]] = {}
    raw_modes = table.get("modes") or {}
    if not isinstance(raw_modes, dict):
        problems.append(Diagnostic("config/invalid", "modes must be a table of modifier → context → selector", at("modes")))
        raw_modes = {}
    for modifier, contexts in raw_modes.items():
        for context, spec in (contexts or {}).items() if isinstance(contexts, dict) else ():
            if not isinstance(spec, dict) or not isinstance(spec.get("selector"), str) or \
                    not isinstance(spec.get("media", ""), str):
                header = f"[tool.skinwright.modes.{modifier}.{context}]"
                line = next((i for i, ln in enumerate(lines, 1) if ln.strip() == header), None)
                problems.append(Diagnostic("config/invalid", f"modes.{modifier}.{context} needs a 'selector' string "
                                           "(and an optional 'media' string)",
                                           Position(CONFIG_FILE, line, 1) if line else at("modes")))
                continue
            modes.setdefault(modifier, {})[context] = ContextCSS(spec["selector"], spec.get("media"))
    lint = table.get("lint") or {}
    if not isinstance(lint, dict):
        problems.append(Diagnostic("config/invalid", "lint must be a table ([tool.skinwright.lint.rules])", at("lint")))
        lint = {}
    if problems:
        raise SkinwrightError(problems)

    def path_of(key: str, default: str) -> Path:
        return (root / str(table.get(key, default))).resolve()

    tokens = path_of("tokens", "tokens")
    if "tokens" not in table:
        resolvers = sorted((root / "tokens").glob("*.resolver.yaml")) + sorted((root / "tokens").glob("*.resolver.json"))
        tokens = resolvers[0].resolve() if resolvers else tokens
    return Config(
        root=root,
        prefix=prefix,
        tokens=tokens,
        styles=path_of("styles", "styles"),
        out_dir=path_of("out-dir", "dist"),
        docs_dir=path_of("docs-dir", "docs/generated"),
        modes=modes,
        lint=lint,
        raw=table,
    )


def _table_line(lines: list[str], name: str) -> int:
    """1-based line of the ``[name]`` header (or of the first ``[name.…]`` sub-table); 1 if absent."""
    for i, line in enumerate(lines, 1):
        stripped = line.strip()
        if stripped == f"[{name}]" or stripped.startswith(f"[{name}."):
            return i
    return 1
