"""``[tool.skinwright.render]``: what a project sets for ``render``, and the limits of a page.

Every limit has a name, a default, a setting here and a flag on the command::

    [tool.skinwright.render]
    max-value-lines = 200      # --max-value-lines: lines of one value (output, file, argument)
    max-value-chars = 20000    # --max-value-chars: characters of one value
    max-rows = 100             # --max-rows: rows of a key-value list, results, files of a diff
    max-page-size = 2000000    # --max-page-size: bytes of the whole page (UTF-8)

    [tool.skinwright.render.aliases]   # legacy tool names → today's (LobeHub identifiers)
    "lobe-local-system/listLocalFiles" = "lobe-local-system/listFiles"

What a limit cuts is marked where it was cut, with how many lines,
characters, rows or calls were left out.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..diagnostics import Diagnostic, Position, SkinwrightError

LIMITS: dict[str, tuple[int, int, str]] = {
    "max-value-lines": (200, 2, "lines of one value"),
    "max-value-chars": (20_000, 200, "characters of one value"),
    "max-rows": (100, 1, "rows of one list"),
    "max-page-size": (2_000_000, 100_000, "bytes of the page"),
}
"""name → (default, smallest allowed, what it counts)."""


@dataclass(frozen=True)
class RenderSettings:
    """The render table, checked: ``limits`` by name (see :data:`LIMITS`) and ``aliases``."""

    limits: Mapping[str, int] = field(default_factory=lambda: {k: v[0] for k, v in LIMITS.items()})
    aliases: Mapping[str, str] = field(default_factory=dict)

    def limit(self, name: str) -> int:
        return self.limits[name]


def render_settings(table: Any, where: Callable[..., Position]) -> RenderSettings:
    """Check ``[tool.skinwright.render]`` (``table``, the raw TOML value) and return its settings.

    ``where(*keys)`` locates a key of the table in ``pyproject.toml``.

    Raises:
        SkinwrightError: ``config/invalid`` at the offending key (the CLI exits 2).
    """
    if table is None:
        return RenderSettings()
    problems: list[Diagnostic] = []
    if not isinstance(table, dict):
        raise SkinwrightError([Diagnostic("config/invalid", "render must be a table ([tool.skinwright.render])",
                                          where())])
    limits = {k: v[0] for k, v in LIMITS.items()}
    for key, value in table.items():
        if key == "aliases":
            continue
        if key not in LIMITS:
            problems.append(Diagnostic("config/invalid", f"unknown key '{key}' in [tool.skinwright.render]",
                                       where(key), hint=f"known keys: aliases, {', '.join(LIMITS)}"))
            continue
        default, least, what = LIMITS[key]
        if not isinstance(value, int) or isinstance(value, bool) or value < least:
            problems.append(Diagnostic("config/invalid", f"{key} must be an integer ≥ {least:,} ({what}), "
                                       f"not {value!r}", where(key), hint=f"the default is {default:,}"))
            continue
        limits[key] = value
    aliases = table.get("aliases", {})
    if not isinstance(aliases, dict) or not all(isinstance(k, str) and isinstance(v, str) and v
                                                for k, v in aliases.items()):
        problems.append(Diagnostic("config/invalid", "render.aliases must map tool names to tool names (strings)",
                                   where("aliases"),
                                   hint='for example "lobe-local-system/listLocalFiles" = '
                                        '"lobe-local-system/listFiles"'))
        aliases = {}
    if problems:
        raise SkinwrightError(problems)
    return RenderSettings(limits, dict(aliases))
