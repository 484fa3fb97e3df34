"""skinwright: design tokens and component specs in YAML → CSS skins, tables, docs; lint for CI.

The pipeline is a chain of plain functions from data to data (see the
project's DESIGN notes): load (positions) → resolve (aliases, types, modes) →
emit (tokens.css, tokens.json, the Sass token module) → compile skins →
analyse CSS → tables, metadata, markup, docs. Only :mod:`skinwright.cli`
touches the file system.
"""

__version__ = "0.1.0"
