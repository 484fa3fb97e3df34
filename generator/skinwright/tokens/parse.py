"""Flatten one DTCG document into tokens: groups, names, ``$type`` and ``$deprecated``.

Implements the structure rules of the DTCG format module 2025.10: a JSON
object with ``$value`` is a token, any other object is a group (§6 "Groups");
``$type`` on a group is the default for every token below it (§8.1);
``$deprecated`` is a boolean or a reason and is inherited, ``false``
re-enabling (§5.6); ``$root`` is a group's own token (§6.2); ``$extends``
makes a group copy another (§6.4, applied after composition). Names may not be
empty, start with ``$`` or contain ``{``, ``}`` or ``.`` (§5.1 "Name and value"),
nor invisible characters (:func:`name_problem`).
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from typing import Any

from ..diagnostics import Report, did_you_mean
from ..jsonpointer import PointerError, from_fragment
from ..source import Document, Pointer
from .model import ROOT, Extends, FlatSource, Token
from .types import TYPES

TOKEN_PROPS = {"$value", "$type", "$description", "$deprecated", "$extensions"}
GROUP_PROPS = {"$type", "$description", "$deprecated", "$extensions", "$extends", ROOT, "$schema"}


# Default_Ignorable_Code_Point (Unicode 15.1, DerivedCoreProperties.txt): code
# points that render as nothing. It includes the bidi controls (Bidi_Control:
# U+061C, U+200E/F, U+202A–202E, U+2066–2069), zero-width spaces and joiners,
# variation selectors and the unassigned ranges reserved for more of them.
_IGNORABLE = (
    (0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160), (0x17B4, 0x17B5),
    (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E), (0x2060, 0x206F), (0x3164, 0x3164),
    (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF), (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A), (0xE0000, 0xE0FFF),
)
_STARTS = [lo for lo, _ in _IGNORABLE]
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")
_EMOJI_GLUE = {0x200D, 0xFE0E, 0xFE0F}  # ZWJ and the text/emoji presentation selectors
_PLAIN_NAME = re.compile(r"[A-Za-z0-9_-][A-Za-z0-9_ -]*\Z")


def invisible_at(name: str) -> int | None:
    """Index of the first invisible code point in ``name`` (a control, line separator or default-ignorable), else ``None``.

    The joiner and presentation selectors inside an emoji sequence (``❤️``,
    ``👩‍💻``) are part of a visible character and are allowed.
    """
    if name.isascii():
        m = _CONTROL.search(name)
        return m.start() if m else None
    for i, c in enumerate(name):
        o = ord(c)
        if _CONTROL.match(c):
            return i
        k = bisect.bisect_right(_STARTS, o) - 1
        if k >= 0 and o <= _IGNORABLE[k][1]:
            prev = name[i - 1] if i else ""
            if o in _EMOJI_GLUE and prev and (unicodedata.category(prev) in ("So", "Sk") or ord(prev) in _EMOJI_GLUE):
                continue
            return i
    return None


def name_problem(name: str) -> tuple[str, str] | None:
    """Why ``name`` cannot name a token or group, and how to fix it; ``None`` when it can.

    DTCG format §5.1.1 forbids an empty name, a leading ``$`` and ``{``, ``}``
    or ``.``. skinwright also refuses invisible code points (controls and
    Unicode Default_Ignorable_Code_Point, which includes the bidi controls):
    two names that look the same would name different tokens.
    """
    if _PLAIN_NAME.match(name):  # the common case, checked in one step
        return None
    rename = "rename it; use '-' or '_' to join words"
    if name == "":
        return "a token or group name cannot be empty", rename
    if name.startswith("$"):
        return f"'{name}' starts with '$', which DTCG reserves for properties", rename
    for ch in "{}.":
        if ch in name:
            return f"'{name}' contains '{ch}', which DTCG forbids in names (it is alias syntax)", rename
    i = invisible_at(name)
    if i is not None:
        c = name[i]
        what = unicodedata.name(c, "a control character")
        shown = "".join(x if invisible_at(x) is None else f"\\u{ord(x):04x}" for x in name)
        return (f"'{shown}' contains U+{ord(c):04X} ({what}), which is invisible",
                f"remove the invisible character U+{ord(c):04X}")
    return None


def _over_token_limit(root: Any, base: Pointer) -> tuple[int, Pointer] | None:
    """``(limit, pointer of the first token past it)`` when this tree takes the run past the ``tokens`` limit.

    Counts the mappings that hold ``$value`` (what :func:`flatten` makes a
    token of), adding them to the run's count across sources.
    """
    from ..limits import count_tokens, current

    limit = current().tokens
    stack = [(root, base)]
    found = 0
    while stack:
        node, pointer = stack.pop()
        if not isinstance(node, dict):
            continue
        if "$value" in node:
            found += 1
            continue
        stack.extend((child, pointer + (key,)) for key, child in node.items() if isinstance(child, dict))
    if count_tokens(found) <= limit:
        return None
    # Past the limit: walk again in document order to name the token that crossed it.
    before = count_tokens(0) - found
    stack = [(root, base)]
    seen = before
    while stack:
        node, pointer = stack.pop()
        if not isinstance(node, dict):
            continue
        if "$value" in node:
            seen += 1
            if seen > limit:
                return limit, pointer
            continue
        stack.extend(reversed([(child, pointer + (key,)) for key, child in node.items() if isinstance(child, dict)]))
    return limit, base


def flatten(doc: Document, report: Report, base: Pointer = (), data: Any = None) -> FlatSource:
    """Flatten the token tree of ``doc`` (or ``data`` found at ``base`` inside it).

    Returns a :class:`FlatSource`; problems go to ``report`` with codes
    ``core/invalid-name``, ``core/invalid-property``, ``core/invalid-type``,
    ``core/invalid-group`` and ``core/invalid-token``.
    """
    root = doc.data if data is None else data
    out = FlatSource(doc)
    if root is None:
        return out
    over = _over_token_limit(root, base)
    if over is not None:  # before a Token is made for each: a huge file stops here, not after using the memory
        limit, pointer = over
        report.error("core/too-many-tokens", f"the project has more than {limit:,} tokens (this is token "
                     f"{limit + 1:,})", doc.locate(pointer, key=True),
                     hint="[tool.skinwright.limits] tokens raises the limit (see the Limits page); memory and time "
                          "grow with it, about 2 KiB and 30 µs a token")
        return out
    if not isinstance(root, dict):
        report.error("core/invalid-group", "a token file must be a mapping of groups and tokens",
                     doc.locate(base), hint="start the file with a group or token name, e.g. 'color:' then its tokens "
                                            "indented under it")
        return out
    tokens = out.tokens
    # An explicit stack of child iterators: document order, and deep groups
    # never overflow the Python stack.
    stack = [_enter(root, (), None, False, doc, base, out, report)]
    while stack:
        items, path, inherited_type, inherited_dep = stack[-1]
        entry = next(items, None)
        if entry is None:
            stack.pop()
            continue
        key, node = entry
        child = path + (key,)
        if key.startswith("$") and key != ROOT:
            if key not in GROUP_PROPS:
                guess = did_you_mean(key, GROUP_PROPS)
                report.error("core/invalid-property", f"'{key}' is not a DTCG group property",
                             doc.locate(base + child, key=True),
                             hint=f"did you mean '{guess}'?" if guess else
                             "names starting with '$' are reserved for DTCG properties")
            continue
        if key != ROOT:
            problem = name_problem(key)
            if problem:
                report.error("core/invalid-name", problem[0], doc.locate(base + child, key=True), hint=problem[1])
                continue
        if isinstance(node, dict) and "$value" in node:
            tok = _token(node, child, doc, base, inherited_type, inherited_dep, report)
            if tok is not None:
                tokens[tok.id] = tok
        elif isinstance(node, dict) and key != ROOT:
            stack.append(_enter(node, child, inherited_type, inherited_dep, doc, base, out, report))
        else:
            hint = "wrap the value: {$value: …}"
            text = doc.comment_values.get(base + child)
            if text is not None:
                hint = f"YAML read '{text}' as a comment, so the value is null; quote it: \"{text}\""
            what = "$root must be a token (an object with $value)" if key == ROOT else \
                f"'{key}' is neither a token (an object with $value) nor a group"
            report.error("core/invalid-token", what, doc.locate(base + child), hint=hint)
    return out


def _enter(group: dict, path: tuple[str, ...], inherited_type: str | None, inherited_dep: bool | str,
           doc: Document, base: Pointer, out: FlatSource, report: Report):
    """Read a group's own properties; return its stack frame."""
    gid = ".".join(path)
    if "$type" in group:
        gtype = group["$type"]
        if _check_type(gtype, doc, base + path + ("$type",), report):
            inherited_type = gtype
            out.group_types[gid] = gtype
    if "$deprecated" in group:
        dep = group["$deprecated"]
        if isinstance(dep, (bool, str)):
            inherited_dep = dep
        else:
            report.error("core/invalid-property", "$deprecated must be a boolean or a reason string",
                         doc.locate(base + path + ("$deprecated",)),
                         hint="write $deprecated: true, or the reason as text: $deprecated: \"use color.fg instead\"")
    if path:
        out.groups.add(gid)
    if "$extends" in group:
        target = _group_ref(group["$extends"])
        if target is None:
            report.error("core/invalid-property",
                         "$extends must name a group as '{group.path}' or {$ref: '#/group/path'}",
                         doc.locate(base + path + ("$extends",)), hint="for example $extends: '{color.base}'")
        else:
            out.extends.append(Extends(gid, target, doc, base + path))
    if "$description" in group and not isinstance(group["$description"], str):
        report.error("core/invalid-property", "$description must be a string",
                     doc.locate(base + path + ("$description",)), hint="write it as text; quote it when YAML would read it as a number, date or boolean")
    return iter(group.items()), path, inherited_type, inherited_dep


def _check_type(value: Any, doc: Document, pointer: Pointer, report: Report) -> bool:
    if isinstance(value, str) and value in TYPES:
        return True
    guess = did_you_mean(str(value), TYPES)
    report.error("core/invalid-type", f"unknown $type {value!r}", doc.locate(pointer),
                 hint=f"did you mean '{guess}'?" if guess else f"DTCG types: {', '.join(TYPES)}")
    return False


def _group_ref(value: Any) -> str | None:
    if isinstance(value, str) and len(value) > 2 and value[0] == "{" and value[-1] == "}":
        return value[1:-1]
    if isinstance(value, dict) and isinstance(value.get("$ref"), str) and value["$ref"].startswith("#/"):
        try:
            return ".".join(from_fragment(value["$ref"]))
        except PointerError:
            return None
    return None


def _token(node: dict, path: tuple[str, ...], doc: Document, base: Pointer, inherited_type: str | None,
           inherited_dep: bool | str, report: Report) -> Token | None:
    pointer = base + path
    if len(node) == 1:  # the common case: just $value, everything inherited
        return Token(".".join(path), path, inherited_type, node["$value"], None, inherited_dep, None, doc, pointer)
    ttype = inherited_type
    own_type = False
    for key in (node.keys() - TOKEN_PROPS):
        if key.startswith("$"):
            guess = did_you_mean(key, TOKEN_PROPS)
            report.error("core/invalid-property", f"'{key}' is not a DTCG token property",
                         doc.locate(pointer + (key,), key=True),
                         hint=f"did you mean '{guess}'?" if guess else "names starting with '$' are reserved for "
                         "DTCG properties ($value, $type, $description, $deprecated, $extensions)")
        else:
            report.error("core/invalid-token", f"token '{'.'.join(path)}' cannot contain '{key}': tokens have no children",
                         doc.locate(pointer + (key,), key=True),
                         hint="move the child into a group, or the token into a $root")
    if "$type" in node:
        if not _check_type(node["$type"], doc, pointer + ("$type",), report):
            return None
        ttype = node["$type"]
        own_type = True
    deprecated = inherited_dep
    if "$deprecated" in node:
        dep = node["$deprecated"]
        if isinstance(dep, (bool, str)):
            deprecated = dep
        else:
            report.error("core/invalid-property", "$deprecated must be a boolean or a reason string",
                         doc.locate(pointer + ("$deprecated",)),
                         hint="write $deprecated: true, or the reason as text: $deprecated: \"use color.fg instead\"")
    description = node.get("$description")
    if description is not None and not isinstance(description, str):
        report.error("core/invalid-property", "$description must be a string", doc.locate(pointer + ("$description",)),
                     hint="write it as text; quote it when YAML would read it as a number, date or boolean")
        description = None
    extensions = node.get("$extensions")
    if extensions is not None and not isinstance(extensions, dict):
        report.error("core/invalid-property", "$extensions must be a mapping", doc.locate(pointer + ("$extensions",)),
                     hint="key it by a reverse domain name: $extensions: {com.example.tool: {…}}")
        extensions = None
    return Token(".".join(path), path, ttype, node["$value"], description, deprecated, extensions, doc, pointer, own_type)
