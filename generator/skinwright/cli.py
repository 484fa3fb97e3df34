"""The ``skinwright`` command line: the only place (with the optional mkdocs hook) that touches files.

Diagnostics go to stderr as ``file:line:col: severity code message`` with a
hint line; the exit status is 0 on success (warnings allowed), 1 when the
input has errors, 2 for usage or configuration errors. Tracebacks are only
shown for internal errors and with ``SKINWRIGHT_DEBUG=1``.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import click

from .diagnostics import Diagnostic, SkinwrightError


def _echo_diagnostics(diagnostics: list[Diagnostic]) -> None:
    color = sys.stderr.isatty()
    for d in sorted(diagnostics, key=Diagnostic.sort_key):
        text = d.format()
        if color:
            head, _, tail = text.partition("\n")
            style = {"error": "red", "warning": "yellow"}.get(d.severity, "blue")
            head = head.replace(f" {d.severity} ", " " + click.style(d.severity, fg=style, bold=True) + " ", 1)
            text = head + ("\n" + click.style(tail, dim=True) if tail else "")
        click.echo(text, err=True)


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
        except (click.exceptions.Exit, click.ClickException, click.exceptions.Abort):
            raise
        except Exception as exc:  # an internal error: say so plainly, traceback on request
            if os.environ.get("SKINWRIGHT_DEBUG"):
                raise
            click.echo(f"skinwright: internal error: {type(exc).__name__}: {exc}", err=True)
            click.echo("  rerun with SKINWRIGHT_DEBUG=1 for a traceback and please report it", err=True)
            ctx.exit(70)


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.option("-C", "--project", "project", type=click.Path(file_okay=False, path_type=Path), default=None,
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

    root = project if project is not None else find_project(Path.cwd())
    ctx.obj = load_config(root)


@cli.command()
@click.option("--check", is_flag=True, help="Do not write; exit 1 if any output file would change.")
@click.option("-q", "--quiet", is_flag=True, help="Print only diagnostics.")
@click.pass_obj
def build(config, check: bool, quiet: bool) -> None:
    """Build everything from tokens/ and styles/.

    \b
    Writes (paths from [tool.skinwright]):
      dist/css/tokens.css     custom properties, one block per mode context
      dist/tokens.json        the resolved tokens as DTCG JSON, every context

    Nothing is written when there is an error: the last good output stays whole.
    Files whose content did not change are left untouched.
    """
    from .build import build as run_build
    from .output import write_files

    start = time.perf_counter()
    result = run_build(config)
    _echo_diagnostics(result.diagnostics)
    if not result.ok:
        click.echo(f"build failed: {_counts(result.diagnostics)}; nothing was written", err=True)
        sys.exit(1)
    if check:
        stale = [rel for rel, content in sorted(result.files.items())
                 if not (config.root / rel).is_file() or
                 (config.root / rel).read_bytes() != (content.encode() if isinstance(content, str) else content)]
        if stale:
            click.echo("out of date: " + ", ".join(stale), err=True)
            sys.exit(1)
        return
    changed = write_files(config.root, result.files)
    if not quiet:
        took = time.perf_counter() - start
        click.echo(f"built {len(result.files)} files ({len(changed)} changed) in {took:.2f}s"
                   + (f"; {_counts(result.diagnostics)}" if result.diagnostics else ""), err=True)


def main() -> None:
    """Console-script entry point."""
    cli(prog_name="skinwright")


if __name__ == "__main__":
    main()
