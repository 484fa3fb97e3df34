"""The public surface: every name product teams write into their CSS and markup, as data.

A design system's names are an API. Product code writes ``var(--xh-fg-default)``,
``[data-variant="subtle"]``, ``data-part="trigger"``, listens for ``open-change``
and orders ``@layer xihan.overrides``; renaming any of them breaks that code
silently. This package records those names and compares two records:

- :mod:`.record` — one *surface record* per project, computed from what the
  build writes (``tokens.json``, ``css/tokens.css``, ``meta/*.json``, the
  compiled skins), so a ``dist/`` folder of any earlier release, a package
  tarball or a git revision's build all give the same kind of record. The
  build writes it as ``dist/surface.json`` (schema ``surface.schema.json``).
- :mod:`.diff` — the changes between two records: removals, renames, type and
  value-domain changes (breaking), deprecations, additions and value changes.
- :mod:`.baseline` — the record of ``REF`` for ``skinwright lint --against REF``
  and the configured ``[tool.skinwright.surface] baseline``: a git revision
  (built from ``git archive``, never touching the working tree), a ``dist/``
  folder, a ``surface.json``, a package tarball or an npm ``name@version``.
- :mod:`.locate` — where each change sits in today's sources, for diagnostics.
- :mod:`.changelog` — the changes as Markdown (docs) and JSON (``dist/changes.json``).
"""
