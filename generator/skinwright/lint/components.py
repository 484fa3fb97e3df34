"""Loading component specs and skins for lint: the build's own stages, every problem kept."""

from __future__ import annotations

import re
from typing import Any, Callable

from ..diagnostics import Position, Report, SkinwrightError
from ..project import Component, Project
from .context import LintContext

_TOKEN_CALL = re.compile(r"""\btoken\(\s*["']([^"']+)["']\s*\)""")


def load_components(project: Project, ctx: LintContext, report: Report, skins: bool = True) -> None:
    """Fill ``ctx.components`` and ``ctx.skin_refs``; put every diagnostic in ``report``.

    ``skins=False`` loads the specs only: while a token source did not load,
    a skin's ``token()`` calls would name tokens that only look undefined.

    The stages are the build's (``load_spec``, ``build_family``,
    ``build_skin``), but where ``build_styles`` stops a component at its first
    failing stage, lint goes as far as it can, so one run shows everything:

    - every spec is loaded even when the family stylesheets or the tokens do
      not compile or load (a spec needs neither);
    - a skin whose spec does not load, or whose family does not compile, is
      still compiled, for its own ``skin/unknown-token`` and
      ``skin/sass-error`` (its checks need the spec and the family's keyframes,
      so they wait for those).

    ``skin_refs`` maps each token's custom property to the ``token("…")``
    calls that read it in the SCSS sources, with their positions.
    """
    from ..skins.build import build_family, build_skin
    from ..skins.compiler import compile_scss

    def keep(stage: Callable[..., Any], *args, **kw) -> Any:
        try:
            return stage(*args, **kw)
        except SkinwrightError as exc:
            report.extend(exc.diagnostics)
            return None

    config = project.config
    names = ctx.tokens.names if ctx.tokens is not None and skins else None
    family_dir = project.family_dir
    family = None
    missing_family = project.missing_family()
    if missing_family is not None:
        report.add(missing_family)
    if names is not None and family_dir is not None:
        family = keep(build_family, family_dir, names, root=config.root, namespace=config.names)
        ctx.family_css = dict(family or {})
    for folder in project.components:
        spec = keep(project.load_spec, folder)
        missing = project.missing_skin(folder)
        if missing is not None:
            report.add(missing)
            continue
        if names is None:
            continue
        if spec is None or family is None:
            keep(compile_scss, folder.folder / "skin.scss", names, root=config.root, namespace=config.names)
            continue
        skin = keep(build_skin, folder.folder, spec, names, family_dir=family_dir, family_css=family,
                    root=config.root, namespace=config.names)
        if skin is not None:
            report.extend(skin.diagnostics)
            ctx.components[spec.name] = Component(spec, skin)
    if names is not None:
        _collect_skin_refs(project, ctx)


def _collect_skin_refs(project: Project, ctx: LintContext) -> None:
    config, reader = project.config, project.reader
    styles = config.styles
    if styles is None or not styles.is_dir():
        return
    names = ctx.tokens.names
    for path in sorted(p for p in styles.rglob("*.scss") if p.is_file()):
        rel = config.rel(path)
        text = reader.read_bytes(path).decode("utf-8", errors="replace")
        for number, line in enumerate(text.splitlines(), 1):
            if line.lstrip().startswith("//"):
                continue
            for m in _TOKEN_CALL.finditer(line):
                name = names.get(m.group(1))
                if name is not None:
                    ctx.skin_refs.setdefault(name, []).append(Position(rel, number, m.start() + 1))
