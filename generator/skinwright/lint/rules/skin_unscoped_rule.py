"""skin/unscoped-rule: A skin rule not scoped to a component (reported by the skin checks, skinwright.skins)."""

from ..registry import Rule

RULE = Rule(
    id='skin/unscoped-rule',
    summary='A skin rule that is not scoped to a component',
    severity='error',
    docs='Every rule of a component skin is scoped by `[data-scope="<component>"]`, so including the stylesheet '
         'changes nothing but the component: a rule on `body`, `*` or `.button` in a skin restyles (or hides) the '
         'whole page of every product that ships it. Page-level switches such as `[data-theme="dark"]` may come '
         'before the scoped compound.',
    examples=('body { margin: 0; }', '[data-scope="card"][data-part="root"] { margin: 0; }'),
)
