"""The package's module graph: every module imports, and the import graph has no cycle.

The graph is read from the source (``ast``), function-level imports included
(the package imports lazily to start fast, and a lazy cycle is still a
cycle); imports under ``if TYPE_CHECKING:`` are left out (they never run).
Importing ``a.b.c`` also runs the packages ``a.b`` and ``a``, so those count as
edges too, except a module's own enclosing packages.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "generator" / "skinwright"


def _modules() -> dict[str, tuple[Path, bool]]:
    out = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        out[".".join(parts[:-1] if is_package else parts)] = (path, is_package)
    return out


MODULES = _modules()


def _targets(module: str, is_package: bool, node: ast.Import | ast.ImportFrom) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if node.level:
        base = module.split(".") if is_package else module.split(".")[:-1]
        base = base[:len(base) - (node.level - 1)]
        prefix = ".".join(base + ([node.module] if node.module else []))
    else:
        prefix = node.module or ""
    return [f"{prefix}.{a.name}" if f"{prefix}.{a.name}" in MODULES else prefix for a in node.names]


def import_graph() -> dict[str, set[str]]:
    """Module → the package modules importing it runs (see the module docstring)."""
    graph: dict[str, set[str]] = {}
    for module, (path, is_package) in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        typing_only = {id(n) for block in ast.walk(tree)
                       if isinstance(block, ast.If) and "TYPE_CHECKING" in ast.unparse(block.test)
                       for stmt in block.body for n in ast.walk(stmt)}
        edges: set[str] = set()
        for node in ast.walk(tree):
            if not isinstance(node, (ast.Import, ast.ImportFrom)) or id(node) in typing_only:
                continue
            for target in _targets(module, is_package, node):
                parts = target.split(".")
                for i in range(2, len(parts) + 1):
                    run = ".".join(parts[:i])
                    enclosing = (module + ".").startswith(run + ".")
                    if run in MODULES and run != module and (run == target or not enclosing):
                        edges.add(run)
        graph[module] = edges
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


@pytest.mark.parametrize("module", sorted(m for m in MODULES if not m.endswith(".__main__")))
def test_every_module_imports(module):
    importlib.import_module(module)


def test_the_import_graph_has_no_cycle():
    assert cycles(import_graph()) == []


def test_the_graph_reader_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def _reaches(graph: dict[str, set[str]], start: str) -> set[str]:
    seen, todo = set(), [start]
    while todo:
        for w in graph[todo.pop()]:
            if w not in seen:
                seen.add(w)
                todo.append(w)
    return seen


def test_build_and_lint_and_cli_stand_apart():
    """The build runs no linter and no CLI code; lint runs no build; they share the project loader."""
    graph = import_graph()
    build = _reaches(graph, "skinwright.build")
    assert not {m for m in build if m.startswith(("skinwright.lint", "skinwright.cli"))}
    assert "skinwright.build" not in _reaches(graph, "skinwright.lint")
    assert "skinwright.project" in graph["skinwright.build"] & graph["skinwright.lint"]
