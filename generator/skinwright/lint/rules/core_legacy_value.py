"""core/legacy-value: a value in the form of an earlier DTCG draft or another tool, read as its 2025.10 value."""

from ..registry import Rule

RULE = Rule(
    id="core/legacy-value",
    summary="A value written in an earlier draft's or another tool's form",
    severity="warn",
    docs="skinwright reads the forms earlier DTCG drafts, Style Dictionary, Tokens Studio and Terrazzo write, and "
         "builds with them: colours as hex or CSS colour strings (`\"#0969da\"`, `\"rgb(9 105 218)\"`, "
         "`\"red\"`) and 3- or 8-digit `hex` fallbacks, dimensions and durations as strings or bare numbers "
         "(`\"4px\"`, `16` read as px, `200` read as ms), `cubic-bezier()` and easing keywords, CSS font stacks "
         "in one string, weights as strings (`\"600\"`, `\"SemiBold\"`), percentages for numbers, Tokens "
         "Studio's shadows (`x`, `y`, `type: innerShadow`) and letter spacing in % (a share of the font "
         "size, read as em: `\"-0.5%\"` is `-0.005em`), composites missing a member that has a neutral "
         "value (a transition's `delay`, a shadow's `spread`, a typography's `letterSpacing`: zero), a line "
         "height written as a length over a literal font size (its ratio), and Primer's `alpha` beside a "
         "colour. The warning names the form and gives the exact DTCG 2025.10 value; `skinwright lint --fix` "
         "writes it into the file, and `tokens.css` stays byte for byte the same. skinwright's guide "
         "\"Moving to DTCG 2025.10\" lists every form with its rewrite.",
    examples=('primary:\n  $type: color\n  $value: "#0969da"\nmono:\n  $type: fontFamily\n'
              '  $value: "\'IBM Plex Mono\', Menlo, monospace"',
              'primary:\n  $type: color\n  $value: {colorSpace: srgb, components: [0.0353, 0.4118, 0.8549], '
              'hex: "#0969da"}\nmono:\n  $type: fontFamily\n  $value: [IBM Plex Mono, Menlo, monospace]'),
)
