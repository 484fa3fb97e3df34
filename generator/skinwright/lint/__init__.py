"""``skinwright lint``: the build's loaders and analysis, every diagnostic collected, rules applied.

:func:`lint` loads tokens (every context combination), component specs and
skins exactly as the build does, keeps every diagnostic instead of stopping
at the first error, runs the lint-only rules of the registry, then applies
the project's severities and inline suppressions.
"""

from __future__ import annotations

import posixpath
from dataclasses import dataclass
from pathlib import Path

from .. import policy as suppress
from ..config import Config
from ..diagnostics import Diagnostic, Position, Report, SkinwrightError
from ..limits import reading_stopped, stopped_by
from ..project import Reader, check_config_against, is_resolver_name, load_project, unselectable_modifiers
from ..source import SUFFIXES
from ..tokens import LOAD_FAILURES, TokenSet, quiet_knock_on
from ..tokens.resolver import is_resolver
from .context import LintContext
from .registry import registry
from .settings import RuleSettings, resolve_settings


@dataclass
class LintResult:
    """Sorted diagnostics with their final severities, and the settings used.

    ``tokens`` is the project's token set when it loaded without an error
    (``None`` otherwise): ``lint --fix`` builds ``tokens.css`` from it to
    check that its fixes change nothing, without loading the sources again.
    """

    diagnostics: list[Diagnostic]
    settings: dict[str, RuleSettings]
    tokens: "TokenSet | None" = None

    @property
    def errors(self) -> int:
        return sum(d.severity == "error" for d in self.diagnostics)

    @property
    def warnings(self) -> int:
        return sum(d.severity == "warning" for d in self.diagnostics)


def lint(config: Config, reader: Reader | None = None, paths: list[str] | None = None,
         against=None) -> LintResult:
    """Lint the project; keep only diagnostics in ``paths`` (project-relative) when given.

    Runs under the project's limits (``[tool.skinwright.limits]``).

    ``against`` is a :class:`~skinwright.surface.baseline.Baseline`: every
    change of the public surface since it is reported too (``surface/*``),
    once the project loads without errors (a half-loaded project would look
    like it removed everything).

    Raises:
        SkinwrightError: ``config/invalid`` for a bad ``[tool.skinwright.lint]`` table.
    """
    from ..limits import applied

    with applied(config.limits, config.root):
        return _lint(config, reader, paths, against)


def _lint(config: Config, reader: Reader | None, paths: list[str] | None, against) -> LintResult:
    rules = registry()
    settings = resolve_settings(rules, config.lint, config.where)
    project = load_project(config, reader)
    reader = project.reader
    report = Report()
    ctx = LintContext(config)
    try:
        ctx.tokens = project.load_tokens(report)
    except SkinwrightError as exc:
        report.extend(exc.diagnostics)
    loaded = ctx.tokens if not report.has_errors else None
    if ctx.tokens is not None:  # modes naming what the resolver lacks: build stops on these too
        report.extend(check_config_against(config, ctx.tokens))
        report.extend(unselectable_modifiers(config, ctx.tokens))
    failed = {d.position.file for d in report.items if d.code in LOAD_FAILURES and d.position}
    unread = _unread(report)  # a source that did not load, or a limit that stopped reading
    if ctx.tokens is not None and not failed:
        # Problems that only one context has. Not while a source failed to load:
        # its tokens look undefined everywhere, and the other contexts would only
        # repeat that (the default resolution's note says so once).
        for inputs in ctx.tokens.combinations():
            ctx.tokens.resolve(inputs)
    from .components import load_components

    load_components(project, ctx, report, skins=unread is None)
    if config.docs_dir is not None:  # the build checks the live examples for the docs; so does lint then
        specs = {name: comp.spec for name, comp in ctx.components.items()}
        folders = {folder.spec: folder for folder in project.components}
        for comp in ctx.components.values():
            project.load_examples(folders[comp.spec.path].examples, specs, report)
    if reading_stopped() is None:  # files past a limit were never looked at: not orphans
        report.extend(_orphans_and_strays(config, reader, ctx, paths or [], failed))
    compare = not report.has_errors  # the surface is compared only when the project loads
    if ctx.tokens is not None:  # the rules read tokens, not the token files' trees (see TokenSet.release_documents)
        ctx.tokens.release_documents()
    kept_at_most = config.limits.lint_findings
    for rid, rule in rules.items():
        if rule.check is None or settings[rid].severity == "off":
            continue
        if rule.group in ("core", "a11y") and ctx.tokens is None or rule.whole_input and unread is not None:
            continue
        sev = settings[rid].diagnostic_severity
        for d in rule.check(ctx, settings[rid].options):
            if len(report.items) >= kept_at_most:
                report.add(_too_many_findings(config, kept_at_most, rid))
                break
            report.add(d.with_severity(sev) if d.severity != "info" else d)
        else:
            continue
        break
    if unread is not None:
        report.add(_waiting(rules, settings, unread))
    if against is not None:  # after the rules: the places they found are reused
        report.extend(_surface(config, reader, ctx, compare, against))
    quiet_knock_on(report)  # the rules resolve other contexts too
    configured = set((config.lint.get("rules") or {}))
    kept: list[Diagnostic] = []
    for d in report.items:
        s = settings.get(d.code)
        if s is not None:
            if s.severity == "off":
                continue
            if d.code in configured:
                d = d.with_severity(s.diagnostic_severity)
        kept.append(d)
    sups, problems = [], []
    if ctx.tokens is not None:
        sups, problems = suppress.token_suppressions(ctx.tokens)
    for path, text in _text_sources(config, reader):
        s, p = suppress.comment_suppressions(path, text)
        sups += s
        problems += p
    kept = suppress.apply(kept, sups) + problems
    if paths:
        prefixes = [p.rstrip("/") for p in paths]
        kept = [d for d in kept if d.position and any(
            d.position.file == p or d.position.file.startswith(p + "/") for p in prefixes)]
    unique = {(d.code, d.position, d.message): d for d in kept}
    return LintResult(sorted(unique.values(), key=Diagnostic.sort_key), settings, loaded)


def _unread(report: Report) -> Diagnostic | None:
    """The error that left input unread: the limit that stopped reading, else the first source that did not load."""
    stopped = reading_stopped()
    if stopped is not None:
        return stopped
    return next((d for d in report.items if d.code in LOAD_FAILURES and d.severity == "error"), None)


def _waiting(rules: dict, settings: dict[str, RuleSettings], unread: Diagnostic) -> Diagnostic:
    """``lint/partial-input``: the checks that wait because not every source was read (see :attr:`Rule.whole_input`).

    They would report what they were never shown: a token as unused when the
    file that aliases it did not load, a colour as missing from dark mode
    when the dark file was never read.
    """
    stopped = unread is reading_stopped()
    waiting = [rid for rid, rule in rules.items() if rule.whole_input and settings[rid].severity != "off"]
    waiting += ["core/orphan-file", "the components"] if stopped else ["the skins"]
    why = f"reading stopped at the {stopped_by()} limit" if stopped else \
        f"{unread.position.file if unread.position else 'a source'} did not load"
    return Diagnostic("lint/partial-input", f"not every source was read ({why}): {', '.join(waiting[:-1])} and "
                      f"{waiting[-1]} wait until it is", unread.position, "info",
                      hint="fix the error here; lint checks the whole project again then")


def _too_many_findings(config: Config, limit: int, rule: str) -> Diagnostic:
    """``lint/too-many-findings``: the run kept ``limit`` findings and stopped in ``rule`` (the ``lint-findings`` limit).

    Each finding is kept with its place until the reports are sorted and
    written (about 0.3 KiB, and as much again in a SARIF or JSON report), so
    a set whose every token is a finding could otherwise take its memory
    from the run's bound.
    """
    return Diagnostic("lint/too-many-findings", f"lint stopped after {limit:,} findings (the lint-findings limit), in "
                      f"rule {rule}: its other findings and the rules after it are not reported",
                      config.where("limits", "lint-findings"), "error",
                      hint=f"fix what is reported, or turn a rule that floods down in [tool.skinwright.lint.rules] "
                           f"(\"{rule}\" = \"off\"), or raise lint-findings in [tool.skinwright.limits]")


def _surface(config: Config, reader: Reader, ctx: LintContext, compare: bool, against) -> list[Diagnostic]:
    """``surface/*`` findings against the baseline, or one note saying why they wait (``compare``: the
    project loaded without errors)."""
    from ..surface.check import surface_diagnostics

    if not compare:
        return [Diagnostic("surface/baseline", f"the public surface is compared with {against.label} once the "
                           "project loads without errors", None, "info", hint="fix the errors above first")]
    return surface_diagnostics(config, ctx.tokens, ctx.components, against, ctx.family_css,
                               read_text=lambda p: reader.read_bytes(p).decode("utf-8", errors="replace"))


def _looks_like_tokens(reader: Reader, rel: str) -> bool:
    """Whether the file ``rel`` holds anything shaped like a token (:func:`~skinwright.tokens.parse.holds_tokens`);
    a file that does not parse counts as one (its own errors say why when it is linted)."""
    from ..tokens.parse import holds_tokens

    try:
        return holds_tokens(reader.document(rel).data)
    except (OSError, SkinwrightError):
        return True


def _orphans_and_strays(config: Config, reader: Reader, ctx: LintContext, paths: list[str],
                        failed: set[str] = frozenset()) -> list[Diagnostic]:
    """Token files the resolver never reads (``core/orphan-file``), and named files linted on their own.

    A file in ``failed`` (it did not load) is not an orphan: its error says why.

    A file named on the command line that no stage loads is read as a plain
    token file, so ``skinwright lint tokens/new.yaml`` checks it even before
    the resolver lists it.
    """
    if ctx.tokens is None or ctx.tokens.resolver.path is None or config.tokens is None:
        return []
    resolver = ctx.tokens.resolver
    loaded = {d.path for d in resolver.documents}
    folder = config.tokens.parent
    out: list[Diagnostic] = []
    # outputs, and the component sources (specs, examples) when the tokens folder holds the styles folder
    outputs = [d.resolve() for d in (config.out_dir, config.docs_dir, config.styles) if d is not None]
    unused = _unused_parts(reader, resolver)
    for p in sorted(folder.rglob("*")):
        if p.suffix not in SUFFIXES or not p.is_file() or any(o in p.resolve().parents for o in outputs) \
                or config.exclusions.file(p.relative_to(folder).as_posix()):
            continue
        rel = config.rel(p)
        if rel in loaded or rel in failed or is_resolver_name(p.name):
            continue
        try:  # another resolver over the same files is not a token file (parse only what may be one)
            if b"resolutionOrder" in reader.read_bytes(p) and is_resolver(reader.document(rel)):
                continue
        except (OSError, SkinwrightError):
            pass
        if rel in unused:
            kind, name = unused[rel]
            out.append(Diagnostic(
                "core/orphan-file", f"{rel} is a source of the {kind} '{name}', which resolutionOrder never uses",
                Position(rel, 1, 1), "warning",
                hint=f"add {{$ref: '#/{kind}s/{name}'}} to resolutionOrder, or remove the {kind}"))
            continue
        wire = f"add {{$ref: {posixpath.relpath(rel, posixpath.dirname(resolver.path))}}} to a set or a modifier context"
        if not _looks_like_tokens(reader, rel):
            inside = p.relative_to(folder).as_posix()
            hint = (f"it holds no tokens (nothing has $value): if it is not a token file, leave it out with "
                    f'exclude-files = ["{inside}"] in [tool.skinwright]; else {wire}')
        else:
            hint = f"{wire}, or delete the file"
        out.append(Diagnostic("core/orphan-file", f"{rel} is not a source of the resolver", Position(rel, 1, 1),
                              "warning", hint=hint))
    from ..tokens import load_token_set

    for rel in paths:
        if rel.endswith(SUFFIXES) and rel not in loaded and (config.root / rel).is_file() \
                and not rel.startswith(config.rel(config.styles) + "/"):
            stray = Report()
            try:
                load_token_set(rel, reader.document, prefix=config.prefix, report=stray, files=[rel])
            except SkinwrightError as exc:
                stray.extend(exc.diagnostics)
            out.extend(stray.items)
    return out


def _unused_parts(reader: Reader, resolver) -> dict[str, tuple[str, str]]:
    """Source file → (``"set"`` or ``"modifier"``, name) for the sets and modifiers resolutionOrder never uses."""
    try:
        data = reader.document(resolver.path).data
    except SkinwrightError:
        return {}
    if not isinstance(data, dict):
        return {}
    used = {name for _, name, _ in resolver.order}
    base = posixpath.dirname(resolver.path)
    out: dict[str, tuple[str, str]] = {}

    def refs(items):
        for item in items if isinstance(items, list) else ():
            ref = item.get("$ref") if isinstance(item, dict) else None
            if isinstance(ref, str) and not ref.startswith("#") and "://" not in ref:
                yield posixpath.normpath(posixpath.join(base, ref))

    for kind, key in (("set", "sets"), ("modifier", "modifiers")):
        for name, spec in (data.get(key) or {}).items() if isinstance(data.get(key), dict) else ():
            if name in used or not isinstance(spec, dict):
                continue
            lists = [spec.get("sources")] if kind == "set" else list((spec.get("contexts") or {}).values())
            for items in lists:
                for rel in refs(items):
                    out.setdefault(rel, (kind, name))
    return out


def _text_sources(config: Config, reader: Reader):
    """(relative path, text) of the skin and spec sources, for suppression comments."""
    styles = config.styles
    if styles is None or not styles.is_dir():
        return
    for p in sorted(styles.rglob("*")):
        if p.suffix in (".scss", ".yaml", ".yml") and p.is_file():
            text = reader.read_bytes(p).decode("utf-8", errors="replace")
            if "skinwright-disable" in text:
                yield config.rel(p), text
