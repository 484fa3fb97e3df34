"""core/orphan-file: a token file next to the resolver that the resolver never reads."""

from ..registry import Rule

RULE = Rule(
    id="core/orphan-file",
    summary="A token file the resolver does not read",
    severity="warn",
    docs="Every YAML or JSON file in the tokens folder should be a source of the resolver (a set or a modifier "
         "context). A file that is not is usually new work someone forgot to wire in: its tokens reach no "
         "stylesheet. Name it on the command line (`skinwright lint tokens/new.yaml`) to check it on its own. "
         "A file with nothing shaped like a token in it (no `$value`: a map of removed names, CSS fallbacks, "
         "as Primer ships beside its tokens) is not a token file: the hint gives the `exclude-files` line "
         "that leaves it out.",
)
