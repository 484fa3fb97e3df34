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
only when asked for, with ``json_source_map``.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any

from .diagnostics import Diagnostic, Position, SkinwrightError

MAX_BYTES = 64 * 1024 * 1024
"""Files larger than this are refused (bounded work)."""
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
            from json_source_map import calculate

            try:
                self._json_map = calculate(self.text)
            except Exception:  # positions are a courtesy; never fail on them
                self._json_map = {}
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
            return int(text)
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
    return text


def _describe(value: Any) -> str:
    if value is None:
        return "null"
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
        return None if as_str == text else (_describe(v11), "the string " + repr(text))
    v12 = resolve_plain(text)
    return None if _same(v11, v12) else (_describe(v11), _describe(v12))


_PLAIN = "?plain"  # tag given to plain scalars; resolved later with 1.2 rules
_STR = "tag:yaml.org,2002:str"

_UNQUOTED_HEX = re.compile(r"(?<![\"'\w])(#[0-9A-Fa-f]{3,8})\b")
_HEX_COMMENT = re.compile(r"\s*(#[0-9A-Za-z]+)")


def _yaml_error(path: str, text: str, exc: Exception) -> SkinwrightError:
    import yaml

    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    problem = getattr(exc, "problem", None) or str(exc)
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
    else:
        # The parser often stops on the line after the one whose '#' began a comment.
        near = lines[max(0, mark.line - 1):mark.line + 1] if mark else []
        hexes = [h for ln in reversed(near) for h in _UNQUOTED_HEX.findall(ln)]
        if hexes:
            hint = f"'{hexes[0]}' starts a comment in YAML; quote colours: \"{hexes[0]}\""
    message = problem if not context else f"{problem} ({context})"
    return SkinwrightError([Diagnostic("core/yaml-syntax", message, Position(path, line, col), hint=hint)])


def _compose(path: str, text: str):
    import yaml

    try:
        from yaml._yaml import CParser as Base
    except ImportError:  # pragma: no cover - libyaml is in the wheels we install
        from yaml.composer import Composer
        from yaml.parser import Parser
        from yaml.reader import Reader
        from yaml.scanner import Scanner

        class Base(Reader, Scanner, Parser, Composer):  # type: ignore[no-redef]
            def __init__(self, stream):
                Reader.__init__(self, stream)
                Scanner.__init__(self)
                Parser.__init__(self)
                Composer.__init__(self)

    ScalarNode = yaml.ScalarNode

    class _Composer(Base):  # type: ignore[misc, valid-type]
        # Tags are decided later with 1.2 rules; PyYAML's 1.1 resolvers never run.
        def resolve(self, kind, value, implicit):
            if kind is ScalarNode:
                return _PLAIN if implicit[0] else _STR
            return "tag:yaml.org,2002:map" if kind is yaml.MappingNode else "tag:yaml.org,2002:seq"

        def descend_resolver(self, *args):
            pass

        def ascend_resolver(self, *args):
            pass

    loader = _Composer(text)
    try:
        return loader.get_single_node()
    except yaml.YAMLError as exc:
        raise _yaml_error(path, text, exc) from None
    finally:
        loader.dispose()


def load_yaml(path: str, text: str) -> Document:
    """Read YAML text with YAML 1.2 core-schema semantics and positions.

    Raises:
        SkinwrightError: ``core/yaml-syntax`` (scanner/parser errors, with the
            line and column), ``core/duplicate-key``, ``core/yaml-alias-bomb``,
            ``core/yaml-tag`` (an unsupported explicit tag).
    """
    import yaml

    node = _compose(path, text)
    doc = Document(path, text, None, "yaml")
    if node is None:
        doc.data = None
        return doc
    errors: list[Diagnostic] = []
    budget = [MAX_ALIAS_NODES]
    seen: set[int] = set()
    depth = [0]  # > 0 while copying a subtree reached through an alias
    outer = [(1, 1)]  # the anchor whose alias started the current copy
    lines: list[str] | None = None
    MappingNode, SequenceNode, ScalarNode = yaml.MappingNode, yaml.SequenceNode, yaml.ScalarNode

    def where(n) -> tuple[int, int]:
        return (n.start_mark.line + 1, n.start_mark.column + 1)

    def scalar(n, pointer: Pointer) -> Any:
        tag = n.tag
        if tag == _PLAIN:
            v = resolve_plain(n.value)
            if n.value:
                trap = yaml11_trap(n.value, False)
                if trap:
                    doc.traps.append(Trap(pointer, False, n.value, trap[0], trap[1], Position(path, *where(n))))
            return v
        if tag == _STR:
            return n.value
        if tag == "tag:yaml.org,2002:int":
            v = resolve_plain(n.value)
            if isinstance(v, int) and not isinstance(v, bool):
                return v
        elif tag == "tag:yaml.org,2002:float":
            v = resolve_plain(n.value)
            if isinstance(v, (int, float)) and not isinstance(v, bool):
                return float(v)
        elif tag == "tag:yaml.org,2002:bool":
            if n.value in _BOOL:
                return _BOOL[n.value]
        elif tag == "tag:yaml.org,2002:null":
            if n.value in _NULL:
                return None
        else:
            errors.append(Diagnostic("core/yaml-tag", f"unsupported tag {tag!r}", Position(path, *where(n)),
                                     hint="remove the tag; token files use plain YAML 1.2 values"))
            return n.value
        errors.append(Diagnostic("core/yaml-tag", f"{n.value!r} is not a valid value for tag {tag!r}",
                                 Position(path, *where(n))))
        return n.value

    def convert(n, pointer: Pointer) -> Any:
        nonlocal lines
        cls = n.__class__
        if cls is not ScalarNode:
            if id(n) in seen:
                if depth[0] == 0:
                    outer[0] = where(n)
                depth[0] += 1
                try:
                    return convert_new(n, cls, pointer)
                finally:
                    depth[0] -= 1
            seen.add(id(n))
        return convert_new(n, cls, pointer)

    def convert_new(n, cls, pointer: Pointer) -> Any:
        nonlocal lines
        if depth[0]:
            budget[0] -= max(1, len(n.value)) if cls is not ScalarNode else 1
            if budget[0] < 0:
                raise SkinwrightError([Diagnostic(
                    "core/yaml-alias-bomb",
                    f"aliases of this anchor copy more than {MAX_ALIAS_NODES:,} nodes",
                    Position(path, *outer[0]),
                    hint="an alias (*name) copies its whole anchored subtree; do not nest them to multiply the document")])
        if cls is MappingNode:
            out = YMap()
            out.pos = where(n)
            out.key_pos = {}
            out.val_pos = {}
            for k, v in n.value:
                if k.__class__ is not ScalarNode:
                    errors.append(Diagnostic("core/yaml-syntax", "a mapping key must be a plain string",
                                             Position(path, *where(k))))
                    continue
                key = k.value  # YAML 1.2: keys are strings, whatever they look like
                if k.tag == _PLAIN:
                    trap = yaml11_trap(key, True)
                    if trap:
                        doc.traps.append(Trap(pointer + (key,), True, key, trap[0], trap[1], Position(path, *where(k))))
                if key in out:
                    first = out.key_pos[key]
                    errors.append(Diagnostic(
                        "core/duplicate-key", f"duplicate key '{key}'", Position(path, *where(k)),
                        hint="YAML keeps only one of them; remove or rename one",
                        related=((Position(path, *first), "first defined here"),)))
                    continue
                out.key_pos[key] = where(k)
                out.val_pos[key] = where(v)
                child = pointer + (key,)
                if v.__class__ is ScalarNode and v.tag == _PLAIN and v.value == "":
                    # `color: #fff` is a key with no value followed by a comment.
                    if lines is None:
                        lines = text.splitlines()
                    ln = lines[k.end_mark.line] if k.end_mark.line < len(lines) else ""
                    m = _HEX_COMMENT.match(ln[k.end_mark.column + 1:]) if ":" in ln[k.end_mark.column:k.end_mark.column + 1] else None
                    if m:
                        doc.comment_values[child] = m.group(1)
                out[key] = convert(v, child)
            return out
        if cls is SequenceNode:
            out_l = YList()
            out_l.pos = where(n)
            out_l.item_pos = [where(item) for item in n.value]
            for i, item in enumerate(n.value):
                out_l.append(convert(item, pointer + (i,)))
            return out_l
        return scalar(n, pointer)

    doc.data = convert(node, ())
    if errors:
        raise SkinwrightError(errors)
    return doc


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

    try:
        data = json.loads(text, object_pairs_hook=pairs_hook)
    except json.JSONDecodeError as exc:
        raise SkinwrightError([Diagnostic("core/json-syntax", exc.msg, Position(path, exc.lineno, exc.colno))]) from None
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
            line = text.count(b"\n", 0, exc.start) + 1
            raise SkinwrightError([Diagnostic("core/encoding", "file is not valid UTF-8", Position(path, line, 1))]) from None
    if path.endswith(".json"):
        return load_json(path, text)
    return load_yaml(path, text)
