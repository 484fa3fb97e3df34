"""A fast path for large YAML files: rapidyaml (C++) reads them, its JSON carries the data to Python.

libyaml hands Python one object per event (a 500,000-token file is six
million events, about 4 s of CPU before any work is done with them);
rapidyaml (github.com/biojppm/rapidyaml) parses in C++ and writes the tree as
JSON, which the standard library's C decoder turns into dicts and lists.
That is about a fifth of the time, and the data has the shape JSON input
has.

Only what both read alike takes this path: :func:`read_fast` returns ``None``
(the caller then reads with :func:`~.yaml_loader.load_yaml`'s own reader,
which has the positions and the diagnostics) whenever the text or the JSON
could hold something whose YAML 1.2 core-schema value, trap or diagnostic
rapidyaml does not give alike:

- in the text: tabs, carriage returns, control and other non-printable
  characters, the byte order mark, Unicode line breaks, an escaped UTF-16
  surrogate; anchors, aliases,
  tags, directives, document markers, complex keys (``?``), quoted keys
  over two lines, block scalars (``|``, ``>``), a scalar that starts with
  an indicator (``@``, `````, ``]``, …);
- in the JSON: a null (an empty value may be a ``#`` comment the loader
  remembers), a number with an exponent, ``NaN``/``Infinity``, a string
  that a plain scalar could have spelt with another core-schema value or
  another YAML 1.1 reading (``on``, ``010``, ``1_000``, ``2024-01-01``,
  ``<<``; keys are checked as keys), a key written twice, nesting past the
  ``nesting`` limit, and anything rapidyaml refuses.

What is left reads the same either way; ``tests/test_yaml_fast.py``
compares the two readers on generated documents and on every YAML input
of the hostile corpus.
"""

from __future__ import annotations

import itertools
import json
import os
import re
import sys
import tempfile
from typing import Any

from .document import REPEATED, max_depth
from .yaml12 import resolve_plain, yaml11_trap

FAST_OVER = 1024 * 1024
"""Characters from which a YAML file read without positions tries :func:`read_fast` (below it, importing
rapidyaml costs more than it saves)."""

_PRINTABLE = bytes(range(0x20, 0x7F)) + b"\n"
_NOT_PRINTABLE = re.compile("[^\n\x20-\x7e\xa0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd\U00010000-\U0010ffff]")
"""Characters outside YAML's printable set (tab and carriage return too), and the byte order mark and the
Unicode line breaks (U+0085, U+2028, U+2029), which libyaml reads as line breaks."""

_SURROGATE = re.compile(r"\\(?:u|U0000)[dD][89a-fA-F]")
"""An escaped UTF-16 surrogate, which libyaml refuses and rapidyaml reads."""

_MULTILINE_KEY = (re.compile(r'"(?:[^"\\\n]++|\\.)*+\\?\n(?:[^"\\]++|\\[\s\S])*+"[ ]*:'),
                  re.compile(r"'(?:[^'\n]++|'')*+\n(?:[^']++|'')*+'[ ]*:"))
"""A quoted scalar over two lines or more followed by ':', a key libyaml refuses (implicit keys are one line)
and rapidyaml reads (possessive: each quote is tried once, as far as the next)."""

_INDICATOR_SET = "&*!@`|>?:%]},"
_INDICATOR = re.compile(r"[&*!@`|>?:%\]},](?<=[ \[{,\n].)")  # the character first: the search skips to it in C
"""An indicator that may start a node property, a block scalar or a complex key, or that no plain scalar may
start with (rapidyaml reads ``a: ]`` as the text ``]``, libyaml refuses it)."""

_STRING = re.compile(r'"(?=[-+.0-9<~nNtTfFyYoO])([-+.0-9<~][^"\\]*|null|Null|NULL|true|True|TRUE|false|False'
                     r'|FALSE|yes|Yes|YES|no|No|NO|on|On|ON|off|Off|OFF)(["\\])(:?)')
"""In rapidyaml's JSON, a string that a plain scalar could have spelt with another reading: its text, the
character that ends it (a backslash: give up) and, for a key, the ':' after it."""

_NULL = re.compile(r"null(?=[,\]}\s]|\Z)")
"""A null in rapidyaml's JSON (or the word in a string: that only costs the fast path)."""

_EXPONENT = (re.compile(r"e(?<=[0-9.]e)[-+]?[0-9]"), re.compile(r"E(?<=[0-9.]E)[-+]?[0-9]"))
"""An exponent after a digit, in a number or in a string (the letter first: each search skips to it in C)."""


class _Away(Exception):
    """The fast path cannot vouch for this text: the loader reads it itself."""


def _refuse(_: str) -> Any:
    raise _Away


def read_fast(text: str) -> Any:
    """The data of YAML ``text`` read by rapidyaml, or ``None`` when :func:`~.yaml_loader.load_yaml` must read it.

    The data is what ``load_yaml(path, text)`` gives (dicts, lists, str,
    int, float, bool; keys are strings), for a document that has no trap,
    no comment in place of a value and no diagnostic; ``None`` for any
    other text, for text rapidyaml refuses and when rapidyaml is not
    installed.
    """
    try:
        raw = text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate
        return None
    if (raw.translate(None, _PRINTABLE) if text.isascii() else _NOT_PRINTABLE.search(text)) or _structure(text) \
            or ("\\u" in text or "\\U" in text) and _SURROGATE.search(text) \
            or any(p.search(text) for p in _MULTILINE_KEY):
        return None
    try:
        import ryml
    except ImportError:  # pragma: no cover - a declared dependency; without it every file is read by libyaml
        return None
    shared: dict[str, str] = {}

    def pairs(items: list) -> dict:
        d = dict(items)
        if len(d) != len(items):
            raise _Away  # a key written twice: the loader says where
        for name in REPEATED:  # as the JSON reader: one object for the short values every token repeats
            v = d.get(name)
            if type(v) is str:
                d[name] = shared.setdefault(v, v)
        return d

    checked: dict[tuple[str, bool], bool] = {}
    tree = ryml.Tree()
    data: Any = None
    # The C decoder counts one recursion level per nesting level: a temporary limit bounds the nesting it
    # accepts a little inside the loader's own (which then reports core/too-deep at its place).
    depth, frame = 0, sys._getframe()
    while frame is not None:
        depth, frame = depth + 1, frame.f_back
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(depth + max_depth() + 2)  # (json.loads and two decoder methods are frames too)
    try:
        with _quiet_stderr():
            for start, end in _chunks(raw):
                tree.clear()
                tree.clear_arena()
                ryml.parse_in_arena(raw[start:end], tree)
                out = ryml.emit_json(tree)
                if out.lstrip()[:1] not in ("{", "[") or _NULL.search(out) or _exponent(out):
                    return None
                for m in _STRING.finditer(out):
                    plain, close, colon = m.groups()
                    if close != '"':
                        return None
                    key = colon == ":"
                    ok = checked.get((plain, key))
                    if ok is None:
                        ok = checked[plain, key] = _same_reading(plain, key)
                    if not ok:
                        return None
                part = json.loads(out, object_pairs_hook=pairs, parse_constant=_refuse)
                del out
                if start == 0:
                    data = part
                elif type(data) is not dict or type(part) is not dict or not data.keys().isdisjoint(part):
                    return None  # (two chunks are two runs of one mapping's keys)
                else:
                    data.update(part)
    except (_Away, ValueError, RecursionError):
        return None
    except Exception:  # rapidyaml's parse errors: the loader reports the problem with its place
        return None
    finally:
        sys.setrecursionlimit(limit)
    return data


CHUNK = 1024 * 1024
"""Bytes rapidyaml reads at a time (its tree costs about 150 bytes a node: reused, it stays small)."""

_TOP_KEY = re.compile(rb"\n(?=[^ \n#-])")


def _chunks(raw: bytes):
    """``(start, end)`` runs of about :data:`CHUNK` bytes, each ending before a line that starts at column 0.

    In a file whose root is a block mapping such a line starts one of its
    keys, and each run is a mapping of some of them. A line at column 0
    inside something longer (a quoted or flow scalar, a flow collection)
    leaves a run that rapidyaml refuses or that is not a mapping, and the
    caller gives up.
    """
    start = 0
    while len(raw) - start > CHUNK:
        m = _TOP_KEY.search(raw, start + CHUNK)
        if m is None:
            break
        yield start, m.start() + 1
        start = m.start() + 1
    yield start, len(raw)


def _structure(text: str) -> bool:
    """Whether ``text`` may hold a directive, a document marker, a node property, a block scalar, a complex key,
    a value without a key or a scalar that starts with an indicator.

    Those start a node: an indicator inside a plain scalar (``a & b``,
    ``the `dark` mode``) or a comment is text.
    """
    if text.startswith("%") or "\n%" in text:
        return True
    for marker in ("---", "..."):  # rapidyaml ends a document at '...' after spaces too
        at = text.find(marker)
        while at >= 0:
            before = at - 1
            while before >= 0 and text[before] == " ":
                before -= 1
            if before < 0 or text[before] == "\n":
                return True
            at = text.find(marker, at + 3)
    starts = _INDICATOR.finditer(text)
    if text and text[0] in _INDICATOR_SET:
        starts = itertools.chain((_First(),), starts)
    for m in starts:
        at = m.start()
        before = at - 1
        while before >= 0 and text[before] == " ":
            before -= 1
        if before >= 0 and text[before] not in "\n:-?[{,":
            continue  # inside a plain scalar or a comment
        c, after = text[at], text[at + 1:at + 2]
        if c in "]}" and before >= 0 and text[before] in "[{":
            continue  # an empty flow collection
        if c in "&*" and after in ("", " ", "\n", ",", "[", "]", "{", "}"):
            continue  # not an anchor or an alias name
        if c in "?:" and after not in ("", " ", "\n"):
            continue  # a plain scalar such as '?a' or ':a'
        return True
    return False


class _First:
    """A match at the start of the text (where the search's look-behind cannot look)."""

    def start(self) -> int:
        return 0


def _exponent(out: str) -> bool:
    """Whether rapidyaml's JSON ``out`` holds a number written with an exponent (YAML 1.1 reads ``1e3`` as text)."""
    for pattern in _EXPONENT:
        for m in pattern.finditer(out):
            before = m.start() - 1
            while before > 0 and out[before] in "0123456789.":
                before -= 1
            if out[before] == "-":
                before -= 1
            if before < 0 or out[before] in " \n[,:":
                return True  # an unquoted number, not a string such as "#e1e3e6"
    return False


def _same_reading(text: str, key: bool) -> bool:
    """Whether a quoted string ``text`` reads the same had it been plain: no other 1.2 value, no 1.1 trap."""
    if key:
        return yaml11_trap(text, True) is None
    return type(resolve_plain(text)) is str and yaml11_trap(text, False) is None


class _quiet_stderr:
    """rapidyaml prints each parse error on the C ``stderr`` before raising it; the loader reports it instead.

    The descriptor is pointed at a temporary file while rapidyaml parses;
    what others wrote there meanwhile is passed on, rapidyaml's own lines
    (``…: ERROR: …`` and ``… (detected here)``) are not.
    """

    def __enter__(self) -> None:
        sys.stderr.flush()
        self.saved = os.dup(2)
        self.caught = tempfile.TemporaryFile()
        os.dup2(self.caught.fileno(), 2)

    def __exit__(self, kind, *_) -> None:
        os.dup2(self.saved, 2)
        os.close(self.saved)
        with self.caught:
            self.caught.seek(0)
            said = self.caught.read()
        if kind is not None:
            said = b"".join(line for line in said.splitlines(keepends=True)
                            if b": ERROR: " not in line and not line.rstrip().endswith(b"(detected here)"))
        if said:
            os.write(2, said)
