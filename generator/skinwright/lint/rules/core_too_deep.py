"""core/too-deep: a source nested deeper than any token file needs (reported by the loaders)."""

from ..registry import Rule

RULE = Rule(
    id="core/too-deep",
    summary="A file nested deeper than 200 levels",
    severity="error",
    docs="Token files nest groups a few levels deep. A file nested hundreds of levels is generated or broken, "
         "and reading it would exhaust the stack, so skinwright stops at 200 levels and says where.",
)
