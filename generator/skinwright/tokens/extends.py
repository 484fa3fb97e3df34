"""``$extends`` (format 2025.10 §6.4): a group copies the tokens and properties of another."""

from __future__ import annotations

from ..diagnostics import Report, did_you_mean
from .model import Extends, Token
from .refcheck import GroupIndex


def apply_extends(tokens: dict[str, Token], groups: set[str], group_types: dict[str, str], extends: list[Extends],
                  report: Report) -> dict[str, Token]:
    """Copy the tokens of each ``$extends`` target into the extending group (format §6.4).

    Local tokens win over inherited ones (deep merge: groups merge, tokens
    replace), and group properties such as ``$type`` are inherited too
    (``group_types`` is updated in place). Chains are applied targets first; a
    cycle, or a target that is a token or does not exist, is a
    ``core/invalid-extends`` error and that ``$extends`` is skipped.
    """
    if not extends:
        return tokens
    by_group = {e.group: e for e in extends}
    order: list[Extends] = []
    state: dict[str, int] = {}
    for start in by_group:
        if start in state:
            continue
        path: list[str] = []
        g: str | None = start
        while g is not None and g in by_group and state.get(g) is None:
            state[g] = 1
            path.append(g)
            g = by_group[g].target
        if g is not None and state.get(g) == 1:  # back on this walk: a cycle
            ring = path[path.index(g):]
            e = by_group[ring[0]]
            report.error("core/invalid-extends", "$extends cycle: " + " → ".join(ring + [ring[0]]), e.position(),
                         hint="a group cannot extend itself, even through others; remove one $extends of the ring",
                         related=tuple((by_group[m].position(), f"'{m}' extends '{by_group[m].target}'") for m in ring))
            for m in ring:
                state[m] = 3
        for m in reversed(path):
            if state[m] == 1:
                state[m] = 2
                order.append(by_group[m])
    out = dict(tokens)
    for e in order:
        if e.target in out:
            report.error("core/invalid-extends", f"$extends names the token '{e.target}'; it must name a group",
                         e.position(), hint="extend the group that holds it instead")
            continue
        if e.target not in groups:
            guess = did_you_mean(e.target, groups)
            report.error("core/invalid-extends", f"$extends names '{e.target}', which is not a group", e.position(),
                         hint=f"did you mean '{{{guess}}}'?" if guess else
                         "name a group by its full path, '{group.path}' or {$ref: '#/group/path'}; top-level "
                         f"groups: {GroupIndex({}, groups).listing('') or 'none'}")
            continue
        prefix = e.target + "."
        for gid, gtype in list(group_types.items()):
            if gid == e.target or gid.startswith(prefix):
                group_types.setdefault(e.group + gid[len(e.target):], gtype)
        for gid in list(groups):
            if gid.startswith(prefix):
                groups.add(e.group + gid[len(e.target):])
        for tid, tok in list(out.items()):
            if tid.startswith(prefix):
                new_id = e.group + "." + tid[len(prefix):]
                if new_id not in out:
                    path = tuple(new_id.split("."))
                    out[new_id] = Token(new_id, path, tok.type, tok.value, tok.description, tok.deprecated,
                                        tok.extensions, e.doc, e.pointer + ("$extends",), tok.own_type)
    return out
