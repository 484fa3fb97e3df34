"""What lint rules look at: the loaded project, every resolution, what the skins use."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..config import Config
from ..diagnostics import Position


@dataclass
class LintContext:
    """The project as the build stages loaded it, for rules with a ``check``.

    Attributes:
        config: the project configuration.
        tokens: the :class:`~skinwright.tokens.TokenSet` (``None`` if it failed to load).
        skin_refs: custom property → every place a compiled skin reads it
            through ``var()`` (for unused and deprecated tokens).
        components: loaded component data (spec, skin analysis) by name.
        family_css: the compiled family stylesheets (``{"family/motion.css": css}``), when they compile.
    """

    config: Config
    tokens: Any = None
    skin_refs: dict[str, list[Position]] = field(default_factory=dict)
    components: dict[str, Any] = field(default_factory=dict)
    family_css: dict[str, str] = field(default_factory=dict)

    def token_by_css_name(self) -> dict[str, str]:
        """Custom property → token id."""
        return {name: tid for tid, name in self.tokens.names.items()} if self.tokens else {}
