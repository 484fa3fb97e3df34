"""core/css-value: a value written as CSS that names no one value (light-dark(), color-mix(), var())."""

from ..registry import Rule

RULE = Rule(
    id="core/css-value",
    summary="A colour written as a CSS expression that is no one colour",
    severity="warn",
    docs="Token files built by Style Dictionary for the web carry CSS colour expressions such as "
         "`light-dark(var(--on-light, #0066cc), var(--on-dark, #92c5f9))` or `color-mix(…)`: they depend on the "
         "page (its colour scheme, a variable), so they are no one colour. skinwright writes them to `tokens.css` "
         "as they are when they are safe CSS, and says so; contrast and gamut checks skip them. DTCG 2025.10 "
         "gives a token one colour per mode: put the light and the dark colour in the contexts of a theme "
         "modifier, which `--fix` cannot do for you.",
    examples=('accent:\n  $type: color\n  $value: "light-dark(var(--accent-on-light, #0066cc), '
              'var(--accent-on-dark, #92c5f9))"',
              '# base.yaml (theme: light)\naccent: {$type: color, $value: {colorSpace: srgb, components: '
              '[0, 0.4, 0.8], hex: "#0066cc"}}\n# dark.yaml (theme: dark)\naccent: {$value: {colorSpace: srgb, '
              'components: [0.5725, 0.7725, 0.9765], hex: "#92c5f9"}}'),
)
