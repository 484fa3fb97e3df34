"""skin/unstyled: A part or variant of the spec that no rule of the skin styles (reported by the skin build, skinwright.skins)."""

from ..registry import Rule

RULE = Rule(
    id="skin/unstyled",
    summary="A part or variant of the spec that no rule of the skin styles",
    severity="warn",
    docs="A part of the anatomy that no rule of the compiled skin styles (as its subject, or in an `:is()` or "
         "`:where()` list of it), and a variant other than its prop's default that no selector of the skin "
         "names, are reported at their place in the spec: a part or variant added to the spec shows up here "
         "until the skin covers it, and a variant the skin never names looks like the default. The build "
         "reports the same warning. A part that inherits everything it needs can turn the rule off:\n\n"
         "```toml\n[tool.skinwright.lint.rules]\n\"skin/unstyled\" = \"off\"\n```",
)
