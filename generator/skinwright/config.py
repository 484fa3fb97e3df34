"""Project configuration: the ``[tool.skinwright]`` table of ``pyproject.toml``.

One file configures everything (paths, the CSS prefix, how each mode context
maps to CSS, lint rules), so a design-system repository has a single place to
look. Every key has a default that fits the layout ``skinwright`` documents::

    [tool.skinwright]
    prefix = "xh"                       # custom properties are --xh-*, keyframes xh-*
    namespace = "xihan"                 # cascade layers xihan.components … (default: from the prefix)
    tokens = "tokens/xh.resolver.yaml"  # a DTCG resolver, or a token file/folder
    exclude = ["android-*"]             # token ids left out of every output (globs)
    exclude-files = ["**/removed/**"]   # files of a tokens folder that are not token files
    styles = "styles"                   # one folder per component + family/
    out-dir = "dist"                    # CSS, JSON, schema, metadata
    docs-dir = "docs/generated"         # generated parts the docs site includes

    [tool.skinwright.modes.theme.dark]  # context → CSS selector (+ media query)
    selector = '[data-theme="dark"]'
    media = "(prefers-color-scheme: dark)"

    [tool.skinwright.lint.rules]
    "core/descriptions" = "warn"        # off | info | warn | error, or {severity, options}

    [tool.skinwright.surface]
    baseline = "v1.2.0"                 # the last release: the changelog of the public surface
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .diagnostics import Diagnostic, Position, SkinwrightError, did_you_mean
from .limits import Limits, parse_limits
from .namespace import Namespace, default_namespace
from .source import SUFFIXES

CONFIG_FILE = "pyproject.toml"

# Media features a context follows when the page sets no attribute
# (Media Queries Level 5: prefers-color-scheme, prefers-contrast).
DEFAULT_MEDIA: dict[tuple[str, str], str] = {
    ("theme", "dark"): "(prefers-color-scheme: dark)",
    ("contrast", "more"): "(prefers-contrast: more)",
}


@dataclass(frozen=True)
class ContextCSS:
    """How one modifier context is selected in CSS.

    ``selector`` matches an element (and so its subtree) that asks for the
    context; ``media`` (optional) applies the context at the root when the
    user's preference matches and no other context of the same modifier is
    forced there.
    """

    selector: str
    media: str | None = None


@dataclass(frozen=True)
class PackageSettings:
    """``[tool.skinwright.package]``: what ``out-dir/package.json`` says about the npm package.

    ``name`` follows npm's rules (lower case, URL-safe, optionally ``@scope/``);
    ``version`` is a Semantic Versioning 2.0.0 version. Defaults: the name
    ``<prefix>-components``, version ``0.0.0``.
    """

    name: str
    version: str = "0.0.0"
    description: str | None = None
    license: str | None = None


# npm's package name rules (lower case, URL-safe, at most 214 characters, optionally scoped)
# and the Semantic Versioning 2.0.0 grammar (semver.org's regular expression).
NPM_NAME = re.compile(r"(?:@[a-z0-9-*~][a-z0-9-*._~]*/)?[a-z0-9-~][a-z0-9-._~]*")
SEMVER = re.compile(r"(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)"
                    r"(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?"
                    r"(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?")
_PACKAGE_KEYS = ("name", "version", "description", "license")


@dataclass
class Config:
    """The resolved configuration; paths are absolute.

    Attributes:
        root: the project folder (where ``pyproject.toml`` is).
        prefix: custom-property prefix without dashes (``xh``).
        namespace: the cascade layers' namespace (``xihan``); unless set, the prefix
            (``xihan`` for the default prefix ``xh``, as always).
        tokens: a resolver file, a token file, or a folder of token files.
        styles: the folder of component folders (``styles/<component>/``).
        out_dir: where ``skinwright build`` writes CSS and metadata.
        docs_dir: where it writes the parts the docs site includes; ``None``
            when the project has no docs site (no ``docs-dir`` key and no
            ``mkdocs.yml``).
        modes: modifier → context → :class:`ContextCSS` overrides.
        lint: the raw ``[tool.skinwright.lint]`` table.
        package: the npm package settings (:class:`PackageSettings`).
        baseline: ``[tool.skinwright.surface] baseline``: the release the build's
            changelog of the public surface compares with (a git revision, a
            dist/ folder, a tarball or an npm name@version), or ``None``.
        configured: ``pyproject.toml`` has a ``[tool.skinwright]`` table.
        toml_lines: the lines of ``pyproject.toml`` (for :meth:`where`).
        limits: ``[tool.skinwright.limits]`` (:mod:`skinwright.limits`).
        exclude: token ids to leave out, as globs (:class:`Exclusions`).
        exclude_files: files under the tokens folder to leave unread, as ``.gitignore`` globs.
    """

    root: Path
    prefix: str = "xh"
    namespace: str | None = None
    tokens: Path | None = None
    styles: Path | None = None
    out_dir: Path | None = None
    docs_dir: Path | None = None
    modes: dict[str, dict[str, ContextCSS]] = field(default_factory=dict)
    lint: dict[str, Any] = field(default_factory=dict)
    package: PackageSettings | None = None
    baseline: str | None = None
    raw: dict[str, Any] = field(default_factory=dict)
    configured: bool = False
    toml_lines: tuple[str, ...] = field(default=(), repr=False)
    limits: Limits = field(default_factory=Limits)
    exclude: tuple[str, ...] = ()
    exclude_files: tuple[str, ...] = ()

    @property
    def npm_package(self) -> "PackageSettings":
        """The npm package ``out-dir`` is: ``[tool.skinwright.package]``, else ``<prefix>-components`` 0.0.0."""
        return self.package or default_package(self.prefix)

    @property
    def exclusions(self) -> "Exclusions":
        """The ``exclude`` and ``exclude-files`` globs, ready to match."""
        return Exclusions(self.exclude, self.exclude_files)

    @property
    def names(self) -> Namespace:
        """The names the build writes (:class:`~skinwright.namespace.Namespace`)."""
        return Namespace(self.prefix, self.namespace or default_namespace(self.prefix))

    @property
    def is_project(self) -> bool:
        """A skinwright project: a ``[tool.skinwright]`` table, or at least a ``tokens/`` folder."""
        return self.configured or (self.root / "tokens").exists()

    def where(self, *keys: str) -> Position:
        """``pyproject.toml:line:col`` of ``[tool.skinwright]`` + ``keys``.

        Falls back to the nearest enclosing key or table that is written in
        the file (the ``[tool.skinwright]`` header when the key is a default).
        """
        return _locate(self.toml_lines, ("tool", "skinwright", *keys))

    def context_css(self, modifier: str, context: str) -> ContextCSS:
        """The CSS that selects ``modifier=context``: configured, else ``[data-<modifier>="<context>"]``."""
        configured = self.modes.get(modifier, {}).get(context)
        if configured is not None:
            return configured
        from .css_text import attribute_selector

        return ContextCSS(attribute_selector(f"data-{modifier}", context), DEFAULT_MEDIA.get((modifier, context)))

    def rel(self, path: Path | str) -> str:
        """``path`` relative to the project root when inside it (for diagnostics)."""
        p = Path(path)
        try:
            return p.resolve().relative_to(self.root.resolve()).as_posix()
        except ValueError:
            return p.as_posix()


_KEYS = {"prefix", "namespace", "tokens", "styles", "out-dir", "docs-dir", "modes", "lint", "classify", "docs", "package",
         "surface", "limits", "render", "exclude", "exclude-files"}


@dataclass(frozen=True)
class Exclusions:
    """What a project keeps out of its token set: ``exclude`` (token ids) and ``exclude-files`` (files).

    ``tokens`` are globs on dotted token ids, as Terrazzo's CSS plugin's
    ``exclude`` takes them: ``*`` matches any run of characters (dots too),
    ``?`` one, ``[…]`` one of a set (Python's :func:`fnmatch.fnmatchcase`):
    ``"android-*"``, ``"*.android.*"``. An excluded token is read nowhere: no
    custom property, no entry in ``tokens.json``, no row in the docs; a
    reference to it is an error that names the pattern. ``files`` are
    ``.gitignore`` patterns (pathspec's) on paths inside the tokens folder:
    ``"removed.json"`` at any depth, ``"**/removed/**"``, ``"fallback/"``.
    """

    tokens: tuple[str, ...] = ()
    files: tuple[str, ...] = ()

    def token(self, tid: str) -> str | None:
        """The first ``exclude`` pattern that matches the token id ``tid``, or ``None``."""
        from fnmatch import fnmatchcase

        return next((p for p in self.tokens if fnmatchcase(tid, p)), None)

    def file(self, rel: str) -> bool:
        """Whether ``rel`` (a POSIX path relative to the tokens folder) matches an ``exclude-files`` pattern."""
        return bool(self.files) and self._file_spec().match_file(rel)

    def _file_spec(self):
        import pathspec

        spec = _SPECS.get(self.files)
        if spec is None:
            spec = _SPECS[self.files] = pathspec.GitIgnoreSpec.from_lines(self.files)
        return spec


_SPECS: dict[tuple[str, ...], object] = {}
_DEFAULT_PATHS = {"tokens": "tokens", "styles": "styles", "out-dir": "dist", "docs-dir": "docs/generated"}


def find_project(start: Path) -> Path | None:
    """The nearest folder at or above ``start`` holding a ``pyproject.toml``; ``None`` if there is none."""
    start = start.resolve()
    for folder in (start, *start.parents):
        if (folder / CONFIG_FILE).is_file():
            return folder
    return None


def project_problem(config: Config, searched_from: Path | None = None) -> Diagnostic | None:
    """Why ``config`` cannot be built or linted, or ``None`` when it can.

    The one rule for every command that needs a project (``build``, ``lint``,
    ``serve``; ``render`` borrows the shipped components instead): the project
    is the ``-C`` folder or the nearest folder with a ``pyproject.toml``, and it
    is a skinwright project when that file has a ``[tool.skinwright]`` table or
    the folder has ``tokens/``. ``searched_from`` is the folder the search
    started in when no ``-C`` was given.

    Returns ``config/no-project`` (no project) or ``config/invalid`` (a
    project whose default ``tokens/`` is missing); the CLI exits 2 on both.
    """
    if not config.is_project:
        if searched_from is not None and not (config.root / CONFIG_FILE).is_file():
            what = f"no {CONFIG_FILE} in {searched_from} or any folder above it"
        elif (config.root / CONFIG_FILE).is_file():
            what = f"{config.root / CONFIG_FILE} has no [tool.skinwright] table and {config.root} has no tokens/ folder"
        else:
            what = f"{config.root} has no {CONFIG_FILE} and no tokens/ folder"
        return Diagnostic("config/no-project", f"no skinwright project found: {what}",
                          hint="run inside a project (a folder whose pyproject.toml has a [tool.skinwright] table) "
                               "or pass -C PROJECT")
    if config.tokens is not None and not config.tokens.exists():  # a configured path was checked by load_config
        return Diagnostic("config/invalid", "no tokens: [tool.skinwright] sets no 'tokens' and there is no tokens/ "
                          "folder", config.where("tokens"),
                          hint='set tokens = "tokens/<name>.resolver.yaml" (a DTCG resolver, a token file or '
                               'a folder of them) or create tokens/')
    return None


def load_config(root: Path) -> Config:
    """Read ``root/pyproject.toml`` (missing file or table: all defaults).

    Raises:
        SkinwrightError: ``config/invalid`` at the key's ``pyproject.toml:line:col``
            for TOML syntax errors (a duplicate key names the key and where it
            was first set), unknown keys, values of the wrong type, a
            configured ``tokens`` or ``styles`` path that does not exist, and
            an ``out-dir`` or ``docs-dir`` the build must not write into (see
            :func:`_output_problems`).
    """
    root = root.resolve()
    path = root / CONFIG_FILE
    table: dict[str, Any] = {}
    configured = False
    text = ""
    if path.is_file():
        text = path.read_text(encoding="utf-8", errors="replace")
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            raise SkinwrightError([_toml_error(exc, text.splitlines())]) from None
        table = data.get("tool", {}).get("skinwright")
        configured = isinstance(table, dict)
        table = table if configured else {}
    lines = tuple(text.splitlines())

    def at(*keys: str) -> Position:
        return _locate(lines, ("tool", "skinwright", *keys))

    problems = []
    for key in table:
        if key not in _KEYS:
            guess = did_you_mean(key, _KEYS)
            problems.append(Diagnostic("config/invalid", f"unknown key '{key}' in [tool.skinwright]", at(key),
                                       hint=f"did you mean '{guess}'?" if guess else f"known keys: {', '.join(sorted(_KEYS))}"))
    prefix = table.get("prefix", "xh")
    if not isinstance(prefix, str) or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_-]*", prefix):
        problems.append(Diagnostic("config/invalid", f"prefix must start with a letter or '_' and hold letters, "
                                   f"digits, '-' or '_', not {prefix!r}", at("prefix"),
                                   hint="custom properties are --<prefix>-<token path>"))
    namespace = table.get("namespace")
    if namespace is not None and (not isinstance(namespace, str) or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_-]*", namespace)):
        problems.append(Diagnostic("config/invalid", f"namespace must start with a letter or '_' and hold letters, "
                                   f"digits, '-' or '_', not {namespace!r}", at("namespace"),
                                   hint="cascade layers are <namespace>.components, <namespace>.motion, "
                                        "<namespace>.overrides"))
    for key in _DEFAULT_PATHS:
        if key in table and (not isinstance(table[key], str) or not table[key].strip()):
            problems.append(Diagnostic("config/invalid", f"{key} must be a non-empty path (a string), not {table[key]!r}",
                                       at(key), hint=f'for example {key} = "{_DEFAULT_PATHS[key]}", relative to pyproject.toml'))
    modes: dict[str, dict[str, ContextCSS]] = {}
    raw_modes = table.get("modes") or {}
    if not isinstance(raw_modes, dict):
        problems.append(Diagnostic("config/invalid", "modes must be a table of modifier → context → selector", at("modes"),
                                   hint='[tool.skinwright.modes.theme.dark]\nselector = \'[data-theme="dark"]\''))
        raw_modes = {}
    for modifier, contexts in raw_modes.items():
        for context, spec in (contexts or {}).items() if isinstance(contexts, dict) else ():
            if not isinstance(spec, dict) or not isinstance(spec.get("selector"), str) or \
                    not isinstance(spec.get("media", ""), str):
                problems.append(Diagnostic("config/invalid", f"modes.{modifier}.{context} needs a 'selector' string "
                                           "(and an optional 'media' string)", at("modes", modifier, context),
                                           hint=f'selector = \'[data-{modifier}="{context}"]\', and for example '
                                                'media = "(prefers-color-scheme: dark)"'))
                continue
            from .css_text import media_problem, selector_problem

            bad = [(key, why) for key, why in (("selector", selector_problem(spec["selector"])),
                                               ("media", media_problem(spec["media"]) if "media" in spec else None))
                   if why]
            for key, why in bad:
                problems.append(Diagnostic("config/invalid", f"modes.{modifier}.{context}.{key}: {why}",
                                           at("modes", modifier, context, key),
                                           hint="write CSS that stays inside its rule: a selector list such as "
                                                "'[data-theme=\"dark\"]' or a media query such as "
                                                "'(prefers-color-scheme: dark)'"))
            if bad:
                continue
            modes.setdefault(modifier, {})[context] = ContextCSS(spec["selector"], spec.get("media"))
    lint = table.get("lint") or {}
    if not isinstance(lint, dict):
        problems.append(Diagnostic("config/invalid", "lint must be a table ([tool.skinwright.lint.rules])", at("lint"),
                                   hint='[tool.skinwright.lint.rules]\n"core/descriptions" = "warn"'))
        lint = {}
    limits, limit_problems = parse_limits(table.get("limits"), lambda *keys: at("limits", *keys))
    problems += limit_problems
    surface = table.get("surface") or {}
    baseline = None
    if not isinstance(surface, dict):
        problems.append(Diagnostic("config/invalid", "surface must be a table ([tool.skinwright.surface])",
                                   at("surface"), hint='[tool.skinwright.surface]\nbaseline = "v1.2.0"'))
    else:
        for key in surface:
            if key != "baseline":
                problems.append(Diagnostic("config/invalid", f"unknown key '{key}' in [tool.skinwright.surface]",
                                           at("surface", key), hint="the table has one key: baseline"))
        baseline = surface.get("baseline")
        if baseline is not None and (not isinstance(baseline, str) or not baseline.strip()):
            problems.append(Diagnostic("config/invalid", f"surface.baseline must be a non-empty string, not "
                                       f"{baseline!r}", at("surface", "baseline"),
                                       hint='a git revision, a dist/ folder, a tarball or name@version: '
                                            'baseline = "v1.2.0"'))
            baseline = None
    package = _package_settings(table.get("package"), prefix if isinstance(prefix, str) else "xh", at, problems)
    exclude = {key: _globs(table, key, at, problems) for key in ("exclude", "exclude-files")}
    if problems:
        raise SkinwrightError(problems)

    def path_of(key: str) -> Path:
        return (root / str(table.get(key, _DEFAULT_PATHS[key]))).resolve()

    tokens = path_of("tokens")
    if "tokens" not in table:
        resolvers = sorted((root / "tokens").glob("*.resolver.yaml")) + sorted((root / "tokens").glob("*.resolver.json"))
        tokens = resolvers[0].resolve() if resolvers else tokens
    has_docs = "docs-dir" in table or (root / "mkdocs.yml").is_file()
    config = Config(root=root, prefix=prefix, namespace=namespace, tokens=tokens, styles=path_of("styles"), out_dir=path_of("out-dir"),
                    docs_dir=path_of("docs-dir") if has_docs else None, modes=modes, lint=lint, package=package,
                    baseline=baseline, raw=table,
                    configured=configured, toml_lines=lines, limits=limits, exclude=exclude["exclude"],
                    exclude_files=exclude["exclude-files"])
    problems = [*_source_problems(config), *_output_problems(config)]
    if problems:
        raise SkinwrightError(problems)
    return config


def _globs(table: dict, key: str, at, problems: list[Diagnostic]) -> tuple[str, ...]:
    """``exclude`` or ``exclude-files``: a list of non-empty glob strings (problems go to ``problems``)."""
    value = table.get(key, [])
    example = 'exclude = ["android-*", "*.android.*"]' if key == "exclude" else \
        'exclude-files = ["removed.json", "fallback/"]'
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        problems.append(Diagnostic("config/invalid", f"{key} must be a list of glob strings, not {value!r}", at(key),
                                   hint=f"for example {example}"))
        return ()
    if key == "exclude-files":
        import pathspec

        for pattern in value:
            try:
                pathspec.GitIgnoreSpec.from_lines([pattern])
            except (ValueError, TypeError) as exc:
                problems.append(Diagnostic("config/invalid", f"exclude-files: {pattern!r} is not a .gitignore "
                                           f"pattern ({exc})", at(key), hint=f"for example {example}"))
    return tuple(value)


def default_package(prefix: str) -> PackageSettings:
    """The package settings when ``[tool.skinwright.package]`` sets none: ``<prefix>-components`` 0.0.0."""
    return PackageSettings(name=f"{prefix.lower().lstrip('._')}-components")


def _package_settings(table: Any, prefix: str, at, problems: list[Diagnostic]) -> PackageSettings:
    """``[tool.skinwright.package]`` checked; problems (at their key's line) go to ``problems``."""
    default = default_package(prefix)
    if table is None:
        return default
    if not isinstance(table, dict):
        problems.append(Diagnostic("config/invalid", "package must be a table ([tool.skinwright.package])",
                                   at("package"), hint='[tool.skinwright.package]\nname = "@acme/ui"\nversion = "1.0.0"'))
        return default
    for key in table:
        if key not in _PACKAGE_KEYS:
            guess = did_you_mean(key, _PACKAGE_KEYS)
            problems.append(Diagnostic("config/invalid", f"unknown key '{key}' in [tool.skinwright.package]",
                                       at("package", key), hint=f"did you mean '{guess}'?" if guess
                                       else f"known keys: {', '.join(_PACKAGE_KEYS)}"))
    values = {}
    for key in _PACKAGE_KEYS:
        value = table.get(key)
        if value is None:
            continue
        if not isinstance(value, str) or not value.strip():
            problems.append(Diagnostic("config/invalid", f"package.{key} must be a non-empty string, not {value!r}",
                                       at("package", key), hint="for example " + {"name": 'name = "@acme/ui"', "version": 'version = "1.0.0"',
                                       "description": 'description = "Acme components"', "license": 'license = "MIT"'}[key]))
            continue
        values[key] = value
    name, version = values.get("name"), values.get("version")
    if name is not None and (len(name) > 214 or not NPM_NAME.fullmatch(name)):
        problems.append(Diagnostic("config/invalid", f"package.name {name!r} is not an npm package name",
                                   at("package", "name"),
                                   hint="lower case letters, digits, '-', '.', '_' and '~', at most 214 characters, "
                                        'optionally scoped: "@acme/ui"'))
    if version is not None and not SEMVER.fullmatch(version):
        problems.append(Diagnostic("config/invalid", f"package.version {version!r} is not a semantic version",
                                   at("package", "version"), hint='MAJOR.MINOR.PATCH, such as "1.0.0" or "2.1.0-beta.1"'))
    return PackageSettings(name=name or default.name, version=version or default.version,
                           description=values.get("description"), license=values.get("license"))


def _source_problems(config: Config) -> list[Diagnostic]:
    """A configured ``tokens`` or ``styles`` path that does not exist, with the closest one that does."""
    problems = []
    for key, path in (("tokens", config.tokens), ("styles", config.styles)):
        if key not in config.raw or path.exists():
            continue
        value = Path(config.raw[key]).as_posix()
        found = _project_paths(config.root, folders_only=key == "styles")
        resolvers = [p for p in found if p.endswith((".resolver.yaml", ".resolver.json"))]
        guess = did_you_mean(value, resolvers if ".resolver." in value else found)
        if guess:
            hint = f"did you mean '{guess}'?"
        elif key == "tokens" and resolvers:
            hint = f"resolvers in this project: {', '.join(resolvers)}"
        else:
            hint = (f"{key} is " + ("a DTCG resolver, a token file or a folder of token files" if key == "tokens"
                                    else "the folder of component folders") + ", relative to pyproject.toml")
        problems.append(Diagnostic("config/invalid", f"{key}: no such file or folder: {value}", config.where(key),
                                   hint=hint))
    return problems


def _project_paths(root: Path, *, folders_only: bool) -> list[str]:
    """Folders and token-like files up to three levels down (not hidden ones), as relative POSIX paths."""
    found = []
    for pattern in ("*", "*/*", "*/*/*"):
        for p in root.glob(pattern):
            rel = p.relative_to(root)
            if any(part.startswith(".") for part in rel.parts):
                continue
            if p.is_dir() or (not folders_only and p.suffix in SUFFIXES):
                found.append(rel.as_posix())
    return sorted(found)


def _output_problems(config: Config) -> list[Diagnostic]:
    """``out-dir`` / ``docs-dir`` values the build must refuse before it writes anything.

    The build writes into these folders and deletes there what it wrote
    earlier, so each must be a folder of its own: inside the project but not
    its root, apart from the token sources (the ``tokens`` folder, or the
    resolver's or token file's folder) and from ``styles``, and not the other
    output folder. Paths are compared after resolving symbolic links, so a
    link that leads out of the project is refused too.
    """
    problems = []
    for key, path in (("out-dir", config.out_dir), ("docs-dir", config.docs_dir)):
        why = _unfit_output(config, path)
        if key == "docs-dir" and path is not None and path == config.out_dir:
            why = "is the same folder as out-dir"
        if why:
            default = _DEFAULT_PATHS[key]
            value = str(config.raw.get(key, default))
            problems.append(Diagnostic(
                "config/invalid", f'{key} = "{value}"{"" if key in config.raw else " (the default)"} {why}',
                config.where(key),
                hint=f'use a folder of its own inside the project, apart from tokens and styles, such as "{default}"'))
    return problems


def _unfit_output(config: Config, path: Path | None) -> str | None:
    """Why the build may not write into ``path`` (resolved), or ``None``."""
    if path is None:
        return None
    if path == config.root:
        return "is the project root"
    if config.root not in path.parents:
        return f"lies outside the project ({path})"
    if path.exists() and not path.is_dir():
        return "is a file, not a folder"
    sources = [("styles", config.styles)]
    if config.tokens is not None:
        sources.insert(0, ("tokens", config.tokens if config.tokens.is_dir() else config.tokens.parent))
    for name, folder in sources:
        if folder is None or folder == config.root:
            continue  # sources at the project root: the root check above is what matters
        if path == folder:
            return f"is the {name} folder"
        if folder in path.parents:
            return f"is inside the {name} folder {config.rel(folder)}/"
        if path in folder.parents:
            return f"contains the {name} folder {config.rel(folder)}/"
    return None


# --- where a key is written in pyproject.toml ---------------------------------------------------------

_KEY = r'(?:[A-Za-z0-9_-]+|"(?:[^"\\]|\\.)*"|\'[^\']*\')'
_DOTTED = rf"{_KEY}(?:\s*\.\s*{_KEY})*"
_HEADER = re.compile(rf"\s*\[\[?\s*({_DOTTED})\s*\]")
_ASSIGN = re.compile(rf"\s*({_DOTTED})\s*=")


def _split(dotted: str) -> tuple[str, ...]:
    return tuple(k[1:-1] if k[0] in "\"'" else k for k in re.findall(_KEY, dotted))


def _entries(lines: tuple[str, ...] | list[str]):
    """``(line, column, table, key)`` for each ``[table]`` header (key ``()``) and ``key = value`` line.

    A line scanner, not a parser: it runs on text ``tomllib`` accepted (or
    rejected at a known line), where it only has to find keys again.
    """
    table: tuple[str, ...] = ()
    for i, line in enumerate(lines, 1):
        col = len(line) - len(line.lstrip()) + 1
        if m := _HEADER.match(line):
            table = _split(m.group(1))
            yield i, col, table, ()
        elif m := _ASSIGN.match(line):
            yield i, col, table, _split(m.group(1))


def _locate(lines, path: tuple[str, ...]) -> Position:
    """Where ``path`` is written: its own line, else the line of its longest written prefix (else 1:1)."""
    best, where = 0, Position(CONFIG_FILE, 1, 1)
    for line, col, table, key in _entries(lines):
        full = table + key
        n = next((i for i, (a, b) in enumerate(zip(full, path)) if a != b), min(len(full), len(path)))
        if n == len(path):
            return Position(CONFIG_FILE, line, col)
        if n > best:
            best, where = n, Position(CONFIG_FILE, line, col)
    return where


def _toml_error(exc: tomllib.TOMLDecodeError, lines: list[str]) -> Diagnostic:
    """``config/invalid`` for a ``tomllib`` error; a key or table set twice is named, with its first place."""
    m = re.search(r"\(at line (\d+), column (\d+)\)", str(exc))
    line, col = (int(m.group(1)), int(m.group(2))) if m else (max(len(lines), 1), 1)
    entries = list(_entries(lines))
    here = next((e for e in entries if e[0] == line), None)
    if here is not None and re.match(r"Cannot (overwrite|declare|mutate)", str(exc)):
        _, col, table, key = here
        full, name = table + key, ".".join(table + key)
        earlier = [e for e in entries if e[0] < line]
        first = next((e for e in earlier if e[2] + e[3] == full), None) or \
            next((e for e in earlier if e[3] and full[:len(e[2] + e[3])] == e[2] + e[3]), None)
        note = "first declared here" if first and not first[3] else "first set here"
        related = ((Position(CONFIG_FILE, first[0], first[1]), note),) if first else ()
        if key and first and first[2] + first[3] == full:
            where = f" in [{'.'.join(table)}]" if table else ""
            message = f"duplicate key '{'.'.join(key)}'{where}"
            hint = "TOML allows each key once per table: delete or rename one of them"
        elif first and first[2] + first[3] == full:
            message, hint = f"table [{name}] is declared twice", "TOML allows each table once: merge the two into one"
        else:
            message = f"'{name}' sets again a value that is already set"
            hint = "TOML sets each key once: write it as a table or as a dotted key, not both"
        return Diagnostic("config/invalid", message, Position(CONFIG_FILE, line, col), related=related, hint=hint)
    return Diagnostic("config/invalid", f"{CONFIG_FILE} is not valid TOML: {str(exc).split(' (at')[0]}",
                      Position(CONFIG_FILE, line, col),
                      hint="see https://toml.io: strings need quotes, each key = value on its own line")
