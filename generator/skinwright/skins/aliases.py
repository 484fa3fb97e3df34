"""Earlier public names kept working in a compiled skin: renamed slots and aliased attribute values.

Product CSS and markup written against an earlier release keep working when
a spec renames a name instead of dropping it (the rule LobeHub's built-in
tool guide states for identifiers: a rename keeps the old name beside the
new one). The skin's author writes only today's names; this step adds the
old ones to the compiled CSS, so nothing is hand-written twice:

- a slot declared ``{description, renamed_from: [--x-old]}``: every
  ``var(--x-new, F)`` becomes ``var(--x-new, var(--x-old, F))`` (and
  ``var(--x-new)`` becomes ``var(--x-new, var(--x-old))``), so a product
  stylesheet that still sets ``--x-old`` is read wherever ``--x-new`` is not set;
- a phase, tone, size or variant with ``aliases: [old]``: every attribute
  selector ``[data-tone="new"]`` of an attribute that value fills becomes
  ``:is([data-tone="new"], [data-tone="old"])``. ``:is()`` takes its most
  specific argument's specificity — the same as the one attribute selector's
  — so the cascade is unchanged (Selectors Level 4, §4.2), and inside
  ``:not()`` or ``:has()`` it means the same as it does outside.

The analysis and the skin checks read the CSS as written (the docs' defaults
and consumption sites are today's slots'); this is the last step before the
stylesheet is written. A skin without renames is returned unchanged, byte for
byte; one with renames is re-serialised by tinycss2 (the same meaning, and the
same lines: whitespace and comments are kept).
"""

from __future__ import annotations

from typing import Iterable, Mapping, Sequence

import tinycss2
from tinycss2 import ast


def keep_old_names(css: str, slot_renames: Mapping[str, Sequence[str]] | None = None,
                   value_aliases: Mapping[str, Mapping[str, str]] | None = None) -> str:
    """``css`` with every renamed slot's old names as fallbacks and every aliased value matched too.

    Args:
        css: a compiled stylesheet.
        slot_renames: new slot → its earlier names, most recent first
            (:attr:`~skinwright.components.spec.ComponentSpec.slot_renames`).
        value_aliases: ``data-*`` attribute → {earlier value: value}
            (:meth:`~skinwright.components.spec.ComponentSpec.attribute_aliases`).

    Returns:
        The stylesheet text; ``css`` itself when there is nothing to keep.
    """
    renames = {new: tuple(olds) for new, olds in (slot_renames or {}).items() if olds}
    olds_of: dict[tuple[str, str], list[str]] = {}
    for attr, aliases in (value_aliases or {}).items():
        for old, new in aliases.items():
            olds_of.setdefault((attr.lower(), new), []).append(old)
    if not renames and not olds_of:
        return css
    nodes = tinycss2.parse_component_value_list(css, skip_comments=False)
    return tinycss2.serialize(_walk(nodes, renames, olds_of))


def _walk(nodes: Iterable, renames: Mapping[str, tuple[str, ...]],
          olds_of: Mapping[tuple[str, str], list[str]]) -> list:
    out: list = []
    for node in nodes:
        if node.type == "function":
            args = _walk(node.arguments, renames, olds_of)
            if node.lower_name == "var":
                args = _fallbacks(node, args, renames)
            out.append(ast.FunctionBlock(node.source_line, node.source_column, node.name, args))
        elif node.type == "[] block":
            olds = _aliased(node, olds_of)
            if olds:
                out += _is(node, olds)
            else:
                out.append(ast.SquareBracketsBlock(node.source_line, node.source_column,
                                                   _walk(node.content, renames, olds_of)))
        elif node.type in ("{} block", "() block"):
            cls = ast.CurlyBracketsBlock if node.type == "{} block" else ast.ParenthesesBlock
            out.append(cls(node.source_line, node.source_column, _walk(node.content, renames, olds_of)))
        else:
            out.append(node)
    return out


def _fallbacks(node, args: list, renames: Mapping[str, tuple[str, ...]]) -> list:
    """The arguments of ``var(--new, F)`` as ``--new, var(--old, F)`` (nested, one level per old name)."""
    lead = [i for i, t in enumerate(args) if t.type not in ("whitespace", "comment")]
    if not lead or args[lead[0]].type != "ident" or args[lead[0]].value not in renames:
        return args
    first = lead[0]
    comma = next((i for i in range(first + 1, len(args)) if args[i].type == "literal" and args[i].value == ","), None)
    fallback = None if comma is None else args[comma + 1:]
    line, col = node.source_line, node.source_column
    for old in reversed(renames[args[first].value]):
        inner = [ast.IdentToken(line, col, old)]
        if fallback is not None:
            inner += [ast.LiteralToken(line, col, ","), *fallback]
        fallback = [ast.WhitespaceToken(line, col, " "), ast.FunctionBlock(line, col, "var", inner)]
    return args[:first + 1] + [ast.LiteralToken(line, col, ",")] + fallback


def _aliased(block, olds_of: Mapping[tuple[str, str], list[str]]) -> list[str]:
    """The earlier values an attribute selector ``[attr="value"]`` must match too (none for other blocks)."""
    parts = [t for t in block.content if t.type not in ("whitespace", "comment")]
    if len(parts) not in (3, 4) or parts[0].type != "ident" or parts[1].type != "literal" or parts[1].value != "=":
        return []
    if parts[2].type not in ("ident", "string"):
        return []
    return olds_of.get((parts[0].value.lower(), parts[2].value), [])


def _is(block, olds: list[str]) -> list:
    """``:is([attr="new"], [attr="old"]…)``: the block and a copy per old value (the modifier kept)."""
    line, col = block.source_line, block.source_column
    args: list = [block]
    for old in olds:
        content = [ast.StringToken(t.source_line, t.source_column, old, f'"{old}"')
                   if t.type in ("ident", "string") and i == _value_index(block) else t
                   for i, t in enumerate(block.content)]
        args += [ast.LiteralToken(line, col, ","), ast.WhitespaceToken(line, col, " "),
                 ast.SquareBracketsBlock(line, col, content)]
    return [ast.LiteralToken(line, col, ":"), ast.FunctionBlock(line, col, "is", args)]


def _value_index(block) -> int:
    """Index in ``block.content`` of the attribute selector's value (the token after ``=``)."""
    seen_eq = False
    for i, t in enumerate(block.content):
        if t.type == "literal" and t.value == "=":
            seen_eq = True
        elif seen_eq and t.type in ("ident", "string"):
            return i
    return -1
