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
from .document import POSITION_FINDERS, POSITION_READERS, Document, Trap, YList, YMap, max_depth, too_deep
from .yaml_fast import FAST_OVER, read_fast
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
    if mark and hint is None and mark.line < len(lines):
        hint = _text_after_quotes(lines[mark.line], mark.column)
    opened = getattr(exc, "context_mark", None)
    if hint is None and context and "quoted scalar" in context and opened is not None and opened.line < len(lines):
        # A string left open at the end of the file: when its opening quote came right after a string that had
        # closed ('"x""'), that quote is the fault, and the place to say it is there, not at the end.
        hint = _text_after_quotes(lines[opened.line], opened.column)
        if hint is not None:
            line, col = opened.line + 1, opened.column + 1
    if hint is None and "cannot start any token" in problem and at in ("@", "`"):
        hint = f"'{at}' is reserved in YAML and cannot start a value: quote it, e.g. \"{at}…\""
    if "maximum nesting depth" in problem:  # libyaml's own bound on flow collections: past ours, surely
        return SkinwrightError([_deep_flow(path, text, mark) or too_deep(Position(path, line, col))])
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


def _deep_flow(path: str, text: str, mark: Any) -> Diagnostic | None:
    """``core/too-deep`` where the nesting limit is passed, when libyaml's own bound stopped first.

    In ``[[[[…`` libyaml scans up to 1,024 characters ahead for a key before
    it hands over a bracket, so its 1,000-level bound on flow collections
    goes off before the loader sees level ``nesting + 1``. The text up to that
    point, read again, reaches the loader's bound, which says where.
    """
    index = getattr(mark, "index", None)
    if not index or index >= len(text):
        return None
    try:
        load_yaml(path, text[:index])
    except SkinwrightError as exc:
        deep = [d for d in exc.diagnostics if d.code == "core/too-deep"]
        if deep and (deep[0].position.line, deep[0].position.column) < (mark.line + 1, mark.column + 1):
            return deep[0]
    return None


def _text_after_quotes(line: str, column: int) -> str | None:
    """The hint for text that goes on after a quoted string closed, when that is where the parser stopped.

    ``"say "hi" now"`` is the string ``say `` and then the stray text
    ``hi" now"``; libyaml says only that it found no key, or no ``,``. When
    the parser stops right after a closing quote of a string on its line (and
    what spaces follow it), that quote is the fault: a quote inside the text.
    """
    at = column - 1
    while at >= 0 and line[at] in " \t":
        at -= 1
    if at < 1 or line[at] not in "\"'" or column >= len(line):
        return None
    quote = line[at]
    # The quote closes a string when the quotes before it on the line pair up (a '\"' escape inside double quotes,
    # a doubled '' inside single quotes, are not quotes that open or close).
    before = line[:at + 1]
    count = len(re.findall(r'(?<!\\)"', before)) if quote == '"' else before.count("'") - 2 * before.count("''")
    if count < 2 or count % 2:
        return None
    if quote == '"':
        return ("the string closes at the '\"' before this, and text follows it: write a '\"' inside a "
                "double-quoted string as \\\" (or quote the whole text with single quotes)")
    return ("the string closes at the \"'\" before this, and text follows it: write a \"'\" inside a single-quoted "
            "string as '' (or quote the whole text with double quotes)")


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

    # key_ev: the event of the key waiting for its value (its places are read from it only when needed)
    __slots__ = ("value", "pointer", "is_map", "key", "key_ev", "size", "anchor", "mark")

    def __init__(self, value, pointer, is_map, anchor, mark):
        self.value = value
        self.pointer = pointer
        self.is_map = is_map
        self.key = None
        self.size = 1
        self.anchor = anchor
        self.mark = mark

    @property
    def key_mark(self) -> tuple[int, int]:
        """Where the waiting key starts (1-based line and column)."""
        m = self.key_ev.start_mark
        return m.line + 1, m.column + 1

    @property
    def key_end(self) -> tuple[int, int] | None:
        """Where a plain key written as a scalar ends (0-based), for the comment after it; ``None`` otherwise."""
        ev = self.key_ev
        if ev is None or ev.__class__.__name__ != "ScalarEvent":
            return None
        return ev.end_mark.line, ev.end_mark.column


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
    positions at once, so its diagnostics have their places. A large file
    (:data:`~.yaml_fast.FAST_OVER`) read without positions is read by
    rapidyaml when that reads it alike (:func:`~.yaml_fast.read_fast`).

    Raises:
        SkinwrightError: ``core/yaml-syntax`` (scanner/parser errors, with the
            line and column), ``core/duplicate-key``, ``core/yaml-alias-bomb``,
            ``core/yaml-tag`` (an unsupported explicit tag). ``where`` (when
            given) maps each duplicate key's position to its pointer.
    """
    if not positions and where is None and len(text) >= FAST_OVER:
        data = read_fast(text)
        if data is not None:
            return Document(path, text, data, "yaml")
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

    # One object per distinct string: a token file repeats its keys ($value, $type, components) and short values
    # (color, px, srgb) in every token, and libyaml gives a new string each time (~55 bytes, ~0.35 KiB a token).
    shared: dict[str, str] = {}
    quick = not positions
    plain_keys: dict[str, str] = {}  # plain keys read before without a trap → the shared key
    plain_values: dict[str, Any] = {}  # plain values read before without a trap → their YAML 1.2 value
    parser = _parser(text)
    try:
        while True:
            ev = parser.get_event()
            cls = ev.__class__
            if cls is ScalarEvent:
                top = stack[-1] if stack else None
                if quick and top is not None and not ev.style and ev.tag is None and ev.anchor is None:
                    # The common case, without positions: a plain key or value whose text was read before and
                    # holds no YAML 1.1 trap. Its reading is remembered (a file repeats $type, $value, colorSpace,
                    # px, …), so it is not worked out again.
                    if not top.is_map:
                        value = plain_values.get(ev.value, _NO_KEY)
                        if value is not _NO_KEY:
                            top.size += 1
                            top.value.append(value)
                            continue
                    elif top.key is None:
                        key = plain_keys.get(ev.value)
                        if key is not None:
                            top.key = key
                            top.key_ev = ev
                            continue
                    else:
                        value = plain_values.get(ev.value, _NO_KEY)
                        if value is not _NO_KEY:
                            key = top.key
                            container = top.value
                            if key is _NO_KEY or key in container:
                                place(value, None, 1)  # a duplicate: place() starts again with positions
                            else:
                                top.key = None
                                top.size += 1
                                container[key] = value
                            continue
                if top is not None and top.is_map and top.key is None:
                    key = shared.setdefault(ev.value, ev.value)  # YAML 1.2 here: keys are strings, whatever they look like
                    problem = tag_problem(ev.tag, "key")
                    if problem:
                        errors.append(Diagnostic("core/yaml-tag", problem, pos(ev), hint=TAG_HINT))
                    top.key = key
                    top.key_ev = ev
                    trap = None
                    if not ev.style and ev.tag is None and key and (not QUICK_SAME.match(key) or key in Y11_BOOL):
                        trap = yaml11_trap(key, True)
                        if trap:
                            doc.traps.append(Trap(top.pointer + (key,), True, key, trap[0], trap[1], pos(ev)))
                    if ev.anchor:
                        anchors[ev.anchor] = (key, 1)
                    elif quick and not trap and not problem and not ev.style and ev.tag is None:
                        plain_keys[key] = key
                    continue
                traps = len(doc.traps)
                value = scalar(ev, top)
                if type(value) is str:
                    value = shared.setdefault(value, value)
                if quick and not ev.style and ev.tag is None and ev.value and len(doc.traps) == traps \
                        and len(plain_values) < _REMEMBERED:
                    plain_values[ev.value] = value  # (an empty value is left to place(): it may hide a comment)
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
                    top.key_ev = ev
                pointer = child_pointer(top) if top is not None and top.key is not _NO_KEY else ()
                m = ev.start_mark
                problem = tag_problem(ev.tag, "mapping" if cls is MappingStartEvent else "sequence") \
                    if ev.tag is not None else None
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
                mark = (m.line + 1, m.column + 1) if positions else None
                if positions:
                    value.pos = mark
                if len(stack) >= deepest:
                    raise SkinwrightError([too_deep(Position(path, m.line + 1, m.column + 1))])
                stack.append(_Frame(value, pointer, cls is MappingStartEvent, ev.anchor, mark))
            elif cls is MappingEndEvent or cls is SequenceEndEvent:
                frame = stack.pop()
                if frame.anchor:
                    anchors[frame.anchor] = (frame.value, frame.size)
                elif quick and stack:  # place() inlined for the common case: a new key, or an item
                    top = stack[-1]
                    if not top.is_map:
                        top.size += frame.size
                        top.value.append(frame.value)
                        continue
                    key = top.key
                    if key is not _NO_KEY and key not in top.value:
                        top.size += frame.size
                        top.key = None
                        top.value[key] = frame.value
                        continue
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
                    top.key_ev = ev
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


_REMEMBERED = 200_000
"""Plain values whose readings one file remembers (a bound on that memory, ~20 MB; past it, values are read anew)."""


class _Redo(Exception):
    """A positionless read met something it needs positions to report."""


def yaml_positions(path: str, text: str) -> Any:
    """The data of ``text`` with positions (:class:`YMap`/:class:`YList`), for :meth:`Document.locate`."""
    return load_yaml(path, text, positions=True).data


POSITION_READERS["yaml"] = yaml_positions


def find_position(text: str, pointer: tuple, key: bool = False) -> tuple[int, int] | None:
    """Where the node at ``pointer`` (its key when ``key``) starts in ``text``, read as a stream; ``None`` if absent.

    For places in a large file: the positioned twin :func:`yaml_positions`
    builds costs about 30 bytes of memory per byte of the file, this keeps
    only the pointers asked for (:func:`find_positions`, one pass of
    libyaml's events). JSON is YAML here, as for :func:`yaml_positions`.
    Returns the nearest ancestor's place when the path stops early (a key
    that is not there), as :meth:`Document.locate` does.
    """
    return find_positions(text, [(tuple(pointer), key)])[0]


class _Wanted:
    """A node of the tree of pointers :func:`find_positions` looks for: where it was found (key, value)."""

    __slots__ = ("kids", "key", "value")

    def __init__(self) -> None:
        self.kids: dict | None = None  # most are leaves: no dict for them
        self.key: tuple[int, int] | None = None
        self.value: tuple[int, int] | None = None


def find_positions(text: str, requests: list[tuple[tuple, bool]], *,
                   partial: bool = True) -> list[tuple[int, int] | None] | None:
    """:func:`find_position` for many ``(pointer, key)`` requests in one pass: each one's place, in order.

    The pointers are merged into a tree, and one walk of libyaml's events
    notes where each of its nodes (and keys) starts; memory is the tree and
    the places, whatever the size of the file. Like :meth:`Document.locate`,
    a pointer that goes past what is there gets its nearest ancestor's place.
    Text that stops being YAML part way gives the places found before it,
    or ``None`` without ``partial`` (the caller then asks the positioned twin).
    """
    import yaml

    ScalarEvent, AliasEvent = yaml.ScalarEvent, yaml.AliasEvent
    MappingStartEvent, SequenceStartEvent = yaml.MappingStartEvent, yaml.SequenceStartEvent
    MappingEndEvent, SequenceEndEvent, StreamEndEvent = yaml.MappingEndEvent, yaml.SequenceEndEvent, yaml.StreamEndEvent
    root = wanted_tree(requests)
    # Each open collection: [is_map, key or index of the next child, whether a mapping waits for a key,
    # its _Wanted node (None off every path), is a (complex) key itself].
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
            container = cls is MappingStartEvent or cls is SequenceStartEvent
            if top is not None and top[0] and top[2]:  # a mapping key
                top[1], top[2] = (ev.value if cls is ScalarEvent else None), False
                if top[3] is not None and top[3].kids and cls is ScalarEvent:
                    wanted = top[3].kids.get(ev.value)
                    if wanted is not None and wanted.key is None:
                        m = ev.start_mark
                        wanted.key = (m.line + 1, m.column + 1)
                if container:  # a complex key: skip it
                    stack.append([cls is MappingStartEvent, 0, cls is MappingStartEvent, None, True])
                continue
            if top is None:
                wanted = root if container else None
            else:
                wanted = top[3].kids.get(top[1]) if top[3] is not None and top[3].kids else None
            if wanted is not None and wanted.value is None:
                m = ev.start_mark
                wanted.value = (m.line + 1, m.column + 1)
            if container:
                stack.append([cls is MappingStartEvent, 0, cls is MappingStartEvent, wanted, False])
            elif top is not None:
                _advance(top)
    except yaml.YAMLError:
        if not partial:
            return None
    finally:
        parser.dispose()
    return found_places(root, requests)


def wanted_tree(requests: list[tuple[tuple, bool]]) -> _Wanted:
    """The requests' pointers merged into one tree of :class:`_Wanted` nodes (its root), for a finder to fill in."""
    root = _Wanted()
    for pointer, _ in requests:
        node = root
        for part in pointer:
            if node.kids is None:
                node.kids = {}
            child = node.kids.get(part)
            if child is None:
                child = node.kids[part] = _Wanted()
            node = child
    return root


def found_places(root: _Wanted, requests: list[tuple[tuple, bool]]) -> list:
    """Each request's place from the filled-in tree: its key's or value's, else its nearest found ancestor's."""
    out = []
    for pointer, key in requests:
        node, best = root, root.value
        for i, part in enumerate(pointer):
            node = node.kids[part]  # every request's path is in the tree
            if node.value is None:
                break
            best = node.key if (key and i == len(pointer) - 1 and node.key is not None) else node.value
        out.append(best)
    return out


def _advance(frame: list) -> None:
    """A child of ``frame`` ended: a mapping waits for its next key, a sequence counts one more item."""
    if frame[0]:
        frame[2] = True
    else:
        frame[1] += 1


POSITION_FINDERS["yaml"] = find_positions
