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

from ..diagnostics import Diagnostic, Edit, Report, did_you_mean
from ..jsonpointer import PointerError, from_fragment
from ..source import Document, Pointer
from .legacy import BUILD_METADATA, LEGACY_PROPERTIES, LEGACY_TYPES, SPECTRUM_METADATA, SPECTRUM_TYPES, custom_type
from .model import ROOT, Extends, FlatSource, ThemeModes, Token
from .types import TYPES
from .types.base import is_alias
from .types.base import MISSING, found_text, left_out_of_css
from .types.color import with_alpha
from .types.dimension import LETTER_SPACING_FORM, letter_spacing
from ..source.edit import Style

TOKEN_PROPS = {"$value", "$type", "$description", "$deprecated", "$extensions"}
_DTCG_TYPES = frozenset(TYPES)
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


def holds_tokens(data: Any, limit: int = 100_000) -> bool:
    """Whether ``data`` (a parsed token file) has anything shaped like a token: an object with
    ``$value`` (DTCG) or ``value`` (Style Dictionary, Tokens Studio) at any depth. A map of plain
    values (Primer's ``removed.json``, its CSS fallbacks) has none. Looks at ``limit`` nodes at most
    and answers ``True`` beyond them (a file that big is not a stray map)."""
    stack, seen = [data], 0
    while stack:
        node = stack.pop()
        seen += 1
        if seen > limit:
            return True
        if isinstance(node, dict):
            if "$value" in node or "value" in node:
                return True
            stack.extend(v for v in node.values() if isinstance(v, (dict, list)))
        elif isinstance(node, list):
            stack.extend(v for v in node if isinstance(v, (dict, list)))
    return False


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
    from ..limits import reading_stopped, stop_reading

    if reading_stopped() is not None:  # a limit error stopped reading (said once, where it was passed)
        return out
    over = _over_token_limit(root, base)
    if over is not None:  # before a Token is made for each: a huge file stops here, not after using the memory
        limit, pointer = over
        report.add(stop_reading(Diagnostic(
            "core/too-many-tokens", f"the project has more than {limit:,} tokens (this is token {limit + 1:,}); no "
            "more sources are read", doc.locate(pointer, key=True),
            hint="[tool.skinwright.limits] tokens raises the limit (see the Limits page); memory grows with it, "
                 "about 2 KiB a token for build and 2.5 KiB for lint"), "tokens"))
        return out
    if not isinstance(root, dict):
        report.error("core/invalid-group", "a token file must be a mapping of groups and tokens",
                     doc.locate(base), hint="start the file with a group or token name, e.g. 'color:' then its tokens "
                                            "indented under it")
        return out
    members = [k for k in root if not (isinstance(k, str) and k.startswith("$"))]
    if data is None and len(members) > 1 and not any(isinstance(root[k], dict) for k in members):
        # Every member a plain value: a map another tool reads (Primer's removed.json, its CSS fallbacks), not
        # tokens. One error for the file, not one per member (a lone member gets its own, which says more).
        name = doc.path.rsplit("/", 1)[-1]
        report.error("core/invalid-token", f"{doc.path} holds no tokens: its {len(members):,} member"
                     f"{'s are' if len(members) != 1 else ' is a'} plain value{'s' * (len(members) != 1)}, "
                     "not tokens or groups", doc.locate(base + (members[0],), key=True),
                     hint=f"a token is an object with $value; if this file is not tokens, leave it out: "
                          f"exclude-files = [\"{name}\"] in [tool.skinwright] when it sits in a tokens folder, or "
                          "take it out of the resolver's sources")
        return out
    tokens = out.tokens
    from ..limits import current

    nodes_limit = current().value_nodes
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
        if isinstance(node, dict) and ("$value" in node or _legacy_token(node)):
            if _too_large(node, nodes_limit):
                report.error("core/value-too-large", f"token '{'.'.join(child)}' holds more than {nodes_limit:,} values "
                             "(the value-nodes limit)", doc.locate(base + child, key=True),
                             hint="no DTCG value needs that many (a gradient of 100 stops holds about 700); split it, "
                                  "or raise value-nodes in [tool.skinwright.limits]")
                continue
            tok = _token(node, child, doc, base, inherited_type, inherited_dep, report, out)
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
    for (message, hint), (count, first, edits) in out.legacy.items():
        report.add(Diagnostic("core/legacy-property", message + (f" ({count} tokens in this file; the first is here)"
                                                                  if count > 1 else ""), first, "warning", hint,
                              fix=tuple(edits)))
    for form, (count, first, names) in out.mode_forms.items():
        report.add(Diagnostic(
            "core/legacy-modes", f"{count} token{'s' * (count != 1)} in this file {'give' if count != 1 else 'gives'} "
            f"a value per mode ({form}): "
            f"each is read in the resolver context of the same name ({', '.join(sorted(names))})", first, "warning",
            hint="DTCG 2025.10 puts a mode's values in the sources of a modifier context; --fix cannot split files, "
                 "so this stays as it is until you move them"))
    return out


def _too_large(node: dict, limit: int) -> bool:
    """Whether the token object ``node`` holds more than ``limit`` values, nested (members and items count one each).

    Checked before anything reads the value: one shadow of five million empty
    layers in a 16 MiB file otherwise costs gigabytes in every later stage.
    """
    count = len(node)
    stack = [node]
    while stack:  # one loop, no generators: it runs for every token of a set
        value = stack.pop()
        for v in (value.values() if isinstance(value, dict) else value):
            t = type(v)
            if t is str or t is float or t is int:  # most values: a test of the type alone
                continue
            if isinstance(v, (dict, list)):
                count += len(v)
                stack.append(v)
        if count > limit:
            return True
    return False


def _enter(group: dict, path: tuple[str, ...], inherited_type: str | None, inherited_dep: bool | str,
           doc: Document, base: Pointer, out: FlatSource, report: Report):
    """Read a group's own properties; return its stack frame."""
    gid = ".".join(path)
    if "$type" in group:
        gtype = _check_type(group["$type"], doc, base + path + ("$type",), report)
        if gtype is not None:
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


def _check_type(value: Any, doc: Document, pointer: Pointer, report: Report, token_value: Any = MISSING) -> str | None:
    """The type ``value`` names: a DTCG type, another tool's name for one (with a warning and its fix), or another
    tool's own type (read as CSS text, with a warning); ``None`` after an error.

    For another tool's own type written on a token whose ``token_value`` is
    left out of ``tokens.css``, the warning is the value's (given when the
    value is checked, at the value): one unsafe value is one finding.
    """
    if isinstance(value, str) and value in TYPES:
        return value
    if isinstance(value, str) and value in LEGACY_TYPES:
        new = LEGACY_TYPES[value]
        report.add(Diagnostic("core/legacy-type", f"$type '{value}' is Tokens Studio's name for the DTCG type '{new}'",
                              doc.locate(pointer), "warning", f"DTCG 2025.10: $type: {new}",
                              fix=(Edit(doc.path, pointer, "value", new),)))
        return new
    guess = did_you_mean(str(value), TYPES)
    if custom_type(value) or (isinstance(value, str) and guess is None and re.fullmatch(r"[A-Za-z][\w-]*", value)):
        if token_value is not MISSING and left_out_of_css(token_value):
            return value
        report.add(Diagnostic("core/custom-type", f"$type '{value}' is not a DTCG type; its tokens are written to "
                              "tokens.css as CSS text where that text is safe", doc.locate(pointer), "warning",
                              "keep it if another tool needs it; skinwright checks nothing but that the text is safe "
                              "CSS"))
        return value
    report.error("core/invalid-type", f"unknown $type {value!r}", doc.locate(pointer),
                 hint=f"did you mean '{guess}'?" if guess else f"DTCG types: {', '.join(TYPES)}")
    return None


def _legacy_token(node: dict) -> bool:
    """Whether ``node`` is a token in the Style Dictionary / Tokens Studio shape (``value`` without ``$``),
    or Adobe Spectrum's (a token-type ``$schema`` and a value per mode in ``sets``)."""
    if "$value" in node:
        return False
    if "value" not in node:  # Spectrum's values per mode, before or after --fix renamed its $schema to $type
        sets = node.get("sets")
        schema = node.get("$schema")
        return isinstance(sets, dict) and bool(sets) and \
            all(isinstance(e, dict) and ("value" in e or "$value" in e) for e in sets.values()) and \
            ((isinstance(schema, str) and "/token-types/" in schema) or "$type" in node or
             any("/token-types/" in str(e.get("$schema", "")) for e in sets.values())) and \
            not any(k != "sets" and not k.startswith("$") and isinstance(v, dict) for k, v in node.items())
    inner = node["value"]
    return not (isinstance(inner, dict) and ("$value" in inner or ("value" in inner and "type" in inner)))


def _group_ref(value: Any) -> str | None:
    if isinstance(value, str) and len(value) > 2 and value[0] == "{" and value[-1] == "}":
        return value[1:-1]
    if isinstance(value, dict) and isinstance(value.get("$ref"), str) and value["$ref"].startswith("#/"):
        try:
            return ".".join(from_fragment(value["$ref"]))
        except PointerError:
            return None
    return None


_RENAMES = tuple((key, new, f"'{key}' is the Style Dictionary / Tokens Studio name of '{new}'",
                  f"DTCG 2025.10 names it '{new}'") for key, new in LEGACY_PROPERTIES.items())
_RENAME = {rename[0]: rename for rename in _RENAMES}
_SD_KEYS = frozenset(LEGACY_PROPERTIES)
_METADATA = BUILD_METADATA | SPECTRUM_METADATA


def _legacy_keys(node: dict, pointer: Pointer, doc: Document, flat: FlatSource) -> dict:
    """``node`` with the members other tools write read as DTCG properties (each with a warning and its fix).

    ``value``/``type``/``description`` (Style Dictionary, Tokens Studio),
    ``comment`` (Style Dictionary), Adobe Spectrum's ``$schema``, ``uuid``,
    ``deprecated`` and the like, and the metadata Style Dictionary writes into
    built tokens (``filePath``, ``original``…), which carry nothing a token needs.
    The warnings are gathered per file (:attr:`FlatSource.legacy`): a file
    Style Dictionary built has the same metadata in every token.
    """
    legacy = flat.legacy
    if node.keys() <= _SD_KEYS:  # the usual Style Dictionary / Tokens Studio token: the renames alone
        for key in node:
            _, new, message, hint = _RENAME[key]
            entry = legacy.get((message, hint))
            if entry is None:  # the first in this file: its place is the warning's
                legacy[(message, hint)] = entry = [0, doc.locate(pointer + (key,), key=True), []]
            entry[0] += 1
            entry[2].append(Edit(doc.path, pointer + (key,), "key", new))
        return {_RENAME[key][1]: value for key, value in node.items()}
    out = dict(node)

    def warn(key: str, message: str, hint: str, fix: tuple) -> None:
        entry = legacy.get((message, hint))
        if entry is None:
            legacy[(message, hint)] = entry = [0, doc.locate(pointer + (key,), key=True), []]
        entry[0] += 1
        entry[2].extend(fix)

    for key, new, message, hint in _RENAMES:
        if key in node and new not in node:
            out[new] = out.pop(key)
            entry = legacy.get((message, hint))
            if entry is None:  # the first in this file: its place is the warning's
                legacy[(message, hint)] = entry = [0, doc.locate(pointer + (key,), key=True), []]
            entry[0] += 1
            entry[2].append(Edit(doc.path, pointer + (key,), "key", new))
    if "comment" in node and "$description" not in out:
        out["$description"] = out.pop("comment")
        warn("comment", "'comment' is Style Dictionary's description", "DTCG 2025.10 names it '$description'",
             (Edit(doc.path, pointer + ("comment",), "key", "$description"),))
    elif "comment" in node:  # a description too: the comment joins it (or goes, when it says the same)
        comment, described = out.pop("comment"), out["$description"]
        fix: tuple = (Edit(doc.path, pointer + ("comment",), "delete"),)
        if isinstance(comment, str) and isinstance(described, str) and comment.strip() and comment != described:
            out["$description"] = f"{described}\n\n{comment}"
            at = pointer + ("$description" if "$description" in node else "description",)
            fix = (Edit(doc.path, at, "value", out["$description"]),) + fix
            warn("comment", "'comment' is Style Dictionary's description, and this token has a description too",
                 "DTCG 2025.10 has one $description: the comment joins it, after a blank line", fix)
        else:
            warn("comment", "'comment' is Style Dictionary's description, and this token has the same one",
                 "remove 'comment'", fix)
    schema = node.get("$schema")
    if isinstance(schema, str) and "/token-types/" in schema:
        out.pop("$schema")
        sets = node.get("sets")
        if schema.endswith("-set.json") and isinstance(sets, dict):  # a set names its values' own type
            inner = {entry.get("$schema") for entry in sets.values() if isinstance(entry, dict)}
            if len(inner) == 1 and isinstance(next(iter(inner)), str) and "/token-types/" in next(iter(inner)):
                schema = next(iter(inner))
        ttype = SPECTRUM_TYPES.get(schema.rsplit("/", 1)[-1].removesuffix(".json"))
        if ttype is not None and "$type" not in out:
            out["$type"] = ttype
            warn("$schema", f"Adobe Spectrum's token type '{schema.rsplit('/', 1)[-1]}' is the DTCG $type '{ttype}'",
                 f"DTCG 2025.10: $type: {ttype}", (Edit(doc.path, pointer + ("$schema",), "key", "$type"),
                                                   Edit(doc.path, pointer + ("$schema",), "value", ttype)))
        else:
            warn("$schema", "a token-type $schema (Adobe Spectrum)", "remove it; an alias takes its target's type",
                 (Edit(doc.path, pointer + ("$schema",), "delete"),))
    if "deprecated" in node and "$deprecated" not in node:
        reason = node.get("deprecated_comment")
        value = reason if node["deprecated"] is True and isinstance(reason, str) and reason else node["deprecated"]
        out.pop("deprecated")
        out.pop("deprecated_comment", None)
        out["$deprecated"] = value
        fix = (Edit(doc.path, pointer + ("deprecated",), "key", "$deprecated"),
               Edit(doc.path, pointer + ("deprecated",), "value", value))
        if "deprecated_comment" in node:
            fix += (Edit(doc.path, pointer + ("deprecated_comment",), "delete"),)
        warn("deprecated", "'deprecated' (Adobe Spectrum) is DTCG's '$deprecated'",
             f"DTCG 2025.10: $deprecated: {value!r}" if isinstance(value, str) else "DTCG 2025.10 names it '$deprecated'",
             fix)
    for key in sorted(_METADATA & node.keys()):
        if key == "deprecated_comment" and "deprecated" in node:
            continue
        out.pop(key)
        tool = "Style Dictionary's build metadata" if key in BUILD_METADATA else "Adobe Spectrum's metadata"
        warn(key, f"'{key}' is {tool}; a DTCG token carries nothing like it", f"remove '{key}'",
             (Edit(doc.path, pointer + (key,), "delete"),))
    return out


def _alpha(node: dict, value: Any, ttype: str | None, pointer: Pointer, value_key: str, doc: Document,
           report: Report) -> Any:
    """Primer's ``alpha`` next to a colour's value (a Style Dictionary transform): the colour with that alpha."""
    alpha = node["alpha"]
    new = with_alpha(value, alpha) if ttype == "color" else None
    if new is None:
        return None
    report.add(Diagnostic(
        "core/legacy-value", f"'alpha' next to a colour's value (Primer's Style Dictionary transform): {alpha!r}",
        doc.locate(pointer + ("alpha",), key=True), "warning",
        "DTCG 2025.10 puts the alpha in the colour" + (" and reaches into the aliased colour with $ref pointers"
                                                       if is_alias(value) else ""),
        fix=(Edit(doc.path, pointer + (value_key,), "value", new), Edit(doc.path, pointer + ("alpha",), "delete"),
             *_inherited_alpha(node, pointer, doc, alpha))))
    return new


def _inherited_alpha(node: dict, pointer: Pointer, doc: Document, alpha: Any) -> list[Edit]:
    """Edits that give each Primer override without an alpha of its own the token's ``alpha``, which --fix removes."""
    edits = []
    for name, entry in (_primer_overrides(node) or {}).items():
        at = pointer + ("$extensions", "org.primer.overrides", name)
        if isinstance(entry, dict) and "$value" in entry and "alpha" not in entry:
            edits.append(Edit(doc.path, at + ("alpha",), "insert", alpha))
        elif not isinstance(entry, dict) and entry is not None:
            edits.append(Edit(doc.path, at, "value", {"$value": entry, "alpha": alpha}))
    return edits


def _primer_overrides(node: dict) -> dict | None:
    ext = node.get("$extensions")
    overrides = ext.get("org.primer.overrides") if isinstance(ext, dict) else None
    return overrides if isinstance(overrides, dict) else None


def _modes(node: dict, pointer: Pointer, out: FlatSource) -> dict | None:
    """The values per mode a token writes in itself: Adobe Spectrum's ``sets``, Primer's ``org.primer.overrides``."""
    modes: dict = {}
    sets = node.get("sets")
    if isinstance(sets, dict):
        for name, entry in sets.items():
            if isinstance(entry, dict) and ("value" in entry or "$value" in entry):
                key = "$value" if "$value" in entry else "value"
                modes[str(name)] = (entry[key], pointer + ("sets", name, key))
        form = "Adobe Spectrum's sets"
    overrides = _primer_overrides(node)
    if overrides is not None:
        own = node.get("alpha")  # Primer merges an override into the token: the token's alpha applies unless it sets one
        for name, entry in overrides.items():
            at = pointer + ("$extensions", "org.primer.overrides", name)
            if isinstance(entry, dict) and "$value" in entry:
                value = entry["$value"]
                alpha = entry.get("alpha", own)
                if alpha is not None and alpha != 1:  # Primer's build leaves a colour as it is for alpha 1
                    value = with_alpha(value, alpha) or value
                modes[str(name)] = (value, at + ("$value",))
            elif isinstance(entry, dict) and set(entry) == {"alpha"} and "$value" in node:
                # only an alpha: the token's own colour with it
                value = with_alpha(node["$value"], entry["alpha"])
                if value is not None:
                    modes[str(name)] = (value, at)
            elif entry is not None:
                modes[str(name)] = ((with_alpha(entry, own) or entry) if own not in (None, 1) else entry, at)
        form = "Primer's org.primer.overrides"
        modes = ThemeModes(modes)
    if not modes:
        return None
    out.moded = True
    entry = out.mode_forms.get(form)
    count, first, names = entry if entry is not None else (0, out.doc.locate(pointer, key=True), set())
    names.update(modes)  # the first position only: finding one costs a read of the file for places
    out.mode_forms[form] = (count + 1, first, names)
    return modes


def _token(node: dict, path: tuple[str, ...], doc: Document, base: Pointer, inherited_type: str | None,
           inherited_dep: bool | str, report: Report, out: FlatSource) -> Token | None:
    pointer = base + path
    if len(node) == 1 and "$value" in node:  # the common case: just $value, everything inherited
        return Token(".".join(path), path, inherited_type, node["$value"], None, inherited_dep, None, doc, pointer)
    if len(node) == 2 and "$value" in node:  # the next most common: $value and a DTCG $type (what the rest makes of it)
        own = node.get("$type")
        if type(own) is str and own in _DTCG_TYPES:
            return Token(".".join(path), path, own, node["$value"], None, inherited_dep, None, doc, pointer, True)
    value_key = "$value" if "$value" in node else "value"
    source = node
    if not TOKEN_PROPS.issuperset(node.keys()):
        node = _legacy_keys(node, pointer, doc, out)
    modes = _modes(node, pointer, out) if "sets" in node or "$extensions" in node else None
    ttype = inherited_type
    own_type = False
    if "$value" in node:
        value = node["$value"]
    else:  # only values per mode: the first is the value outside any context of those names
        value, at = next(iter(modes.values()))
        value_key = tuple(at[len(pointer):])
    for key in (node.keys() - TOKEN_PROPS):
        if key == "alpha" or (key == "sets" and modes):
            continue
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
        checked = _check_type(node["$type"], doc, pointer + ("$type" if "$type" in source else
                                                              "type" if "type" in source else "$schema",), report,
                              value if type(value_key) is str else MISSING)
        if checked is None:
            return None
        ttype = checked
        own_type = True
    if "alpha" in node:
        new = _alpha(node, value, ttype, pointer, value_key, doc, report)
        if new is None:
            report.error("core/invalid-token", f"token '{'.'.join(path)}' cannot contain 'alpha': tokens have no "
                         "children", doc.locate(pointer + ("alpha",), key=True),
                         hint="put the alpha in the colour object")
        else:
            value = new
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
    if own_type and node["$type"] == "letterSpacing" and type(value) is str and type(value_key) is str:
        spacing = letter_spacing(value)  # Tokens Studio's type says what its % is of: the font size
        if spacing is not None:
            report.add(Diagnostic(
                "core/legacy-value", f"{LETTER_SPACING_FORM}: {found_text(value)}", doc.locate(pointer + (value_key,)),
                "warning", f"DTCG 2025.10: {Style('yaml' if doc.format == 'yaml' else doc.format).value(spacing)}",
                fix=(Edit(doc.path, pointer + (value_key,), "value", spacing),)))
            value = spacing
    return Token(".".join(path), path, ttype, value, description, deprecated, extensions, doc, pointer, own_type,
                 value_key, modes)
