"""core/platform-unit: a dimension in a native platform's unit."""

from ..registry import Rule

RULE = Rule(
    id="core/platform-unit",
    summary="A dimension in Android's dp",
    severity="warn",
    docs="Multi-platform token sets write Android sizes in `dp` (density-independent pixels). On Android one CSS "
         "px is one dp (the browser's devicePixelRatio is the screen density over 160), so skinwright reads "
         "`dp` as `px` and says so; `skinwright lint --fix` writes `px`. `sp` (which follows the user's font "
         "size) and `pt` (an iOS point is one CSS px, a CSS pt is 4/3 px) have no single reading: they are "
         "`core/valid-dimension` errors whose hint says what to write.",
    examples=('elevation:\n  $type: dimension\n  low: {$value: {value: 2, unit: dp}}',
              'elevation:\n  $type: dimension\n  low: {$value: {value: 2, unit: px}}'),
)
