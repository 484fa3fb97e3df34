"""Component specs and everything generated from them.

- :mod:`.spec` — ``load_spec(doc)`` → :class:`~.spec.ComponentSpec` (schema + :mod:`.checks`, diagnostics via :mod:`.validate`)
- :mod:`.expressions` — the value/condition language of attribute rules and guards
- :mod:`.machine` — the disclosure machine as JSON and its interpreter
- :mod:`.phases` — phase helpers and text templates (status text, ranFor)
- :mod:`.connect` — props → attributes per part; ids; :mod:`.markup` — the card's HTML
- :mod:`.tables`, :mod:`.meta`, :mod:`.vscode` — API tables, ``dist/meta`` JSON, editor custom data
"""
