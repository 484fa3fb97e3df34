"""spec/slot-prefix: A slot without the component's prefix (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/slot-prefix',
    summary="A slot without the component's prefix",
    severity='error',
    docs="Public slots of a component are named `--<prefix>-<component>-*` (`--xh-tool-call-bg`), so two components' slots never collide and readers can tell them from private helpers (`--<prefix>-_*`). The prefix is `[tool.skinwright] prefix`. Reported at the slot; rename it in the spec and the skin.",
)
