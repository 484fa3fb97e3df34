"""The build: every stage in order, from the project's sources to output files in memory.

:func:`build` returns a :class:`BuildResult` whose ``files`` map paths
(relative to the project root) to their content; nothing is written here. The
CLI writes them only when no error was reported, so a failed build leaves the
last good output whole. Reading goes through a :class:`Reader` supplied by
the caller (the CLI reads the file system; tests may read a dict).
"""

from __future__ import annotations

import json
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

from .config import Config, PackageSettings, default_package
from .diagnostics import Diagnostic, Report, SkinwrightError
from .project import Component, Project, Reader, check_config_against, load_project, unselectable_modifiers


@dataclass
class BuildResult:
    """Everything a build produced: output files and diagnostics (warnings and errors)."""

    files: dict[str, str | bytes]
    diagnostics: list[Diagnostic]
    token_set: object | None = None
    components: list = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not any(d.severity == "error" for d in self.diagnostics)


def output_folders(config: Config) -> tuple[str, ...]:
    """The folders the build writes into, relative to the root: ``out-dir``, and ``docs-dir`` with a docs site.

    Each gets a manifest of what the build wrote there (:func:`skinwright.output.plan_outputs`).
    """
    folders = [config.rel(config.out_dir)]
    if config.docs_dir is not None:
        folders.append(config.rel(config.docs_dir))
    return tuple(folders)


def build(config: Config, reader: Reader | None = None, *,
          reference: Mapping[str, str | bytes] | None = None,
          stylesheets_for: Collection[str] | None = None, surface_only: bool = False) -> BuildResult:
    """Run every stage; return the output files and all diagnostics.

    Output paths: ``<out-dir>/css/tokens.css``, ``<out-dir>/css/family/*.css``,
    ``<out-dir>/css/<component>.css``, ``<out-dir>/tokens.json``,
    ``<out-dir>/surface.json`` (and ``changes.json`` with a configured
    baseline), and the docs parts under ``<docs-dir>/``. Runs under the
    project's limits (``[tool.skinwright.limits]``).

    ``reference`` holds pages the caller adds to the docs parts, by path under
    ``docs-dir`` (the CLI hands in its own reference and the lint rules' pages,
    so the build depends on neither).

    ``stylesheets_for`` builds only what a page of those components needs:
    ``tokens.css``, the family sheets and their skins (``render`` asks for the
    card components); no ``tokens.json``, metadata or docs parts, and the
    other components are not compiled.

    ``surface_only`` builds only ``<out-dir>/surface.json`` (the skins are
    compiled and analysed for it): the record of an earlier release that
    ``lint --against`` compares with, without the token stylesheet, metadata,
    package and docs it does not read.
    """
    from .limits import applied

    with applied(config.limits, config.root):
        return _build(config, reader, reference, stylesheets_for, surface_only)


def _build(config: Config, reader: Reader | None, reference: Mapping[str, str | bytes] | None,
           stylesheets_for: Collection[str] | None, surface_only: bool = False) -> BuildResult:
    project = load_project(config, reader)
    report = Report()
    files: dict[str, str | bytes] = {}
    try:
        ts = project.load_tokens(report)
    except SkinwrightError as exc:
        report.extend(exc.diagnostics)
        return BuildResult(files, report.items)
    # The token stages' findings (YAML 1.1 traps, set overlaps, legacy forms) take the configured severity, as
    # in lint; their errors are faults the build cannot go on from, which no configuration turns down.
    report.items[:] = [d for d in report.items if d.severity == "error"] + \
        project.configured([d for d in report.items if d.severity != "error"])
    report.extend(check_config_against(config, ts))
    report.extend(project.configured(unselectable_modifiers(config, ts)))
    if report.has_errors:
        return BuildResult(files, report.items, ts)
    if surface_only:
        return _surface_only(project, ts, report)
    ts.release_documents()
    from .tokens.emit_css import tokens_css
    from .tokens.emit_json import tokens_json

    out = config.rel(config.out_dir)
    source = config.rel(config.tokens) if config.tokens else "tokens"
    files[f"{out}/css/tokens.css"] = tokens_css(ts, config.context_css, source=source)
    if report.has_errors:  # a context's resolution can find problems the default did not
        return BuildResult({}, report.items, ts)
    if stylesheets_for is None:
        files[f"{out}/tokens.json"] = tokens_json(ts)
        if config.docs_dir is None:  # nothing after this reads a mode context's resolution: ~130 MiB at 500k
            ts.release_contexts()
    try:
        css, components = build_styles(project, ts, report, only=stylesheets_for)
    except SkinwrightError as exc:
        report.extend(exc.diagnostics)
        return BuildResult({}, report.items, ts)
    for rel, text in css.items():
        files[f"{out}/css/{rel}"] = text
    if report.has_errors:
        return BuildResult({}, report.items, ts)
    if stylesheets_for is not None:
        return BuildResult(files, report.items, ts, components)
    files.update(component_files(config, ts, components))
    from .surface.outputs import surface_outputs

    surface, notes = surface_outputs(config, ts, components, {f"css/{rel}": text for rel, text in css.items()},
                                     build=build)
    files.update(surface)
    report.extend(notes)
    files.update(package(config, [c.spec for c in components], files))
    files.update(docs_parts(project, ts, files, components, report=report, reference=reference))
    if report.has_errors:  # an example that does not load
        return BuildResult({}, report.items, ts, components)
    return BuildResult(files, report.items, ts, components)


def _surface_only(project: Project, ts, report: Report) -> BuildResult:
    from .surface.outputs import surface_outputs

    try:
        css, components = build_styles(project, ts, report)
    except SkinwrightError as exc:
        report.extend(exc.diagnostics)
        return BuildResult({}, report.items, ts)
    if report.has_errors:
        return BuildResult({}, report.items, ts, components)
    config = replace(project.config, docs_dir=None, baseline=None)
    files, _ = surface_outputs(config, ts, components, {f"css/{rel}": text for rel, text in css.items()})
    return BuildResult(files, report.items, ts, components)


def build_styles(project: Project, ts, report: Report,
                 only: Collection[str] | None = None) -> tuple[dict[str, str], list[Component]]:
    """Family stylesheets and component skins: ``({path under css/: text}, components)``;
    with ``only``, just the skins of those components, compiled but not analysed
    or checked (a page that inlines them needs no more; ``lint`` checks them).

    Skin check findings go to ``report`` (with the project's policy applied);
    a spec that does not load or a skin that does not compile raises
    :class:`SkinwrightError`.
    """
    config = project.config
    family_dir = project.family_dir
    out: dict[str, str] = {}
    components: list[Component] = []
    if family_dir is None:
        missing = project.missing_family()
        if missing is not None:
            raise SkinwrightError([missing])
        return out, components
    from .skins.build import build_family, build_skin

    family = build_family(family_dir, ts.names, root=config.root, namespace=config.names)
    out.update(family)
    problems: list[Diagnostic] = []
    for folder in project.components:
        if only is not None and folder.name not in only:
            continue
        missing = project.missing_skin(folder)
        if missing is not None:
            problems.append(missing)
            continue
        try:
            spec = project.load_spec(folder)
            skin = build_skin(folder.folder, spec, ts.names, family_dir=family_dir, family_css=family,
                              root=config.root, namespace=config.names, analyse=only is None)
        except SkinwrightError as exc:  # keep going: report every component's problems at once
            problems.extend(exc.diagnostics)
            continue
        report.extend(project.configured(skin.diagnostics))
        out[skin.output] = skin.css
        components.append(Component(spec, skin))
    if problems:
        raise SkinwrightError(problems)
    return out, components
def component_files(config: Config, ts, components: list[Component]) -> dict[str, str]:
    """Schemas, metadata (with the machine), the JavaScript modules and VS Code custom data under ``out-dir``.

    A component's element hooks and any more modules come from its plugin (:func:`skinwright.plugins.element_hooks`,
    ``Plugin.modules``).
    """
    from .components.meta import meta_files
    from .components.vscode import vscode_files
    from .schemas import schema_files

    out = config.rel(config.out_dir)
    files: dict[str, str] = {f"{out}/schema/{name}": config.names.localize(text) for name, text in schema_files().items()}
    if components:
        from .docs.examples.model import example_schema
        from .plugins import item_kinds

        specs = {c.spec.name: c.spec for c in components}
        files[f"{out}/schema/example.schema.json"] = json.dumps(example_schema(specs, item_kinds(specs), values=True),
                                                               ensure_ascii=False, indent=2) + "\n"
    for comp in components:
        for name, text in meta_files(comp.spec, **comp.analysis_inputs()).items():
            files[f"{out}/meta/{name}"] = text
    from .elements import js_files
    from .plugins import active, element_hooks

    plugins = active([c.spec.name for c in components])
    hooks = {name: text for name, plugin in plugins.items() if (text := element_hooks(plugin)) is not None}
    modules = {c.spec.name: dict(plugins[c.spec.name].modules(c.spec)) for c in components
               if c.spec.name in plugins and plugins[c.spec.name].modules}
    for name, text in js_files([c.spec for c in components], hooks, modules).items():
        files[f"{out}/js/{name}"] = text
    if components:
        tokens = [(ts.names[tid], tok.description or f"{ts.default.types.get(tid, 'design')} token {tid}")
                  for tid, tok in ts.tokens.items() if tid in ts.names]
        from .elements.package import html_tags

        package = package_settings(config).name
        tags = html_tags([c.spec for c in components], package)
        for name, text in vscode_files([c.spec for c in components], tokens, prefix=config.prefix, tags=tags).items():
            files[f"{out}/vscode/{name}"] = text
    return files


def package_settings(config: Config) -> PackageSettings:
    """The npm package ``out-dir`` is: ``[tool.skinwright.package]``, else ``<prefix>-components`` 0.0.0."""
    return config.package or default_package(config.prefix)


def package(config: Config, specs: list, files: Mapping[str, str | bytes]) -> dict[str, str]:
    """``package.json``, ``README.md`` and ``js/index.*`` that make ``out-dir`` an npm package."""
    from .elements.package import package_files

    out = config.rel(config.out_dir) + "/"
    inside = {rel[len(out):]: text for rel, text in files.items() if rel.startswith(out)}
    settings = package_settings(config)
    return {out + rel: text for rel, text in package_files(settings, specs, inside, config.prefix).items()}


def docs_parts(project: Project, ts, files: dict[str, str | bytes],
               components: list[Component] = (), *, report: Report | None = None,
               reference: Mapping[str, str | bytes] | None = None) -> dict[str, str | bytes]:
    """The generated parts the docs site includes (under ``docs-dir``).

    Only for projects with a docs site (``config.docs_dir`` is set: a
    ``mkdocs.yml`` next to the configuration, or an explicit ``docs-dir``).

    The CSS the site links is copied from the build's own output, so the
    examples use exactly what product teams get. Live examples come from
    ``styles/<component>/examples/*.yaml``; their problems go to ``report``.
    ``reference`` (path under ``docs-dir`` → text) is added as given. The page
    script and the site's own style sheet go to ``<docs-dir>/assets/``, the
    build's ES modules to ``<docs-dir>/js/`` (the live examples are the custom
    elements); the docs chrome's names follow the project's prefix
    (:meth:`Namespace.chrome`).
    """
    config = project.config
    if config.docs_dir is None:
        return {}  # no docs site in this project: CSS and JSON only
    from .docs.tokens_page import tokens_references

    docs = config.rel(config.docs_dir)
    out_css = config.rel(config.out_dir) + "/css/"
    names = config.names
    package_name = package_settings(config).name
    report = report if report is not None else Report()
    languages = translation_languages(project, report)
    from .docs.tokens_page import missing_token_texts
    resolver = project.reader.document(ts.resolver.path) if ts is not None and ts.resolver.path else None
    report.extend(missing_token_texts(ts, languages, resolver))
    # The token reference per language: parts/tokens/reference.html, parts/tokens/<lang>/reference.html.
    parts: dict[str, str | bytes] = {
        f"{docs}/parts/tokens/{'' if lang == 'en' else lang + '/'}reference.html": names.chrome(html)
        for lang, html in tokens_references(ts, ("en", *languages), resolver.data if resolver else None,
                                            keep=linked_tokens(ts, components)).items()}
    parts.update({f"{docs}/assets/{name}": text for name, text in docs_assets(names).items()})
    parts.update({f"{docs}/{rel}": text for rel, text in (reference or {}).items()})
    from .components.tables import table_files, tables
    from .docs.component_page import component_page, component_parts
    from .docs.translations import document_prose_warnings, example_in

    specs = {comp.spec.name: comp.spec for comp in components}
    folders = {folder.spec: folder for folder in project.components}
    density_scopes = None
    if ts is not None and "density" in ts.modifiers and f"{out_css}tokens.css" in files:
        from .docs.examples.code import mode_sensitive_scopes
        contexts = ts.modifiers["density"]
        density_scopes = mode_sensitive_scopes(
            str(files[f"{out_css}tokens.css"]),
            {comp.spec.name: comp.skin.css for comp in components},
            [config.context_css("density", c).selector for c in contexts[1:]])
    defaults = default_drawers(project, ts, components, languages)
    for comp in components:
        report.extend(document_prose_warnings(comp.spec.document, "spec", languages))
        folder = folders[comp.spec.path]
        analysis = comp.analysis_inputs()
        base = f"{docs}/parts/components/{comp.spec.name}"
        for rel, text in table_files(comp.spec, analysis["css_variables"],
                                     keyframes_defined=analysis["keyframes_defined"],
                                     shared_keyframes=analysis["shared_keyframes"],
                                     drawn={"css-variables": {"default_sources": defaults(comp.spec.name)}}
                                     ).items():
            parts[f"{docs}/parts/components/{rel}"] = names.chrome(text)  # the Default cells' classes
        examples = project.load_examples(folder.examples, specs, report)
        for rel in folder.examples if languages else ():  # an example that does not load is reported above
            try:
                report.extend(document_prose_warnings(project.reader.document(rel), "example", languages))
            except SkinwrightError:
                continue
        page_parts = {rel: names.chrome(text) for rel, text in component_parts(
            comp.spec, examples, specs=specs, namespace=names, package=package_name,
            density_scopes=density_scopes).items()}
        for rel, text in page_parts.items():
            # The examples' code is published (the page fetches it); the other parts are included.
            parts[f"{docs}/{rel}".replace("/code/", f"/code/{comp.spec.name}/", 1) if rel.startswith("code/")
                  else f"{base}/{rel}"] = text
        # Each translation's pages include the parts in their language (<base>/<lang>/), as they
        # include the tables' (tables/<lang>/); the code panels share the default language's code.
        for lang in languages:
            translated = component_parts(comp.spec, [example_in(e, lang) for e in examples], specs=specs,
                                         namespace=names, package=package_name, density_scopes=density_scopes,
                                         locale=lang)
            for rel, text in translated.items():
                if not rel.startswith("code/"):
                    parts[f"{base}/{lang}/{rel}"] = names.chrome(text)
                elif rel.startswith("code/phases."):  # the demos' phases, in that language
                    parts[f"{docs}/{rel}".replace("/code/", f"/code/{comp.spec.name}/", 1)] = names.chrome(text)
        filled = [t.id for t in tables(comp.spec, analysis["css_variables"],
                                       keyframes_defined=analysis["keyframes_defined"],
                                       shared_keyframes=analysis["shared_keyframes"]).values() if t.rows]
        prose = [project.reader.text(rel) for rel in folder.prose]
        parts[f"{docs}/components/{comp.spec.name}.md"] = names.chrome(component_page(
            comp.spec, page_parts, {tid: parts[f"{base}/tables/{tid}.md"] for tid in filled}, prose))
    out = config.rel(config.out_dir) + "/"
    css = []
    for rel, content in files.items():
        if rel.startswith(out_css):
            css.append(rel[len(out_css):])
            parts[f"{docs}/css/{css[-1]}"] = content
        elif rel.startswith((out + "meta/", out + "vscode/")) or (rel.startswith(out + "js/") and rel.endswith(".js")):
            # js/: the live examples run on the elements product teams install
            parts[f"{docs}/{rel[len(out):]}"] = content
    parts[f"{docs}/css/all.css"] = all_css(css)
    return parts


def all_css(stylesheets: list[str]) -> str:
    """One style sheet that imports every one the build wrote (tokens, family, components), for a site that links one.

    A component added later is on every page without an edit to ``mkdocs.yml``.
    """
    from .css_text import string

    order = sorted(stylesheets, key=lambda rel: (rel != "tokens.css", not rel.startswith("family/"), rel))
    return "/* Generated by skinwright: every style sheet of the build. */\n" + \
        "".join(f"@import url({string(rel)});\n" for rel in order)


def docs_assets(names) -> dict[str, str]:
    """The docs site's page script and style sheet (``<docs-dir>/assets/``), in the project's names.

    They are written with skinwright's default names and rendered with the
    project's (:meth:`~skinwright.namespace.Namespace.localize`).
    """
    from importlib import resources

    folder = resources.files("skinwright.docs").joinpath("assets")
    return {entry.name: names.localize(entry.read_text(encoding="utf-8"))
            for entry in sorted(folder.iterdir(), key=lambda e: e.name) if entry.name.endswith((".js", ".css"))}


def linked_defaults(components) -> set[str]:
    """The defaults the components' CSS variables tables show (custom property names or literal CSS), and what
    the private helpers among them hold: the tokens among these link to their rows on the tokens page."""
    helpers = {c.spec.name: c.skin.analysis.helper_defaults for c in components}
    wanted = {s for c in components for v in c.analysis_inputs()["css_variables"] for s in v.default_sources}
    return wanted | {helpers[c.spec.name].get(s, s) for c in components for s in wanted}


def linked_tokens(ts, components) -> set[str]:
    """Ids of the tokens the components' pages link to (:func:`linked_defaults`): the token reference lists them
    whatever its ``docs-tokens`` limit, so no link of a component page lands on a missing row."""
    if ts is None:
        return set()
    wanted = linked_defaults(components)
    return {tid for tid, name in ts.names.items() if name in wanted}


def default_drawers(project: Project, ts, components, languages: tuple[str, ...]):
    """``component → (row, locale) → Markdown``: the Default cells of its CSS variables table, each token
    default linked to the tokens page and resolved per mode (:mod:`skinwright.docs.defaults`).

    Reads the hand-written pages of each language to find the tokens page and
    the page that shows each component's table.
    """
    from .docs.defaults import default_cell, page_links, resolved_defaults
    from .docs.tokens_page import context_labels
    from .docs.words import word

    config = project.config
    gen = Path(config.rel(config.docs_dir))
    root = gen.parent  # the site's docs folder holds the generated one
    names = [c.spec.name for c in components]
    links: dict[str, dict[str, str | None]] = {}
    for lang in ("en", *languages):
        where = config.root / root / ("" if lang == "en" else lang)
        skip = (gen.name + "/", *(f"{other}/" for other in languages), "overrides/")
        pages = {}
        if where.is_dir():
            for path in sorted(where.rglob("*.md")):
                rel = path.relative_to(where).as_posix()
                if lang != "en" or not rel.startswith(skip):
                    try:
                        pages[rel] = path.read_text(encoding="utf-8", errors="replace")
                    except OSError:  # a broken link or an unreadable page: it links nothing
                        continue
        sub = "" if lang == "en" else f"{lang}/"
        links[lang] = page_links(pages, (f"{gen.name}/parts/tokens/{sub}reference.html",
                                         f"{gen.name}/parts/tokens/reference.html"),
                                 lambda c, sub=sub: f"{gen.name}/parts/components/{c}/tables/{sub}css-variables.md",
                                 lambda c: f"{gen.name}/components/{c}.md", names)
    helpers = {c.spec.name: c.skin.analysis.helper_defaults for c in components}
    resolved = resolved_defaults(ts, linked_defaults(components)) if ts is not None else {}

    resolver = project.reader.document(ts.resolver.path).data if ts is not None and ts.resolver.path else None
    labels = {lang: context_labels(resolver, lang) for lang in ("en", *languages)}

    def drawer(component: str):
        return lambda row, locale: default_cell(row["default_sources"], resolved,
                                                links.get(locale, links["en"]).get(component),
                                                word(locale, "private_default"), helpers[component],
                                                word(locale, "private_via"), labels.get(locale, {}))
    return drawer


def translation_languages(project: Project, report: Report) -> tuple[str, ...]:
    """The languages the docs site is translated into (one ``mkdocs.<lang>.yml`` each); a warning in
    ``report`` for each page of the default language a translation lacks (``docs/missing-translation``)
    and for each script the MkDocs configurations list that skinwright no longer writes
    (``docs/removed-asset``)."""
    from .docs.translations import missing_pages, missing_words, site_languages

    from .docs.site_config import removed_assets

    config = project.config
    languages = site_languages(config.root)
    report.extend(missing_words(languages))
    report.extend(removed_assets(config.root))
    docs = Path(config.rel(config.docs_dir)).parent  # the site's docs folder holds the generated one
    if not languages or not (config.root / docs).is_dir():
        return languages
    skip = {config.rel(config.docs_dir), *(f"{docs}/{lang}" for lang in languages), f"{docs}/overrides"}

    def pages(folder: str) -> list[str]:
        found = sorted((config.root / folder).rglob("*.md"))
        rels = [p.relative_to(config.root).as_posix() for p in found]
        return [r[len(folder) + 1:] for r in rels if not any(r.startswith(s + "/") for s in skip - {folder})]

    report.extend(missing_pages(pages(str(docs)), {lang: pages(f"{docs}/{lang}") for lang in languages},
                                docs=str(docs)))
    return languages

