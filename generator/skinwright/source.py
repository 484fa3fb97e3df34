"""Source documents: YAML 1.2 and JSON read into plain data with positions.

``load_document(path, text)`` returns a :class:`Document` whose ``data`` is
made of dicts, lists, str, int, float, bool and None, and whose
``locate(pointer)`` gives the 1-based line and column of any value or key.

YAML is read with YAML 1.2 core-schema semantics (yaml.org/spec/1.2.2,
section 10.3), not PyYAML's YAML 1.1 defaults: mapping keys are always
strings (``on:``, ``no:``, ``0x1F:`` stay strings), ``yes``/``no``/``on``/
``off`` are strings, ``010`` is 10, ``1e3`` is 1000.0, ``0o17`` is 15.
Duplicate keys are errors. Anchors and aliases are allowed, but the expanded
document is bounded (an alias bomb is an error, not an out-of-memory), as is
the file size. Places where YAML 1.1 would read the same text differently are
kept as ``Document.traps`` for the ``core/yaml-1.1-trap`` lint rule.

JSON is parsed by the standard library (fast path); positions are computed
only when asked for (from libyaml's events, or ``json_source_map`` for the
few JSON escapes YAML lacks).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any

from .diagnostics import Diagnostic, Position, SkinwrightError

MAX_BYTES = 64 * 1024 * 1024
"""Files larger than this are refused (bounded work)."""
MAX_DEPTH = 200
"""Deepest nesting of mappings and sequences a document may have (token files need about 10)."""
MAX_ALIAS_NODES = 100_000
"""Upper bound on nodes copied through YAML aliases in one document (alias bombs)."""

Pointer = tuple  # a path of str keys and int indices, as in RFC 6901


class YMap(dict):
    """A mapping read from YAML, remembering where each key and value starts."""

    __slots__ = ("pos", "key_pos", "val_pos")


class YList(list):
    """A sequence read from YAML, remembering where each item starts."""

    __slots__ = ("pos", "item_pos")


@dataclass(frozen=True, slots=True)
class Trap:
    """A plain scalar whose meaning differs between YAML 1.1 and YAML 1.2."""

    pointer: Pointer
    is_key: bool
    text: str
    yaml11: str
    yaml12: str
    position: Position


@dataclass
class Document:
    """One parsed source file.

    Attributes:
        path: the path as shown in diagnostics (relative to the project when possible).
        text: the decoded text.
        data: the root value (plain dicts/lists/scalars).
        format: ``"yaml"`` or ``"json"``.
        traps: YAML 1.1/1.2 differences found while reading (YAML only).
        comment_values: pointer → text of a ``#…`` comment that stood where a
            value was expected (``color: #fff`` reads as null plus a comment).
    """

    path: str
    text: str
    data: Any
    format: str
    traps: list[Trap] = field(default_factory=list)
    comment_values: dict[Pointer, str] = field(default_factory=dict)
    _json_map: dict | None = field(default=None, repr=False)
    _value_traps: dict[Pointer, Trap] | None = field(default=None, repr=False)

    def trap_at(self, pointer: Pointer) -> Trap | None:
        """The trap recorded for the value at ``pointer``, if any."""
        if not self.traps:
            return None
        if self._value_traps is None:
            self._value_traps = {t.pointer: t for t in self.traps if not t.is_key}
        return self._value_traps.get(tuple(pointer))

    def locate(self, pointer: Pointer, key: bool = False) -> Position:
        """Position of the value at ``pointer`` (or of its key when ``key``).

        Falls back to the nearest ancestor that has a position, so it never
        raises for a pointer that does not exist.
        """
        if self.format == "json":
            return self._locate_json(pointer, key)
        node: Any = self.data
        best = getattr(node, "pos", None) or (1, 1)
        for i, part in enumerate(pointer):
            last = i == len(pointer) - 1
            if isinstance(node, YMap) and part in node:
                best = node.key_pos[part] if (last and key) else node.val_pos[part]
                node = node[part]
            elif isinstance(node, YList) and isinstance(part, int) and 0 <= part < len(node):
                best = node.item_pos[part]
                node = node[part]
            else:
                break
        return Position(self.path, best[0], best[1])

    def _locate_json(self, pointer: Pointer, key: bool) -> Position:
        if self._json_map is None:
            # JSON is YAML 1.2 flow syntax, so libyaml's event stream gives the
            # positions (about 4× faster than json_source_map); a few JSON escapes
            # (``\\/``, surrogate pairs) are not YAML, and then json_source_map does it.
            try:
                self._json_map = {"yaml": load_yaml(self.path, self.text)}
            except SkinwrightError:
                from json_source_map import calculate

                try:
                    raw = calculate(self.text)
                except Exception:  # positions are a courtesy; never fail on them
                    raw = {}
                # json_source_map keys its pointers by the key text as written
                # (escapes not decoded); decode them so lookups by data keys work.
                self._json_map = {_decode_pointer(ptr): entry for ptr, entry in raw.items()}
        located = self._json_map.get("yaml")
        if isinstance(located, Document):
            return located.locate(pointer, key)
        for n in range(len(pointer), -1, -1):
            ptr = "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in pointer[:n])
            entry = self._json_map.get(ptr)
            if entry is not None:
                loc = entry.key_start if (key and n == len(pointer) and entry.key_start) else entry.value_start
                return Position(self.path, loc.line + 1, loc.column + 1)
        return Position(self.path, 1, 1)

    def line(self, number: int) -> str:
        """The text of 1-based line ``number`` (empty past the end)."""
        lines = self.text.splitlines()
        return lines[number - 1] if 0 < number <= len(lines) else ""


def _decode_pointer(ptr: str) -> str:
    import json

    # The library does not escape '/' in keys: an escaped "\\/" splits a key in
    # two; glue such pieces back (a raw '/' in a key stays ambiguous).
    pieces: list[str] = []
    for piece in ptr.split("/")[1:]:
        if pieces and pieces[-1].endswith("\\") and (len(pieces[-1]) - len(pieces[-1].rstrip("\\"))) % 2:
            pieces[-1] += "/" + piece
        else:
            pieces.append(piece)
    parts = []
    for seg in pieces:
        seg = seg.replace("~1", "/").replace("~0", "~")
        try:
            seg = json.loads('"' + seg + '"')
        except ValueError:
            pass
        parts.append(seg.replace("~", "~0").replace("/", "~1"))
    return "".join("/" + p for p in parts)


# --- YAML 1.2 core schema -----------------------------------------------------

_NULL = {"", "~", "null", "Null", "NULL"}
_BOOL = {"true": True, "True": True, "TRUE": True, "false": False, "False": False, "FALSE": False}
_INT10 = re.compile(r"[-+]?[0-9]+\Z")
_INT8 = re.compile(r"0o[0-7]+\Z")
_INT16 = re.compile(r"0x[0-9a-fA-F]+\Z")
_FLOAT = re.compile(r"[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?\Z")
_INF = re.compile(r"[-+]?\.(?:inf|Inf|INF)\Z")
_NAN = re.compile(r"\.(?:nan|NaN|NAN)\Z")


def resolve_plain(text: str) -> Any:
    """The YAML 1.2 core-schema value of a plain (unquoted) scalar (section 10.3.2)."""
    if text in _NULL:
        return None
    b = _BOOL.get(text)
    if b is not None:
        return b
    c = text[:1]
    if c.isdigit() or c in "+-.":
        if _INT10.match(text):
            try:
                return int(text)
            except ValueError:  # over Python's 4,300-digit limit: as a float it is ±inf, which checks refuse
                return float(text)
        if _INT8.match(text):
            return int(text[2:], 8)
        if _INT16.match(text):
            return int(text[2:], 16)
        if _FLOAT.match(text):
            return float(text)
        if _INF.match(text):
            return -math.inf if text[0] == "-" else math.inf
        if _NAN.match(text):
            return math.nan
    return text

# How YAML 1.1 (yaml.org/type, PyYAML's safe_load) reads plain scalars.
# y/Y/n/N are booleans in the 1.1 type repository but not in PyYAML or most
# 1.1 readers; flagging every single-letter key would be noise.
_Y11_BOOL = {**{w: True for w in ("yes", "Yes", "YES", "on", "On", "ON", "true", "True", "TRUE")},
             **{w: False for w in ("no", "No", "NO", "off", "Off", "OFF", "false", "False", "FALSE")}}
_Y11_BIN = re.compile(r"[-+]?0b[01_]+\Z")
_Y11_OCT = re.compile(r"[-+]?0[0-7_]+\Z")
_Y11_DEC = re.compile(r"[-+]?(?:0|[1-9][0-9_]*)\Z")
_Y11_HEX = re.compile(r"[-+]?0x[0-9a-fA-F_]+\Z")
_Y11_SEXA = re.compile(r"[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?\Z")
_Y11_FLOAT = re.compile(r"[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?\Z|[-+]?\.[0-9_]+(?:[eE][-+][0-9]+)?\Z")


_Y11_TIMESTAMP = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}\Z|[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:[Tt]|[ \t]+)[0-9]{1,2}:"
                            r"[0-9]{2}:[0-9]{2}(?:\.[0-9]*)?(?:[ \t]*Z|[-+][0-9]{1,2}(?::[0-9]{2})?)?\Z")


class Timestamp(str):
    """A plain scalar that YAML 1.1 reads as a date or time (yaml.org/type/timestamp.html)."""

    __slots__ = ()


def yaml11_value(text: str) -> Any:
    """The value YAML 1.1 gives the plain scalar ``text`` (``"<<"`` is a merge key)."""
    if text in _NULL:
        return None
    if text in _Y11_BOOL:
        return _Y11_BOOL[text]
    clean = text.replace("_", "")
    sign = -1 if clean.startswith("-") else 1
    digits = clean.lstrip("+-")
    try:
        if _Y11_BIN.match(text):
            return sign * int(digits[2:], 2)
        if _Y11_OCT.match(text) and len(digits) > 1:
            return sign * int(digits, 8)
        if _Y11_DEC.match(text):
            return sign * int(digits)
        if _Y11_HEX.match(text):
            return sign * int(digits[2:], 16)
        if _Y11_SEXA.match(text):
            total = 0.0
            for part in digits.split(":"):
                total = total * 60 + float(part)
            return sign * (int(total) if "." not in digits else total)
        if _Y11_FLOAT.match(text):
            return float(clean)
    except ValueError:
        return text
    if _INF.match(text):
        return -math.inf if text[0] == "-" else math.inf
    if _NAN.match(text):
        return math.nan
    if _Y11_TIMESTAMP.match(text):
        return Timestamp(text)
    return text


def describe_value(value: Any) -> str:
    """``value`` in words for messages: ``the integer 8``, ``the boolean true``, ``the string 'on'``, ``a date``."""
    if value is None:
        return "null"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, Timestamp):
        return "a date" if len(value) == 10 else "a timestamp"
    if isinstance(value, bool):
        return f"the boolean {str(value).lower()}"
    if isinstance(value, int):
        return f"the integer {value}"
    if isinstance(value, float):
        return f"the number {value:g}"
    return f"the string {value!r}"


def _same(a: Any, b: Any) -> bool:
    if type(a) is not type(b):
        return False
    return a == b or (isinstance(a, float) and math.isnan(a) and math.isnan(b))


def yaml11_trap(text: str, is_key: bool) -> tuple[str, str] | None:
    """``(yaml 1.1 reading, yaml 1.2 reading)`` when they differ, else ``None``.

    Keys are always strings in skinwright, so a key is a trap only when a
    YAML 1.1 reader would turn it into a different string (``on`` → ``True``,
    ``0_5`` → ``5``, ``010`` → ``8``); ``100`` stays ``100`` either way.
    """
    if text == "<<":
        return ("a merge key", "the string '<<'")
    v11 = yaml11_value(text)
    if is_key:
        as_str = text if isinstance(v11, str) else ("null" if v11 is None else str(v11).lower() if isinstance(v11, bool) else str(v11))
        return None if as_str == text else (describe_value(v11), "the string " + repr(text))
    v12 = resolve_plain(text)
    return None if _same(v11, v12) else (describe_value(v11), describe_value(v12))


_CORE = "tag:yaml.org,2002:"
_STR = _CORE + "str"
_MAP, _SEQ = _CORE + "map", _CORE + "seq"
_CORE_SCALARS = {_STR, _CORE + "int", _CORE + "float", _CORE + "bool", _CORE + "null"}
_TAG_HINT = ("remove the tag; these files use plain YAML 1.2 values "
             "(the tags allowed are !!str, !!int, !!float, !!bool, !!null, !!map and !!seq)")


def _shown_tag(tag: str) -> str:
    """A tag as it is usually written: ``tag:yaml.org,2002:python/int`` → ``!!python/int``."""
    return "!!" + tag[len(_CORE):] if tag.startswith(_CORE) else tag


def _tag_problem(tag: str | None, kind: str) -> str | None:
    """Why ``tag`` cannot stand on a ``kind`` node (``"scalar"``, ``"key"``, ``"mapping"``, ``"sequence"``).

    Only the YAML 1.2 core schema tags are read (yaml.org/spec/1.2.2 §10.3):
    anything else — ``!!python/object``, ``!!binary``, ``!!set``, a local
    ``!custom`` — would be read by other tools as something this one cannot
    represent, so it is refused rather than silently dropped.
    """
    if tag is None or tag == "!":
        return None
    allowed = {"scalar": _CORE_SCALARS, "key": {_STR}, "mapping": {_MAP}, "sequence": {_SEQ}}[kind]
    if tag in allowed:
        return None
    if kind == "key" and tag in _CORE_SCALARS:
        return f"tag {_shown_tag(tag)!r} on a key: keys are always strings"
    if tag in _CORE_SCALARS | {_MAP, _SEQ}:
        what = {"scalar": "a single value", "key": "a key", "mapping": "a mapping", "sequence": "a sequence"}[kind]
        return f"tag {_shown_tag(tag)!r} cannot be on {what}"
    return f"unsupported tag {_shown_tag(tag)!r}"

_UNQUOTED_HEX = re.compile(r"(?<![\"'\w])(#[0-9A-Fa-f]{3,8})\b")
_HEX_COMMENT = re.compile(r"\s*(#[0-9A-Za-z]+)")


def _yaml_error(path: str, text: str, exc: Exception) -> SkinwrightError:
    import yaml

    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    problem = getattr(exc, "problem", None) or str(exc)
    if isinstance(exc, yaml.reader.ReaderError):  # a forbidden character: only its offset is known
        at = min(exc.position, len(text))
        line = text.count("\n", 0, at) + 1
        col = at - (text.rfind("\n", 0, at) + 1) + 1
        code = exc.character if isinstance(exc.character, int) else ord(str(exc.character)[:1] or "\0")
        return SkinwrightError([Diagnostic("core/yaml-syntax", f"character U+{code:04X} is not allowed in YAML",
                                           Position(path, line, col), hint="remove it; YAML text is printable characters")])
    context = getattr(exc, "context", None)
    line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
    hint = None
    if "'\\t'" in problem or "\\t" in problem:
        hint = "YAML does not allow tabs for indentation; indent with spaces"
    elif isinstance(exc, yaml.scanner.ScannerError) and "mapping values are not allowed" in problem:
        hint = "quote a value that contains ': ' or starts with a special character"
    lines = text.splitlines()
    at = lines[mark.line][mark.column:mark.column + 1] if mark and mark.line < len(lines) else ""
    if at == "\t":
        problem = "a tab character cannot start a token here"
        hint = "YAML does not allow tabs for indentation; indent with spaces"
    elif mark:
        # The parser often stops lines after the one whose '#' began a comment
        # (a flow collection left open, noticed at the next key): look back to
        # where that collection opened and report the '#', where the fix is.
        start = getattr(exc, "context_mark", None)
        first = min(start.line, mark.line - 1) if start is not None else mark.line - 1
        for i in range(mark.line, max(first, 0) - 1, -1):
            found = _UNQUOTED_HEX.search(lines[i]) if 0 <= i < len(lines) else None
            if found:
                hint = f"'{found.group(1)}' starts a comment in YAML; quote colours: \"{found.group(1)}\""
                line, col = i + 1, found.start(1) + 1
                break
    message = problem if not context else f"{problem} ({context})"
    return SkinwrightError([Diagnostic("core/yaml-syntax", message, Position(path, line, col), hint=hint)])


def _parser(text: str):
    import yaml

    try:
        from yaml._yaml import CParser

        return CParser(text)
    except ImportError:  # pragma: no cover - libyaml is in the wheels we install
        from yaml.parser import Parser
        from yaml.reader import Reader
        from yaml.scanner import Scanner

        class _Parser(Reader, Scanner, Parser):
            def __init__(self, stream):
                Reader.__init__(self, stream)
                Scanner.__init__(self)
                Parser.__init__(self)

            def dispose(self):
                pass

        return _Parser(text)


# Plain scalars that read the same in YAML 1.1 and 1.2 (most of them), skipped cheaply.
_QUICK_SAME = re.compile(r"(?:[-+]?(?:[1-9][0-9]*|0)(?:\.[0-9]*)?|[A-Za-z$][A-Za-z0-9 _./$-]*)\Z")


class _Frame:
    """One open mapping or sequence while events stream in."""

    __slots__ = ("value", "pointer", "is_map", "key", "key_mark", "key_plain", "key_end", "size", "anchor")

    def __init__(self, value, pointer, is_map, anchor):
        self.value = value
        self.pointer = pointer
        self.is_map = is_map
        self.key = None
        self.key_mark = None
        self.key_plain = False
        self.key_end = None
        self.size = 1
        self.anchor = anchor


_NO_KEY = object()


def load_yaml(path: str, text: str) -> Document:
    """Read YAML text with YAML 1.2 core-schema semantics and positions.

    Built straight from libyaml's event stream (no PyYAML node graph, no
    YAML 1.1 resolvers). Aliases reuse the anchored value; the number of
    nodes they stand for is bounded by :data:`MAX_ALIAS_NODES`.

    Raises:
        SkinwrightError: ``core/yaml-syntax`` (scanner/parser errors, with the
            line and column), ``core/duplicate-key``, ``core/yaml-alias-bomb``,
            ``core/yaml-tag`` (an unsupported explicit tag).
    """
    import yaml

    ScalarEvent, AliasEvent = yaml.ScalarEvent, yaml.AliasEvent
    MappingStartEvent, MappingEndEvent = yaml.MappingStartEvent, yaml.MappingEndEvent
    SequenceStartEvent, SequenceEndEvent = yaml.SequenceStartEvent, yaml.SequenceEndEvent
    DocumentStartEvent, StreamEndEvent = yaml.DocumentStartEvent, yaml.StreamEndEvent

    doc = Document(path, text, None, "yaml")
    errors: list[Diagnostic] = []
    anchors: dict[str, tuple[Any, int]] = {}
    budget = MAX_ALIAS_NODES
    lines: list[str] | None = None
    stack: list[_Frame] = []
    documents = 0
    root_set = False

    def scalar(ev, top: _Frame | None) -> Any:
        tag = ev.tag
        value = ev.value
        if tag is None or tag == "!":
            if not ev.style and tag is None:  # plain: YAML 1.2 core schema (section 10.3.2)
                v = resolve_plain(value)
                if value and not _QUICK_SAME.match(value) or value in _Y11_BOOL:
                    trap = yaml11_trap(value, False)
                    if trap:
                        pointer = child_pointer(top) if top is not None else ()
                        doc.traps.append(Trap(pointer, False, value, trap[0], trap[1], pos(ev)))
                return v
            return value
        if tag == _STR:
            return value
        problem = _tag_problem(tag, "scalar")
        if problem:
            errors.append(Diagnostic("core/yaml-tag", problem, pos(ev), hint=_TAG_HINT))
            return value
        v = resolve_plain(value) if tag != _CORE + "null" else (None if value in _NULL else value)
        ok = {
            _CORE + "int": type(v) is int,
            _CORE + "float": type(v) in (int, float),
            _CORE + "bool": type(v) is bool,
            _CORE + "null": v is None,
        }[tag]
        if not ok:
            errors.append(Diagnostic("core/yaml-tag", f"{value!r} is not a valid value for tag {_shown_tag(tag)!r}",
                                     pos(ev), hint="remove the tag, or write a value of that kind"))
            return value
        return float(v) if tag.endswith(":float") else v

    def pos(ev) -> Position:
        m = ev.start_mark
        return Position(path, m.line + 1, m.column + 1)

    def child_pointer(frame: _Frame):
        if frame.is_map:
            return frame.pointer + (frame.key,)
        return frame.pointer + (len(frame.value),)

    def place(value: Any, mark: tuple[int, int], size: int, ev=None, plain_empty: bool = False) -> None:
        nonlocal root_set, lines
        if not stack:
            doc.data = value
            root_set = True
            return
        top = stack[-1]
        top.size += size
        if top.is_map:
            key = top.key
            top.key = None
            if key is _NO_KEY:
                return
            container = top.value
            if key in container:
                first = container.key_pos[key]
                errors.append(Diagnostic(
                    "core/duplicate-key", f"duplicate key '{key}'", Position(path, *top.key_mark),
                    hint="YAML keeps only one of them; remove or rename one",
                    related=((Position(path, *first), "first defined here"),)))
                return
            container.key_pos[key] = top.key_mark
            container.val_pos[key] = mark
            container[key] = value
            if plain_empty and top.key_end is not None:
                # `color: #fff` is a key with no value followed by a comment.
                if lines is None:
                    lines = text.splitlines()
                line, col = top.key_end
                ln = lines[line] if line < len(lines) else ""
                m = _HEX_COMMENT.match(ln[col + 1:]) if ln[col:col + 1] == ":" else None
                if m:
                    doc.comment_values[top.pointer + (key,)] = m.group(1)
        else:
            top.value.item_pos.append(mark)
            top.value.append(value)

    parser = _parser(text)
    try:
        while True:
            ev = parser.get_event()
            cls = ev.__class__
            if cls is ScalarEvent:
                top = stack[-1] if stack else None
                if top is not None and top.is_map and top.key is None:
                    key = ev.value  # YAML 1.2 here: keys are strings, whatever they look like
                    problem = _tag_problem(ev.tag, "key")
                    if problem:
                        errors.append(Diagnostic("core/yaml-tag", problem, pos(ev), hint=_TAG_HINT))
                    m = ev.start_mark
                    top.key = key
                    top.key_mark = (m.line + 1, m.column + 1)
                    top.key_end = (ev.end_mark.line, ev.end_mark.column)
                    if not ev.style and ev.tag is None and key and (not _QUICK_SAME.match(key) or key in _Y11_BOOL):
                        trap = yaml11_trap(key, True)
                        if trap:
                            doc.traps.append(Trap(top.pointer + (key,), True, key, trap[0], trap[1], pos(ev)))
                    if ev.anchor:
                        anchors[ev.anchor] = (key, 1)
                    continue
                value = scalar(ev, top)
                if ev.anchor:
                    anchors[ev.anchor] = (value, 1)
                m = ev.start_mark
                place(value, (m.line + 1, m.column + 1), 1, plain_empty=(ev.value == "" and not ev.style and ev.tag is None))
            elif cls is MappingStartEvent or cls is SequenceStartEvent:
                top = stack[-1] if stack else None
                if top is not None and top.is_map and top.key is None:
                    errors.append(Diagnostic("core/yaml-syntax", "a mapping key must be a plain string", pos(ev)))
                    top.key = _NO_KEY
                    top.key_mark = (ev.start_mark.line + 1, ev.start_mark.column + 1)
                pointer = child_pointer(top) if top is not None and top.key is not _NO_KEY else ()
                m = ev.start_mark
                problem = _tag_problem(ev.tag, "mapping" if cls is MappingStartEvent else "sequence")
                if problem:
                    errors.append(Diagnostic("core/yaml-tag", problem, pos(ev), hint=_TAG_HINT))
                if cls is MappingStartEvent:
                    value = YMap()
                    value.key_pos = {}
                    value.val_pos = {}
                else:
                    value = YList()
                    value.item_pos = []
                value.pos = (m.line + 1, m.column + 1)
                if len(stack) >= MAX_DEPTH:
                    raise SkinwrightError([_too_deep(Position(path, m.line + 1, m.column + 1))])
                stack.append(_Frame(value, pointer, cls is MappingStartEvent, ev.anchor))
            elif cls is MappingEndEvent or cls is SequenceEndEvent:
                frame = stack.pop()
                if frame.anchor:
                    anchors[frame.anchor] = (frame.value, frame.size)
                place(frame.value, frame.value.pos, frame.size)
            elif cls is AliasEvent:
                target = anchors.get(ev.anchor)
                if target is None:
                    errors.append(Diagnostic("core/yaml-syntax", f"unknown anchor '*{ev.anchor}'", pos(ev)))
                    target = (None, 1)
                value, size = target
                budget -= size
                if budget < 0:
                    raise SkinwrightError([Diagnostic(
                        "core/yaml-alias-bomb", f"aliases copy more than {MAX_ALIAS_NODES:,} nodes", pos(ev),
                        hint="an alias (*name) repeats its whole anchored subtree; do not nest them to multiply the document")])
                top = stack[-1] if stack else None
                if top is not None and top.is_map and top.key is None:
                    top.key = value if isinstance(value, str) else _NO_KEY
                    top.key_mark = (ev.start_mark.line + 1, ev.start_mark.column + 1)
                    top.key_end = None
                    continue
                m = ev.start_mark
                place(value, (m.line + 1, m.column + 1), size)
            elif cls is DocumentStartEvent:
                documents += 1
                if documents > 1:
                    errors.append(Diagnostic("core/yaml-syntax", "a file holds one YAML document; found a second one",
                                             pos(ev), hint="remove the '---' line or split the file"))
                    break
            elif cls is StreamEndEvent:
                break
    except yaml.YAMLError as exc:
        raise _yaml_error(path, text, exc) from None
    finally:
        parser.dispose()
    if errors:
        raise SkinwrightError(errors)
    return doc


def _too_deep(position: Position) -> Diagnostic:
    return Diagnostic("core/too-deep", f"nesting deeper than {MAX_DEPTH} levels", position,
                      hint="token files nest groups a few levels deep; this looks generated or broken")


_JSON_HINTS = {
    "Expecting ',' delimiter": "a ',' is missing between two members or items, or a string is not closed",
    "Expecting ':' delimiter": "write a ':' between a member's name and its value",
    "Extra data": "a file holds one JSON value; remove what follows it or wrap everything in one object",
    "Unterminated string starting at": "close the string with '\"'",
    "Invalid control character at": "write a line break or tab inside a string as \\n or \\t",
    "Invalid \\escape": "in JSON strings a backslash starts an escape; write a backslash as \\\\",
}
_JSON_GENERIC = "check the JSON here: names and strings in double quotes, ',' between members, no trailing commas or comments"


def _json_error(path: str, text: str, exc: Any) -> Diagnostic:
    """``core/json-syntax`` for a ``json.JSONDecodeError``, with a hint for the usual mistakes."""
    at, message = exc.pos, exc.msg
    here = text[at:at + 2]
    before = text[:at].rstrip()
    if before.endswith(",") and here[:1] in ("}", "]"):
        at = len(before) - 1
        message = f"trailing comma before '{here[0]}'"
        hint = f"JSON allows no comma after the last {'member' if here[0] == '}' else 'item'}; remove it"
    elif here in ("//", "/*") or here[:1] == "#":
        hint = "JSON has no comments; remove it, or write the file as YAML"
    elif here[:1] == "'":
        hint = "JSON strings and member names are written in double quotes"
    elif message == "Expecting value" and re.match(r"[A-Za-z_]", here):
        word = re.match(r"[\w.-]+", text[at:]).group(0)
        hint = f'quote text: "{word}" (JSON literals are only true, false and null)'
    elif not text.strip():
        message, hint = "the file is empty", "a token file holds one JSON object; write {} for none"
    else:
        hint = next((h for k, h in _JSON_HINTS.items() if message.startswith(k)), _JSON_GENERIC)
    # The decoder's own words, in the lower case of the other messages ("Unterminated string starting at").
    message = re.sub(r"\s+(?:starting )?at$", "", message[:1].lower() + message[1:])
    line = text.count("\n", 0, at) + 1
    return Diagnostic("core/json-syntax", message, Position(path, line, at - (text.rfind("\n", 0, at) + 1) + 1),
                      hint=hint)


def load_json(path: str, text: str) -> Document:
    """Read JSON (RFC 8259) with the standard library; positions come lazily.

    Raises:
        SkinwrightError: ``core/json-syntax`` with the line and column of the
            first syntax error, or ``core/duplicate-key``.
    """
    import json

    dups: list[str] = []

    def pairs_hook(pairs):
        d = dict(pairs)
        if len(d) != len(pairs):
            seen: set[str] = set()
            for k, _ in pairs:
                if k in seen:
                    dups.append(k)
                seen.add(k)
        return d

    # The C decoder counts one recursion level per nesting level: a temporary
    # limit just above the current depth bounds the nesting it accepts.
    import sys

    depth, frame = 0, sys._getframe()
    while frame is not None:
        depth, frame = depth + 1, frame.f_back
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(depth + MAX_DEPTH + 5)
    try:
        data = json.loads(text, object_pairs_hook=pairs_hook)
    except json.JSONDecodeError as exc:
        raise SkinwrightError([_json_error(path, text, exc)]) from None
    except RecursionError:
        raise SkinwrightError([_too_deep(Position(path, 1, 1))]) from None
    except ValueError:  # an integer over Python's digit limit (sys.get_int_max_str_digits)
        raise SkinwrightError([_long_number(path, text)]) from None
    finally:
        sys.setrecursionlimit(limit)
    doc = Document(path, text, data, "json")
    if dups:
        errors = []
        for key in dict.fromkeys(dups):
            pattern = re.compile(r'"' + re.escape(json.dumps(key)[1:-1]) + r'"\s*:')
            starts = [m.start() for m in pattern.finditer(text)]
            at = starts[1] if len(starts) > 1 else (starts[0] if starts else 0)
            line = text.count("\n", 0, at) + 1
            col = at - (text.rfind("\n", 0, at) + 1) + 1
            errors.append(Diagnostic("core/duplicate-key", f"duplicate key '{key}'", Position(path, line, col),
                                     hint="JSON readers keep only one of them; remove or rename one"))
        raise SkinwrightError(errors)
    return doc


def _long_number(path: str, text: str) -> Diagnostic:
    """``core/json-syntax`` at the first number too long to read (Python reads at most 4,300 digits)."""
    found = re.search(r"\d{4000,}", text)
    at = found.start() if found else 0
    line = text.count("\n", 0, at) + 1
    column = at - (text.rfind("\n", 0, at) + 1) + 1
    digits = len(found.group(0)) if found else 0
    return Diagnostic("core/json-syntax", f"a number of {digits:,} digits is too long to read", Position(path, line, column),
                      hint="no token needs that many digits: write the number with at most 17 significant digits")


def _not_utf8(path: str, data: bytes, at: int) -> Diagnostic:
    """``core/encoding`` at the first byte that is not UTF-8 (column in characters, as editors count)."""
    if data.startswith(b"\xef\xbb\xbf"):
        at += 3  # the utf-8-sig codec counts from after its byte order mark
    start = data.rfind(b"\n", 0, at) + 1
    before = data[start:at].removeprefix(b"\xef\xbb\xbf" if start == 0 else b"")
    column = len(before.decode("utf-8", errors="replace")) + 1
    byte = data[at]
    hint = "save the file as UTF-8"
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        hint += "; it starts with a UTF-16 byte order mark"
    else:
        try:  # the usual culprit: an editor that saved Windows-1252 / Latin-1
            hint += f"; in Windows-1252 (Latin-1) this byte is {bytes([byte]).decode('cp1252')!r}"
        except UnicodeDecodeError:
            pass
    return Diagnostic("core/encoding", f"file is not valid UTF-8: byte 0x{byte:02X} cannot be read",
                      Position(path, data.count(b"\n", 0, at) + 1, column), hint=hint)


def load_document(path: str, text: str | bytes) -> Document:
    """Parse ``text`` as JSON when ``path`` ends in ``.json``, else as YAML.

    Raises:
        SkinwrightError: ``core/file-too-large``, ``core/encoding`` or any
            syntax diagnostic of the two loaders.
    """
    size = len(text)
    if size > MAX_BYTES:
        raise SkinwrightError([Diagnostic(
            "core/file-too-large", f"file is {size:,} bytes; the limit is {MAX_BYTES:,}", Position(path, 1, 1),
            hint="split the tokens into several files referenced from the resolver")])
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise SkinwrightError([_not_utf8(path, text, exc.start)]) from None
    if path.endswith(".json"):
        return load_json(path, text)
    return load_yaml(path, text)
