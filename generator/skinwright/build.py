"""The build: every stage in order, from the project's sources to output files in memory.

:func:`build` returns a :class:`BuildResult` whose ``files`` map paths
(relative to the project root) to their content; nothing is written here. The
CLI writes them only when no error was reported, so a failed build leaves the
last good output whole. Reading goes through a :class:`Reader` supplied by
the caller (the CLI reads the file system; tests may read a dict).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from .config import Config
from .diagnostics import Diagnostic, Position, Report, SkinwrightError
from .source import Document, load_document


@dataclass
class Reader:
    """Reads project files as :class:`Document` (cached), relative to ``root``."""

    root: Path
    read_bytes: Callable[[Path], bytes] = field(default=lambda p: p.read_bytes())
    _docs: dict[str, Document] = field(default_factory=dict)

    def document(self, rel: str) -> Document:
        """Parse ``rel`` (YAML or JSON by extension).

        Raises:
            SkinwrightError: ``core/file-not-found`` or any loader diagnostic.
        """
        doc = self._docs.get(rel)
        if doc is None:
            path = self.root / rel
            try:
                if path.exists() and not path.is_file():  # a folder, a device, a pipe: never read those
                    what = "a folder" if path.is_dir() else "not a regular file"
                    raise SkinwrightError([Diagnostic("core/file-not-found", f"{rel} is {what}", Position(rel),
                                                      hint="point at a token file (.yaml, .yml or .json)")])
                data = self.read_bytes(path)
            except FileNotFoundError:
                raise SkinwrightError([Diagnostic("core/file-not-found", f"no such file: {rel}", Position(rel))]) from None
            except OSError as exc:
                raise SkinwrightError([Diagnostic("core/file-not-found", f"cannot read {rel}: {exc.strerror or exc}",
                                                  Position(rel))]) from None
            doc = load_document(rel, data)
            self._docs[rel] = doc
        return doc


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


def check_config_against(config: Config, ts) -> list[Diagnostic]:
    """Configuration that only the loaded project can check: mode names, lint rules and options.

    Returns ``config/invalid`` diagnostics at the ``[tool.skinwright.modes…]``
    line that names the unknown modifier or context (the CLI exits 2 on them).
    """
    from .diagnostics import did_you_mean

    out: list[Diagnostic] = []
    for modifier, contexts in config.modes.items():
        known = ts.modifiers.get(modifier)
        if known is None:
            guess = did_you_mean(modifier, ts.modifiers)
            out.append(Diagnostic("config/invalid", f"[tool.skinwright.modes] names the modifier '{modifier}', "
                                  "which the resolver does not have", config.where("modes", modifier),
                                  hint=(f"did you mean '{guess}'? " if guess else "")
                                  + f"modifiers: {', '.join(ts.modifiers) or 'none'}"))
            continue
        for context in contexts:
            if context not in known:
                guess = did_you_mean(context, known)
                out.append(Diagnostic("config/invalid", f"modifier '{modifier}' has no context '{context}'",
                                      config.where("modes", modifier, context),
                                      hint=(f"did you mean '{guess}'? " if guess else "")
                                      + f"contexts: {', '.join(known)}"))
    if config.lint:  # the build applies lint severities to skin findings, so a bad table is an error here too
        from .lint.registry import registry
        from .lint.settings import resolve_settings

        try:
            resolve_settings(registry(), config.lint)
        except SkinwrightError as exc:
            out.extend(exc.diagnostics)
    return out


def token_sources(config: Config) -> tuple[str, list[str] | None]:
    """(resolver path, None) or ("", token files) for the configured ``tokens`` path."""
    path = config.tokens
    if path is not None and path.is_dir():
        # Never read the build's own output back as tokens (out-dir may sit inside tokens/).
        outputs = [d.resolve() for d in (config.out_dir, config.docs_dir) if d is not None]
        files = sorted(p for p in path.rglob("*") if p.suffix in (".yaml", ".yml", ".json") and
                       not p.name.endswith((".resolver.yaml", ".resolver.json")) and
                       not any(o == p.resolve() or o in p.resolve().parents for o in outputs))
        return "", [config.rel(p) for p in files]
    return config.rel(path), None


def load_tokens(config: Config, reader: Reader, report: Report):
    """The project's :class:`~skinwright.tokens.TokenSet` (problems go to ``report``)."""
    from .tokens import load_token_set

    resolver, files = token_sources(config)
    return load_token_set(resolver, reader.document, prefix=config.prefix, report=report, files=files)


def build(config: Config, reader: Reader | None = None) -> BuildResult:
    """Run every stage; return the output files and all diagnostics.

    Output paths: ``<out-dir>/css/tokens.css``, ``<out-dir>/css/family/*.css``,
    ``<out-dir>/css/<component>.css``, ``<out-dir>/tokens.json``, and the docs
    parts under ``<docs-dir>/``. Runs under the project's limits
    (``[tool.skinwright.limits]``).
    """
    from .limits import applied

    with applied(config.limits):
        return _build(config, reader)


def _build(config: Config, reader: Reader | None) -> BuildResult:
    reader = reader or Reader(config.root)
    report = Report()
    files: dict[str, str | bytes] = {}
    try:
        ts = load_tokens(config, reader, report)
    except SkinwrightError as exc:
        report.extend(exc.diagnostics)
        return BuildResult(files, report.items)
    report.extend(check_config_against(config, ts))
    if report.has_errors:
        return BuildResult(files, report.items, ts)
    from .tokens.emit_css import tokens_css
    from .tokens.emit_json import tokens_json

    out = config.rel(config.out_dir)
    source = config.rel(config.tokens) if config.tokens else "tokens"
    files[f"{out}/css/tokens.css"] = tokens_css(ts, config.context_css, source=source)
    if report.has_errors:  # a context's resolution can find problems the default did not
        return BuildResult({}, report.items, ts)
    files[f"{out}/tokens.json"] = tokens_json(ts)
    try:
        css, components = build_styles(config, reader, ts, report)
    except SkinwrightError as exc:
        report.extend(exc.diagnostics)
        return BuildResult({}, report.items, ts)
    for rel, text in css.items():
        files[f"{out}/css/{rel}"] = text
    if report.has_errors:
        return BuildResult({}, report.items, ts)
    files.update(component_files(config, ts, components))
    files.update(docs_parts(config, ts, files, components, reader=reader, report=report))
    if report.has_errors:  # an example that does not load
        return BuildResult({}, report.items, ts, components)
    return BuildResult(files, report.items, ts, components)


def component_dirs(config: Config) -> list[Path]:
    """``styles/<component>/`` folders that hold a ``spec.yaml``, sorted by name."""
    styles = config.styles
    if styles is None or not styles.is_dir():
        return []
    return sorted(p for p in styles.iterdir() if (p / "spec.yaml").is_file())


@dataclass(frozen=True)
class Component:
    """One built component: its spec and its skin (with the CSS analysis)."""

    spec: object
    skin: object

    def analysis_inputs(self) -> dict:
        """The analysis rows the tables and metadata take."""
        a = self.skin.analysis
        return {"css_variables": a.variables, "keyframes_defined": a.keyframes_defined,
                "shared_keyframes": a.shared_keyframes}


def missing_skin(config: Config, folder: Path) -> Diagnostic | None:
    """``core/file-not-found`` when a component folder has a spec but no ``skin.scss``."""
    if (folder / "skin.scss").is_file():
        return None
    return Diagnostic("core/file-not-found", f"component '{folder.name}' has a spec.yaml but no skin.scss",
                      Position(config.rel(folder / "spec.yaml")), hint=f"add {config.rel(folder / 'skin.scss')}")


def build_styles(config: Config, reader: Reader, ts, report: Report) -> tuple[dict[str, str], list[Component]]:
    """Family stylesheets and component skins: ``({path under css/: text}, components)``.

    Skin check findings go to ``report``; a spec that does not load or a skin
    that does not compile raises :class:`SkinwrightError`.
    """
    styles = config.styles
    family_dir = styles / "family" if styles is not None else None
    out: dict[str, str] = {}
    components: list[Component] = []
    if family_dir is None or not family_dir.is_dir():
        return out, components
    from .components.spec import load_spec
    from .skins.build import build_family, build_skin

    family = build_family(family_dir, ts.names, root=config.root)
    out.update(family)
    problems: list[Diagnostic] = []
    for folder in component_dirs(config):
        missing = missing_skin(config, folder)
        if missing is not None:
            problems.append(missing)
            continue
        try:
            spec = load_spec(reader.document(config.rel(folder / "spec.yaml")), prefix=config.prefix)
            skin = build_skin(folder, spec, ts.names, family_dir=family_dir, family_css=family,
                              root=config.root, prefix=config.prefix)
        except SkinwrightError as exc:  # keep going: report every component's problems at once
            problems.extend(exc.diagnostics)
            continue
        report.extend(_as_configured(config, reader, skin.diagnostics))
        out[skin.output] = skin.css
        components.append(Component(spec, skin))
    if problems:
        raise SkinwrightError(problems)
    return out, components


def _as_configured(config: Config, reader: Reader, diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    """Skin check findings with the project's lint severities and suppression comments applied.

    One configuration for build and lint: a rule turned off, or a line with a
    reasoned ``skinwright-disable-next-line``, does not fail the build either.
    """
    from .lint import suppress
    from .lint.registry import registry
    from .lint.settings import resolve_settings

    settings = resolve_settings(registry(), config.lint)
    configured = set(config.lint.get("rules") or {})
    kept = []
    for d in diagnostics:
        s = settings.get(d.code)
        if s is not None and s.severity == "off":
            continue
        kept.append(d.with_severity(s.diagnostic_severity) if s is not None and d.code in configured else d)
    sups = []
    for path in sorted({d.position.file for d in kept if d.position}):
        try:
            text = reader.read_bytes(config.root / path).decode("utf-8", errors="replace")
        except OSError:
            continue
        sups += suppress.comment_suppressions(path, text)[0]
    used = suppress.apply(kept, sups)
    return [d for d in used if d.code != "lint/suppression"]  # unused suppressions are lint's to report


def component_files(config: Config, ts, components: list[Component]) -> dict[str, str]:
    """Schemas, metadata (with the machine) and VS Code custom data under ``out-dir``."""
    from .components.meta import meta_files
    from .components.vscode import vscode_files
    from .schemas import schema_files

    out = config.rel(config.out_dir)
    files: dict[str, str] = {f"{out}/schema/{name}": text for name, text in schema_files().items()}
    for comp in components:
        for name, text in meta_files(comp.spec, **comp.analysis_inputs()).items():
            files[f"{out}/meta/{name}"] = text
    if components:
        tokens = [(ts.names[tid], tok.description or f"{ts.default.types.get(tid, 'design')} token {tid}")
                  for tid, tok in ts.tokens.items() if tid in ts.names]
        for name, text in vscode_files([c.spec for c in components], tokens, prefix=config.prefix).items():
            files[f"{out}/vscode/{name}"] = text
    return files


def docs_parts(config: Config, ts, files: dict[str, str | bytes],
               components: list[Component] = (), *, reader: Reader | None = None,
               report: Report | None = None) -> dict[str, str | bytes]:
    """The generated parts the docs site includes (under ``docs-dir``).

    Only for projects with a docs site (``config.docs_dir`` is set: a
    ``mkdocs.yml`` next to the configuration, or an explicit ``docs-dir``).

    The CSS the site links is copied from the build's own output, so the
    examples use exactly what product teams get. Live examples come from
    ``styles/<component>/examples/*.yaml``; their problems go to ``report``.
    """
    if config.docs_dir is None:
        return {}  # no docs site in this project: CSS and JSON only
    from .docs.cli_page import cli_reference
    from .docs.lint_pages import lint_pages
    from .docs.tokens_page import tokens_reference

    docs = config.rel(config.docs_dir)
    out_css = config.rel(config.out_dir) + "/css/"
    parts: dict[str, str | bytes] = {
        f"{docs}/parts/tokens/reference.html": tokens_reference(ts),
        f"{docs}/parts/cli.md": cli_reference(),
    }
    for rel, text in lint_pages("lint").items():
        if rel == "lint/index.md":
            parts[f"{docs}/parts/lint/index.md"] = text.replace("](", "](generated/lint/")
        else:
            parts[f"{docs}/{rel}"] = text
    from .components.tables import table_files
    from .docs.component_page import component_parts

    for comp in components:
        for rel, text in table_files(comp.spec, comp.analysis_inputs()["css_variables"],
                                     keyframes_defined=comp.skin.analysis.keyframes_defined,
                                     shared_keyframes=comp.skin.analysis.shared_keyframes).items():
            parts[f"{docs}/parts/components/{rel}"] = text
    reader = reader or Reader(config.root)
    report = report if report is not None else Report()
    specs = {comp.spec.name: comp.spec for comp in components}
    card_spec = specs.get("tool-call")  # example `card` items are tool-call cards, on every page
    for comp in components:
        examples = load_component_examples(config, reader, comp.spec.name, card_spec or comp.spec, report)
        for rel, text in component_parts(comp.spec, examples, related=specs).items():
            parts[f"{docs}/parts/components/{comp.spec.name}/{rel}"] = text
    out = config.rel(config.out_dir) + "/"
    for rel, content in files.items():
        if rel.startswith(out_css):
            parts[f"{docs}/css/{rel[len(out_css):]}"] = content
        elif rel.startswith(out + "meta/") or rel.startswith(out + "vscode/"):
            parts[f"{docs}/{rel[len(out):]}"] = content
    return parts


def load_component_examples(config: Config, reader: Reader, component: str, card_spec, report: Report) -> list:
    """The live examples of ``component`` (``styles/<component>/examples/*.yaml``, by file name).

    ``card_spec`` checks the examples' cards; problems go to ``report``.
    """
    from .docs.examples import load_example

    folder = config.styles / component / "examples" if config.styles is not None else None
    if folder is None or not folder.is_dir():
        return []

    def read_text(rel: str) -> str:
        try:
            return reader.read_bytes(config.root / rel).decode("utf-8")
        except IsADirectoryError:
            raise FileNotFoundError(rel) from None

    examples = []
    for path in sorted(folder.glob("*.yaml")):
        try:
            examples.append(load_example(reader.document(config.rel(path)), card_spec, read_text))
        except SkinwrightError as exc:
            report.extend(exc.diagnostics)
    return examples
