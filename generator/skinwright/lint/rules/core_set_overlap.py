"""core/set-overlap: a token defined by two sources of one set (reported when tokens load)."""

from ..registry import Rule

RULE = Rule(
    id="core/set-overlap",
    summary="Two sources of one set define the same token",
    severity="warn",
    docs="The DTCG Resolver Module asks that the sources of a set hold mutually exclusive tokens; when two "
         "define the same token the later file wins without a word. Mode values (a dark theme, compact "
         "density) belong in a modifier's context. A folder of token files without a resolver is one set, so "
         "a `dark.yaml` dropped into it overrides the light values everywhere — write a resolver instead.",
)
