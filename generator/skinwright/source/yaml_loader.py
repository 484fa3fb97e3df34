"""The YAML loader: libyaml's event stream read with YAML 1.2 core-schema semantics and positions.

Mapping keys are always strings (``on:``, ``no:``, ``0x1F:`` stay strings);
plain values take their core-schema value (:mod:`.yaml12`). Duplicate keys
are errors. Anchors and aliases are allowed, but the expanded document is
bounded (an alias bomb is an error, not an out-of-memory), as is the nesting
depth. Places where YAML 1.1 would read the same text differently are kept as
``Document.traps`` for the ``core/yaml-1.1-trap`` lint rule.
"""

from __future__ import annotations

import re
from typing import Any

from ..diagnostics import Diagnostic, Position, SkinwrightError
from .document import BATCH_FINDERS, POSITION_FINDERS, POSITION_READERS, Document, Trap, YList, YMap, max_depth, too_deep
from .yaml12 import (CORE, NULL, QUICK_SAME, STR, TAG_HINT, Y11_BOOL, resolve_plain, shown_tag, tag_problem,
                     yaml11_trap)

"""Upper bound on nodes copied through YAML aliases in one document (alias bombs)."""

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
    return SkinwrightError([Diagnostic("core/yaml-syntax", message, Position(path, line, col),
                                       hint=hint or _syntax_hint(message))])


# libyaml's problems, by the words they start with or hold, and what usually fixes them.
_SYNTAX_HINTS = (
    ("quoted scalar", "a string opened with a quote is not closed: add the closing quote"),
    ("flow mapping", "a { … } mapping is not closed, or two of its entries lack a ',' between them"),
    ("flow sequence", "a [ … ] list is not closed, or two of its items lack a ',' between them"),
    ("simple key", "a key has no ':' after it; write 'key: value' (quote text that holds ': ')"),
    ("block collection", "a list item ('- ') and a 'key:' cannot share one indentation level; indent one of them"),
    ("block mapping", "the indentation changes in the middle of a mapping; line its keys up"),
    ("block node", "a value is missing or a bracket stands alone; quote text that starts with [, ], {, }, * or &"),
    ("indentation", "line the keys of one mapping up with the same number of spaces"),
    ("document", "a file holds one YAML document of groups and tokens"),
)


def _syntax_hint(message: str) -> str:
    for words, hint in _SYNTAX_HINTS:
        if words in message:
            return hint
    return "check this line and the one before it: an unclosed quote or bracket, or a misplaced indentation"


def _parser(text: str):
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

class _Frame:
    """One open mapping or sequence while events stream in."""

    __slots__ = ("value", "pointer", "is_map", "key", "key_mark", "key_plain", "key_end", "size", "anchor", "mark")

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


def load_yaml(path: str, text: str, where: dict | None = None, *, positions: bool = False) -> Document:
    """Read YAML text with YAML 1.2 core-schema semantics; positions when asked, or later (lazily).

    Built straight from libyaml's event stream (no PyYAML node graph, no
    YAML 1.1 resolvers). Aliases reuse the anchored value; the number of
    nodes they stand for is bounded by the ``yaml-aliases`` limit.

    Without ``positions`` the data is plain dicts and lists, and the
    document reads the file again with positions (:class:`YMap`,
    :class:`YList`) the first time a diagnostic needs a place, as JSON does:
    a position per key and value cost about 30 bytes of memory per byte of
    YAML, most of it never used. A file with a problem is read again with
    positions at once, so its diagnostics have their places.

    Raises:
        SkinwrightError: ``core/yaml-syntax`` (scanner/parser errors, with the
            line and column), ``core/duplicate-key``, ``core/yaml-alias-bomb``,
            ``core/yaml-tag`` (an unsupported explicit tag). ``where`` (when
            given) maps each duplicate key's position to its pointer.
    """
    import yaml

    ScalarEvent, AliasEvent = yaml.ScalarEvent, yaml.AliasEvent
    MappingStartEvent, MappingEndEvent = yaml.MappingStartEvent, yaml.MappingEndEvent
    SequenceStartEvent, SequenceEndEvent = yaml.SequenceStartEvent, yaml.SequenceEndEvent
    DocumentStartEvent, StreamEndEvent = yaml.DocumentStartEvent, yaml.StreamEndEvent

    doc = Document(path, text, None, "yaml")
    errors: list[Diagnostic] = []
    anchors: dict[str, tuple[Any, int]] = {}
    from ..limits import current

    budget = alias_nodes = current().yaml_aliases
    deepest = max_depth()
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
                if value and not QUICK_SAME.match(value) or value in Y11_BOOL:
                    trap = yaml11_trap(value, False)
                    if trap:
                        pointer = child_pointer(top) if top is not None else ()
                        doc.traps.append(Trap(pointer, False, value, trap[0], trap[1], pos(ev)))
                return v
            return value
        if tag == STR:
            return value
        problem = tag_problem(tag, "scalar")
        if problem:
            errors.append(Diagnostic("core/yaml-tag", problem, pos(ev), hint=TAG_HINT))
            return value
        v = resolve_plain(value) if tag != CORE + "null" else (None if value in NULL else value)
        ok = {
            CORE + "int": type(v) is int,
            CORE + "float": type(v) in (int, float),
            CORE + "bool": type(v) is bool,
            CORE + "null": v is None,
        }[tag]
        if not ok:
            errors.append(Diagnostic("core/yaml-tag", f"{value!r} is not a valid value for tag {shown_tag(tag)!r}",
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

    def note_comment_value(top: _Frame, key: str) -> None:
        """`color: #fff` is a key with no value followed by a comment: remember the comment for the hint."""
        nonlocal lines
        if lines is None:
            lines = text.splitlines()
        line, col = top.key_end
        ln = lines[line] if line < len(lines) else ""
        m = _HEX_COMMENT.match(ln[col + 1:]) if ln[col:col + 1] == ":" else None
        if m:
            doc.comment_values[top.pointer + (key,)] = m.group(1)

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
            if not positions:
                if key in container:
                    raise _Redo  # a duplicate key: read again with positions to say where both are
                container[key] = value
                if plain_empty and top.key_end is not None:
                    note_comment_value(top, key)
                return
            if key in container:
                first = container.key_pos[key]
                if where is not None:
                    where[Position(path, *top.key_mark)] = top.pointer + (key,)
                errors.append(Diagnostic(
                    "core/duplicate-key", f"duplicate key '{key}'", Position(path, *top.key_mark),
                    hint="YAML keeps only one of them; remove or rename one",
                    related=((Position(path, *first), "first defined here"),)))
                return
            container.key_pos[key] = top.key_mark
            container.val_pos[key] = mark
            container[key] = value
            if plain_empty and top.key_end is not None:
                note_comment_value(top, key)
        elif positions:
            top.value.item_pos.append(mark)
            top.value.append(value)
        else:
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
                    problem = tag_problem(ev.tag, "key")
                    if problem:
                        errors.append(Diagnostic("core/yaml-tag", problem, pos(ev), hint=TAG_HINT))
                    m = ev.start_mark
                    top.key = key
                    top.key_mark = (m.line + 1, m.column + 1)
                    top.key_end = (ev.end_mark.line, ev.end_mark.column)
                    if not ev.style and ev.tag is None and key and (not QUICK_SAME.match(key) or key in Y11_BOOL):
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
                    errors.append(Diagnostic("core/yaml-syntax", "a mapping key must be a plain string", pos(ev),
                                             hint="token and group names are text: write 'name: value'"))
                    top.key = _NO_KEY
                    top.key_mark = (ev.start_mark.line + 1, ev.start_mark.column + 1)
                pointer = child_pointer(top) if top is not None and top.key is not _NO_KEY else ()
                m = ev.start_mark
                problem = tag_problem(ev.tag, "mapping" if cls is MappingStartEvent else "sequence")
                if problem:
                    errors.append(Diagnostic("core/yaml-tag", problem, pos(ev), hint=TAG_HINT))
                if not positions:
                    value = {} if cls is MappingStartEvent else []
                elif cls is MappingStartEvent:
                    value = YMap()
                    value.key_pos = {}
                    value.val_pos = {}
                else:
                    value = YList()
                    value.item_pos = []
                mark = (m.line + 1, m.column + 1)
                if positions:
                    value.pos = mark
                if len(stack) >= deepest:
                    raise SkinwrightError([too_deep(Position(path, m.line + 1, m.column + 1))])
                stack.append(_Frame(value, pointer, cls is MappingStartEvent, ev.anchor))
                stack[-1].mark = mark
            elif cls is MappingEndEvent or cls is SequenceEndEvent:
                frame = stack.pop()
                if frame.anchor:
                    anchors[frame.anchor] = (frame.value, frame.size)
                place(frame.value, frame.mark, frame.size)
            elif cls is AliasEvent:
                target = anchors.get(ev.anchor)
                if target is None:
                    errors.append(Diagnostic("core/yaml-syntax", f"unknown anchor '*{ev.anchor}'", pos(ev),
                                             hint=f"define it before this line with &{ev.anchor}, or write the value; "
                                                  "an alias to a token is written '{group.token}'"))
                    target = (None, 1)
                value, size = target
                budget -= size
                if budget < 0:
                    raise SkinwrightError([Diagnostic(
                        "core/yaml-alias-bomb", f"aliases copy more than {alias_nodes:,} nodes (the yaml-aliases limit)", pos(ev),
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
    except _Redo:
        return load_yaml(path, text, where, positions=True)
    finally:
        parser.dispose()
    if errors:
        if not positions:
            return load_yaml(path, text, where, positions=True)  # the same errors, with every place known
        raise SkinwrightError(errors)
    return doc


class _Redo(Exception):
    """A positionless read met something it needs positions to report."""


def yaml_positions(path: str, text: str) -> Any:
    """The data of ``text`` with positions (:class:`YMap`/:class:`YList`), for :meth:`Document.locate`."""
    return load_yaml(path, text, positions=True).data


POSITION_READERS["yaml"] = yaml_positions


def find_position(text: str, pointer: tuple, key: bool = False) -> tuple[int, int] | None:
    """Where the node at ``pointer`` (its key when ``key``) starts in ``text``, read as a stream; ``None`` if absent.

    For one place in a large file: the positioned twin :func:`yaml_positions`
    builds costs about 30 bytes of memory per byte of the file, this keeps
    only the path being read (constant memory, one pass of libyaml's events
    that stops at the node). JSON is YAML here, as for :func:`yaml_positions`.
    Returns the nearest ancestor's place when the path stops early (a key
    that is not there), as :meth:`Document.locate` does.
    """
    import yaml

    ScalarEvent, AliasEvent = yaml.ScalarEvent, yaml.AliasEvent
    MappingStartEvent, SequenceStartEvent = yaml.MappingStartEvent, yaml.SequenceStartEvent
    MappingEndEvent, SequenceEndEvent, StreamEndEvent = yaml.MappingEndEvent, yaml.SequenceEndEvent, yaml.StreamEndEvent
    target = tuple(pointer)
    best: tuple[int, int] | None = None
    # Each open collection: [is_map, key or index of the next child, whether a mapping waits for a key, on the path,
    # is a (complex) key itself].
    stack: list[list] = []
    parser = _parser(text)

    def child_on_path() -> bool:
        """Whether the node starting now sits on the path to the target (and how deep)."""
        if not stack:
            return True
        top = stack[-1]
        depth = len(stack) - 1
        return top[3] and depth < len(target) and top[1] == target[depth]

    try:
        while True:
            ev = parser.get_event()
            cls = ev.__class__
            if cls is StreamEndEvent:
                break
            if cls in (MappingEndEvent, SequenceEndEvent):
                frame = stack.pop()
                if frame[3]:
                    return best  # left the deepest node on the path: the rest of it is not there
                if stack and not frame[4]:
                    _advance(stack[-1])
                continue
            if cls not in (ScalarEvent, AliasEvent, MappingStartEvent, SequenceStartEvent):
                continue
            m = ev.start_mark
            here = (m.line + 1, m.column + 1)
            top = stack[-1] if stack else None
            if top is not None and top[0] and top[2]:  # a mapping key
                top[1], top[2] = (ev.value if cls is ScalarEvent else None), False
                depth = len(stack) - 1
                if top[3] and depth == len(target) - 1 and key and top[1] == target[depth]:
                    return here
                if cls in (MappingStartEvent, SequenceStartEvent):  # a complex key: skip it
                    stack.append([cls is MappingStartEvent, 0, cls is MappingStartEvent, False, True])
                continue
            on_path = child_on_path()
            if on_path:
                best = here
                if len(stack) == len(target):
                    return here
            if cls in (MappingStartEvent, SequenceStartEvent):
                stack.append([cls is MappingStartEvent, 0, cls is MappingStartEvent, on_path, False])
            elif top is not None:
                _advance(top)
    except yaml.YAMLError:
        return best
    finally:
        parser.dispose()
    return best


def _advance(frame: list) -> None:
    """A child of ``frame`` ended: a mapping waits for its next key, a sequence counts one more item."""
    if frame[0]:
        frame[2] = True
    else:
        frame[1] += 1


def find_positions(text: str, wanted) -> dict[tuple, tuple[int, int]]:
    """Where many nodes start, in one pass of libyaml's events: ``{(pointer, key): (line, column)}``.

    ``wanted`` holds ``(pointer, key)`` pairs as :func:`find_position` takes
    them. Every pair gets a place: its own, or its nearest ancestor's when the
    path stops early, as :meth:`Document.locate` does; none (``{}``) when the
    text is not YAML to the end. For a few hundred
    places in a file whose positioned twin has not been built, this costs
    about a third of building it (lint ``--against`` places every changed
    token this way). Memory: the path being read and the places asked for.
    """
    import yaml

    ScalarEvent, AliasEvent = yaml.ScalarEvent, yaml.AliasEvent
    MappingStartEvent, SequenceStartEvent = yaml.MappingStartEvent, yaml.SequenceStartEvent
    MappingEndEvent, SequenceEndEvent, StreamEndEvent = yaml.MappingEndEvent, yaml.SequenceEndEvent, yaml.StreamEndEvent
    wanted = [(tuple(p), bool(k)) for p, k in wanted]
    prefixes = {p[:i] for p, _ in wanted for i in range(len(p) + 1)}
    keys = {p for p, k in wanted if k and p}
    values: dict[tuple, tuple[int, int]] = {}
    key_at: dict[tuple, tuple[int, int]] = {}
    # Each open collection: [is_map, key or index of the next child, waiting for a key, its path (None: off every
    # wanted path), is a (complex) key itself].
    stack: list[list] = []
    parser = _parser(text)
    try:
        while True:
            ev = parser.get_event()
            cls = ev.__class__
            if cls is StreamEndEvent:
                break
            if cls is MappingEndEvent or cls is SequenceEndEvent:
                frame = stack.pop()
                if stack and not frame[4]:
                    _advance(stack[-1])
                continue
            if cls is not ScalarEvent and cls is not AliasEvent and cls is not MappingStartEvent \
                    and cls is not SequenceStartEvent:
                continue
            top = stack[-1] if stack else None
            if top is not None and top[0] and top[2]:  # a mapping key
                top[1], top[2] = (ev.value if cls is ScalarEvent else None), False
                if top[3] is not None and top[3] + (top[1],) in keys:
                    m = ev.start_mark
                    key_at.setdefault(top[3] + (top[1],), (m.line + 1, m.column + 1))
                if cls is MappingStartEvent or cls is SequenceStartEvent:  # a complex key: skip it
                    stack.append([cls is MappingStartEvent, 0, cls is MappingStartEvent, None, True])
                continue
            path = () if top is None else (None if top[3] is None else top[3] + (top[1],))
            if path is not None and path not in prefixes:
                path = None
            if path is not None:
                m = ev.start_mark
                values.setdefault(path, (m.line + 1, m.column + 1))
            if cls is MappingStartEvent or cls is SequenceStartEvent:
                stack.append([cls is MappingStartEvent, 0, cls is MappingStartEvent, path, False])
            elif top is not None:
                _advance(top)
    except yaml.YAMLError:
        return {}  # the positioned reader knows better (JSON that YAML cannot read goes to the JSON5 reader)
    finally:
        parser.dispose()
    out: dict[tuple, tuple[int, int]] = {}
    for pointer, key in wanted:
        found = key_at.get(pointer) if key else None
        n = len(pointer)
        while found is None and n >= 0:
            found = values.get(pointer[:n])
            n -= 1
        out[(pointer, key)] = found or (1, 1)
    return out


POSITION_FINDERS["yaml"] = find_position
BATCH_FINDERS["yaml"] = find_positions
