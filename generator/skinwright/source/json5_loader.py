"""The JSON5 loader: ``.json5`` token files (spec.json5.org), read fast, with positions when asked.

The data comes from pyjson5 (a C reader, about 300× faster than a Python one
on Primer's sources), as the JSON reader takes the standard library's C
decoder. Positions come later, only when a diagnostic or a fix asks
(:meth:`~.document.Document.locate`), from json-five (the ``json-five``
distribution on PyPI, imported as ``json5``), whose model keeps every node's
token and so its place: identifiers as keys, single-quoted strings, comments,
trailing commas, hexadecimal numbers, ``Infinity`` and ``NaN``. Its model is
walked once (iteratively, depth-bounded) into :class:`~.document.YMap` and
:class:`~.document.YList` data, so a JSON5 document answers ``locate`` like a
YAML one.

json-five also reads every text the fast path leaves: a syntax error (a
``core/json-syntax`` error at the token the reader stopped on), nesting past
the limit (``core/too-deep``), a ``\\uD800`` escape, and a key written twice
in one object (``core/duplicate-key`` at the second key, with a note at the
first; a warning when both values are equal). pyjson5 keeps the last of two
keys without a word, so the fast path counts the members it read against the
``:`` separators of the text, which only members have outside strings and
comments.

The same walk gives positions to JSON texts that libyaml cannot read
(:func:`.json_loader.json_positions`), since every JSON text is JSON5.
"""

from __future__ import annotations

import bisect
import math
import re
from typing import Any

from ..diagnostics import Diagnostic, Position, SkinwrightError
from .document import POSITION_READERS, Document, YList, YMap, max_depth, position_at, same_twice, too_deep

DUPLICATE_HINT = "JSON5 readers keep only one of them; remove or rename one"


def load_json5(path: str, text: str) -> Document:
    """Read JSON5 text; positions come lazily (:data:`~.document.POSITION_READERS`).

    Raises:
        SkinwrightError: ``core/json-syntax`` (the reader's first error, at
            its line and column), ``core/too-deep``, ``core/duplicate-key``.
    """
    data = _fast(text)
    if data is not _SLOW:
        return Document(path, text, data, "json5")
    duplicates: list[Diagnostic] = []
    where: dict = {}
    same: list[Diagnostic] = []
    data = read_json5(path, text, duplicates, where=where, same=same)
    if duplicates:
        raise SkinwrightError(duplicates)
    doc = Document(path, text, data, "json5")
    doc._located = data  # read with its places already
    doc.notes = [same_twice(d, where[d.position]) for d in same]
    return doc


_SLOW = object()
_SURROGATE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")
_MEMBERS = re.compile(r'"(?:[^"\\]|\\.)*"|\'(?:[^\'\\]|\\.)*\'|//[^\n\r\u2028\u2029]*|/\*.*?\*/|:', re.S)


def _fast(text: str) -> Any:
    """The data of ``text`` by pyjson5, or ``_SLOW`` when json-five must read it (to say where and what is wrong)."""
    try:
        import pyjson5
    except ImportError:  # a bare install without it: json-five reads everything, only slower
        return _SLOW
    if not text.strip() or _SURROGATE.search(text):
        return _SLOW
    try:
        data = pyjson5.decode(text, maxdepth=max_depth())
    except (pyjson5.Json5Exception, ValueError, RecursionError):
        return _SLOW
    if _MEMBERS.findall(text).count(":") != _member_count(data):  # a key written twice: pyjson5 kept one
        return _SLOW
    return data


def _member_count(data: Any) -> int:
    count = 0
    stack = [data]
    while stack:
        node = stack.pop()
        if type(node) is dict:
            count += len(node)
            stack.extend(v for v in node.values() if type(v) is dict or type(v) is list)
        elif type(node) is list:
            stack.extend(v for v in node if type(v) is dict or type(v) is list)
    return count


def json5_positions(path: str, text: str) -> Any:
    """The places in ``text`` (JSON5 that pyjson5 read) as :class:`YMap`/:class:`YList` containers.

    A scan of the text's tokens (:func:`scan`) gives each key, value and item
    its line and column as json-five would (the start of its token); scalars
    are ``None`` here, since only the places are asked for. A text the scan
    does not follow is read by json-five instead.
    """
    try:
        return _positions(text)
    except ValueError:
        return read_json5(path, text, [])


POSITION_READERS["json5"] = json5_positions


# One token with the whitespace and comments before it: a string, a punctuator, or an atom (a name or a number).
_TOKENS = re.compile(r"""(?:\s|//[^\n\r\u2028\u2029]*|/\*.*?\*/)*(?:("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')"""
                     r"""|([{}\[\]:,])|([^\s{}\[\]:,"'/]+))""", re.S)


def scan(text: str):
    """The structure of JSON5 ``text``, as events in document order (the text is valid: pyjson5 read it).

    Yields ``("key", name, start, end)``, ``("open", "{" or "[", start)``,
    ``("close", end)`` and ``("scalar", start, end)``, with character
    offsets of the tokens (``end`` past the last character). Whitespace and
    comments are skipped; a name's escapes and a string's quotes are read by
    pyjson5. It is a token scan, not a parser: what it does not follow
    (a character it does not know, a token out of place) raises
    ``ValueError``, and the caller reads the text with json-five instead.
    """
    import pyjson5

    stack: list[bool] = []  # open containers: True for an object
    want = "value"  # value | key | colon | next (a comma or the close)
    end = 0
    done = False
    for m in _TOKENS.finditer(text):
        if m.start() != end or done:
            raise ValueError("the scan does not follow the text here")
        end = m.end()
        string, punct, atom = m.group(1, 2, 3)
        in_map = stack[-1] if stack else False
        if want == "key":
            if punct == "}":  # after a trailing comma
                stack.pop()
                yield ("close", m.end(2))
                want, done = "next", not stack
                continue
            if punct is not None:
                raise ValueError("a key is expected")
            token = string if string is not None else atom
            name = pyjson5.decode(string) if string is not None else \
                atom if "\\" not in atom else next(iter(pyjson5.decode("{" + atom + ":0}")))
            start = m.start(1) if string is not None else m.start(3)
            yield ("key", name, start, start + len(token))
            want = "colon"
            continue
        if want == "colon":
            if punct != ":":
                raise ValueError("':' is expected")
            want = "value"
            continue
        if want == "next":
            if punct == ",":
                want = "key" if in_map else "value"
            elif (punct == "}" and in_map) or (punct == "]" and stack and not in_map):
                stack.pop()
                yield ("close", m.end(2))
                done = not stack
            else:
                raise ValueError("',' or a closing bracket is expected")
            continue
        if punct == "]" and stack and not in_map:  # an empty list, or after a trailing comma
            stack.pop()
            yield ("close", m.end(2))
            want, done = "next", not stack
            continue
        if punct in ("{", "["):
            stack.append(punct == "{")
            yield ("open", punct, m.start(2))
            want = "key" if punct == "{" else "value"
            continue
        if punct is not None:
            raise ValueError("a value is expected")
        start = m.start(1) if string is not None else m.start(3)
        yield ("scalar", start, m.end(1) if string is not None else m.end(3))
        want, done = "next", not stack
    if stack:
        raise ValueError("a bracket is not closed")


def _positions(text: str) -> Any:
    starts = [0]
    at = text.find("\n")
    while at >= 0:
        starts.append(at + 1)
        at = text.find("\n", at + 1)
    right = bisect.bisect_right

    def place(index: int) -> tuple[int, int]:
        line = right(starts, index)
        return line, index - starts[line - 1] + 1

    root: Any = None
    stack: list[Any] = []
    key: Any = None
    for event in scan(text):
        kind = event[0]
        if kind == "key":
            key = event[1]
            stack[-1].key_pos[key] = place(event[2])
            continue
        if kind == "close":
            stack.pop()
            continue
        top = stack[-1] if stack else None
        start = event[2] if kind == "open" else event[1]
        if kind == "open":
            if event[1] == "{":
                value: Any = YMap()
                value.key_pos, value.val_pos = {}, {}
            else:
                value = YList()
                value.item_pos = []
            value.pos = place(start)
        else:
            value = None
        if top is None:
            root = value
        elif type(top) is YMap:
            top.val_pos[key] = place(start)
            top[key] = value
        else:
            top.item_pos.append(place(start))
            top.append(value)
        if kind == "open":
            stack.append(value)
    return root


def _model(path: str, text: str):
    try:
        from json5.loader import ModelLoader, loads
        from json5.utils import JSON5DecodeError
    except ImportError:  # another distribution also installs a module named json5
        raise SkinwrightError([Diagnostic(
            "core/json-syntax", "cannot read JSON5: the json-five package is not installed", Position(path),
            hint="pip install json-five (a package named json5 installs the same module name; uninstall it first)")]) \
            from None
    if not text.strip():
        raise SkinwrightError([Diagnostic("core/json-syntax", "the file is empty", Position(path),
                                          hint="a token file holds one object; write {} for none")])
    try:
        return loads(text, loader=ModelLoader())
    except JSON5DecodeError as exc:
        raise SkinwrightError([_syntax_error(path, text, exc)]) from None
    except RecursionError:
        raise SkinwrightError([too_deep(Position(path))]) from None


_TOKEN_WORDS = {
    "LBRACE": "'{'", "RBRACE": "'}'", "LBRACKET": "'['", "RBRACKET": "']'", "COMMA": "','", "COLON": "':'",
    "NAME": "a name", "NUMBER": "a number", "INTEGER": "a number", "FLOAT": "a number",
    "DOUBLE_QUOTE_STRING": "a string", "SINGLE_QUOTE_STRING": "a string", "TRUE": "true", "FALSE": "false",
    "NULL": "null", "UNTERMINATED_DOUBLE_QUOTE_STRING": "an unterminated string",
    "UNTERMINATED_SINGLE_QUOTE_STRING": "an unterminated string",
}


def _words(text: str) -> str:
    return re.sub(r"\b[A-Z][A-Z_]+\b", lambda m: _TOKEN_WORDS.get(m.group(0), m.group(0).lower().replace("_", " ")),
                  text)


def _syntax_error(path: str, text: str, exc: Any) -> Diagnostic:
    """``core/json-syntax`` from the reader's first error (it lists several when one causes more)."""
    token = getattr(exc, "token", None)
    at = token.index if token is not None and getattr(token, "index", None) is not None else \
        (getattr(exc, "index", None) or len(text.rstrip()))
    message = str(getattr(exc, "msg", None) or exc).strip()
    index = re.search(r" at index (\d+)", message)
    if token is None and index:
        at = int(index.group(1))
    if "The primary error was:" in message:
        message = message.split("The primary error was:", 1)[1].strip()
    message = re.sub(r"\s+at(?::.*| index \d+)?$", "", message.split("\n", 1)[0].strip())
    message, _, found = message.partition(" in or near token ")
    message = re.sub(r"Expecting value\. Unexpected EOF.*", "the text ends where a value or a closing bracket is expected",
                     message)
    message = _words(re.sub(r"^Syntax Error[.:]?\s*", "", message).replace("Was expecting", "expected").rstrip("."))
    if found and message.startswith("expected"):
        message += f", found {_words(found.strip())}"
    elif found and not message:
        message = f"unexpected {_words(found.strip())}"
    message = message or "syntax error"
    return Diagnostic("core/json-syntax", message[:1].lower() + message[1:], position_at(path, text, at),
                      hint="check the JSON5 here: ',' between members, ':' after each name, strings in quotes")


def read_json5(path: str, text: str, duplicates: list[Diagnostic], hint: str = DUPLICATE_HINT, *,
               where: dict | None = None, same: list | None = None) -> Any:
    """The data of JSON5 ``text`` as positioned :class:`YMap`/:class:`YList`; duplicates go to ``duplicates``.

    ``where`` (when given) maps each duplicate's position to its pointer; with
    ``same``, a duplicate whose value equals the first one's goes there instead
    (one reading: a warning, not an error).

    Raises:
        SkinwrightError: ``core/json-syntax``, ``core/too-deep``.
    """
    root = _model(path, text).value
    starts = [0]
    find = text.find
    at = find("\n")
    while at >= 0:
        starts.append(at + 1)
        at = find("\n", at + 1)
    twice: list = []
    out = _convert(root, path, starts, hint, twice)
    for d, pointer, node, container in twice:
        if where is not None:
            where[d.position] = pointer
        equal = same is not None and container[pointer[-1]] == _convert(node, path, starts, hint, [])
        (same if equal else duplicates).append(d)
    return out


def _convert(root, path: str, starts: list[int], hint: str, twice: list) -> Any:
    """The json-five model under ``root`` as positioned data (iterative, depth-bounded).

    A key written twice in one object keeps its first value; each second one
    goes to ``twice`` as ``(diagnostic, pointer, node, container)``.
    """
    from json5 import model as m

    def where(node) -> tuple[int, int]:
        tok = node._tok
        index = tok.index if tok is not None else 0
        line = bisect.bisect_right(starts, index)
        return line, index - starts[line - 1] + 1

    def scalar(node) -> Any:
        if isinstance(node, m.String):
            return node.characters
        if isinstance(node, m.UnaryOp):
            inner = scalar(node.value)
            if isinstance(node.value, m.Infinity):
                return -math.inf if node.op == "-" else math.inf
            return -inner if node.op == "-" else inner
        if isinstance(node, m.Infinity):
            return -math.inf if node.negative else math.inf
        if isinstance(node, (m.Integer, m.Float, m.NaN, m.BooleanLiteral)):
            return node.value
        if isinstance(node, m.NullLiteral):
            return None
        if isinstance(node, m.Identifier):
            return node.name
        raise ValueError(f"unexpected JSON5 node {type(node).__name__}")

    def container(node):
        if isinstance(node, m.JSONObject):
            value = YMap()
            value.key_pos, value.val_pos = {}, {}
        else:
            value = YList()
            value.item_pos = []
        value.pos = where(node)
        return value

    if not isinstance(root, (m.JSONObject, m.JSONArray)):
        return scalar(root)
    out = container(root)
    stack = [(root, out, 1, ())]
    deepest = max_depth()
    while stack:
        node, value, depth, pointer = stack.pop()
        if depth > deepest:
            raise SkinwrightError([too_deep(Position(path, *value.pos))])
        if isinstance(node, m.JSONObject):
            for pair in node.key_value_pairs:
                key_node, child = pair.key, pair.value
                key = key_node.name if isinstance(key_node, m.Identifier) else key_node.characters
                key_at = where(key_node)
                if key in value:
                    twice.append((Diagnostic("core/duplicate-key", f"duplicate key '{key}'", Position(path, *key_at),
                                             hint=hint,
                                             related=((Position(path, *value.key_pos[key]), "first defined here"),)),
                                  pointer + (key,), child, value))
                    continue
                value.key_pos[key] = key_at
                value.val_pos[key] = where(child)
                if isinstance(child, (m.JSONObject, m.JSONArray)):
                    value[key] = container(child)
                    stack.append((child, value[key], depth + 1, pointer + (key,)))
                else:
                    value[key] = scalar(child)
        else:
            for child in node.values:
                value.item_pos.append(where(child))
                if isinstance(child, (m.JSONObject, m.JSONArray)):
                    value.append(container(child))
                    stack.append((child, value[-1], depth + 1, pointer + (len(value) - 1,)))
                else:
                    value.append(scalar(child))
    return out
