"""The ``skinwright`` command line: the only place (with the optional mkdocs hook) that touches files.

Diagnostics go to stderr as ``file:line:col: severity code message`` with a
hint line; the exit status is 0 on success (warnings allowed), 1 when the
input has errors, 2 for usage or configuration errors. Tracebacks are only
shown for internal errors and with ``SKINWRIGHT_DEBUG=1``.
"""

from __future__ import annotations

import gc
import os
import sys
import time
from pathlib import Path

import click

from .diagnostics import Diagnostic, Position, SkinwrightError


def _echo_diagnostics(diagnostics: list[Diagnostic], limit: int | None = None) -> None:
    """Print to stderr, sorted and without repeats; at most ``limit`` in full (the ``findings`` limit)."""
    from .limits import Limits, not_shown, shown_findings

    color = sys.stderr.isatty()
    unique = {(d.code, d.position, d.message, d.severity): d for d in diagnostics}
    limit = Limits.findings if limit is None else limit
    printed, hidden = shown_findings(sorted(unique.values(), key=Diagnostic.sort_key), limit)
    for d in printed:
        text = d.format()
        if color:
            head, _, tail = text.partition("\n")
            style = {"error": "red", "warning": "yellow"}.get(d.severity, "blue")
            head = head.replace(f" {d.severity} ", " " + click.style(d.severity, fg=style, bold=True) + " ", 1)
            text = head + ("\n" + click.style(tail, dim=True) if tail else "")
        click.echo(text, err=True)
    if hidden:
        click.echo(not_shown(hidden, limit, "skinwright lint --format json lists every one"), err=True)


def _counts(diagnostics: list[Diagnostic]) -> str:
    e = sum(d.severity == "error" for d in diagnostics)
    w = sum(d.severity == "warning" for d in diagnostics)
    return f"{e} error{'s' * (e != 1)}, {w} warning{'s' * (w != 1)}"


class _Group(click.Group):
    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except SkinwrightError as exc:
            _echo_diagnostics(exc.diagnostics)
            code = 2 if any(d.code.startswith("config/") for d in exc.diagnostics) else 1
            ctx.exit(code)
        except KeyboardInterrupt:
            click.echo("interrupted", err=True)
            ctx.exit(130)
        except BrokenPipeError:  # `skinwright lint | head`: the reader left; not an error of ours
            sys.stderr.close()
            ctx.exit(0)
        except (click.exceptions.Exit, click.ClickException, click.exceptions.Abort):
            raise
        except Exception as exc:  # an internal error: say so plainly, traceback on request
            if os.environ.get("SKINWRIGHT_DEBUG"):
                raise
            click.echo(f"skinwright: internal error: {type(exc).__name__}: {exc}", err=True)
            click.echo("  rerun with SKINWRIGHT_DEBUG=1 for a traceback and please report it", err=True)
            ctx.exit(70)


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.option("-C", "--project", "project", type=click.Path(exists=True, file_okay=False, path_type=Path), default=None,
              help="Project folder (default: the nearest folder with a pyproject.toml, from the current one up).")
@click.version_option(package_name="skinwright")
@click.pass_context
def cli(ctx: click.Context, project: Path | None) -> None:
    """Design tokens and component specs in YAML → CSS skins, tables and docs; lint for CI.

    Configuration lives in the [tool.skinwright] table of pyproject.toml
    (prefix, tokens, styles, out-dir, docs-dir, modes, lint).

    \b
    Typical use:
      skinwright build            write dist/ (CSS, JSON, metadata) and docs/generated/
      skinwright build --check    fail if dist/ is out of date (for CI)
    """
    from .config import find_project, load_config

    if ctx.invoked_subcommand == "init":
        return  # a new project: whatever project is around is none of its business
    if ctx.invoked_subcommand != "serve":
        # A one-shot process builds a graph of ~10 live objects per token and no
        # cycles worth collecting: generational GC passes over it cost ~20 % at
        # 100k tokens (benchmarks/README.md). The long-running serve keeps GC.
        gc.disable()
        global _one_shot
        _one_shot = True
    found = project if project is not None else find_project(Path.cwd())
    ctx.obj = load_config(found or Path.cwd())
    ctx.meta["skinwright.searched_from"] = None if found else Path.cwd()


def _reference(config) -> dict[str, str]:
    """The pages about skinwright itself that ``build`` adds to the docs parts (path under ``docs-dir``).

    This command reference, the transcript formats ``render`` reads, the table of limits,
    and one page per lint rule, with the rules' index as a part whose links work from a
    page at the root of the docs folder; for each translation of the site, one part with
    every rule in that language (``parts/lint/<lang>/rules.md``) and the table of limits
    (``parts/<lang>/limits.md``).
    """
    from .docs.cli_page import cli_reference
    from .docs.lint_pages import lint_pages
    from .transcripts.formats import formats_reference

    docs = config.rel(config.docs_dir) if config.docs_dir is not None else "generated"
    link = docs.split("/", 1)[1] if docs.startswith("docs/") else docs
    from .limits import reference_markdown

    from .transcripts.settings import limits_markdown

    parts = {"parts/cli.md": cli_reference(cli), "parts/render/formats.md": formats_reference(),
             "parts/limits.md": reference_markdown(), "parts/render/limits.md": limits_markdown()}
    from .docs.limits_page import limits_table
    from .docs.translations import site_languages

    languages = site_languages(config.root)
    parts.update({f"parts/{lang}/limits.md": limits_table(lang) for lang in languages})
    parts.update({f"parts/{lang}/render/formats.md": formats_reference(lang) for lang in languages})
    parts.update({f"parts/{lang}/cli.md": cli_reference(cli, lang) for lang in languages})
    for rel, text in lint_pages("lint", languages).items():
        if rel == "lint/index.md":
            parts["parts/lint/index.md"] = text.replace("](", f"]({link}/lint/")
        elif rel.count("/") > 1:  # lint/<lang>/rules.md: a part of that language's Lint rules page
            parts["parts/" + rel] = text
        else:
            parts[rel] = text
    # skinwright's own texts name things the default way (--xh-…); show the project's names.
    return {rel: config.names.localize(text) for rel, text in parts.items()}


def _build(config):
    """The project's build (:func:`skinwright.build.build`) with the lint table checked and the reference pages.

    A ``[tool.skinwright.lint]`` table that names an unknown rule, option or
    severity fails the build with ``config/invalid`` (one configuration for
    build and lint; only lint knows the rules). A rule without its text in a
    language of the docs site is a ``docs/missing-translation`` warning.
    """
    from .build import BuildResult
    from .build import build as run_build
    from .lint.registry import registry
    from .lint.settings import resolve_settings

    if config.lint:
        try:
            resolve_settings(registry(), config.lint, config.where)
        except SkinwrightError as exc:
            return BuildResult({}, list(exc.diagnostics))
    if config.docs_dir is None:
        return run_build(config)
    from .docs.limits_page import missing_limit_translations
    from .docs.lint_pages import missing_rule_translations
    from .docs.translations import site_languages

    result = run_build(config, reference=_reference(config))
    # The rule and limit pages are the CLI's (the build knows no lint rules): so are the warnings about
    # their translations.
    languages = site_languages(config.root)
    from .docs.cli_page import missing_cli_translations
    from .transcripts.formats import missing_summaries

    result.diagnostics.extend(missing_rule_translations(languages) + missing_limit_translations(languages)
                              + missing_summaries(languages) + missing_cli_translations(cli, languages))
    return result


def _need_project(config) -> None:
    """Stop with ``config/no-project`` (exit 2) unless ``config`` is a project build, lint and serve can use."""
    from .config import project_problem

    problem = project_problem(config, click.get_current_context().meta.get("skinwright.searched_from"))
    if problem is not None:
        raise SkinwrightError([problem])


@cli.command()
@click.option("--check", is_flag=True,
              help="Do not write; exit 1 if any output file (or manifest) would change or be deleted.")
@click.option("-q", "--quiet", is_flag=True, help="Print only diagnostics.")
@click.pass_obj
def build(config, check: bool, quiet: bool) -> None:
    """Build everything from tokens/ and styles/.

    \b
    Writes (paths from [tool.skinwright]):
      dist/css/tokens.css     custom properties, one block per mode context
      dist/css/*.css          component skins; family/*.css: what they share
      dist/tokens.json        the resolved tokens as DTCG JSON, every context
      dist/meta/, dist/vscode/   component metadata, VS Code custom data
      docs/generated/         the parts the docs site includes (with mkdocs.yml)

    Nothing is written when there is an error: the last good output stays whole.
    The build is one transaction: each changed output folder is staged beside
    itself and swapped in whole, so a build stopped at any moment leaves every
    folder wholly old or wholly new, and the next build finishes or cleans up
    what it left. Files whose content did not change keep their identity. A
    second build of the same project (a serve rebuild) waits for the first.
    Each output folder gets a .skinwright-manifest.json listing the files the
    build wrote there; the next build deletes only the listed files it no
    longer writes (a removed component's CSS). Your own files in these folders
    are never deleted, and never overwritten once the folder has a manifest.
    """
    _need_project(config)
    start = time.perf_counter()
    result, changed = build_and_write(config, check=check)
    _echo_diagnostics(result.diagnostics, config.limits.findings)
    if not result.ok:
        click.echo(f"build failed: {_counts(result.diagnostics)}; nothing was written", err=True)
        sys.exit(2 if any(d.code.startswith("config/") and d.severity == "error" for d in result.diagnostics) else 1)
    if check:
        if changed:
            click.echo("out of date: " + ", ".join(changed), err=True)
            sys.exit(1)
        return
    if not quiet:
        took = time.perf_counter() - start
        click.echo(f"built {len(result.files)} files ({len(changed)} changed) in {took:.2f}s"
                   + (f"; {_counts(result.diagnostics)}" if result.diagnostics else ""), err=True)


def build_and_write(config, *, check: bool = False):
    """Build, then write the outputs as one transaction, holding the project's lock throughout.

    ``build`` and every ``serve`` rebuild go through here, so both write the
    same files. Returns ``(result, paths)``: the paths written or deleted, or
    with ``check`` those that would be; ``paths`` is ``[]`` when the build
    failed (nothing is written then).

    Raises:
        SkinwrightError: ``output/…`` when the outputs cannot be written (nothing changed then),
            ``output/locked`` when another build holds the lock too long.
    """
    from .build import output_folders
    from .output import plan_outputs, project_lock, write_outputs

    def waiting() -> None:
        click.echo("waiting for another skinwright build of this project to finish…", err=True)

    with project_lock(config.root, wait=config.limits.lock_wait, on_wait=waiting):
        result = _build(config)
        if not result.ok:
            return result, []
        # Writing needs only the files: the token set (most of a large build's memory) goes first.
        result.token_set = None
        plan = plan_outputs(config.root, result.files, output_folders(config))
        return result, (plan.differences(config.root) if check else write_outputs(config.root, plan))


@cli.command()
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@click.option("-f", "--format", "fmt", type=click.Choice(["text", "json", "github", "sarif"]), default="text",
              show_default=True, help="text for people, json for scripts, github for PR annotations, sarif for code scanning.")
@click.option("--strict", is_flag=True, help="Exit 1 on warnings too, not only on errors.")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), help="Write the report to a file.")
@click.option("--color/--no-color", default=None, help="Colour the text report (default: only on a terminal).")
@click.option("--list-rules", is_flag=True, help="List every rule with its configured severity and exit.")
@click.option("--against", "against", metavar="REF",
              help="Also report every change of the public surface since REF: a git revision, a dist/ folder, "
                   "a surface.json, a package tarball or an npm name@version.")
@click.option("--fix", is_flag=True, help="Rewrite the project's token files in DTCG 2025.10 form: every fixable "
              "warning, all files at once, keeping key order, comments and layout; then report what is left.")
@click.option("--dry-run", is_flag=True, help="Show what --fix would change, as a unified diff; write nothing.")
@click.pass_obj
def lint(config, paths, fmt: str, strict: bool, output: Path | None, color: bool | None, list_rules: bool,
         against: str | None, fix: bool, dry_run: bool) -> None:
    """Check tokens, the resolver, component specs and skins; report every problem.

    \b
    PATHS limits the report to files under those paths (the whole project is
    still loaded, since tokens refer to each other). Exit status: 0 when clean
    or only warnings, 1 on errors (or warnings with --strict), 2 on usage or
    configuration errors. Severities and options: [tool.skinwright.lint.rules]
    in pyproject.toml; suppress one rule for one token with
    $extensions: {org.skinwright.lint: {disable: {rule/id: reason}}}.

    With --against REF, removed, renamed and retyped names and narrowed
    value domains since REF are errors at their place in today's sources,
    deprecations warnings, additions and value changes notes (surface/*
    rules); REF that cannot be read exits 2.

    \b
    In CI:
      skinwright lint --format github          annotate the pull request
      skinwright lint --format sarif -o lint.sarif   upload to code scanning
      skinwright lint --against origin/main    breaking changes since main
      skinwright lint --against @acme/tokens@1.4.0   … since a published release

    \b
    Moving to DTCG 2025.10 (legacy forms are read with a fixable warning):
      skinwright lint --fix --dry-run          the changes, as a diff
      skinwright lint --fix                    make them; tokens.css stays the same
    Files outside the project or in node_modules are never rewritten.
    """
    from .lint import formats, lint as run_lint
    from .lint.registry import registry

    if list_rules:
        from .lint.settings import resolve_settings

        settings = resolve_settings(registry(), config.lint, config.where)
        for rid, rule in registry().items():
            click.echo(f"{settings[rid].severity:<5}  {rid:<28}  {rule.summary}")
        return
    _need_project(config)
    rels = []
    for p in paths:
        full = (Path.cwd() / p).resolve()
        if not full.exists():
            raise click.BadParameter(f"{p} does not exist", param_hint="PATHS")
        if full != config.root and config.root not in full.parents:
            raise click.BadParameter(f"{p} is outside the project ({config.root})", param_hint="PATHS")
        rels.append(config.rel(full) if full != config.root else ".")
    rels = [r for r in rels if r != "."]
    baseline = None
    try:
        if fix or dry_run:
            from .lint.fix import fix_project, write_fixes
            from .lint.settings import resolve_settings

            settings = resolve_settings(registry(), config.lint)
            fixed = fix_project(config, rels or None)
            if dry_run:
                _echo_diagnostics(fixed.notes)
                click.echo(fixed.diff(), nl=False)
                click.echo(f"would fix {fixed.fixed} problem{'s' * (fixed.fixed != 1)} in "
                           f"{len(fixed.changes)} file{'s' * (len(fixed.changes) != 1)}; nothing was written", err=True)
                sys.exit(1 if any(n.severity == "error" for n in fixed.notes) else 0)
            written = write_fixes(config, fixed)
            diags = fixed.diagnostics + fixed.notes
            click.echo(f"fixed {fixed.fixed} problem{'s' * (fixed.fixed != 1)} in {len(written)} "
                       f"file{'s' * (len(written) != 1)}", err=True)
        else:
            if against is not None:
                from .build import build as run_build
                from .surface.baseline import load_baseline

                baseline = load_baseline(against, config, build=run_build)
            result = run_lint(config, paths=rels or None, against=baseline)
            diags = result.diagnostics
            settings = result.settings
    except SkinwrightError as exc:  # a bad lint table or baseline: still answer in the format CI asked for
        diags, settings = exc.diagnostics, {}
    bad_config = any(d.code.startswith("config/") or (d.code == "surface/baseline" and d.severity == "error")
                     for d in diags)
    if bad_config:
        diags = [d for d in diags if d.code.startswith("config/") or d.code == "surface/baseline"]
    if fmt == "text":
        def source(rel: str):
            try:
                return (config.root / rel).read_text(encoding="utf-8").splitlines()
            except (OSError, UnicodeDecodeError):
                return None

        use_color = (output is None and sys.stdout.isatty()) if color is None else color
        report = formats.text(diags, source, color=use_color, limit=config.limits.findings)
    elif fmt == "json":
        report = formats.as_json(diags)
    elif fmt == "github":
        report = formats.github(diags)
    else:
        severities = {rid: s.severity for rid, s in settings.items()} or {rid: r.severity for rid, r in registry().items()}
        report = formats.sarif(diags, registry(), severities)
    if output is not None:
        from .output import write_atomic

        write_atomic(output, report)
    else:
        click.echo(report, nl=False)
    # surface/baseline already says the comparison waits for a project that loads: no count of changes then
    if baseline is not None and not bad_config and not any(d.code == "surface/baseline" for d in diags):
        notes = sum(d.code.startswith("surface/") for d in diags)
        click.echo(f"public surface compared with {baseline.label}: {notes} change{'s' * (notes != 1)}", err=True)
    if bad_config:
        sys.exit(2)
    errors = sum(d.severity == "error" for d in diags)
    warnings = sum(d.severity == "warning" for d in diags)
    if errors or (strict and warnings):
        sys.exit(1)


def _list_formats(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    if not value or ctx.resilient_parsing:
        return
    from .transcripts import FORMATS

    width = max(len(f.name) for f in FORMATS)
    for f in FORMATS:
        click.echo(f"{f.name:<{width}}  {f.title}: {f.summary}")
    ctx.exit(0)


@cli.command()
@click.argument("transcript", required=False,
                type=click.Path(exists=True, dir_okay=False, allow_dash=True, path_type=Path))
@click.option("-o", "--output", type=click.Path(allow_dash=True, path_type=Path),
              help="The HTML page to write; - writes to standard output.")
@click.option("--title", help="Page title (default: the transcript's file name).")
@click.option("--locale", type=click.Choice(["en", "zh-CN"]), default="en", show_default=True,
              help="Language of the page's own words (status, headings).")
@click.option("--dir", "direction", type=click.Choice(["ltr", "rtl"]), default="ltr", show_default=True,
              help="Page direction; code, paths and output stay left-to-right.")
@click.option("--format", "fmt", metavar="NAME",
              help="Read the transcript as this format instead of detecting it (see --list-formats).")
@click.option("--list-formats", is_flag=True, is_eager=True, expose_value=False, callback=_list_formats,
              help="List the transcript formats render reads, and exit.")
@click.option("--live", is_flag=True,
              help="The transcript is still running: a call without a result is running (or streaming its "
                   "arguments, or awaiting approval), not interrupted.")
@click.option("--max-value-lines", type=click.IntRange(min=2), metavar="N",
              help="Lines shown of one value (output, file, argument); default 200.")
@click.option("--max-value-chars", type=click.IntRange(min=200), metavar="N",
              help="Characters shown of one value; default 20,000.")
@click.option("--max-rows", type=click.IntRange(min=1), metavar="N",
              help="Rows shown of one list (JSON fields, results, files); default 100.")
@click.option("--max-page-size", type=click.IntRange(min=100_000), metavar="BYTES",
              help="Size of the whole page; calls beyond it are counted, not drawn; default 2,000,000.")
@click.pass_context
def render(ctx: click.Context, transcript: Path | None, output: Path | None, title: str | None, locale: str,
           direction: str, fmt: str | None, live: bool, **limits: int | None) -> None:
    """Turn an agent transcript into one self-contained HTML page of its tool calls.

    \b
    Reads every widely used transcript format (skinwright render --list-formats):
    OpenAI Chat Completions and Responses, Anthropic Messages and Claude Code
    logs, Gemini, AI SDK, LangChain and LangGraph, MCP JSON-RPC logs, LobeHub;
    JSON or one record per line, detected from the content. TRANSCRIPT may be -
    to read standard input. Calls and results are paired by id (by order and
    name where the format has no ids); each call renders as a tool-call card
    with the view its tool needs (terminal, diff, read, search, web or
    generic); the calls of one turn are grouped. The page inlines the
    project's skins and needs no network. Every value is cut to the limits
    (--max-*, or [tool.skinwright.render]) with what was left out marked.
    Unreadable records are reported and skipped.
    """
    if transcript is None:
        raise click.UsageError("Missing argument 'TRANSCRIPT'.", ctx=ctx)
    if output is None:
        raise click.UsageError("Missing option '-o' / '--output'.", ctx=ctx)
    from .build import build as run_build
    from .classify import tool_kinds
    from .output import write_atomic
    from .plugins import plugins
    from .transcripts import NAMES
    from .transcripts.settings import render_settings
    from .views import ViewOptions

    if fmt is not None and fmt not in NAMES:
        raise click.BadParameter(f"{fmt!r} is not a format render reads; choose one of {', '.join(NAMES)}",
                                 ctx=ctx, param_hint="'--format'")
    config = ctx.obj
    settings = render_settings(config.raw.get("render"), lambda *keys: config.where("render", *keys))
    limit = {name: limits.get(name.replace("-", "_")) or settings.limit(name) for name in settings.limits}
    stdin, stdout = str(transcript) == "-", str(output) == "-"
    if not stdin and not stdout and output.exists() and output.samefile(transcript):
        raise click.BadParameter("it is the transcript itself; writing the page there would overwrite it",
                                 ctx=ctx, param_hint="'-o' / '--output'")
    # The page needs the components of the plugin that renders transcripts. A
    # project without them (no project at all, or tokens only) borrows the ones
    # skinwright ships, with their tokens, so render works anywhere.
    renderer = next(p for p in plugins().values() if p.transcripts is not None)
    COMPONENTS = (renderer.component, *renderer.requires)
    notes: list[Diagnostic] = []
    result = run_build(config, stylesheets_for=COMPONENTS) if config.is_project else None
    if result is not None and not result.ok:
        _echo_diagnostics([d for d in result.diagnostics if d.severity == "error"])
        click.echo("the project's skins do not build; fix them first (skinwright build)", err=True)
        sys.exit(1)
    have = {c.spec.name for c in result.components} if result is not None else set()
    if not set(COMPONENTS) <= have:
        from .config import load_config

        import dataclasses

        builtin = Path(__file__).resolve().parent / "builtin"
        shipped = load_config(builtin)
        # In a source checkout builtin/tokens and builtin/styles link to the repository's own; reading them is the point.
        shipped.limits = dataclasses.replace(shipped.limits, read_outside=tuple(
            str((builtin / name).resolve()) for name in ("tokens", "styles")))
        built = run_build(shipped, stylesheets_for=COMPONENTS)
        if not built.ok:  # pragma: no cover - the shipped components are tested
            _echo_diagnostics(built.diagnostics)
            sys.exit(1)
        what = "no skinwright project here" if result is None else \
            f"this project has no {', '.join(c for c in COMPONENTS if c not in have)} component"
        notes.append(Diagnostic("render/shipped-skins", f"{what}: the page uses the components and tokens "
                                "skinwright ships", severity="info",
                                hint="run render inside a project with its own card components "
                                     "(or skinwright -C PROJECT render …) to use its skins"))
        config, result = shipped, built
    try:
        kinds = tool_kinds(config.raw.get("classify") or {})
    except ValueError as exc:
        raise SkinwrightError([Diagnostic("config/invalid", f"[tool.skinwright.classify]: {exc}",
                                          hint='map tool names to kinds: [tool.skinwright.classify]\nmy_shell = "shell"')]) from None
    out_css = config.rel(config.out_dir) + "/css/"
    css = {rel[len(out_css):]: text for rel, text in result.files.items() if rel.startswith(out_css)}
    order = ["tokens.css"] + sorted(k for k in css if k.startswith("family/")) + \
        sorted(k for k in css if k != "tokens.css" and not k.startswith("family/"))
    specs = {c.spec.name: c.spec for c in result.components}
    name = "<stdin>" if stdin else str(transcript)
    data = sys.stdin.buffer.read() if stdin else transcript.read_bytes()
    options = ViewOptions(locale=locale, line_cap=limit["max-value-lines"], char_cap=limit["max-value-chars"],
                          row_cap=limit["max-rows"])
    page, diagnostics = renderer.transcripts(
        specs, name, data.decode("utf-8", errors="replace"), css={k: css[k] for k in order},
        title=title or ("stdin" if stdin else None), options=options, tool_kinds=kinds, dir=direction,
        format=fmt, live=live, aliases=settings.aliases, max_page_size=limit["max-page-size"])
    diagnostics = notes + list(diagnostics)
    _echo_diagnostics(diagnostics)
    encoded, target = page.encode("utf-8"), "<stdout>" if stdout else str(output)
    try:
        if stdout:
            sys.stdout.buffer.write(encoded)
            sys.stdout.buffer.flush()
        else:
            write_atomic(output, encoded)
    except BrokenPipeError:
        raise
    except (OSError, SkinwrightError) as exc:
        reason = exc.strerror or str(exc) if isinstance(exc, OSError) else \
            exc.diagnostics[0].message.split(": ", 1)[-1]
        raise SkinwrightError([Diagnostic("render/write-failed", f"cannot write {target}: {reason}",
                                          hint="choose an -o path in a folder you can write to")]) from None
    click.echo(f"wrote {target} ({len(encoded):,} bytes)" + (f"; {_counts(diagnostics)}" if diagnostics else ""),
               err=True)


@cli.command()
@click.option("-a", "--dev-addr", default="127.0.0.1:8000", show_default=True, help="Address for the docs server.")
@click.option("--interval", default=0.5, show_default=True, help="Seconds between checks of tokens/ and styles/.")
@click.option("--search/--no-search", default=False, show_default=True,
              help="Build the search index on every rebuild (about 1 s each; off for fast previews).")
@click.pass_obj
def serve(config, dev_addr: str, interval: float, search: bool) -> None:
    """Build, serve the docs site, and rebuild when tokens/ or styles/ change.

    \b
    Runs `skinwright build`, then MkDocs' live-reloading server on mkdocs.yml.
    A change under tokens/ or styles/ re-runs the build (only changed files
    are rewritten); MkDocs sees the new parts in the docs folder, rebuilds the
    site and reloads the browser. A broken edit prints its diagnostics and
    keeps the last good output.
    """
    import threading

    _need_project(config)

    def rebuild() -> None:
        try:
            result, changed = build_and_write(config)
        except SkinwrightError as exc:
            _echo_diagnostics(exc.diagnostics)
            return
        _echo_diagnostics(result.diagnostics)
        if result.ok:
            click.echo(f"skinwright: rebuilt ({len(changed)} file{'s' * (len(changed) != 1)} changed)", err=True)
        else:
            click.echo(f"skinwright: build failed ({_counts(result.diagnostics)}); keeping the last good output", err=True)

    def snapshot() -> dict[str, float]:
        seen = {}
        for folder in (config.tokens if config.tokens and config.tokens.is_dir() else config.tokens.parent
                       if config.tokens else None, config.styles):
            if folder is not None and folder.is_dir():
                for p in folder.rglob("*"):
                    if p.is_file():
                        seen[str(p)] = p.stat().st_mtime_ns
        return seen

    def watch() -> None:
        import time as _time

        last = snapshot()
        while True:
            _time.sleep(interval)
            now = snapshot()
            if now != last:
                last = now
                rebuild()

    os.environ["SKINWRIGHT_DOCS_SEARCH"] = "true" if search else "false"  # read by mkdocs.yml
    rebuild()
    threading.Thread(target=watch, name="skinwright-watch", daemon=True).start()
    from mkdocs.commands.serve import serve as mkdocs_serve

    mkdocs_serve(config_file=str(config.root / "mkdocs.yml"), livereload=True, dev_addr=dev_addr)


@cli.command()
@click.argument("directory", default=".", type=click.Path(file_okay=False, path_type=Path))
@click.option("--prefix", help="Starts every name the build writes (default: the folder's name as a slug, without "
                               "a last word such as -ds or -ui: acme-ds gives acme).")
@click.option("--title", help="The design system's name on the site and in the README (default: from the folder's name).")
def init(directory: Path, prefix: str | None, title: str | None) -> None:
    """Write a new skinwright project into DIRECTORY (default: the current folder).

    \b
    The project builds a strict docs site at once:
      pyproject.toml   [tool.skinwright]: prefix, tokens, docs-dir
      tokens/          tokens with light/dark, contrast and density contexts (a DTCG resolver)
      styles/          family/ (what skins share) and one component, callout/
      docs/, mkdocs.yml  the site: home and tokens pages; component pages are generated
      README.md        the two commands

    Nothing is overwritten: if any of these files exists, nothing is written.
    Then: cd DIRECTORY && skinwright build && mkdocs build --strict
    """
    import re
    import shlex

    from .scaffold import default_prefix, project_files, slug, write_new

    target = directory.resolve()
    name = slug(target.name or "design-system")
    prefix_note = "" if prefix is not None else f" (prefix {default_prefix(name)}: --prefix chooses another)"
    if prefix is not None and not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_-]*", prefix):
        raise click.BadParameter("start with a letter or '_' and use letters, digits, '-' or '_'", param_hint="--prefix")
    written = write_new(target, project_files(name, prefix=prefix, title=title), what="skinwright init",
                        show=lambda path: os.path.relpath(path))
    click.echo(f"wrote {len(written)} files into {target}{prefix_note}; next: "
               + (f"cd {shlex.quote(str(directory))} && " if directory != Path(".") else "")
               + "skinwright build && mkdocs build --strict", err=True)


@cli.group()
def new() -> None:
    """Add to the project: a component folder."""


@new.command("component")
@click.argument("name")
@click.pass_obj
def new_component(config, name: str) -> None:
    """Add styles/NAME/: spec.yaml, skin.scss and a live example that build as they are.

    \b
    NAME is the component's data-scope: lower-case words joined by hyphens
    (badge, status-chip). The folder holds two parts, a machine with two
    states (pressing toggles), one variant, its slots and an example; edit
    them, then run skinwright build. Nothing is overwritten.
    """
    from .scaffold import check_component_name, component_files, write_new

    _need_project(config)
    check_component_name(name)
    styles = config.styles
    if (styles / name).exists():
        raise SkinwrightError([Diagnostic("init/exists", f"{config.rel(styles / name)} exists; skinwright new component "
                                          "would overwrite it", Position(config.rel(styles / name)),
                                          hint="nothing was written: choose another name, or move the folder away")])
    written = write_new(styles, component_files(name), what="skinwright new component", show=config.rel)
    click.echo(f"wrote {', '.join(config.rel(styles / rel) for rel in written)}; next: skinwright build", err=True)


_one_shot = False
"""Set when the command runs once and exits (every one but ``serve``): :func:`main` skips the teardown then."""


def main() -> None:
    """Console-script entry point.

    A one-shot command ends without the interpreter's teardown, as mypy's
    ``hard_exit`` does: freeing a large build's objects one by one, and
    collecting the cycles among them that GC (off, see :func:`cli`) left, took
    over 1 s at 500,000 tokens and gives nothing back. The outputs are written
    and closed by then; the ``atexit`` handlers (the SCSS worker's) run and the
    standard streams are flushed first.
    """
    import signal

    if hasattr(signal, "SIGPIPE"):  # `skinwright … | head`: die quietly like any Unix filter, never exit 0
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    try:
        cli(prog_name="skinwright")
    except SystemExit as exc:
        if not _one_shot:
            raise
        _exit_now(exc.code)


def _exit_now(code: object) -> None:
    """End the process with ``code`` as ``sys.exit(code)`` would, without freeing its objects."""
    import atexit

    if code is None:
        code = 0
    elif not isinstance(code, int):  # sys.exit("message"): the message on stderr, exit 1
        print(code, file=sys.stderr)
        code = 1
    atexit._run_exitfuncs()  # what the interpreter runs at exit before its teardown
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a closed pipe or stream: nothing more can reach it
            pass
    os._exit(code)


if __name__ == "__main__":
    main()
