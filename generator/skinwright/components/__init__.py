"""Component specs and everything generated from them: connect rules, markup, machine, tables, metadata."""
