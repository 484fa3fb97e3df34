"""Where the views' anatomy lives: the specs of the two components whose markup they emit.

The specs are the project's (the build loads them and passes them in); the
views name parts, and the tests check every element against the spec.

``tool-result`` is what the render-intent views put inside a card's ``input``
and ``output`` parts; ``tool-call-group`` is the accordion that groups the
cards of one assistant turn. Their parts, the element each is rendered as and
the attributes each may carry (with their closed sets of values) are declared
once, in ``styles/tool-result/spec.yaml`` and ``styles/tool-call-group/spec.yaml``;
the skins are checked against the same files, and the tests check every
element the views emit against them.
"""

from __future__ import annotations

INTENTS: tuple[str, ...] = ("generic", "terminal", "diff", "read", "search", "web")
"""Render intents with a view of their own; any other name renders as generic.
The same list is the ``intent`` prop's values in the tool-result spec (a test keeps them equal)."""
