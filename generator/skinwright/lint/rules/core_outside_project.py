"""core/outside-project: A source, resolver source or skin import outside the project (reported by the loaders)."""

from ..registry import Rule

RULE = Rule(
    id='core/outside-project',
    summary='A file read from outside the project',
    severity='error',
    docs='A build reads the project\'s own files only: a resolver source, a token file or a skin `@import` that '
         'leads out of the project folder (`../…`, an absolute path such as `/etc/passwd`, or a link) is refused, '
         'so a shared configuration cannot make CI read or print files it was not meant to. To read a shared '
         'folder on purpose, name it: `[tool.skinwright.limits] read-outside = ["../brand-tokens"]`.',
    examples=('sets:\n  base:\n    sources: [{$ref: ../../brand/base.yaml}]',
              'sets:\n  base:\n    sources: [{$ref: base.yaml}]'),
)
