"""skin/compile-limit: A skin's compile ran past a limit (reported by the skin build, skinwright.skins)."""

from ..registry import Rule

RULE = Rule(
    id='skin/compile-limit',
    summary="A skin's compile ran past a time, output-size or memory limit",
    severity='error',
    docs='Skins compile in a worker process that is stopped when the SCSS compiles of one run take longer than '
         '`scss-time` (20 s), when one compile writes more CSS than `scss-output` (8 MiB), or when the compiler '
         'needs more memory than `scss-memory` (512 MiB); set them in `[tool.skinwright.limits]`. Usually a loop '
         'never ends (a `@while` whose condition stays true) or writes far more rules than intended: the '
         'diagnostic points at the first loop of the skin and the partials it imports.',
    examples=('$i: 0;\n@while $i < 10 {\n  .step-#{$i} { order: $i; }\n}',
              '$i: 0;\n@while $i < 10 {\n  .step-#{$i} { order: $i; }\n  $i: $i + 1;\n}'),
)
