"""Editing a source file by the spans of its nodes, keeping everything else as written.

``apply_edits(doc, edits)`` returns the document's text with each
:class:`~skinwright.diagnostics.Edit` applied: a value replaced, a key
renamed, a member inserted or deleted. Nothing is re-serialised but the
replaced parts: key order, comments, quoting, indentation and line endings of
the rest stay as they are. Spans come from a second read of the text — libyaml's
event marks for YAML and JSON (JSON is YAML flow syntax), the json-five model's
tokens for JSON5 — and new values are written in the file's own syntax: JSON,
JSON5 with the file's quotes, YAML flow style on one line (or block style where
a block collection is replaced), with strings quoted wherever YAML 1.1 or 1.2
would read them as something else.

Raises :class:`EditError` when an edit names a place the document does not
have, or two edits overlap; callers turn that into a diagnostic.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from typing import Any

from ..diagnostics import Edit
from .document import Document


class EditError(ValueError):
    """An edit that cannot be applied to this text (the place is gone, or edits overlap)."""


@dataclass
class Node:
    """Where one value sits: ``[start, end)`` character offsets, and for a member its key's span."""

    start: int
    end: int
    key_start: int = -1
    key_end: int = -1
    flow: bool = True
    is_map: bool = False
    keys: list[str] = field(default_factory=list)


DUPLICATE = "\0duplicate"
"""The step under which the second member of a name written twice is kept (``pointer[:-1] + (DUPLICATE, name)``)."""


def spans(doc: Document) -> dict[tuple, Node]:
    """Pointer → :class:`Node` for every value in ``doc`` (read again from its text).

    A member whose name the mapping already has is kept under
    ``(…, DUPLICATE, name)``, so the first one's spans stay right.
    """
    if doc.format == "json5":
        return _json5_spans(doc.text)
    return _yaml_spans(doc.text)


def _yaml_spans(text: str) -> dict[tuple, Node]:
    import yaml

    parser = yaml._yaml.CParser(text) if hasattr(yaml, "_yaml") else yaml.parser.Parser(text)  # libyaml is installed
    out: dict[tuple, Node] = {}
    # frame: [pointer, node, is_map, pending key (str|None), key span, index, content end]
    stack: list[list] = []

    def child(frame) -> tuple:
        if not frame[2]:
            return frame[0] + (frame[5],)
        return frame[0] + ((DUPLICATE, frame[3]) if frame[3] in frame[1].keys else (frame[3],))

    def placed(node: Node, frame) -> None:
        if frame is None:
            out[()] = node
            return
        pointer = child(frame)
        if frame[2]:
            node.key_start, node.key_end = frame[4]
            frame[1].keys.append(frame[3])
            frame[3] = None
        else:
            frame[5] += 1
        out[pointer] = node
        frame[6] = max(frame[6], node.end)

    try:
        while True:
            ev = parser.get_event()
            name = type(ev).__name__
            top = stack[-1] if stack else None
            if name == "ScalarEvent" or name == "AliasEvent":
                if top is not None and top[2] and top[3] is None:
                    top[3] = ev.value if name == "ScalarEvent" else ""
                    top[4] = (ev.start_mark.index, ev.end_mark.index)
                    continue
                placed(Node(ev.start_mark.index, ev.end_mark.index), top)
            elif name in ("MappingStartEvent", "SequenceStartEvent"):
                pointer = child(top) if top is not None else ()
                node = Node(ev.start_mark.index, ev.end_mark.index, flow=bool(ev.flow_style),
                            is_map=name == "MappingStartEvent")
                stack.append([pointer, node, node.is_map, None, None, 0, ev.end_mark.index])
            elif name in ("MappingEndEvent", "SequenceEndEvent"):
                frame = stack.pop()
                node = frame[1]
                # a block collection's end mark lies at the next token; its content ends at its last child
                node.end = ev.end_mark.index if node.flow else frame[6]
                placed(node, stack[-1] if stack else None)
            elif name == "StreamEndEvent":
                break
    finally:
        parser.dispose()
    return out


def _json5_spans(text: str) -> dict[tuple, Node]:
    """Spans from the token scan of :mod:`.json5_loader`, or from json-five's model where the scan stops."""
    try:
        return _scanned_spans(text)
    except ValueError:
        return _model_spans(text)


def _scanned_spans(text: str) -> dict[tuple, Node]:
    from .json5_loader import scan

    out: dict[tuple, Node] = {}
    stack: list[tuple] = []  # pointers of the open containers
    items: list[int] = []  # items so far, per open container
    key: tuple | None = None  # the next value's step and its key's span
    for event in scan(text):
        kind = event[0]
        if kind == "key":
            name = event[1]
            parent = out[stack[-1]]
            step = (DUPLICATE, name) if name in parent.keys else (name,)
            parent.keys.append(name)
            key = (step, event[2], event[3])
            continue
        if kind == "close":
            out[stack.pop()].end = event[1]
            items.pop()
            continue
        start, end = (event[2], -1) if kind == "open" else (event[1], event[2])
        node = Node(start, end, flow=True, is_map=kind == "open" and event[1] == "{")
        if not stack:
            at: tuple = ()
        elif out[stack[-1]].is_map:
            at = stack[-1] + key[0]
            node.key_start, node.key_end = key[1], key[2]
        else:
            at = stack[-1] + (items[-1],)
            items[-1] += 1
        out[at] = node
        if kind == "open":
            stack.append(at)
            items.append(0)
    return out


def _model_spans(text: str) -> dict[tuple, Node]:
    from json5 import model as m
    from json5.loader import ModelLoader, loads

    root = loads(text, loader=ModelLoader()).value
    out: dict[tuple, Node] = {}

    def node_of(n) -> Node:
        end_tok = n._end_tok or n._tok
        return Node(n._tok.index, end_tok.end, flow=True, is_map=isinstance(n, m.JSONObject))

    stack = [((), root)]
    out[()] = node_of(root)
    while stack:
        pointer, n = stack.pop()
        if isinstance(n, m.JSONObject):
            for pair in n.key_value_pairs:
                key = pair.key.name if isinstance(pair.key, m.Identifier) else pair.key.characters
                child = node_of(pair.value)
                child.key_start, child.key_end = pair.key._tok.index, pair.key._tok.end
                at = pointer + ((DUPLICATE, key) if key in out[pointer].keys else (key,))
                out[pointer].keys.append(key)
                out[at] = child
                stack.append((at, pair.value))
        elif isinstance(n, m.JSONArray):
            for i, item in enumerate(n.values):
                out[pointer + (i,)] = node_of(item)
                stack.append((pointer + (i,), item))
    return out


# --- writing values in the file's syntax ----------------------------------------

_PLAIN = re.compile(r"[A-Za-z_$][A-Za-z0-9_$./-]*(?: [A-Za-z0-9_$./-]+)*\Z")


def _yaml_number(v: int | float) -> str:
    """Text that YAML 1.1 and 1.2 both read as ``v`` (a 1.1 float needs a dot and a signed exponent)."""
    if type(v) is int:
        return str(v)
    if not math.isfinite(v):
        return ".nan" if math.isnan(v) else (".inf" if v > 0 else "-.inf")
    text = repr(v)
    if "e" not in text:
        return text
    mantissa, exponent = text.split("e")
    return f"{mantissa if '.' in mantissa else mantissa + '.0'}e{int(exponent):+d}"


def _yaml_scalar(v: Any) -> str:
    from .yaml12 import resolve_plain, yaml11_value

    if v is None:
        return "null"
    if v is True or v is False:
        return "true" if v else "false"
    if type(v) in (int, float):
        return _yaml_number(v)
    s = str(v)
    if _PLAIN.match(s) and resolve_plain(s) == s and yaml11_value(s) == s:
        return s
    return json.dumps(s, ensure_ascii=False)


def _json5_key(k: str, quote: str | None) -> str:
    if quote is None and re.fullmatch(r"[A-Za-z_$][A-Za-z0-9_$]*", k):
        return k
    return _json5_string(k, quote or '"')


def _json5_string(s: str, quote: str) -> str:
    text = json.dumps(s, ensure_ascii=False)
    if quote == "'":
        text = "'" + text[1:-1].replace('\\"', '"').replace("'", "\\'") + "'"
    return text


@dataclass
class Style:
    """How a file writes things: its format, JSON5 quotes, its newline."""

    format: str
    key_quote: str | None = '"'
    string_quote: str = '"'
    newline: str = "\n"

    def value(self, v: Any) -> str:
        """``v`` as one line of this file's syntax (YAML: flow style)."""
        if self.format == "yaml":
            if isinstance(v, dict):
                return "{" + ", ".join(f"{self.key(k)}: {self.value(x)}" for k, x in v.items()) + "}"
            if isinstance(v, list):
                return "[" + ", ".join(self.value(x) for x in v) + "]"
            return _yaml_scalar(v)
        if self.format == "json5":
            if isinstance(v, dict):
                return "{ " + ", ".join(f"{self.key(k)}: {self.value(x)}" for k, x in v.items()) + " }" if v else "{}"
            if isinstance(v, list):
                return "[" + ", ".join(self.value(x) for x in v) + "]"
            if isinstance(v, str):
                return _json5_string(v, self.string_quote)
        return json.dumps(v, ensure_ascii=False, separators=(", ", ": "), allow_nan=False)

    def key(self, k: str) -> str:
        if self.format == "yaml":
            return _yaml_scalar(k) if _PLAIN.match(k) and " " not in k else json.dumps(k, ensure_ascii=False)
        if self.format == "json5":
            return _json5_key(k, self.key_quote)
        return json.dumps(k, ensure_ascii=False)

    def block(self, v: Any, indent: int) -> str:
        """``v`` in YAML block style, its first line unindented (it follows the replaced node's start)."""
        pad = " " * indent
        lines: list[str] = []
        if isinstance(v, dict) and v:
            for k, x in v.items():
                if isinstance(x, (dict, list)) and x:
                    lines.append(f"{self.key(k)}:{self.newline}{' ' * (indent + 2)}{self.block(x, indent + 2)}")
                else:
                    lines.append(f"{self.key(k)}: {self.value(x)}")
        elif isinstance(v, list) and v:
            for x in v:
                inner = self.block(x, indent + 2) if isinstance(x, (dict, list)) and x else self.value(x)
                lines.append(f"- {inner}")
        else:
            return self.value(v)
        return (self.newline + pad).join(lines)


def style_of(doc: Document) -> Style:
    """The writing style of ``doc``: JSON5 quoting follows the file's first key and first string."""
    newline = "\r\n" if "\r\n" in doc.text else "\n"
    if doc.format != "json5":
        return Style("json" if doc.format == "json" else "yaml", newline=newline)
    key = re.search(r"[{,]\s*(?://[^\n]*\n\s*)*(['\"]?)[A-Za-z_$]", doc.text)
    string = re.search(r":\s*(['\"])", doc.text)
    return Style("json5", key_quote=(key.group(1) or None) if key else None,
                 string_quote=string.group(1) if string else "'", newline=newline)


# --- applying edits ---------------------------------------------------------------------

def _member(nodes: dict[tuple, Node], parent: tuple, keys: list[str], i: int) -> Node:
    """The node of the ``i``-th member of a mapping (a repeated name's later member is under :data:`DUPLICATE`)."""
    name = keys[i]
    return nodes[parent + ((DUPLICATE, name) if name in keys[:i] else (name,))]


def _line_start(text: str, at: int) -> int:
    return text.rfind("\n", 0, at) + 1


def _indent_before(text: str, at: int) -> str | None:
    """The whitespace from the line start to ``at``, when nothing else precedes it on its line."""
    start = _line_start(text, at)
    before = text[start:at]
    return before if not before.strip() else None


def _replacements(doc: Document, nodes: dict[tuple, Node], edit: Edit, style: Style,
                  deleting: set[tuple]) -> list[tuple[int, int, str]]:
    text = doc.text
    pointer = tuple(edit.pointer)
    if edit.op == "value":
        node = nodes.get(pointer)
        if node is None:
            raise EditError(f"no value at {pointer!r}")
        if style.format == "yaml" and not node.flow and isinstance(edit.value, (dict, list)) and edit.value:
            column = node.start - _line_start(text, node.start)
            return [(node.start, node.end, style.block(edit.value, column))]
        return [(node.start, node.end, style.value(edit.value))]
    if edit.op == "key":
        node = nodes.get(pointer)
        if node is None or node.key_start < 0:
            raise EditError(f"no key at {pointer!r}")
        raw = text[node.key_start:node.key_end]
        quote = raw[0] if raw[:1] in ("'", '"') else None
        if style.format == "json5":
            new = _json5_key(str(edit.value), quote)
        elif style.format == "yaml" and quote:
            new = json.dumps(str(edit.value), ensure_ascii=False)
        else:
            new = style.key(str(edit.value))
        return [(node.key_start, node.key_end, new)]
    parent_ptr = pointer[:-1]
    parent = nodes.get(parent_ptr)
    if parent is None or not parent.is_map:
        raise EditError(f"no mapping at {parent_ptr!r}")
    if edit.op == "insert":
        member = f"{style.key(pointer[-1])}: {style.value(edit.value)}"
        before = nodes.get(parent_ptr + (edit.before,)) if edit.before is not None else None
        if before is None and parent.keys:
            before = None
            last = nodes[parent_ptr + (parent.keys[-1],)]
            indent = _indent_before(text, last.key_start)
            sep = "," if parent.flow else ""
            if indent is not None:
                return [(last.end, last.end, f"{sep}{style.newline}{indent}{member}")]
            return [(last.end, last.end, f"{sep} {member}")]
        if before is None:  # an empty mapping: {} or a block key with nothing under it
            if not parent.flow:
                raise EditError(f"cannot insert into the empty block mapping at {parent_ptr!r}")
            inner = text[parent.start + 1:parent.end - 1]
            return [(parent.start + 1, parent.end - 1, f"{inner.strip()} {member} " if style.format != "json"
                     else member)]
        indent = _indent_before(text, before.key_start)
        sep = "," if parent.flow else ""
        if indent is not None:
            return [(before.key_start, before.key_start, f"{member}{sep}{style.newline}{indent}")]
        return [(before.key_start, before.key_start, f"{member}{sep} ")]
    if edit.op == "delete":
        node = nodes.get(parent_ptr + (DUPLICATE, pointer[-1]) if edit.before == "duplicate" else pointer)
        if node is None or node.key_start < 0:
            raise EditError(f"no member at {pointer!r}")
        # the second of two equal members (``before="duplicate"``) is the last one of that name
        i = len(parent.keys) - 1 - parent.keys[::-1].index(pointer[-1]) if edit.before == "duplicate" else \
            parent.keys.index(pointer[-1])
        if not parent.flow:  # block YAML: whole lines, up to the next member's line
            start = _line_start(text, node.key_start)
            if i + 1 < len(parent.keys):
                end = _line_start(text, _member(nodes, parent_ptr, parent.keys, i + 1).key_start)
            else:
                nl = text.find("\n", node.end)
                end = len(text) if nl < 0 else nl + 1
            return [(start, end, "")]
        if i + 1 < len(parent.keys):
            nxt = _member(nodes, parent_ptr, parent.keys, i + 1)
            return [(node.key_start, nxt.key_start, "")]
        # (a duplicate's deletion leaves the first member of that name in place)
        kept = [k for k in parent.keys[:i] if parent_ptr + (k,) not in deleting or
                (k == pointer[-1] and edit.before == "duplicate")]
        if kept:  # the last member goes with the comma after the last member that stays
            prev = nodes[parent_ptr + (kept[-1],)]
            return [(prev.end, node.end, "")]
        first = nodes[parent_ptr + (parent.keys[0],)]
        return [(first.key_start, node.end, "")]
    raise EditError(f"unknown edit {edit.op!r}")


def _at(data: Any, pointer: tuple) -> Any:
    """The value at ``pointer`` in ``data``; raises ``LookupError``/``TypeError`` when there is none."""
    for step in pointer:
        data = data[step]
    return data


def _same(a: Any, b: Any) -> bool:
    """Equal as JSON data: ``True`` is not ``1``, but ``1`` and ``1.0`` are (the text that holds one stays)."""
    if isinstance(a, dict) or isinstance(b, dict):
        return isinstance(a, dict) and isinstance(b, dict) and list(a) == list(b) and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list) or isinstance(b, list):
        return isinstance(a, list) and isinstance(b, list) and len(a) == len(b) and all(map(_same, a, b))
    if isinstance(a, bool) or isinstance(b, bool) or a is None or b is None:
        return a is b
    if isinstance(a, str) or isinstance(b, str):
        return isinstance(a, str) and isinstance(b, str) and a == b
    return a == b


def _refine(doc: Document, nodes: dict[tuple, Node], edit: Edit) -> list[Edit]:
    """A ``value`` edit that replaces a mapping (or a list) written over several lines, as the edits
    of the members it changes, so each member the fix leaves alone keeps its text, its line and its
    indentation (a colour object gains its ``alpha`` on a line of its own, not on one line with the
    rest). A mapping whose kept members change order, or a list whose length changes, is rewritten
    whole, as any one-line value is."""
    if edit.op != "value" or not isinstance(edit.value, (dict, list)):
        return [edit]
    pointer = tuple(edit.pointer)
    node = nodes.get(pointer)
    if node is None or "\n" not in doc.text[node.start:node.end]:
        return [edit]
    try:
        old = _at(doc.data, pointer)
    except (LookupError, TypeError):
        return [edit]
    new = edit.value
    sub = lambda key, value: _refine(doc, nodes, Edit(edit.file, pointer + (key,), "value", value))  # noqa: E731
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new) and old:
        if not all(pointer + (i,) in nodes for i in range(len(old))):
            return [edit]
        return [e for i, (a, b) in enumerate(zip(old, new)) if not _same(a, b) for e in sub(i, b)]
    if not (isinstance(old, dict) and isinstance(new, dict) and node.is_map and old):
        return [edit]
    kept = [k for k in new if k in old]
    if not kept or kept != [k for k in old if k in new] or len(node.keys) != len(set(node.keys)):
        return [edit]
    out = [Edit(edit.file, pointer + (k,), "delete") for k in old if k not in new]
    out += [e for k in kept if not _same(old[k], new[k]) for e in sub(k, new[k])]
    for i, k in enumerate(new):
        if k not in old:  # before the next member that stays, else after the last one
            before = next((x for x in list(new)[i + 1:] if x in old), None)
            out.append(Edit(edit.file, pointer + (k,), "insert", new[k], before=before))
    return out


def apply_edits(doc: Document, edits: list[Edit], missing: list[Edit] | None = None) -> str:
    """``doc.text`` with ``edits`` applied (an edit inside another one's span is dropped: the outer one covers it).

    With ``missing`` given, an edit whose place is not in the text is left out
    and appended there instead of failing the whole file.

    Raises:
        EditError: an edit's place is not in the document, or two edits overlap in part.
    """
    if not edits:
        return doc.text
    nodes = spans(doc)
    style = style_of(doc)
    edits = [e for edit in edits for e in _refine(doc, nodes, edit)]
    pieces: list[tuple[int, int, str]] = []
    deleting = {tuple(e.pointer) for e in edits if e.op == "delete" and e.before != "duplicate"}
    for edit in edits:
        try:
            pieces.extend(_replacements(doc, nodes, edit, style, deleting))
        except EditError:
            if missing is None:
                raise
            missing.append(edit)
    # outer replacements first, so edits inside an outer one are found and dropped
    pieces.sort(key=lambda p: (p[0], -(p[1] - p[0])))
    kept: list[tuple[int, int, str]] = []
    ks, ke = -1, -1  # the span of the last replacement kept
    for start, end, new in pieces:
        if start == end:  # an insertion: before or after a replacement, never inside one
            if ks < start < ke:
                continue
        elif ks <= start and end <= ke:
            continue  # inside a replacement already kept, which rewrites that part whole
        elif start < ke:
            raise EditError(f"edits overlap at offset {start}")
        else:
            ks, ke = start, end
        kept.append((start, end, new))
    text = doc.text
    out: list[str] = []  # joined once: slicing the whole text per edit is quadratic on big files
    at = 0
    for start, end, new in sorted(kept, key=lambda p: (p[0], p[1])):
        out.append(text[at:start])
        out.append(new)
        at = end
    out.append(text[at:])
    return "".join(out)
