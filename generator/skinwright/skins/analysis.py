"""What a compiled skin consumes: its slots, where, under which states; its keyframes.

The CSS variables table of a component is derived from its compiled CSS, never
typed by hand. A *consumption
site* is a declaration whose value uses ``var(--xh-<component>-…)``. For each
site:

- ``parts``: the parts its selector involves — the subject's ``data-part`` plus
  every part whose state the selector tests (``root[data-loading] > trigger >
  status`` → root, status; see :func:`.selectors.selector_parts`);
- ``property``: the declared property (a custom property counts);
- ``states``: the selector's conditions (:func:`.selectors.selector_conditions`)
  plus the enclosing ``@media``/``@supports``/``@keyframes`` preludes;
  ``default`` when there are none;
- ``default source``: the first ``var()`` of the slot's fallback, or the
  fallback itself when it is a literal (``none``).

A row lists its states with ``default`` (no condition) first, then the others
sorted, and its default sources in the order of the first state each one
serves: the source the skin uses in the default state leads
(``--xh-tool-call-bg`` falls back to ``bg.surface``, and to ``bg.subtle`` only
under ``variant=subtle``).

Private helpers carry slots through the cascade. A declaration
``--xh-_x: var(--xh-badge-py, …)`` is not a site but a *carrier*; a later
``padding-block: var(--xh-_x)`` — in the skin, or in family CSS such as the
shared ``@keyframes`` or an action-profile rule — is a site of the carried
slot, on the carrier's parts (when its own selector names none), under both
rules' states, with the carrier's default source. Family keyframes count only
when the component uses them. Inheritance is not modelled: a carrier reaches
any use of its helper.

A default source can itself be a private helper (``var(--xh-tool-call-tone-fg,
var(--xh-_tone-soft))``). ``helper_defaults`` follows each helper as the
cascade does in the default state: the helper's declaration with the fewest
conditions (the component's own stylesheet before family CSS, then source
order) gives its value; a value that is one ``var()`` of another helper is
followed in turn.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Iterable, Mapping, Sequence

import tinycss2
from tinycss2 import ast

from .selectors import ComplexSelector, SelectorError, parse_selector_list, selector_conditions, selector_parts


@dataclass(frozen=True)
class CssVariable:
    """One row of the CSS variables table; every field de-duplicated. Parts and properties are sorted;
    states put ``default`` first, then sorted; default sources follow the first state each serves."""

    variable: str
    parts: tuple[str, ...]
    properties: tuple[str, ...]
    states: tuple[str, ...]
    default_sources: tuple[str, ...]

    def tsv(self) -> str:
        """The row in the reference's tab-separated notation (fields space-joined)."""
        return "\t".join([self.variable, *(" ".join(f) for f in (self.parts, self.properties, self.states, self.default_sources))])


@dataclass(frozen=True)
class Declaration:
    """One declaration; ``line``/``column`` (1-based) point at its property name."""

    property: str
    value: str
    important: bool
    line: int
    column: int
    tokens: tuple = field(default=(), repr=False, compare=False)


@dataclass(frozen=True)
class Rule:
    """A style rule, or one block of a ``@keyframes`` rule (then ``selectors`` is empty).

    ``context`` holds the enclosing conditional at-rules as states
    (``"@media print"``, ``"@keyframes xh-badge-enter"``); ``layers`` the
    enclosing ``@layer`` names; ``origin`` the stylesheet it came from.
    """

    selectors: tuple[ComplexSelector, ...]
    context: tuple[str, ...]
    layers: tuple[str, ...]
    declarations: tuple[Declaration, ...]
    line: int
    column: int
    origin: str
    keyframes: str | None = None


@dataclass(frozen=True)
class Keyframes:
    """A ``@keyframes`` definition."""

    name: str
    line: int
    column: int
    origin: str


@dataclass(frozen=True)
class Reference:
    """A ``var()`` naming one of the component's ``--xh-<component>-*`` custom properties."""

    variable: str
    line: int
    column: int
    origin: str


@dataclass(frozen=True)
class Site:
    """One consumption site; ``via`` names the private helper that carried the slot, if any."""

    variable: str
    parts: tuple[str, ...]
    property: str
    states: tuple[str, ...]
    default_source: str | None
    line: int
    column: int
    origin: str
    via: str | None = None


@dataclass(frozen=True)
class CssProblem:
    """Something tinycss2 or the selector reader could not read."""

    message: str
    line: int
    column: int
    origin: str


@dataclass(frozen=True)
class SkinAnalysis:
    """Everything later stages need from a compiled skin.

    Attributes:
        component: the component name (``badge``).
        origin: how the skin's CSS is named in positions (``badge.css``).
        variables: one row per consumed ``--xh-<component>-*`` slot, sorted by variable.
        keyframes_defined: names the skin defines, sorted.
        keyframes_used: names the skin's ``animation``/``animation-name`` use, sorted.
        shared_keyframes: used names the family CSS provides (not the skin), sorted.
        sites, rules, keyframes, references, problems: the detail the checks read
            (rules and keyframes of the skin only).
    """

    component: str
    origin: str
    variables: tuple[CssVariable, ...]
    keyframes_defined: tuple[str, ...]
    keyframes_used: tuple[str, ...]
    shared_keyframes: tuple[str, ...]
    sites: tuple[Site, ...]
    rules: tuple[Rule, ...]
    keyframes: tuple[Keyframes, ...]
    references: tuple[Reference, ...]
    problems: tuple[CssProblem, ...]
    family_keyframes: tuple[str, ...] = ()
    helper_defaults: Mapping[str, str] = field(default_factory=dict, hash=False)
    """Private helper (``--xh-_tone-soft``) → what it holds in the default state: the custom
    property it reads when its value is one ``var()`` (``--xh-border-strong``), else its value
    as written (``calc(var(--xh-control-px) * 0.75)``); helpers of helpers followed."""


# --- reading the stylesheet -----------------------------------------------------

_CONDITIONAL = {"media", "supports", "container"}


def _text(tokens: Iterable[ast.Node]) -> str:
    return " ".join(tinycss2.serialize(list(tokens)).split())


@dataclass
class _Sheet:
    origin: str
    rules: list[Rule] = field(default_factory=list)
    keyframes: list[Keyframes] = field(default_factory=list)
    problems: list[CssProblem] = field(default_factory=list)

    def problem(self, message: str, node) -> None:
        self.problems.append(CssProblem(message, node.source_line, node.source_column, self.origin))


def read_stylesheet(css: str, origin: str) -> _Sheet:
    """Rules (flattened out of ``@layer``/``@media``/``@supports``), keyframes and parse problems."""
    sheet = _Sheet(origin)
    _walk(sheet, tinycss2.parse_stylesheet(css, skip_comments=True, skip_whitespace=True), (), ())
    return sheet


def _walk(sheet: _Sheet, nodes: Sequence[ast.Node], context: tuple[str, ...], layers: tuple[str, ...]) -> None:
    for node in nodes:
        if isinstance(node, ast.ParseError):
            sheet.problem(node.message, node)
        elif isinstance(node, ast.AtRule):
            keyword = node.lower_at_keyword
            inner = lambda: tinycss2.parse_rule_list(node.content, skip_comments=True, skip_whitespace=True)
            if keyword == "layer":
                if node.content is not None:
                    _walk(sheet, inner(), context, layers + (_text(node.prelude),))
            elif keyword in _CONDITIONAL and node.content is not None:
                _walk(sheet, inner(), context + (f"@{keyword} {_text(node.prelude)}",), layers)
            elif keyword.endswith("keyframes") and node.content is not None:
                name = _text(node.prelude).strip("'\"")
                sheet.keyframes.append(Keyframes(name, node.source_line, node.source_column, sheet.origin))
                for block in inner():
                    if isinstance(block, ast.QualifiedRule):
                        declarations = _declarations(sheet, block.content)
                        sheet.rules.append(Rule((), context + (f"@keyframes {name}",), layers, declarations,
                                                block.source_line, block.source_column, sheet.origin, name))
                    elif isinstance(block, ast.ParseError):
                        sheet.problem(block.message, block)
        elif isinstance(node, ast.QualifiedRule):
            try:
                selectors = parse_selector_list(node.prelude)
            except SelectorError as exc:
                sheet.problems.append(CssProblem(str(exc), exc.line, exc.column, sheet.origin))
                continue
            sheet.rules.append(Rule(selectors, context, layers, _declarations(sheet, node.content),
                                    node.source_line, node.source_column, sheet.origin))


def _declarations(sheet: _Sheet, content) -> tuple[Declaration, ...]:
    out = []
    for item in tinycss2.parse_declaration_list(content, skip_comments=True, skip_whitespace=True):
        if isinstance(item, ast.Declaration):
            name = item.name if item.name.startswith("--") else item.lower_name
            out.append(Declaration(name, _text(item.value), item.important, item.source_line, item.source_column,
                                   tuple(item.value)))
        elif isinstance(item, ast.ParseError):
            sheet.problem(item.message, item)
        else:
            sheet.problem("nested rules are not expected in compiled CSS", item)
    return tuple(out)


# --- var() and animation names ------------------------------------------------------


@dataclass(frozen=True)
class VarCall:
    """One ``var(name, fallback)`` call; ``fallback`` is ``None`` when absent."""

    name: str
    fallback: tuple | None
    line: int
    column: int


def var_calls(tokens: Iterable[ast.Node]) -> list[VarCall]:
    """Every ``var()`` in ``tokens``, outer before inner, left to right."""
    found: list[VarCall] = []
    for token in tokens:
        if isinstance(token, ast.FunctionBlock):
            if token.lower_name == "var":
                args = [t for t in token.arguments if not isinstance(t, (ast.WhitespaceToken, ast.Comment))]
                if args and isinstance(args[0], ast.IdentToken):
                    fallback = None
                    for i, t in enumerate(token.arguments):
                        if isinstance(t, ast.LiteralToken) and t.value == ",":
                            fallback = tuple(token.arguments[i + 1:])
                            break
                    found.append(VarCall(args[0].value, fallback, token.source_line, token.source_column))
            found.extend(var_calls(token.arguments))
        elif hasattr(token, "content") and isinstance(token.content, list):
            found.extend(var_calls(token.content))
    return found


def default_source(call: VarCall) -> str | None:
    """The first ``var()`` of the fallback, else the literal fallback, else ``None``."""
    if call.fallback is None:
        return None
    inner = var_calls(call.fallback)
    if inner:
        return inner[0].name
    return _text(call.fallback) or None


ANIMATION_KEYWORDS = frozenset({
    "none", "initial", "inherit", "unset", "revert", "revert-layer", "auto", "linear", "ease", "ease-in",
    "ease-out", "ease-in-out", "step-start", "step-end", "infinite", "normal", "reverse", "alternate",
    "alternate-reverse", "forwards", "backwards", "both", "running", "paused",
})
ANIMATION_PROPERTIES = frozenset({"animation", "animation-name"})


def animation_names(declaration: Declaration) -> list[str]:
    """Keyframes names an ``animation``/``animation-name`` declaration refers to (CSS Animations 1, §3)."""
    if declaration.property not in ANIMATION_PROPERTIES:
        return []
    names = []
    for token in declaration.tokens:
        if isinstance(token, ast.IdentToken) and token.lower_value not in ANIMATION_KEYWORDS:
            names.append(token.value)
        elif isinstance(token, ast.StringToken):
            names.append(token.value)
    return names


# --- the analysis -------------------------------------------------------------------


@dataclass(frozen=True)
class _Carrier:
    helper: str
    slot: str
    default_source: str | None
    parts: frozenset[str]
    states: frozenset[str]


def _subjects(rule: Rule) -> list[tuple[frozenset[str], frozenset[str]]]:
    """``(parts, states)`` for each selector of ``rule`` (one entry for a keyframe block)."""
    context = frozenset(rule.context)
    if not rule.selectors:
        return [(frozenset(), context)]
    return [(frozenset(selector_parts(s)), frozenset(selector_conditions(s)) | context) for s in rule.selectors]


def analyse_css(css: str, component: str, *, origin: str | None = None,
                family: Mapping[str, str] | None = None, prefix: str = "xh") -> SkinAnalysis:
    """Read the compiled skin of ``component`` (and the family CSS it imports).

    Args:
        css: the component's compiled CSS.
        component: its name; slots are ``--{prefix}-{component}-*``.
        origin: how ``css`` is named in positions (default ``{component}.css``).
        family: family stylesheets by name (``{"family/motion.css": css}``):
            where shared keyframes and helper uses live.
        prefix: the custom-property prefix.

    Returns:
        A :class:`SkinAnalysis`; unreadable CSS shows up in ``problems``, never
        as an exception.
    """
    origin = origin or f"{component}.css"
    slot_prefix = f"--{prefix}-{component}-"
    helper_prefix = f"--{prefix}-_"
    own = read_stylesheet(css, origin)
    sheets = [own] + [read_stylesheet(text, name) for name, text in sorted((family or {}).items())]

    defined = sorted({k.name for k in own.keyframes})
    family_defined = sorted({k.name for s in sheets[1:] for k in s.keyframes})
    used = sorted({n for r in own.rules for d in r.declarations for n in animation_names(d)})

    references: list[Reference] = []
    carriers: dict[str, list[_Carrier]] = defaultdict(list)
    sites: list[Site] = []
    for sheet in sheets:
        for rule in sheet.rules:
            for decl in rule.declarations:
                for call in var_calls(decl.tokens):
                    if call.name.startswith(slot_prefix):
                        references.append(Reference(call.name, call.line, call.column, sheet.origin))
                if not decl.property.startswith(helper_prefix):
                    continue
                for parts, states in _subjects(rule):
                    for call in var_calls(decl.tokens):
                        if call.name.startswith(slot_prefix):
                            carriers[decl.property].append(
                                _Carrier(decl.property, call.name, default_source(call), parts, states))

    for sheet in sheets:
        for rule in sheet.rules:
            if rule.keyframes and sheet is not own and rule.keyframes not in used:
                continue
            for decl in rule.declarations:
                if decl.property.startswith(helper_prefix):
                    continue
                calls = var_calls(decl.tokens)
                for parts, states in _subjects(rule):
                    for call in calls:
                        if call.name.startswith(slot_prefix):
                            sites.append(Site(call.name, tuple(sorted(parts)), decl.property, tuple(sorted(states)),
                                              default_source(call), decl.line, decl.column, sheet.origin))
                        for carrier in carriers.get(call.name, ()):
                            sites.append(Site(
                                carrier.slot, tuple(sorted(parts or carrier.parts)), decl.property,
                                tuple(sorted(states | carrier.states)), carrier.default_source,
                                decl.line, decl.column, sheet.origin, via=call.name))

    return SkinAnalysis(
        component=component,
        origin=origin,
        variables=tuple(_rows(sites)),
        keyframes_defined=tuple(defined),
        keyframes_used=tuple(used),
        shared_keyframes=tuple(n for n in used if n not in defined and n in family_defined),
        sites=tuple(sites),
        rules=tuple(own.rules),
        keyframes=tuple(own.keyframes),
        references=tuple(references),
        problems=tuple(p for s in sheets for p in s.problems),
        family_keyframes=tuple(family_defined),
        helper_defaults=helper_defaults(sheets, helper_prefix),
    )


def helper_defaults(sheets: Sequence[_Sheet], helper_prefix: str) -> dict[str, str]:
    """Each private helper's value in the default state (:attr:`SkinAnalysis.helper_defaults`).

    ``sheets``: the component's own stylesheet first, then family CSS. Among a
    helper's declarations the one under the fewest conditions wins (ties: the
    earlier sheet, then source order), as it is the one no state overrides.
    """
    best: dict[str, tuple[tuple[int, int, int], str]] = {}
    order = 0
    for rank, sheet in enumerate(sheets):
        for rule in sheet.rules:
            if rule.keyframes:
                continue
            for decl in rule.declarations:
                if not decl.property.startswith(helper_prefix):
                    continue
                order += 1
                fewest = min(len(states) for _parts, states in _subjects(rule))
                key = (fewest, rank, order)
                if decl.property not in best or key < best[decl.property][0]:
                    best[decl.property] = (key, _single_var(decl.tokens) or decl.value)
    direct = {helper: value for helper, (_key, value) in best.items()}
    out = {}
    for helper, value in direct.items():
        seen = {helper}
        while value in direct and value not in seen:  # a helper that reads another helper
            seen.add(value)
            value = direct[value]
        out[helper] = value
    return dict(sorted(out.items()))


def _single_var(tokens: Sequence[ast.Node]) -> str | None:
    """The custom property a value reads when the value is exactly one ``var()`` (its fallback ignored)."""
    significant = [t for t in tokens if not isinstance(t, (ast.WhitespaceToken, ast.Comment))]
    if len(significant) == 1 and isinstance(significant[0], ast.FunctionBlock):
        calls = var_calls(significant)
        if calls and significant[0].lower_name == "var":
            return calls[0].name
    return None


def _rows(sites: Iterable[Site]) -> list[CssVariable]:
    grouped: dict[str, list[Site]] = defaultdict(list)
    for site in sites:
        grouped[site.variable].append(site)
    rows = []
    for variable in sorted(grouped):
        group = grouped[variable]
        states = sorted({st for s in group for st in (s.states or ("default",))}, key=lambda st: (st != "default", st))
        place = {st: i for i, st in enumerate(states)}
        first: dict[str, int] = {}  # default source → the first state (in the States order) it serves
        for s in group:
            if s.default_source:
                at = min(place[st] for st in (s.states or ("default",)))
                first[s.default_source] = min(at, first.get(s.default_source, at))
        rows.append(CssVariable(
            variable,
            tuple(sorted({p for s in group for p in s.parts})),
            tuple(sorted({s.property for s in group})),
            tuple(states),
            tuple(sorted(first, key=lambda source: (first[source], source))),
        ))
    return rows
