"""What the build writes about the public surface.

- ``<out-dir>/surface.json``: the record of this build (schema ``surface.schema.json``);
- with ``[tool.skinwright.surface] baseline``: ``<out-dir>/changes.json``, the
  changelog since that release (schema ``changes.schema.json``);
- with a docs site: ``<docs-dir>/parts/surface/changes.md``, the same
  changelog as Markdown for a page to include (it says why when there is no
  baseline, so the include always resolves).

A baseline that cannot be read is a ``surface/baseline`` warning, not a
failed build: the build writes everything else and the page says why the
changelog is missing (a source archive without git history, no network for
an npm version).
"""

from __future__ import annotations

from typing import Mapping

from ..diagnostics import Diagnostic, SkinwrightError
from .changelog import changes_json, changes_markdown, md
from .diff import diff_surfaces
from .record import surface_from_build, surface_json

DOCS_PART = "parts/surface/changes.md"


def docs_part(lang: str) -> str:
    """The changelog part of a translation of the docs site: ``parts/zh/surface/changes.md``."""
    return f"parts/{lang}/surface/changes.md"


def surface_outputs(config, tokens, components, stylesheets: Mapping[str, str], *,
                    build=None) -> tuple[dict[str, str], list[Diagnostic]]:
    """``({project path: text}, diagnostics)`` for the build.

    ``components`` are the build's :class:`~skinwright.build.Component`
    values; ``stylesheets`` the compiled CSS by path under ``out-dir``
    (``css/tool-call.css``, ``css/family/motion.css``); ``build`` the build
    function, for a baseline that is a git revision or a project folder.
    """
    from ..components.meta import component_meta

    out = config.rel(config.out_dir)
    metas = [component_meta(c.spec, **c.analysis_inputs()) for c in components]
    # without a baseline to compare, the record is only written: entry by entry, never held
    record = surface_from_build(config, tokens, metas, stylesheets, stream=config.baseline is None)
    files = {f"{out}/surface.json": surface_json(record)}
    notes: list[Diagnostic] = []
    from ..docs.translations import site_languages
    from ..docs.words import word

    languages = ("en", *site_languages(config.root)) if config.docs_dir is not None else ("en",)
    if config.baseline is None:
        markdown = {lang: word(lang, "changelog.no_baseline") + "\n" for lang in languages}
    else:
        from .baseline import load_baseline

        try:
            base = load_baseline(config.baseline, config, build=build, cwd=config.root)
        except SkinwrightError as exc:
            why = exc.diagnostics[0]
            notes.append(Diagnostic(why.code, f"no changelog of the public surface: {why.message}",
                                    config.where("surface", "baseline"), "warning", hint=why.hint))
            markdown = {lang: word(lang, "changelog.failed").format(why=md(why.message.rstrip("."))) + "\n"
                        for lang in languages}
        else:
            changes = diff_surfaces(base.surface, record)
            files[f"{out}/changes.json"] = changes_json(changes, base.label)
            markdown = {lang: changes_markdown(changes, base.label, locale=lang) for lang in languages}
    if config.docs_dir is not None:
        docs = config.rel(config.docs_dir)
        for lang, text in markdown.items():  # each translation's part beside the others: parts/<lang>/surface/…
            files[f"{docs}/{DOCS_PART if lang == 'en' else docs_part(lang)}"] = text
    return files, notes
