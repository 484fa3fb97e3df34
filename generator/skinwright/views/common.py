"""What every view shares: options, shape checks, capped text blocks, locations.

Views take producer data as plain JSON values (dicts, lists, str, numbers,
bools, None) and must never raise on it (seed 002, "两条会咬人的规则"). A view
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
from .html import element

SCOPE = "tool-result"

Check = Callable[[Any], bool]


@dataclass(frozen=True)
class ViewOptions:
    """How views render; pure data, no clock.

    Attributes:
        locale: ``en`` (default) or ``zh-CN`` (see :mod:`.i18n`).
        translations: per-key overrides of the locale's strings.
        line_cap: the most lines a text block shows; beyond it the block keeps
            its first ``ceil(cap/2)`` and last ``floor(cap/2)`` lines around an
            ``omitted`` marker. Must be ≥ 2.
        max_depth: sub-calls nested deeper than this render as one ``truncated``
            marker (keeps recursion bounded).
    """

    locale: str = "en"
    translations: Mapping[str, str] = field(default_factory=dict)
    line_cap: int = 200
    max_depth: int = 8

    def __post_init__(self) -> None:
        if not isinstance(self.line_cap, int) or self.line_cap < 2:
            raise ValueError(f"line_cap must be an integer >= 2, got {self.line_cap!r}")
        if not isinstance(self.max_depth, int) or self.max_depth < 1:
            raise ValueError(f"max_depth must be an integer >= 1, got {self.max_depth!r}")
        object.__setattr__(self, "_strings", i18n.messages(self.locale, self.translations))

    def t(self, key: str, count: int | None = None, **values: object) -> str:
        """The translated string for ``key`` with ``{fields}`` filled (``count`` included)."""
        if count is not None:
            values["count"] = count
        return i18n.fill(i18n.template(self._strings, key, count), **values)  # type: ignore[attr-defined]

    @property
    def card_translations(self) -> dict[str, str]:
        """The tool-call card's ``translations`` prop for this locale (``card.*`` keys, prefix dropped)."""
        return {k[len("card."):]: v for k, v in self._strings.items() if k.startswith("card.")}  # type: ignore[attr-defined]

    def template(self, key: str, count: int | None = None) -> str:
        """The raw template for ``key`` (for callers that wrap a field in an element)."""
        return i18n.template(self._strings, key, count)  # type: ignore[attr-defined]


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
"""Keys every call-side view understands (seed 002: title, description, locations)."""


# --- blocks -------------------------------------------------------------------

def split_lines(text: str) -> list[str]:
    """Lines as an editor numbers them: split at LF, CRLF or CR; a final line break ends
    the last line rather than starting an empty one."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    lines = text.split("\n")
    if len(lines) > 1 and lines[-1] == "":
        lines.pop()
    return lines


def capped(text: str, o: ViewOptions) -> list[Markup | str]:
    """``text`` as children of a block: all of it, or head + ``omitted`` marker + tail.

    The marker is a ``span`` (valid inside ``pre``) with ``dir="auto"`` so it
    reads in the page's language even inside an LTR code block.
    """
    lines = split_lines(text)
    if len(lines) <= o.line_cap:
        return ["\n".join(lines)]
    head, tail = (o.line_cap + 1) // 2, o.line_cap // 2
    hidden = len(lines) - head - tail
    marker = part("span", "omitted", o.t("linesOmitted", count=hidden), dir="auto")
    return ["\n".join(lines[:head]), marker, "\n".join(lines[-tail:])]


def code_block(text: str, o: ViewOptions) -> Markup:
    """A ``code`` part (``pre``, LTR-isolated) holding ``text`` under the line cap.

    Focusable (``tabindex="0"``): it scrolls sideways, and a keyboard must be
    able to scroll it (WCAG 2.1.1; axe ``scrollable-region-focusable``).
    """
    return part("pre", "code", capped(text, o), dir="ltr", tabindex=0)


def text_block(text: str, o: ViewOptions) -> Markup:
    """A ``text`` part (free text in any direction) holding ``text`` under the line cap."""
    return part("div", "text", capped(text, o), dir="auto")


def location_button(path: str, line: int | None = None) -> Markup:
    """A ``location`` button: ``data-path``/``data-line`` for an editor; text ``path:line``."""
    label = f"{path}:{line}" if line is not None else path
    return part("button", "location", label, type="button", data_path=path, data_line=line, dir="ltr")


def locations(items: list[dict] | None) -> Markup | None:
    """The ``locations`` part for a checked ``locations`` list, or ``None`` when empty."""
    if not items:
        return None
    return part("div", "locations", [location_button(i["path"], i.get("line")) for i in items])


def one_line(text: str, limit: int = 120) -> str:
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
        part("div", "title", view["title"], dir="auto") if view.get("title") else None,
        part("div", "description", view["description"], dir="auto") if view.get("description") else None,
        locations(view.get("locations")),
    ]


def root(side: str, intent: str, children: list) -> Markup:
    """The ``call`` or ``result`` root, or empty Markup when it would hold nothing."""
    if not any(c for c in children):
        return Markup("")
    return part("div", side, children, data_kind=intent)
