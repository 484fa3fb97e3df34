"""core/legacy-modes: values per mode written inside the tokens (Adobe Spectrum's sets, Primer's overrides)."""

from ..registry import Rule

RULE = Rule(
    id="core/legacy-modes",
    summary="Values per mode written inside the tokens",
    severity="warn",
    docs="Adobe Spectrum's token files give a token one value per mode in `sets` (`light`, `dark`, `wireframe`; "
         "`desktop`, `mobile`), and Primer's sources put the other themes' values in "
         "`$extensions: {org.primer.overrides: {dark: …}}`. DTCG 2025.10 has modes in the resolver instead: each "
         "modifier context lists the sources that hold its values. skinwright reads such a token's value for a "
         "mode in the resolver context of the same name — so a resolver whose `theme` modifier has the contexts "
         "`light` and `dark` (with no sources of their own, or with some) gives Spectrum's and Primer's themes — "
         "and warns once per file. As in Primer's own build, a theme with no override of its own reads the `light` "
         "or `dark` one by the start of its name (`dark-dimmed` reads `dark`), and an override without an `alpha` "
         "takes the token's `alpha` (an alpha of 1 leaves the colour as it is). `--fix` cannot move values into files of their own; do it by hand, one file "
         "per context.",
    examples=("gray-50:\n  $schema: https://opensource.adobe.com/spectrum-design-data/schemas/token-types/color-set.json\n"
              "  sets:\n    light: {value: rgb(255, 255, 255)}\n    dark: {value: rgb(29, 29, 29)}",
              "# gray.yaml, in a set every context reads\n"
              "gray-50: {$type: color, $value: {colorSpace: srgb, components: [1, 1, 1], hex: \"#ffffff\"}}\n"
              "# dark.yaml, a source of the resolver's theme: dark context\n"
              "gray-50: {$value: {colorSpace: srgb, components: [0.1137, 0.1137, 0.1137], hex: \"#1d1d1d\"}}"),
)
