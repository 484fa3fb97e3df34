"""spec/keyframes-prefix: Skin keyframes without the component's prefix (reported by the spec loader, skinwright.components)."""

from ..registry import Rule

RULE = Rule(
    id='spec/keyframes-prefix',
    summary="Skin keyframes without the component's prefix",
    severity='error',
    docs="Keyframes names are global. A component's own keyframes (`source: skin`) are named `<prefix>-<component>-*` (`xh-tool-call-enter`) so they cannot collide with another component's or with the shared ones of `family/motion.css` (`source: family`, such as `xh-disclosure-expand`). Reported at the name; rename it here and in the skin.",
)
