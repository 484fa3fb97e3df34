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
        SkinwrightError: ``config/invalid`` for TOML syntax errors, unknown
            keys or values of the wrong type.
    """
    root = root.resolve()
    path = root / CONFIG_FILE
    table: dict[str, Any] = {}
    if path.is_file():
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except tomllib.TOMLDecodeError as exc:
            line = getattr(exc, "lineno", 1) or 1
            col = getattr(exc, "colno", 1) or 1
            raise SkinwrightError([Diagnostic("config/invalid", str(exc).split(" (at")[0], Position(CONFIG_FILE, line, col))]) from None
        table = data.get("tool", {}).get("skinwright", {})
    where = Position(CONFIG_FILE, _table_line(path, "[tool.skinwright]"), 1)
    problems = []
    for key in table:
        if key not in _KEYS:
            from .diagnostics import did_you_mean

            guess = did_you_mean(key, _KEYS)
            problems.append(Diagnostic("config/invalid", f"unknown key '{key}' in [tool.skinwright]", where,
                                       hint=f"did you mean '{guess}'?" if guess else f"known keys: {', '.join(sorted(_KEYS))}"))
    prefix = table.get("prefix", "xh")
    if not isinstance(prefix, str) or not prefix.replace("-", "").replace("_", "").isalnum():
        problems.append(Diagnostic("config/invalid", f"prefix must be letters, digits, '-' or '_', not {prefix!r}", where))
    modes: dict[str, dict[str, ContextCSS]] = {}
    for modifier, contexts in (table.get("modes") or {}).items():
        for context, spec in (contexts or {}).items():
            if not isinstance(spec, dict) or not isinstance(spec.get("selector"), str):
                problems.append(Diagnostic("config/invalid", f"modes.{modifier}.{context} needs a 'selector' string", where))
                continue
            modes.setdefault(modifier, {})[context] = ContextCSS(spec["selector"], spec.get("media"))
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
        lint=table.get("lint") or {},
        raw=table,
    )


def _table_line(path: Path, header: str) -> int:
    try:
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.strip() == header:
                return i
    except OSError:
        pass
    return 1
