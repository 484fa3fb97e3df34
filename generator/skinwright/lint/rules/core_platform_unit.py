"""core/platform-unit: a dimension in a native platform's unit (Android's dp and sp, iOS's pt)."""

from ..registry import Rule

RULE = Rule(
    id="core/platform-unit",
    summary="A dimension in a native platform's unit (dp, sp, pt)",
    severity="error",
    docs="Multi-platform token sets write Android sizes in `dp` (density-independent pixels) and `sp` "
         "(scale-independent pixels) and iOS sizes in `pt`. CSS has none of them, and each needs a decision that "
         "only the set's authors can make, so each is an error whose hint gives the CSS value worked out:\n\n"
         "- `dp`: write `px`. On the web one CSS px is one dp (a browser's devicePixelRatio is the screen density "
         "over 160 dpi, Android's baseline), so `{value: 2, unit: dp}` is `{value: 2, unit: px}`.\n"
         "- `sp`: write `rem` when the size should follow the user's font size, as `sp` does (16sp is 1rem at "
         "the default size), or `px` when it must not scale.\n"
         "- `pt`: an iOS point is a CSS px; CSS's own `pt` is 4/3 px (CSS Values 4 §6.2). Write px with the "
         "number you mean.\n\n"
         "`skinwright lint --fix` does not rewrite them: the same file often feeds a native build that needs the "
         "platform unit. A token that only the native build uses is kept out of the web build with `exclude` in "
         "`[tool.skinwright]`, as the hint says: `exclude = [\"android-elevation\"]` (globs such as "
         "`\"android-*\"` work too; see Configuration). Otherwise give the web its own token.",
    examples=('elevation:\n  $type: dimension\n  low: {$value: {value: 2, unit: dp}}',
              'elevation:\n  $type: dimension\n  low: {$value: {value: 2, unit: px}}'),
)
