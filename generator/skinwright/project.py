"""The project as its commands see it: one loader for build, lint, serve and render.

A project is its configuration (:mod:`.config`) plus what the configuration
points at: the token sources (a DTCG resolver, a token file or a folder of
them) and the component folders under ``styles/``. A component is its folder::

    styles/<name>/
    ├── spec.yaml        the component as data (required)
    ├── skin.scss        its skin (required)
    ├── examples/*.yaml  live examples for its docs page (optional)
    └── *.md             prose for its docs page (optional, see :attr:`ComponentFolder.prose`)

``styles/family/`` holds the partials and shared stylesheets every skin may
import. :func:`load_project` finds all of this without reading a file;
:meth:`Project.load_tokens` and :meth:`Project.load_specs` read and validate,
putting every problem in the caller's report. Reading goes through a
:class:`Reader` (the file system by default; tests may read a dict).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Mapping

from .config import Config
from .diagnostics import Diagnostic, Position, Report, SkinwrightError
from .policy import Policy
from .source import SUFFIXES, Document, load_document

if TYPE_CHECKING:
    from .components.spec import ComponentSpec

FAMILY = "family"
"""The folder under ``styles/`` that holds what the skins share; it is not a component."""


@dataclass
class Reader:
    """Reads project files as :class:`Document` (cached), relative to ``root``."""

    root: Path
    read_bytes: Callable[[Path], bytes] = field(default=lambda p: p.read_bytes())
    _docs: dict[str, Document] = field(default_factory=dict)

    def document(self, rel: str) -> Document:
        """Parse ``rel`` (YAML or JSON by extension).

        Raises:
            SkinwrightError: ``core/file-not-found``, ``core/outside-project`` (a file
                outside the project and the ``read-outside`` folders) or any loader diagnostic;
                with no diagnostic for a file not read before once a limit has stopped reading
                (:func:`~skinwright.limits.reading_stopped`).
        """
        doc = self._docs.get(rel)
        if doc is None or doc.released:  # a released document's tree is gone: read it again
            path = self.root / rel
            from .limits import outside, outside_hint, reading_stopped

            if doc is None and reading_stopped() is not None:  # a limit error stopped reading: said once, there
                raise SkinwrightError([])
            if outside(path):  # a $ref or resolver source that leads out of the project (../, /etc/…, a link)
                raise SkinwrightError([Diagnostic("core/outside-project", f"{rel} is outside the project",
                                                  Position(rel), hint=outside_hint())])
            try:
                if path.exists() and not path.is_file():  # a folder, a device, a pipe: never read those
                    what = "a folder" if path.is_dir() else "not a regular file"
                    raise SkinwrightError([Diagnostic("core/file-not-found", f"{rel} is {what}", Position(rel),
                                                      hint="point at a token file (.yaml, .yml or .json)")])
                data = self.read_bytes(path)
            except FileNotFoundError:
                raise SkinwrightError([Diagnostic("core/file-not-found", f"no such file: {rel}", Position(rel),
                                                  hint="check the path; paths are relative to the project folder")]) from None
            except OSError as exc:
                raise SkinwrightError([Diagnostic("core/file-not-found", f"cannot read {rel}: {exc.strerror or exc}",
                                                  Position(rel), hint="check the file's permissions")]) from None
            from .limits import source_read

            too_much = source_read(rel, len(data))
            if too_much is not None:  # each file may be under file-size and all of them far over what a run holds
                raise SkinwrightError([too_much])
            doc = load_document(rel, data)
            self._docs[rel] = doc
        return doc

    def text(self, rel: str) -> str:
        """The UTF-8 text of ``rel`` (undecodable bytes replaced).

        Raises:
            OSError: the file cannot be read (``FileNotFoundError`` for a folder too).
        """
        try:
            return self.read_bytes(self.root / rel).decode("utf-8", errors="replace")
        except IsADirectoryError:
            raise FileNotFoundError(rel) from None


@dataclass(frozen=True)
class ComponentFolder:
    """``styles/<name>/``: the files a component is made of, as project-relative paths.

    Attributes:
        name: the folder's name (the spec's ``name`` says the component's).
        folder: the folder, absolute.
        spec: ``styles/<name>/spec.yaml``.
        skin: ``styles/<name>/skin.scss``, or ``None`` when the folder has none.
        examples: ``styles/<name>/examples/*.yaml``, sorted by file name (the
            page's order: ``00-overview.yaml`` first).
        prose: ``styles/<name>/*.md``, sorted: hand-written sections for the
            component's generated docs page, after its opening example.
    """

    name: str
    folder: Path
    spec: str
    skin: str | None
    examples: tuple[str, ...] = ()
    prose: tuple[str, ...] = ()


@dataclass(frozen=True)
class Component:
    """One built component: its spec and its skin (with the CSS analysis)."""

    spec: "ComponentSpec"
    skin: object

    def analysis_inputs(self) -> dict:
        """The analysis rows the tables and metadata take."""
        a = self.skin.analysis
        return {"css_variables": a.variables, "keyframes_defined": a.keyframes_defined,
                "shared_keyframes": a.shared_keyframes}


def _folder_files(config: Config, folder: Path) -> list[Path]:
    """Every file under ``folder`` but hidden ones, the build's own output (out-dir may sit inside tokens/) and those
    ``exclude-files`` names."""
    outputs = [d.resolve() for d in (config.out_dir, config.docs_dir) if d is not None]
    excluded = config.exclusions.file
    return sorted(p for p in folder.rglob("*") if p.is_file()
                  and not any(part.startswith(".") for part in p.relative_to(folder).parts)
                  and not excluded(p.relative_to(folder).as_posix())
                  and not any(o == p.resolve() or o in p.resolve().parents for o in outputs))


def is_resolver_name(name: str) -> bool:
    """``x.resolver.json`` (or ``.yaml``, ``.yml``, ``.json5``): a resolver document by its name."""
    return any(name.endswith(".resolver" + s) for s in SUFFIXES)


def token_sources(config: Config) -> tuple[str, list[str] | None]:
    """(resolver path, None) or ("", token files) for the configured ``tokens`` path."""
    path = config.tokens
    if path is not None and path.is_dir():
        files = [p for p in _folder_files(config, path) if p.suffix in SUFFIXES and not is_resolver_name(p.name)]
        return "", [config.rel(p) for p in files]
    return config.rel(path), None


def unread_files(config: Config) -> list[Diagnostic]:
    """A note for each file in a tokens folder that is not read: no file is skipped in silence."""
    path = config.tokens
    if path is None or not path.is_dir():
        return []
    out = []
    for p in _folder_files(config, path):
        rel = config.rel(p)
        if is_resolver_name(p.name):
            why, hint = "a resolver document", "point tokens in pyproject.toml at it to use its sets and modes"
        elif p.suffix not in SUFFIXES:
            why, hint = "not a token file", f"token files end in {', '.join(SUFFIXES)}; rename it if it holds tokens"
        else:
            continue
        out.append(Diagnostic("core/orphan-file", f"{rel} is not read: {why}", Position(rel), "info", hint=hint))
    return out


def load_tokens(config: Config, reader: Reader, report: Report):
    """The project's :class:`~skinwright.tokens.TokenSet` (problems go to ``report``).

    Raises:
        SkinwrightError: the token sources cannot be loaded at all.
    """
    from .tokens import load_token_set

    resolver, files = token_sources(config)
    report.extend(unread_files(config))
    return load_token_set(resolver, reader.document, prefix=config.prefix, report=report, files=files,
                          exclude=config.exclusions.token if config.exclude else None)


def component_folders(config: Config) -> tuple[ComponentFolder, ...]:
    """Every ``styles/<name>/`` folder that holds a ``spec.yaml``, sorted by name."""
    styles = config.styles
    if styles is None or not styles.is_dir():
        return ()
    out = []
    for folder in sorted(p for p in styles.iterdir() if (p / "spec.yaml").is_file()):
        examples = folder / "examples"
        out.append(ComponentFolder(
            name=folder.name, folder=folder, spec=config.rel(folder / "spec.yaml"),
            skin=config.rel(folder / "skin.scss") if (folder / "skin.scss").is_file() else None,
            examples=tuple(config.rel(p) for p in sorted(examples.glob("*.yaml")) if p.is_file())
            if examples.is_dir() else (),
            prose=tuple(config.rel(p) for p in sorted(folder.glob("*.md")) if p.is_file())))
    return tuple(out)


@dataclass
class Project:
    """A loaded configuration and what it points at (see the module docstring).

    Attributes:
        config: the configuration.
        reader: how files are read (cached documents).
        policy: the configured rule severities and suppression comments.
    """

    config: Config
    reader: Reader
    policy: Policy

    @property
    def root(self) -> Path:
        return self.config.root

    @property
    def family_dir(self) -> Path | None:
        """``styles/family/``, or ``None`` when the project has none (then it has no skins to build)."""
        styles = self.config.styles
        folder = styles / FAMILY if styles is not None else None
        return folder if folder is not None and folder.is_dir() else None

    @cached_property
    def components(self) -> tuple[ComponentFolder, ...]:
        """The component folders (:func:`component_folders`)."""
        return component_folders(self.config)

    def token_sources(self) -> tuple[str, list[str] | None]:
        return token_sources(self.config)

    def load_tokens(self, report: Report):
        """The :class:`~skinwright.tokens.TokenSet`; see :func:`load_tokens`."""
        return load_tokens(self.config, self.reader, report)

    def missing_family(self) -> Diagnostic | None:
        """``core/file-not-found`` when there are components but no ``styles/family/`` for their shared parts."""
        if self.family_dir is not None or not self.components:
            return None
        first = self.components[0]
        family = f"{self.config.rel(self.config.styles)}/{FAMILY}/"
        return Diagnostic("core/file-not-found", f"no {family} folder: the components' skins share their partials "
                          "and motion stylesheets from there", Position(first.skin or first.spec),
                          hint=f"create {family} (an empty folder will do when the skins share nothing)")

    def missing_skin(self, component: ComponentFolder) -> Diagnostic | None:
        """``core/file-not-found`` when a component folder has a spec but no ``skin.scss``."""
        if component.skin is not None:
            return None
        return Diagnostic("core/file-not-found", f"component '{component.name}' has a spec.yaml but no skin.scss",
                          Position(component.spec), hint=f"add {component.spec.rsplit('/', 1)[0]}/skin.scss")

    def load_spec(self, component: ComponentFolder) -> "ComponentSpec":
        """The validated spec of one component folder.

        Raises:
            SkinwrightError: the spec's diagnostics (``spec/*``, loader errors).
        """
        from .components.spec import load_spec

        return load_spec(self.reader.document(component.spec), prefix=self.config.prefix)

    def load_specs(self, report: Report) -> dict[str, "ComponentSpec"]:
        """Every component's spec that loads, by the spec's name; the others' problems go to ``report``."""
        specs: dict[str, ComponentSpec] = {}
        for component in self.components:
            try:
                spec = self.load_spec(component)
            except SkinwrightError as exc:
                report.extend(exc.diagnostics)
                continue
            specs[spec.name] = spec
        return specs

    def load_examples(self, paths: tuple[str, ...], specs: Mapping, report: Report) -> list:
        """The live examples at ``paths`` (a component's ``examples/*.yaml``), in order.

        ``specs`` (every component by name) check the examples' items, with the
        item kinds of the project's plugins; problems go to ``report``. Build
        (for the docs) and lint (with a docs site, as build) both load them here.
        """
        from .docs.examples.model import load_example
        from .plugins import item_kinds

        def read_text(rel: str) -> str:
            try:
                return self.reader.read_bytes(self.root / rel).decode("utf-8")
            except IsADirectoryError:
                raise FileNotFoundError(rel) from None

        kinds = item_kinds(specs)
        examples = []
        for rel in paths:
            try:
                examples.append(load_example(self.reader.document(rel), specs, read_text, kinds=kinds))
                report.extend(examples[-1].warnings)
            except SkinwrightError as exc:
                report.extend(exc.diagnostics)
        return examples

    def configured(self, diagnostics: list[Diagnostic]) -> list[Diagnostic]:
        """``diagnostics`` with the configured severities and the reasoned suppression comments applied.

        One configuration for build and lint: a rule turned off, or a line with
        a reasoned ``skinwright-disable-next-line``, does not fail the build
        either. Unused suppressions are not reported here (lint does that).
        """
        def text(rel: str) -> str | None:
            try:
                return self.reader.text(rel)
            except OSError:
                return None

        return self.policy.apply(diagnostics, text)


def check_config_against(config: Config, ts) -> list[Diagnostic]:
    """Configuration that only the loaded tokens can check: the modifier and context names of ``modes``.

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
    return out


_XML_NAME_CHAR = re.compile(
    "[-.0-9A-Z_a-z\u00b7\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u037d\u037f-\u1fff\u200c\u200d\u203f\u2040"
    "\u2070-\u218f\u2c00-\u2fef\u3001-\ud7ff\uf900-\ufdcf\ufdf0-\ufffd\U00010000-\U000effff]+")
"""XML 1.0 ``NameChar`` without ``:``: what follows ``data-`` in a custom data attribute's name (HTML §3.2.6.6
"XML-compatible"; ``data-`` already starts the name with a ``NameStartChar``)."""


def unselectable_modifiers(config: Config, ts) -> list[Diagnostic]:
    """``core/modifier-name``: a modifier whose name cannot follow ``data-`` in an HTML attribute name.

    A context without a configured selector is selected by
    ``[data-<modifier>="<context>"]``. HTML's custom data attributes are
    ``data-`` and an XML-compatible name (HTML §3.2.6.6): a modifier called
    ``my theme`` or ``t"]{}`` gives a selector that is escaped, so safe, but
    that no element's attribute can ever match, and every context block of
    it is dead CSS. A warning at the modifier's name in the resolver (or the
    resolver file); none for a modifier whose every context has a selector in
    ``[tool.skinwright.modes]``. Context names are attribute values, which may
    be any text.
    """
    out: list[Diagnostic] = []
    resolver = ts.resolver
    doc = resolver.documents[0] if resolver.path is not None and resolver.documents else None
    for name, contexts in ts.modifiers.items():
        if not name or _XML_NAME_CHAR.fullmatch(name) or all(config.modes.get(name, {}).get(c) is not None for c in contexts):
            continue
        bad = next((c for c in name if not _XML_NAME_CHAR.fullmatch(c)), "")
        shown = "a space" if bad == " " else f"U+{ord(bad):04X}" if not bad.isprintable() or bad.isspace() \
            else f"'{bad}'"
        at = doc.locate(("modifiers", name), key=True) if doc is not None else Position(resolver.path)
        suggestion = "-".join(_XML_NAME_CHAR.findall(name)).strip("-.").lower() or "theme"
        out.append(Diagnostic(
            "core/modifier-name", f"modifier '{name}' cannot be an HTML attribute name after data- (it holds {shown}): "
            f"its selectors such as {config.context_css(name, contexts[0]).selector} match no element", at,
            "warning", hint=f"rename it to letters, digits, '-', '_' and '.' (e.g. '{suggestion}'), or give each "
                            f"context a selector in [tool.skinwright.modes.{json.dumps(name, ensure_ascii=False)}]"))
    return out


def load_project(config: Config, reader: Reader | None = None) -> Project:
    """The :class:`Project` of ``config``; reads nothing yet (``reader`` defaults to the file system)."""
    return Project(config, reader or Reader(config.root), Policy.from_table(config.lint))
