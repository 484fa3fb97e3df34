"""JSON Schema errors as diagnostics at file:line:col.

jsonschema reports every error with the path of the failing instance; the
document (:class:`~skinwright.source.Document`) turns that path into a
position. Each error kind gets a plain message and, where one exists, a
did-you-mean hint, so a misspelt key reads like a compiler error rather than a
schema dump.
"""

from __future__ import annotations

import re
from typing import Any, Iterator

from ..diagnostics import Diagnostic, did_you_mean
from ..source import Document

_TYPE_WORDS = {
    "object": "a mapping", "array": "a list", "string": "a string", "number": "a number",
    "integer": "an integer", "boolean": "a boolean", "null": "null",
}


def describe(value: Any) -> str:
    """A value for a message: ``the string 'x'``, ``a list``, ``the boolean true``."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return f"the boolean {str(value).lower()}"
    if isinstance(value, (int, float)):
        return f"the number {value:g}"
    if isinstance(value, str):
        return f"the string {value!r}"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return type(value).__name__


_TYPE_HINTS = {
    "object": "a mapping: one 'key: value' a line, indented under it",
    "array": "a list: [a, b] or one '- item' a line (an empty list is [])",
    "string": "text (quote it when YAML would read it as a number, a boolean or null)",
    "number": "a number such as 4 or 0.5", "integer": "a whole number such as 4",
    "boolean": "true or false", "null": "nothing (~)",
}


def _words(text: str) -> list[str]:
    return [w for w in re.split(r"[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])", text) if w]


def _suggest(value: Any, pattern: str) -> str | None:
    """The value rewritten in the case the pattern asks for (kebab, camel, Pascal, dotted), if that fits it."""
    if not isinstance(value, str):
        return None
    words = _words(value)
    if not words:
        return None
    lower = [w.lower() for w in words]
    candidates = ["-".join(lower), lower[0] + "".join(w.title() for w in lower[1:]), "".join(w.title() for w in lower),
                  ".".join(lower), "--" + "-".join(lower), "xh-" + "-".join(lower), "use" + "".join(w.title() for w in lower),
                  ".".join(w.upper() for w in lower), "--xh-" + "-".join(lower)]
    # A custom property stays one (--XH-radius → --xh-radius) where the pattern also takes a short form.
    candidates.sort(key=lambda c: c.startswith("--") != value.startswith("--"))
    try:
        compiled = re.compile(pattern)
    except re.error:
        return None
    return next((c for c in candidates if c != value and compiled.fullmatch(c)), None)


def _where(path: tuple) -> str:
    return "/".join(str(p) for p in path) or "the top level"


def _extra_keys(instance: dict, schema: dict) -> list[str]:
    known = schema.get("properties", {})
    patterns = [re.compile(p) for p in schema.get("patternProperties", {})]
    return [k for k in instance if k not in known and not any(p.search(k) for p in patterns)]


def schema_diagnostics(doc: Document, schema: dict, prefix: str = "spec") -> list[Diagnostic]:
    """Validate ``doc.data`` against ``schema`` (draft 2020-12); one diagnostic per problem.

    Codes: ``<prefix>/unknown-key`` (at the key, hint: the closest allowed key, else the mapping's
    ``unknownKeyHint`` annotation, else the allowed keys),
    ``<prefix>/missing-key`` (at the mapping), ``<prefix>/wrong-type`` and
    ``<prefix>/invalid-value`` (at the value). Sorted by position.
    """
    from jsonschema import Draft202012Validator

    validator = Draft202012Validator(schema)
    out = [d for error in validator.iter_errors(doc.data) for d in _convert(doc, error, prefix)]
    return sorted(set(out), key=Diagnostic.sort_key)


def _convert(doc: Document, error: Any, prefix: str) -> Iterator[Diagnostic]:
    path = tuple(error.absolute_path)
    kind = error.validator
    schema = error.schema if isinstance(error.schema, dict) else {}
    if "propertyNames" in error.relative_schema_path:
        # A bad key: jsonschema reports it at the mapping with the key as instance.
        why = schema.get("patternErrorMessage") or error.message
        pattern = schema.get("pattern") or (schema.get("propertyNames") or {}).get("pattern")
        better = _suggest(error.instance, pattern) if isinstance(pattern, str) else None
        yield Diagnostic(f"{prefix}/invalid-key", f"'{error.instance}' is not a valid key in {_where(path)}: {why}",
                         doc.locate(path + (error.instance,), key=True),
                         hint=f"rename it, for example to '{better}'" if better else "rename the key")
    elif kind == "additionalProperties" and isinstance(error.instance, dict):
        allowed = sorted(schema.get("properties", {}))
        for key in _extra_keys(error.instance, schema):
            guess = did_you_mean(key, allowed)
            # unknownKeyHint (this schema's own annotation) says why a mapping takes no other key.
            hint = f"did you mean '{guess}'?" if guess else schema.get("unknownKeyHint") or (
                "allowed keys: " + ", ".join(allowed) if allowed else None)
            yield Diagnostic(f"{prefix}/unknown-key", f"unknown key '{key}' in {_where(path)}",
                             doc.locate(path + (key,), key=True), hint=hint)
    elif kind == "required":
        missing = error.validator_value
        for key in [k for k in missing if k not in error.instance]:
            about = (schema.get("properties", {}).get(key) or {}).get("description")
            yield Diagnostic(f"{prefix}/missing-key", f"missing required key '{key}' in {_where(path)}",
                             doc.locate(path, key=True),
                             hint=f"add '{key}:'" + (f" ({about.rstrip('.')})" if about else ""))
    elif kind == "type":
        wanted = error.validator_value
        wanted = [wanted] if isinstance(wanted, str) else list(wanted)
        words = " or ".join(_TYPE_WORDS.get(w, w) for w in wanted)
        yield Diagnostic(f"{prefix}/wrong-type", f"{_where(path)} must be {words}, not {describe(error.instance)}",
                         doc.locate(path), hint="write " + " or ".join(_TYPE_HINTS.get(w, w) for w in wanted))
    elif kind in ("enum", "const"):
        options = error.validator_value if kind == "enum" else [error.validator_value]
        guess = did_you_mean(str(error.instance), [str(o) for o in options])
        yield Diagnostic(f"{prefix}/invalid-value",
                         f"{describe(error.instance)} is not one of: " + ", ".join(str(o) for o in options),
                         doc.locate(path), hint=f"did you mean '{guess}'?" if guess else
                         f"write one of the values listed, such as '{options[0]}'")
    elif kind == "pattern":
        # Editors (VS Code) show patternErrorMessage too; it says what the pattern means.
        why = schema.get("patternErrorMessage") or f"it must match {error.validator_value}"
        better = _suggest(error.instance, error.validator_value)
        yield Diagnostic(f"{prefix}/invalid-value", f"{describe(error.instance)} is not valid here: {why}",
                         doc.locate(path), hint=f"for example '{better}'" if better else f"change it: {why}")
    elif kind in ("maxProperties", "minProperties") and schema.get("maxProperties") == 1:
        keys = ", ".join(error.instance) if isinstance(error.instance, dict) else ""
        yield Diagnostic(f"{prefix}/invalid-value",
                         f"{_where(path)} must have exactly one key" + (f" (has {keys})" if keys else ""),
                         doc.locate(path), hint=schema.get("description"))
    else:
        yield Diagnostic(f"{prefix}/invalid-value", f"{_where(path)}: {error.message}", doc.locate(path),
                         hint=schema.get("description") or "the spec's JSON Schema (dist/schema/component.schema.json, "
                                                           "also used by editors) says what fits here")
