"""What every view shares: options, shape checks, capped text blocks, locations.

Views take producer data as plain JSON values (dicts, lists, str, numbers,
bools, None) and must never raise on it. A view
first checks the *shape* of its value with :func:`shape`; a value of the wrong
shape renders empty rather than half-rendered. Unknown keys are ignored so
newer producers keep working.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from markupsafe import Markup

from . import i18n
from .html import element, join

SCOPE = "tool-result"

Check = Callable[[Any], bool]


@dataclass(frozen=True)
class ViewOptions:
    """How views render; pure data, no clock.

    Attributes:
        locale: ``en`` (default) or ``zh-CN`` (see :mod:`.i18n`).
        translations: per-key overrides of the locale's strings.
        line_cap: the most lines one value shows; beyond it the value keeps
            its first ``ceil(cap/2)`` and last ``floor(cap/2)`` lines around an
            ``omitted`` marker. Must be ≥ 2.
        char_cap: the most characters one value shows (after the line cap),
            its first and last halves around the marker; a value inside a list
            (a field, a result's snippet, a diff line) shows a tenth of it.
            Must be ≥ 200.
        row_cap: the most rows one list shows (the fields of a JSON object or
            array, search results, the files of a diff), then "N more". Must be ≥ 1.
        max_depth: sub-calls nested deeper than this render as one ``truncated``
            marker (keeps recursion bounded).

    Every marker says how many lines, characters or rows it stands for, so a
    page stays bounded whatever the input and nothing is cut silently.
    """

    locale: str = "en"
    translations: Mapping[str, str] = field(default_factory=dict)
    line_cap: int = 200
    char_cap: int = 20_000
    row_cap: int = 100
    max_depth: int = 8

    def __post_init__(self) -> None:
        for name, least in LEAST.items():
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < least:
                raise ValueError(f"{name} must be an integer >= {least}, got {value!r}")
        object.__setattr__(self, "_strings", i18n.messages(self.locale, self.translations))

    @property
    def item_chars(self) -> int:
        """The character cap of a value inside a list (a tenth of :attr:`char_cap`)."""
        return max(self.char_cap // ITEM_SHARE, ITEM_CHARS)

    def t(self, key: str, count: int | None = None, **values: object) -> str:
        """The translated string for ``key`` with ``{fields}`` filled (``count`` included, digits grouped)."""
        if count is not None:
            values["count"] = f"{count:,}"
        return i18n.fill(i18n.template(self._strings, key, count), **values)  # type: ignore[attr-defined]

    @property
    def card_translations(self) -> dict[str, str]:
        """The tool-call card's ``translations`` prop for this locale (``card.*`` keys, prefix dropped)."""
        return {k[len("card."):]: v for k, v in self._strings.items() if k.startswith("card.")}  # type: ignore[attr-defined]

    def template(self, key: str, count: int | None = None) -> str:
        """The raw template for ``key`` (for callers that wrap a field in an element)."""
        return i18n.template(self._strings, key, count)  # type: ignore[attr-defined]


LEAST = {"line_cap": 2, "char_cap": 200, "row_cap": 1, "max_depth": 1}
"""The smallest value each cap of :class:`ViewOptions` takes."""
ITEM_SHARE, ITEM_CHARS = 10, 100
"""A value inside a list shows ``char_cap // ITEM_SHARE`` characters, and at least ``ITEM_CHARS``."""

DEFAULT_OPTIONS = ViewOptions()


@dataclass(frozen=True, slots=True)
class View:
    """One intent's markup for a call.

    Attributes:
        intent: the intent rendered (``generic`` for an unknown one).
        call: the call-side view (card ``input``); empty Markup when none.
        result: the result-side view (card ``output``); empty Markup when none.
        summary: one line for the card's summary slot, or ``None``.
    """

    intent: str
    call: Markup
    result: Markup
    summary: str | None = None


def part(tag: str, name: str, *children, **attrs) -> Markup:
    """A ``tool-result`` element (see :func:`.html.element`)."""
    return element(SCOPE, tag, name, *children, **attrs)


# --- shape checks -------------------------------------------------------------

def is_str(v: Any) -> bool:
    return isinstance(v, str)


def is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def is_line(v: Any) -> bool:
    """A 1-based line number."""
    return is_int(v) and v >= 1


def is_any(v: Any) -> bool:
    return True


def list_of(check: Check) -> Check:
    return lambda v: isinstance(v, list) and all(check(x) for x in v)


def record(spec: Mapping[str, Check], required: tuple[str, ...] = ()) -> Check:
    """A check for an object whose listed keys pass their checks (``None`` = absent)."""
    return lambda v: shape(v, spec, required) is not None


def shape(value: Any, spec: Mapping[str, Check], required: tuple[str, ...] = ()) -> dict[str, Any] | None:
    """``{key: value or None}`` for the keys of ``spec`` when ``value`` is an object whose
    present keys pass their checks and whose ``required`` keys are present; else ``None``.

    ``null`` counts as absent (JavaScript producers send ``undefined`` as either).
    """
    if not isinstance(value, dict):
        return None
    out: dict[str, Any] = {}
    for key, check in spec.items():
        v = value.get(key)
        if v is None:
            if key in required:
                return None
        elif not check(v):
            return None
        out[key] = v
    return out


LOCATION = record({"path": is_str, "line": is_line}, required=("path",))
LOCATIONS = list_of(LOCATION)
COMMON: dict[str, Check] = {"title": is_str, "description": is_str, "locations": LOCATIONS}
"""Keys every call-side view understands."""


# --- blocks -------------------------------------------------------------------

def split_lines(text: str) -> list[str]:
    """Lines as an editor numbers them: split at LF, CRLF or CR; a final line break ends
    the last line rather than starting an empty one."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    lines = text.split("\n")
    if len(lines) > 1 and lines[-1] == "":
        lines.pop()
    return lines


def omitted_label(o: ViewOptions, lines: int, chars: int) -> str:
    """"120 lines and 5,400 characters omitted", or "5,400 characters omitted" when no whole line was."""
    if lines:
        return o.t("omitted", lines=o.t("lineCount", count=lines), characters=o.t("characterCount", count=chars))
    return o.t("charactersOmitted", count=chars)


def cut(text: str, o: ViewOptions, chars: int | None = None) -> tuple[str, str, int, int] | None:
    """Where ``text`` (lines normalised) is cut: ``(head, tail, lines hidden, characters hidden)``, or
    ``None`` when it fits. The line cap keeps the first and last lines; the character cap
    (``chars``, default :attr:`ViewOptions.char_cap`) then keeps the first and last characters.
    Hidden characters count each hidden line's line break."""
    lines = split_lines(text)
    chars = o.char_cap if chars is None else chars
    full = "\n".join(lines)
    a = b = len(full) // 2  # head full[:a] and tail full[b:]: all of it, split in the middle
    if len(lines) > o.line_cap:
        head, tail = (o.line_cap + 1) // 2, o.line_cap // 2
        a = sum(len(line) + 1 for line in lines[:head]) - 1
        b = len(full) - (sum(len(line) + 1 for line in lines[-tail:]) - 1)
    if a + (len(full) - b) > chars:
        a, b = min(a, (chars + 1) // 2), max(b, len(full) - chars // 2)
    if a >= b:
        return None
    la, lb = full.count("\n", 0, a), full.count("\n", 0, b)  # the lines a and b fall in
    whole = max(lb - la - 1, 0)  # the lines strictly between are hidden; the two ends are too when
    if la < lb and (a == 0 or full[a - 1] == "\n") and a < len(full) and full[a] != "\n":  # nothing of them shows
        whole += 1
    if la < lb and (b == len(full) or full[b] == "\n") and full[b - 1] != "\n":
        whole += 1
    # Characters: the hidden text, each hidden line with its line break (one break fewer than
    # the cut spans when it runs from the end of one shown line to the start of another).
    seam = 1 if 0 < a < len(full) and full[a] == "\n" and b < len(full) and full[b - 1] == "\n" else 0
    return full[:a], full[b:], whole, b - a - seam


def capped(text: str, o: ViewOptions, chars: int | None = None) -> list[Markup | str]:
    """``text`` as children of a block: all of it, or head + ``omitted`` marker + tail.

    Cut by lines, then by characters (:func:`cut`); the marker says how many
    of each were left out. It is a ``span`` (valid inside ``pre``) with
    ``dir="auto"`` so it reads in the page's language even inside an LTR code block.
    """
    where = cut(text, o, chars)
    if where is None:
        return ["\n".join(split_lines(text))]
    head, tail, lines, characters = where
    marker = part("span", "omitted", omitted_label(o, lines, characters), dir="auto")
    return [head, marker, tail]


def more(o: ViewOptions, key: str, count: int) -> Markup | None:
    """The ``omitted`` marker after a list cut by the row cap ("250 more rows"), or ``None``."""
    return part("span", "omitted", o.t(key, count=count), dir="auto") if count > 0 else None


def code_block(text: str, o: ViewOptions) -> Markup:
    """A ``code`` part (``pre``, LTR-isolated) holding ``text`` under the caps; the skin wraps
    its long lines, so it never scrolls sideways."""
    return part("pre", "code", capped(text, o), dir="ltr")


def text_block(text: str, o: ViewOptions) -> Markup:
    """A ``text`` part (free text in any direction) holding ``text`` under the line cap."""
    return part("div", "text", capped(text, o), dir="auto")


MAX_PATH = 4096
"""Longest path a location shows and carries (Linux's PATH_MAX); a longer one is no path, and is cut."""


def location_button(path: str, line: int | None = None) -> Markup:
    """A ``location`` button: ``data-path``/``data-line`` for an editor; text ``path:line``."""
    path = path if len(path) <= MAX_PATH else path[:MAX_PATH] + "…"
    label = f"{path}:{line}" if line is not None else path
    return part("button", "location", label, type="button", data_path=path, data_line=line, dir="ltr")


def locations(items: list[dict] | None, o: ViewOptions) -> Markup | None:
    """The ``locations`` part for a checked ``locations`` list (the first ``row_cap``, then "N more"),
    or ``None`` when empty."""
    if not items:
        return None
    return part("div", "locations", [location_button(i["path"], i.get("line")) for i in items[:o.row_cap]],
                more(o, "moreItems", len(items) - o.row_cap))


SUMMARY_CHARS = 120
"""Characters of a one-line summary (the card's collapsed row) before it is cut with "…"."""


def one_line(text: str, limit: int = SUMMARY_CHARS) -> str:
    """The first non-blank line of ``text``, cut at ``limit`` characters, ``…`` when anything was cut."""
    lines = [ln.strip() for ln in split_lines(text) if ln.strip()]
    if not lines:
        return ""
    first = lines[0]
    cut = len(lines) > 1 or len(first) > limit
    return (first[:limit].rstrip() + "…") if cut else first


def header(view: dict[str, Any], o: ViewOptions) -> list[Markup | None]:
    """Title, description and locations of a checked call-side view, in that order."""
    return [
        part("div", "title", capped(view["title"], o, o.item_chars), dir="auto") if view.get("title") else None,
        part("div", "description", capped(view["description"], o, o.item_chars), dir="auto")
        if view.get("description") else None,
        locations(view.get("locations"), o),
    ]


def root(side: str, intent: str, children: list) -> Markup:
    """The ``call`` or ``result`` root, or empty Markup when it would hold nothing."""
    if not any(c for c in children):
        return Markup("")
    return part("div", side, children, data_kind=intent)


def error_details(code: str | None, body: Any, o: ViewOptions) -> Markup | None:
    """What a structured error adds beside its message: the stable ``code``
    (``error-code``) and the ``body`` as collapsed JSON (``error-body``, a
    ``details`` whose ``pre`` is cut on structure); ``None`` when it has neither.

    The shape follows LobeHub's tool errors ``{type, message, body}``.
    """
    if not code and body is None:
        return None
    from .text import stringify_within  # the views' JSON reading, kept with DescPanel's

    details = None
    if body is not None:
        text, items, chars = stringify_within(body, o.char_cap)
        cut = more(o, "moreItems", items) or (part("span", "omitted", omitted_label(o, 0, chars), dir="auto")
                                              if chars else None)
        details = part("details", "error-body", part("summary", "error-body-label", o.t("errorDetails")),
                       part("pre", "code", text, cut, dir="ltr"))
    return join(" " if code else None, part("code", "error-code", code, dir="ltr") if code else None, details)


def plain_text(text: str, o: ViewOptions) -> str:
    """``text`` under the line and character caps as plain text (for parts that take text, not
    markup): head, a line with the omitted marker's words, tail."""
    where = cut(text, o)
    if where is None:
        return text
    head, tail, lines, characters = where
    return f"{head}\n[{omitted_label(o, lines, characters)}]\n{tail}"
