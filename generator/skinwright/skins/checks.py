"""Skin checks: a compiled skin against its component spec.

Each check reads the :class:`~.analysis.SkinAnalysis` of the compiled CSS
and the spec (only the members of :class:`ComponentSpecLike`) and returns diagnostics;
:func:`check_skin` runs them all, so lint can report every problem at once
and the build fails on errors. Positions point into the SCSS when the caller
passes ``locate`` (built from the compiler's source map), else into the
compiled CSS.

Rule ids: ``skin/unknown-part``, ``skin/unknown-state``,
``skin/unknown-attribute``, ``skin/physical-property``,
``skin/motion-without-reduce``, ``skin/keyframes-undefined``,
``skin/keyframes-unused``, ``skin/slot-undeclared``, ``skin/slot-unconsumed``, ``skin/deprecated-slot``,
``skin/forced-colors-state``, ``skin/unstyled``; ``skin/css-syntax`` for CSS that cannot be read.
(``skin/unknown-token`` comes from the compile step.)
"""

from __future__ import annotations

from typing import Callable, Iterable, Protocol

from ..diagnostics import Diagnostic, Position, did_you_mean
from ..source import Document
from .analysis import Rule, SkinAnalysis, animation_names
from .selectors import Attribute, ComplexSelector, Compound, selector_conditions

Locate = Callable[[int, int, "str | None"], "Position | None"]


class ComponentSpecLike(Protocol):
    """The members of a component spec the checks rely on ."""

    name: str
    path: str
    document: Document
    part_names: tuple[str, ...]
    slot_names: tuple[str, ...]

    def state_values(self, part: str) -> tuple[str, ...]: ...

    def attribute_values(self, part: str) -> dict[str, tuple[str, ...] | None]: ...


def check_skin(spec: ComponentSpecLike, analysis: SkinAnalysis, *, locate: Locate | None = None) -> list[Diagnostic]:
    """Every diagnostic of every check, sorted by position, duplicates removed.

    Args:
        spec: the component spec.
        analysis: :func:`~.analysis.analyse_css` of the skin's compiled CSS.
        locate: compiled ``(line, column, needle)`` → SCSS position or ``None``
            (``needle``: a word to put the column on, e.g. the misspelt part).
    """
    at = _Where(analysis.origin, locate)
    found: list[Diagnostic] = []
    for check in (check_css_syntax, check_selectors, check_physical_properties, check_motion,
                  check_keyframes, check_slots, check_forced_colors, check_unstyled):
        found.extend(check(spec, analysis, at))
    unique = {(d.code, d.position, d.message): d for d in found}
    return sorted(unique.values(), key=Diagnostic.sort_key)


class _Where:
    def __init__(self, origin: str, locate: Locate | None):
        self.origin, self.locate = origin, locate

    def __call__(self, line: int, column: int, needle: str | None = None) -> Position:
        found = self.locate(line, column, needle) if self.locate else None
        return found or Position(self.origin, line, column)


def _hint_name(name: str, known: Iterable[str], what: str) -> str:
    known = sorted(known)
    guess = did_you_mean(name, known)
    listing = f"{what}: {', '.join(known)}" if known else f"no {what} are declared"
    return f"did you mean '{guess}'? {listing}" if guess else listing


def _own_rules(analysis: SkinAnalysis) -> Iterable[tuple[Rule, ComplexSelector]]:
    for rule in analysis.rules:
        for selector in rule.selectors:
            yield rule, selector


# --- CSS that could not be read -------------------------------------------------------


def check_css_syntax(spec, analysis: SkinAnalysis, at: _Where) -> list[Diagnostic]:
    return [Diagnostic("skin/css-syntax", p.message, at(p.line, p.column),
                       hint="the compiled CSS does not parse here: look for an unbalanced brace, bracket or "
                            "string the skin passes through as plain CSS")
            for p in analysis.problems if p.origin == analysis.origin]


# --- parts, states and data attributes ---------------------------------------------------

MODE_ATTRIBUTES = frozenset({"data-theme", "data-contrast", "data-density", "data-motion", "dir"})
"""Mode switches a page sets on an ancestor; allowed on compounds that name no part."""


def check_selectors(spec: ComponentSpecLike, analysis: SkinAnalysis, at: _Where) -> list[Diagnostic]:
    """``skin/unscoped-rule``, ``skin/unknown-part``, ``skin/unknown-state``, ``skin/unknown-attribute``.

    A selector none of whose compounds (outside pseudo-class arguments)
    carries ``[data-scope]`` styles everything on the page (a skin rule on
    ``body`` hides the page): every rule of a skin is scoped to a component.

    Each compound naming a part is checked against that part's attributes
    (the connect rules' data attributes); a compound that
    names no part (``:has([data-scope='badge'][data-state='on'])``)
    against the attributes of any part.
    """
    any_part: dict[str, tuple[str, ...] | None] = {}
    for part in spec.part_names:
        for name, values in spec.attribute_values(part).items():
            if name in any_part and (any_part[name] is None or values is None):
                any_part[name] = None
            else:
                any_part[name] = tuple(sorted(set(any_part.get(name) or ()) | set(values or ())))
    out: list[Diagnostic] = []
    for rule, selector in _own_rules(analysis):
        if not any(compound.attribute("data-scope") is not None for compound, nested in selector.walk() if not nested):
            where = (selector.compounds[0].line, selector.compounds[0].column)
            out.append(Diagnostic(
                "skin/unscoped-rule", f"'{selector.serialize()}' is not scoped to {spec.name}: it styles every page "
                f"the skin is on", at(*where),
                hint=f"start the selector with the component's scope: [data-scope=\"{spec.name}\"]"
                     "[data-part=\"…\"] (a page-level switch such as [data-theme] goes before it)"))
            continue
        for compound, _ in selector.walk():
            scope = compound.attribute_value("data-scope")
            if scope is not None and scope != spec.name:
                continue  # another component's parts are that component's business
            part = compound.part
            # Positions use the selector's start: source maps place interpolated
            # selector pieces unreliably, the start of a selector reliably.
            where = (selector.compounds[0].line, selector.compounds[0].column)
            if part is not None and part not in spec.part_names:
                out.append(Diagnostic(
                    "skin/unknown-part", f"unknown part '{part}' of {spec.name}", at(*where, part),
                    hint=_hint_name(part, spec.part_names, f"parts of {spec.name}")))
                continue
            allowed = spec.attribute_values(part) if part else any_part
            out.extend(_attributes(spec, compound, part, allowed, lambda needle: at(*where, needle)))
    return out


def _attributes(spec, compound: Compound, part: str | None, allowed, at: Callable[[str], Position]) -> list[Diagnostic]:
    out = []
    owner = f"part '{part}'" if part else f"any part of {spec.name}"
    aliases = spec.attribute_aliases() if hasattr(spec, "attribute_aliases") else {}
    for simple in compound.simples:
        if not isinstance(simple, Attribute) or simple.name in ("data-scope", "data-part"):
            continue
        name = simple.name
        if name in MODE_ATTRIBUTES and part is None:
            continue
        if not name.startswith("data-") and name not in MODE_ATTRIBUTES:
            continue  # HTML attributes ([hidden], [open]) are the platform's
        if name not in allowed:
            out.append(Diagnostic(
                "skin/unknown-attribute", f"data attribute '{name}' is not declared for {owner}",
                at(name),
                hint=_hint_name(name, allowed, f"attributes of {owner}")))
            continue
        values = allowed[name]
        if simple.operator != "=" or not values:
            continue  # open-ended, valueless, or a substring match
        if simple.value not in values:
            code = "skin/unknown-state" if name == "data-state" else "skin/unknown-attribute"
            what = "state" if name == "data-state" else f"value of {name}"
            today = aliases.get(name, {}).get(simple.value)
            out.append(Diagnostic(
                code, f"unknown {what} '{simple.value}' for {owner}",
                at(simple.value),
                hint=f"'{simple.value}' is the earlier name of '{today}': select '{today}' (the build matches "
                     f"'{simple.value}' with it, and connect writes '{today}')" if today else
                _hint_name(simple.value, values, f"{name} values of {owner}")))
    return out


# --- logical properties ------------------------------------------------------------------

_SIDES = {"left": "inline-start", "right": "inline-end", "top": "block-start", "bottom": "block-end"}
PHYSICAL_PROPERTIES: dict[str, str] = {
    **{side: f"inset-{logical}" for side, logical in _SIDES.items()},
    **{f"{box}-{side}": f"{box}-{logical}" for box in ("margin", "padding", "scroll-margin", "scroll-padding")
       for side, logical in _SIDES.items()},
    **{f"border-{side}{suffix}": f"border-{logical}{suffix}" for side, logical in _SIDES.items()
       for suffix in ("", "-color", "-style", "-width")},
    "border-top-left-radius": "border-start-start-radius", "border-top-right-radius": "border-start-end-radius",
    "border-bottom-left-radius": "border-end-start-radius", "border-bottom-right-radius": "border-end-end-radius",
    "width": "inline-size", "height": "block-size", "min-width": "min-inline-size", "max-width": "max-inline-size",
    "min-height": "min-block-size", "max-height": "max-block-size",
}
"""Physical property → its flow-relative counterpart (CSS Logical Properties and Values 1)."""
PHYSICAL_VALUES: dict[str, dict[str, str]] = {
    "text-align": {"left": "start", "right": "end"},
    "text-align-last": {"left": "start", "right": "end"},
    "float": {"left": "inline-start", "right": "inline-end"},
    "clear": {"left": "inline-start", "right": "inline-end"},
}


def check_physical_properties(spec, analysis: SkinAnalysis, at: _Where) -> list[Diagnostic]:
    """``skin/physical-property``: the skin must mirror under ``dir="rtl"`` by itself."""
    out = []
    for rule in analysis.rules:
        for decl in rule.declarations:
            logical = PHYSICAL_PROPERTIES.get(decl.property)
            if logical:
                out.append(Diagnostic(
                    "skin/physical-property", f"physical property '{decl.property}'",
                    at(decl.line, decl.column, decl.property),
                    hint=f"use '{logical}' so the skin mirrors under dir=\"rtl\""))
                continue
            value = PHYSICAL_VALUES.get(decl.property, {}).get(decl.value.lower())
            if value:
                out.append(Diagnostic(
                    "skin/physical-property", f"physical value '{decl.property}: {decl.value}'",
                    at(decl.line, decl.column, decl.property),
                    hint=f"use '{decl.property}: {value}' so the skin mirrors under dir=\"rtl\""))
    return out


# --- reduced motion ----------------------------------------------------------------------

REDUCE_MEDIA = "@media (prefers-reduced-motion: reduce)"
REDUCE_ATTRIBUTE = "motion=reduce"
_MOTION = {"animation": "animation", "animation-name": "animation",
           "transition": "transition", "transition-property": "transition"}
_STILL = {"none", "0s", "0ms", "all 0s", "initial", "unset"}


def _motion_family(decl) -> str | None:
    return _MOTION.get(decl.property)


def check_motion(spec, analysis: SkinAnalysis, at: _Where) -> list[Diagnostic]:
    """``skin/motion-without-reduce``.

    Every animation or transition needs a counterpart under
    ``@media (prefers-reduced-motion: reduce)`` and one under an ancestor's
    ``[data-motion="reduce"]`` (WCAG 2.3.3 Animation from Interactions): a
    rule on the same part whose selector keeps every condition of the
    original (so it matches the same elements) and sets the same kind of
    property.
    """
    counterparts: list[tuple[str, str | None, frozenset[str], str]] = []
    for rule, selector in _own_rules(analysis):
        conditions = frozenset(selector_conditions(selector))
        kinds = {_motion_family(d) for d in rule.declarations} - {None}
        for kind in kinds:
            if REDUCE_MEDIA in rule.context:
                counterparts.append((REDUCE_MEDIA, selector.subject.part, conditions, kind))
            if REDUCE_ATTRIBUTE in conditions:
                counterparts.append((REDUCE_ATTRIBUTE, selector.subject.part, conditions, kind))
    out = []
    for rule, selector in _own_rules(analysis):
        conditions = frozenset(selector_conditions(selector))
        if REDUCE_MEDIA in rule.context or REDUCE_ATTRIBUTE in conditions:
            continue
        for decl in rule.declarations:
            kind = _motion_family(decl)
            if not kind or decl.value.lower() in _STILL:
                continue
            part = selector.subject.part
            missing = [how for how in (REDUCE_MEDIA, REDUCE_ATTRIBUTE) if not any(
                c[0] == how and c[1] == part and conditions <= c[2] and c[3] == kind for c in counterparts)]
            if missing:
                shown = {REDUCE_MEDIA: REDUCE_MEDIA, REDUCE_ATTRIBUTE: ":where([data-motion='reduce'])"}
                out.append(Diagnostic(
                    "skin/motion-without-reduce",
                    f"{decl.property} on '{part or selector.subject.serialize()}' has no reduced-motion counterpart "
                    f"under {' or '.join(shown[m] for m in missing)}",
                    at(decl.line, decl.column, decl.property),
                    hint=f"stop it for both: @include reduce-motion {{ {kind}: none; }} in the same rule"))
    return out


# --- what the skin styles ------------------------------------------------------------------

SAME_AS = ("is", "where", "matches", "-webkit-any")
"""Pseudo-classes whose argument is the compound itself (``:is(a, b)``): a part named there is styled."""


def _styled_parts(selector: ComplexSelector, scope: str) -> set[str]:
    """The parts of ``scope`` that ``selector`` styles: its subject's part, or those of an ``:is()``/``:where()``
    list in the subject (a part named in an ancestor, ``:has()`` or ``:not()`` is not styled by it)."""
    subject = selector.subject
    if subject.attribute_value("data-scope") not in (None, scope):
        return set()
    out = {subject.part} if subject.part else set()
    for simple in subject.simples:
        if getattr(simple, "name", None) in SAME_AS and getattr(simple, "selectors", None):
            for inner in simple.selectors:
                out |= _styled_parts(inner, scope)
    return out


def check_unstyled(spec, analysis: SkinAnalysis, at: _Where) -> list[Diagnostic]:
    """``skin/unstyled`` (a warning, at the spec): a part of the anatomy that no rule of the skin styles,
    and a variant other than the prop's default that no selector of the skin names (it would look like
    the default). A new part or variant added to the spec shows up here until the skin covers it."""
    if analysis.problems and any(p.origin == analysis.origin for p in analysis.problems):
        return []  # CSS that does not read: its own error says so, and coverage would be guesswork
    styled: set[str] = set()
    named: dict[str, set[str | None]] = {}  # attribute → the values selectors name (None: any value)
    for _, selector in _own_rules(analysis):
        styled |= _styled_parts(selector, spec.name)
        for compound, _ in selector.walk():
            for simple in compound.simples:
                if isinstance(simple, Attribute) and simple.name.startswith("data-"):
                    named.setdefault(simple.name, set()).add(simple.value)
    doc, out = spec.document, []
    anatomy = (doc.data or {}).get("anatomy") or []
    for i, part in enumerate(spec.part_names):
        if part not in styled:
            out.append(Diagnostic(
                "skin/unstyled", f"part '{part}' of {spec.name} has no style rule in the skin", doc.locate(
                    ("anatomy", i, "part") if i < len(anatomy) else ("anatomy",)), "warning",
                hint=f"style it in the skin (#{{part({part})}} {{ … }} with the shared partials, or "
                     f"[data-scope=\"{spec.name}\"][data-part=\"{part}\"]), or leave it out of the anatomy if it "
                     "needs no style; a part that inherits all it needs can turn the rule off in "
                     "[tool.skinwright.lint.rules]"))
    variants = [v.name for v in getattr(spec, "variants", ())]
    for attribute, default in _variant_attributes(spec):
        values = named.get(attribute, set())
        if None in values:
            continue  # [data-variant] alone styles every value
        for i, variant in enumerate(variants):
            if variant != default and variant not in values:
                out.append(Diagnostic(
                    "skin/unstyled", f"variant '{variant}' of {spec.name} has no style rule in the skin: it looks "
                    f"like the default, '{default}'" if default else f"variant '{variant}' of {spec.name} has no "
                    "style rule in the skin", doc.locate(("variants", i, "name")), "warning",
                    hint=f"style it in the skin: #{{part(root)}}[{attribute}=\"{variant}\"] {{ … }}"))
    return out


def _variant_attributes(spec) -> list[tuple[str, str | None]]:
    """``(attribute, default)`` for each data attribute the spec fills from a prop whose values are its variants."""
    out = []
    for rule in getattr(spec, "rules", ()):
        value = rule.value if isinstance(rule.value, dict) else {}
        prop = spec.prop(value["prop"]) if "prop" in value and hasattr(spec, "prop") else None
        if prop is not None and prop.values_from == "variants" and rule.name.startswith("data-"):
            entry = (rule.name, prop.default if prop.has_default else None)
            if entry not in out:
                out.append(entry)
    return out


# --- keyframes ---------------------------------------------------------------------------


def check_keyframes(spec, analysis: SkinAnalysis, at: _Where) -> list[Diagnostic]:
    """``skin/keyframes-undefined`` and ``skin/keyframes-unused``.

    A name is defined when the skin or the family CSS it imports defines it;
    a keyframes rule of the skin that nothing of the skin uses is unused.
    """
    known = set(analysis.keyframes_defined) | set(analysis.family_keyframes)
    out = []
    for rule in analysis.rules:
        for decl in rule.declarations:
            for name in animation_names(decl):
                if name not in known:
                    out.append(Diagnostic(
                        "skin/keyframes-undefined", f"keyframes '{name}' are not defined",
                        at(decl.line, decl.column, name),
                        hint=_hint_name(name, known, "defined keyframes")))
    used = set(analysis.keyframes_used)
    for keyframes in analysis.keyframes:
        if keyframes.name not in used:
            out.append(Diagnostic(
                "skin/keyframes-unused", f"keyframes '{keyframes.name}' are defined but never used",
                at(keyframes.line, keyframes.column, keyframes.name),
                hint="use them in an animation of this skin, or remove them"))
    return out


# --- slots -------------------------------------------------------------------------------


def check_slots(spec: ComponentSpecLike, analysis: SkinAnalysis, at: _Where) -> list[Diagnostic]:
    """``skin/slot-undeclared`` (at the ``var()``), ``skin/slot-unconsumed`` (at the spec's slot) and
    ``skin/deprecated-slot`` (where the skin reads or sets an earlier name of a renamed slot)."""
    declared = set(spec.slot_names)
    renamed = getattr(spec, "deprecated_slots", None) or {}
    out = []
    for ref in analysis.references:
        if ref.origin == analysis.origin and ref.variable in renamed:
            out.append(_deprecated_slot("reads", ref.variable, renamed[ref.variable],
                                        at(ref.line, ref.column, ref.variable)))
        elif ref.origin == analysis.origin and ref.variable not in declared:
            out.append(Diagnostic(
                "skin/slot-undeclared", f"slot '{ref.variable}' is not declared in the {spec.name} spec",
                at(ref.line, ref.column, ref.variable),
                hint=_slot_hint(ref.variable, declared)))
    for rule in analysis.rules:
        for decl in rule.declarations:
            if decl.property in renamed:
                out.append(_deprecated_slot("sets", decl.property, renamed[decl.property],
                                            at(decl.line, decl.column, decl.property)))
    consumed = {site.variable for site in analysis.sites}
    for slot in spec.slot_names:
        if slot not in consumed:
            out.append(Diagnostic(
                "skin/slot-unconsumed", f"slot '{slot}' is declared but the skin never consumes it",
                _slot_position(spec, slot),
                hint=f"consume it in the skin (property: var({slot}, token(\"…\"))) or remove it from the spec"))
    return out


def _deprecated_slot(verb: str, old: str, new: str, position: Position) -> Diagnostic:
    return Diagnostic("skin/deprecated-slot", f"the skin {verb} '{old}', the earlier name of slot '{new}'", position,
                      "warning", hint=f"write '{new}': the build adds '{old}' as its fallback, so product CSS that "
                      "still sets the old name keeps working")


def _slot_hint(variable: str, declared: set[str]) -> str:
    guess = did_you_mean(variable, declared)
    return (f"did you mean '{guess}'? " if guess else "") + "a new slot must first be declared in the spec's slots"


def _slot_position(spec: ComponentSpecLike, slot: str) -> Position:
    """The key of ``slot`` in the spec's ``slots`` table, written in full or as its last words (``bg``)."""
    prefix = getattr(spec, "prefix", None)
    for key in (spec.document.data or {}).get("slots") or {}:
        if key == slot or (prefix and f"--{prefix}-{spec.name}-{key}" == slot):
            return spec.document.locate(("slots", key), key=True)
    return _spec_position(spec, slot)


def _spec_position(spec: ComponentSpecLike, needle: str) -> Position:
    text = spec.document.text
    at = text.find(needle)
    if at < 0:
        return Position(spec.path, 1, 1)
    line = text.count("\n", 0, at) + 1
    return Position(spec.path, line, at - (text.rfind("\n", 0, at) + 1) + 1)


# --- forced colours ----------------------------------------------------------------------

FORCED_MEDIA = "@media (forced-colors: active)"
_COLOUR_PROPERTIES = frozenset({
    "color", "background", "background-color", "border-color", "outline-color", "text-decoration-color",
    "fill", "stroke", "caret-color", "accent-color", "column-rule-color", "box-shadow", "text-shadow",
    *(f"border-{side}-color" for side in ("top", "right", "bottom", "left", "block", "inline", "block-start",
                                          "block-end", "inline-start", "inline-end")),
})
_NOT_STATES = ("::", "dir(", "theme=", "contrast=", "density=", "motion=", "where(")


def check_forced_colors(spec, analysis: SkinAnalysis, at: _Where) -> list[Diagnostic]:
    """``skin/forced-colors-state``: a state shown only by colour needs a forced-colors rule.

    Forced colours replace author colours and drop box-shadows (CSS Color
    Adjustment 1, §3), so such a state vanishes; WCAG 1.4.1 (Use of Color).
    The forced-colors rule must be on the same part with at least the same
    conditions (it should add a border, outline or text cue).
    """
    forced = [(selector.subject.part, frozenset(selector_conditions(selector)))
              for rule, selector in _own_rules(analysis) if FORCED_MEDIA in rule.context]
    out = []
    for rule, selector in _own_rules(analysis):
        if any(c.startswith("@media") for c in rule.context):
            continue
        states = {c for c in selector_conditions(selector) if not c.startswith(_NOT_STATES)}
        painted = [d for d in rule.declarations if not d.property.startswith("--")]
        if not states or not painted or any(d.property not in _COLOUR_PROPERTIES for d in painted):
            continue
        part = selector.subject.part
        if not any(p == part and states <= c for p, c in forced):
            out.append(Diagnostic(
                "skin/forced-colors-state",
                f"state {' '.join(sorted(states))} of '{part or selector.subject.serialize()}' changes only colour "
                f"and has no {FORCED_MEDIA} rule",
                at(selector.compounds[0].line, selector.compounds[0].column),
                hint="add a forced-colors rule with the same selector and a non-colour cue "
                     "(border style or width, outline, text decoration) in system colours"))
    return out
