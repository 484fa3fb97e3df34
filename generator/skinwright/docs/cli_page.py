"""The CLI reference, generated from the click commands so it never drifts from ``--help``.

The CLI hands its command group in (``skinwright build`` adds the page to the
docs parts), so this module and the build never import the CLI. The English
page is the help itself; another language's page has the same usage lines and
option names with each command's description and each option's help from
``cli.<lang>.yaml`` in this package (keyed by command, then option name), and
click's own words ("Usage:", the ``[default: …; required]`` suffix, built from
the option's data as click builds it) from the docs' words. A text that file
lacks shows in English, and the build warns (:func:`missing_cli_translations`).
"""

from __future__ import annotations

import inspect
from functools import lru_cache
from importlib import resources

import click

from ..diagnostics import Diagnostic
from ..markdown import pipes, table
from ..source import load_yaml
from .translations import CODE, language_name
from .words import word


@lru_cache(maxsize=None)
def cli_texts(lang: str) -> dict[str, dict]:
    """Command (``skinwright build``) → ``{help: Markdown, options: {option: text}}`` in ``lang``;
    ``{}`` for a language without the file."""
    entry = resources.files(__package__).joinpath(f"cli.{lang}.yaml")
    if not entry.is_file():
        return {}
    data = load_yaml(f"skinwright/docs/cli.{lang}.yaml", entry.read_text(encoding="utf-8")).data
    return {key: dict(texts or {}) for key, texts in (data or {}).items()}


def _commands(cli: click.Group):
    """``(title, command, context)`` for the group and each of its commands, as the page lists them."""
    # The group's context settings (``-h`` for help) as the real command line applies them: click
    # caches each command's help option from the first context that asks, so a page built
    # inside a running command would otherwise differ from one built outside (serve vs build).
    ctx = click.Context(cli, info_name="skinwright", **cli.context_settings)
    return [("skinwright", cli, ctx)] + [
        (f"skinwright {name}", cmd, click.Context(cmd, info_name=name, parent=ctx))
        for name, cmd in sorted(cli.commands.items())
    ]


def _help_markdown(help_text: str) -> list[str]:
    """Click help as Markdown lines: paragraphs joined, ``\\b`` blocks kept as written in a text fence."""
    out = []
    for para in inspect.cleandoc(help_text or "").split("\n\n"):
        if para.startswith("\b"):  # click's marker for a block kept as written
            out += ["```text", *para[1:].strip("\n").splitlines(), "```", ""]
        else:
            out += [" ".join(line.strip() for line in para.splitlines()), ""]
    return out


def option_key(param: click.Parameter) -> str:
    """The key of an option in ``cli.<lang>.yaml``: its longest name (``--format`` for ``-f, --format``)."""
    return max(param.opts, key=len)


def _options(cmd: click.Command, cctx: click.Context):
    """``(param, name column, help column)`` for each parameter with a help record."""
    for param in cmd.get_params(cctx):
        record = param.get_help_record(cctx)
        if record:
            yield param, record[0], record[1]


def cli_reference(cli: click.Group, locale: str = "en") -> str:
    """Markdown: one section per command of ``cli`` with its usage, description and options, in ``locale``."""
    texts = {} if locale == "en" else cli_texts(locale)
    out = [f"<!-- {word(locale, 'cli.banner')} -->", ""]
    for title, cmd, cctx in _commands(cli):
        own = texts.get(title, {})
        usage = word(locale, "cli.usage")
        out += [f"## `{title}`", "", "```text",
                f"{usage}{'' if usage.endswith('：') else ' '}{title} {' '.join(cmd.collect_usage_pieces(cctx))}",
                "```", ""]
        out += [*own["help"].strip().splitlines(), ""] if own.get("help") else _help_markdown(cmd.help or "")
        rows = []
        for param, name, text in _options(cmd, cctx):
            if locale != "en":
                text = _help_in(param, cctx, (own.get("options") or {}).get(option_key(param)), text, locale)
            rows.append((f"<code>{pipes(name)}</code>", pipes(text)))
        if rows:
            out += [*table((word(locale, "cli.option"), word(locale, "cli.meaning")), rows), ""]
    return "\n".join(out)


def _help_in(param: click.Parameter, cctx: click.Context, translated: str | None, text: str, locale: str) -> str:
    """An option's help cell in ``locale``: its translated help (else click's) and click's suffix
    (``[default: en; required]``) said in ``locale``, built from the same data click builds it from
    (:meth:`click.Option.get_help_extra`); ``text`` is click's own cell, used for anything else."""
    help_text = getattr(param, "help", None) or ""
    if not text.startswith(help_text) or not isinstance(param, click.Option):
        return text
    extra = param.get_help_extra(cctx)
    items = []
    if "envvars" in extra:
        items.append(word(locale, "cli.envvar").format(var=", ".join(extra["envvars"])))
    if "default" in extra:
        default = extra["default"]
        items.append(word(locale, "cli.default").format(
            default=word(locale, "cli.dynamic") if default == "(dynamic)" else default))
    if "range" in extra:
        items.append(extra["range"])
    if "required" in extra:
        items.append(word(locale, "cli.required"))
    base = translated or help_text
    suffix = f"[{'; '.join(items)}]" if items else ""
    return f"{base}  {suffix}" if base and suffix else base or suffix


def english_fingerprint(cmd: click.Command, cctx: click.Context) -> str:
    """Eight hex digits of SHA-256 over a command's English description and its options' help: what a
    translation of the command records as ``source`` so a later change of the English is noticed."""
    import hashlib

    text = "\n".join([cmd.help or "", *(f"{option_key(p)}\t{getattr(p, 'help', None) or ''}"
                                         for p, _name, _text in _options(cmd, cctx))])
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:8]


def missing_cli_translations(cli: click.Group, languages) -> list[Diagnostic]:
    """A ``docs/missing-translation`` warning for each command description and option help a site language
    lacks (the CLI reference of that language shows it in English), and for each command whose English
    changed since its translation was written (its ``source`` is not :func:`english_fingerprint`)."""
    out = []
    for lang in languages:
        texts, name = cli_texts(lang), language_name(lang)
        for title, cmd, cctx in _commands(cli):
            own = texts.get(title, {})
            now = english_fingerprint(cmd, cctx)
            if own and str(own.get("source")) != now:
                out.append(Diagnostic(
                    CODE, f"{title}: its English description or option help changed since its {name} text was "
                    f"written: the {name} command reference may say something else", None, severity="warning",
                    hint=f"check its texts in skinwright/docs/cli.{lang}.yaml under {title!r}, then set its "
                         f"source: {now!r}"))
            lacking = ([] if own.get("help") or not cmd.help else ["its description"]) + [
                f"the help of {record}" for param, record, _text in _options(cmd, cctx)
                if getattr(param, "help", None) and not (own.get("options") or {}).get(option_key(param))]
            out += [Diagnostic(CODE, f"{title}: {what} has no {name} text: the {name} command reference shows it "
                               f"in English", None, severity="warning",
                               hint=f"add it to skinwright/docs/cli.{lang}.yaml under {title!r}")
                    for what in lacking]
    return out
