"""Component specs and everything generated from them, for any component.

- :mod:`.spec` — ``load_spec(doc)`` → :class:`~.spec.ComponentSpec` (schema + :mod:`.checks`, diagnostics via :mod:`.validate`)
- :mod:`.artefacts` — the names a spec leaves out (slots by their last words, artefacts), from the prefix
- :mod:`.expressions` — the value/condition language of attribute rules and guards
- :mod:`.machine` — a component's machine as JSON and its interpreter
- :mod:`.phases` — phases and translations (resolve a phase, fill a template)
- :mod:`.connect` — props and machine state → attributes per part; ids; the rules as data
- :mod:`.markup` — an instance's HTML from the anatomy tree, the rules and part contents
- :mod:`.tables`, :mod:`.meta`, :mod:`.vscode` — API tables, ``dist/meta`` JSON, editor custom data

Code a component needs beyond its spec lives in its plugin (:mod:`skinwright.plugins`).
"""
