"""Pairing calls with results, grouped into turns: what every transcript format reads into.

Calls and results are paired by id where the format has ids, never by
position (results may arrive out of order, or in a later message). An id is
only unique among the calls still waiting for a result: local model servers
number calls per message, so ``call_0`` comes back every turn. Hence:

- a call that repeats the latest call of its id (:func:`_same_call`: same
  name, same arguments once both are known) is that call again: streamed
  snapshots fill it in, a re-sent call merges, never a blank second card;
  only when a *different* result comes for the repeat did the tool run again,
  and it gets a card of its own;
- a different call with the id of an answered call is a new call;
- a result goes to the call of its id still waiting for one (the first such
  call of the latest turn that has one); a result seen before its call waits
  for it, and one no call claims is reported and dropped;
- where ids collide ambiguously — a different call while one of the id still
  waits, or a second, different result for an answered call — both calls are
  kept (the second result is dropped) and ``render/duplicate-id`` is reported
  at the message.

Formats without ids (Gemini without ``id``, Ollama's ``tool_name``, OpenAI's
legacy ``role: "function"``) give results a name only: such a result goes to
the first call of that name still waiting for one, in order, and the
transcript carries one ``render/paired-by-order`` note saying so.

A tool named ``mcp__<server>__<tool>`` (how Claude Code and the Agent SDKs
name MCP tools) is recorded as an MCP call to ``<tool>`` on ``<server>``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from ..calls import ToolCall, ToolResult, finish, make_call
from ..diagnostics import Diagnostic, Position, Report
from ..js_json import js_parse

UNMATCHED = "render/unmatched-result"
DUPLICATE = "render/duplicate-id"
PAIRED_BY_ORDER = "render/paired-by-order"


class Located(Protocol):
    """Anything with a position: a record of the transcript."""

    @property
    def position(self) -> Position: ...


@dataclass(eq=False)
class _Entry:
    """One call as collected: its fields for :func:`make_call`, the turn it is in, its result.

    ``echo`` is the answered call this one repeats field for field: it is that
    call re-sent unless a *different* result arrives for it (then the tool ran
    again, e.g. ``date`` twice).
    """

    id: str
    fields: dict[str, Any]
    turn: int
    result: tuple[ToolResult, Located] | None = None
    echo: _Entry | None = None
    seq: int = 0  # the call's place in the whole transcript


def _given(value: Any) -> bool:
    return value is not None and value != "" and value != {}


def _same_arguments(a: Any, b: Any) -> bool:
    if isinstance(a, str) and isinstance(b, str):
        (ok_a, va), (ok_b, vb) = js_parse(a), js_parse(b)
        if ok_a and ok_b:
            return va == vb
        return a.startswith(b) or b.startswith(a)  # streamed text, still growing
    return a == b


def _same_call(old: dict[str, Any], new: dict[str, Any]) -> bool:
    """Whether ``new`` is ``old`` again (or filled in further): no field that names the call differs
    once both give it; arguments still streaming may change."""
    for key in ("name", "mcp_name"):
        if _given(old.get(key)) and _given(new.get(key)) and old[key] != new[key]:
            return False
    a, b = old.get("arguments"), new.get("arguments")
    return old.get("arguments_streaming") or not _given(a) or not _given(b) or _same_arguments(a, b)


@dataclass
class CallBook:
    """Calls and results collected in order and paired (by id, else by order and name), grouped into turns.

    Attributes:
        report: where ambiguous ids (``render/duplicate-id``), results paired by
            order (``render/paired-by-order``) and, on :meth:`build`, results no
            call claims (``render/unmatched-result``) are reported.
    """

    report: Report
    turns: list[list[_Entry]] = field(default_factory=lambda: [[]])
    _by_id: dict[str, list[_Entry]] = field(default_factory=dict)
    _by_name: dict[str, list[_Entry]] = field(default_factory=dict)  # every call in order, for results without ids
    _next: dict[str, int] = field(default_factory=dict)  # per name: calls before this index all have results
    _early: dict[str, list[tuple[ToolResult, Located]]] = field(default_factory=dict)  # results before their call
    _unnamed: list[tuple[ToolResult, Located]] = field(default_factory=list)  # results without id no call claims
    _by_order: list[Located] = field(default_factory=list)
    _seq: int = 0

    @property
    def calls(self) -> int:
        """How many calls were recorded so far."""
        return sum(len(t) for t in self.turns)

    def has(self, id: Any) -> bool:
        """Whether a call with this id was recorded."""
        return isinstance(id, str) and id in self._by_id

    def new_turn(self) -> None:
        """Start a new turn (a user message): later calls are grouped apart from earlier ones."""
        if self.turns[-1]:
            self.turns.append([])

    def _add(self, id: str, fields: dict[str, Any], echo: _Entry | None = None) -> _Entry:
        entry = _Entry(id, fields, len(self.turns) - 1, echo=echo, seq=self._seq)
        self._seq += 1
        self.turns[-1].append(entry)
        if id:
            self._by_id.setdefault(id, []).append(entry)
        if echo is None:
            self._by_name.setdefault(fields.get("name") or "", []).append(entry)
        return entry

    def call(self, id: Any, where: Located, *, result: ToolResult | None = None, **fields: Any) -> None:
        """Record a call seen at ``where`` (with its own ``result`` when the format carries both).

        ``fields`` are :func:`~skinwright.calls.make_call` keywords (``name``,
        ``arguments``, ``status`` …). The latest call of the same id that ``fields``
        repeat (:func:`_same_call`) takes the later non-empty fields if it still
        waits for a result; if it has one, the repeat is kept aside as its echo
        (see :class:`_Entry`). A different call reusing the id is a new call,
        reported as ambiguous when the earlier one still waits. A call without
        an id is always a new call.
        """
        name = fields.get("name")
        if isinstance(name, str) and name.startswith("mcp__") and not fields.get("mcp_name"):
            server, _, tool = name[len("mcp__"):].partition("__")
            if server and tool:
                fields.update(name=tool, mcp_name=server)
        if not isinstance(name, str):
            fields["name"] = ""
        if not isinstance(id, str) or not id:
            entry = self._add("", fields)
        else:
            last = self._by_id.get(id, [None])[-1]
            if last is not None and _same_call(last.fields, fields):
                if last.result is None:
                    last.fields.update({k: v for k, v in fields.items() if _given(v)})
                    entry = last
                else:
                    entry = self._add(id, fields, echo=last)
            else:
                if last is not None and last.result is None:
                    self.report.warning(
                        DUPLICATE, f"call id {id!r} is used again by a different call while the earlier one "
                        "still waits for its result", where.position,
                        hint="both are drawn; a result for this id goes to the first call of the latest turn "
                             "still waiting for one")
                entry = self._add(id, fields)
            if result is None and entry.result is None and self._early.get(id):
                entry.result = self._early[id].pop(0)
        if result is not None:
            entry.result = (result, where)  # the call's own: a later snapshot of it wins

    def result(self, id: Any, result: ToolResult, where: Located, *, name: Any = None) -> None:
        """Record a result seen at ``where`` for call ``id``.

        With an id it goes to the first call of that id still waiting in the
        latest turn that has one; before any call of the id, it waits for one.
        Without an id it goes to the first call named ``name`` (any call when
        ``name`` is not given) still waiting for a result, in order; the
        transcript then notes that results were paired by order.
        """
        if not isinstance(id, str) or not id:
            self._result_by_order(name if isinstance(name, str) else None, result, where)
            return
        entries = self._by_id.get(id)
        waiting = [e for e in entries or () if e.result is None]
        if waiting:
            next(e for e in waiting if e.turn == waiting[-1].turn).result = (result, where)
        elif not entries:
            self._early.setdefault(id, []).append((result, where))
        elif entries[-1].result[0] != result:
            self.report.warning(DUPLICATE, f"a second, different result for call id {id!r}, whose call already "
                                "has one; it is left out", where.position,
                                hint="results are paired with the call of their id still waiting for one")
        # else: the same result again (re-sent history)

    def _result_by_order(self, name: str | None, result: ToolResult, where: Located) -> None:
        # The earliest waiting call of the name in the latest turn (results come in their call's
        # turn, so a call cut off in an earlier turn does not take it), else the earliest of all.
        keys = [name] if name else list(self._by_name)
        current, earlier = None, None
        turn = len(self.turns) - 1
        for key in keys:
            entries = self._by_name.get(key, [])
            j = len(entries) - 1
            while j >= 0 and entries[j].turn == turn:
                if entries[j].result is None and (current is None or entries[j].seq < current.seq):
                    current = entries[j]
                j -= 1
            i = self._next.get(key, 0)
            while i < len(entries) and entries[i].result is not None:
                i += 1
            self._next[key] = i
            if i < len(entries) and (earlier is None or entries[i].seq < earlier.seq):
                earlier = entries[i]
        entry = current or earlier
        if entry is None:
            self._unnamed.append((result, where))
            return
        entry.result = (result, where)
        self._by_order.append(where)

    def build(self, *, finished: bool = True) -> tuple[tuple[ToolCall, ...], ...]:
        """The turns as :class:`ToolCall` records; results no call claimed are reported.

        An echo that got no result, or the same result as the call it repeats, is
        that call again and is left out. With ``finished`` (a transcript that has
        ended), a call still running at the end was cut off: it fails without an
        error text; without it (a live transcript) it stays running.
        """
        for id, early in self._early.items():
            for _, where in early:
                self.report.warning(UNMATCHED, f"result for call id {id!r}, which no call in the transcript has",
                                    where.position, hint="results are paired with calls by id")
        for _, where in self._unnamed:
            self.report.warning(UNMATCHED, "result without a call id, and no call of its name waits for one",
                                where.position, hint="results without ids are paired with calls by order and name")
        if self._by_order:
            count = len(self._by_order)
            self.report.add(_note(count, self._by_order[0].position))
        turns = []
        for entries in self.turns:
            calls = []
            for e in entries:
                if e.echo is not None and (e.result is None or e.result[0] == e.echo.result[0]):
                    continue
                call = make_call(e.id, result=e.result[0] if e.result else None, **e.fields)
                calls.append(finish(call) if finished else call)
            if calls:
                turns.append(tuple(calls))
        return tuple(turns)


def _note(count: int, position: Position) -> Diagnostic:
    results = "1 result carries" if count == 1 else f"{count} results carry"
    return Diagnostic(PAIRED_BY_ORDER, f"{results} no call id; paired with the calls by order and name",
                      position, severity="info",
                      hint="the format has no ids here; a result goes to the first call of its name still waiting")
