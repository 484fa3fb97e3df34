"""The surface record of an earlier release: ``REF`` of ``skinwright lint --against REF``.

``REF`` is, in the order tried:

1. ``git:REV``, ``npm:NAME@VERSION`` or ``path:PATH`` — the kind said outright;
2. an existing path: a ``dist/`` folder (its ``surface.json``, or its
   ``tokens.json``, ``css/`` and ``meta/`` for folders written before surface
   records existed), a ``surface.json`` file, a package tarball (``.tgz``,
   ``.tar.gz``, ``.tar``: what ``npm pack`` writes, read in memory, never
   extracted), or another skinwright project folder (built in memory);
3. a git revision of the repository the project is in (``HEAD~1``, ``v1.2.0``,
   a commit): the project's ``pyproject.toml``, token folder (for a token
   file or resolver at the project's root: the root's token files and the
   folders they name) and ``styles/`` at that revision are read with
   ``git archive`` into a temporary folder and
   built there in memory with this skinwright — the working tree, the index
   and ``dist/`` are never touched;
4. an npm package version, ``name@version`` or ``@scope/name@version``:
   fetched with ``npm pack`` (npm's own registry configuration and cache) into
   a temporary folder, then read as a tarball.

The package's files may sit at its root (a ``dist/`` published as the
package) or in a folder of it (``package/dist/``): the shallowest folder
holding ``surface.json`` or ``tokens.json`` is the output folder.

Every failure is one ``surface/baseline`` diagnostic that says what REF was
taken for and why it could not be read; the CLI exits 2 on it. Work is
bounded: :data:`MAX_BYTES` of files read, :data:`MAX_FILES` files,
:data:`TIMEOUT` seconds per ``git`` or ``npm`` process.
"""

from __future__ import annotations

import io
import re
import shutil
import subprocess
import tarfile
import tempfile
import tomllib
from dataclasses import dataclass, replace
from pathlib import Path, PurePosixPath
from typing import Mapping

from ..diagnostics import Diagnostic, Position, SkinwrightError
from .record import FILE, NotASurface, surface_from_files

MAX_BYTES = 256 * 1024 * 1024
"""Most bytes read from a baseline (a tarball's members, a git archive, a dist folder's files)."""
MAX_FILES = 50_000
"""Most files a baseline tarball, archive or folder may list."""
TIMEOUT = 120
"""Seconds a ``git`` or ``npm`` process may take."""

CODE = "surface/baseline"
_NPM_SPEC = re.compile(r"^((?:@[a-z0-9][\w.~-]*/)?[a-z0-9][\w.~-]*)@([^\s@/:{}]+)$", re.I)
_TARBALL = (".tgz", ".tar.gz", ".tar")
_WANTED = re.compile(r"^(surface\.json|tokens\.json|css/.+\.css|meta/[^/]+\.json)$")

_GIT_CACHE: dict[tuple[str, str, str], dict] = {}  # (repository, commit, project folder) → record


@dataclass(frozen=True)
class Baseline:
    """A baseline's record and how to name it: ``label`` is e.g. ``git HEAD~1 (3f2a9c1)``."""

    ref: str
    label: str
    surface: dict


def load_baseline(ref: str, config, *, build, cwd: Path | None = None) -> Baseline:
    """The surface record of ``ref`` for the project ``config`` (paths are relative to ``cwd``).

    ``build`` is :func:`skinwright.build.build` (handed in, so that the build,
    which loads its own baseline, and this module do not import each other):
    it builds a git revision's or a project folder's sources in memory.

    Raises:
        SkinwrightError: one ``surface/baseline`` diagnostic.
    """
    cwd = cwd or Path.cwd()
    text = ref.strip()
    if not text:
        raise _fail(ref, "REF is empty", "give a git revision, a dist/ folder, a tarball or name@version")
    kind, _, rest = text.partition(":")
    if kind == "git" and rest:
        return _git(rest, config, build)
    if kind == "npm" and rest:
        return _npm(rest, ref)
    if kind == "path" and rest:
        return _path((cwd / rest), ref, build)
    path = cwd / text
    if path.exists():
        return _path(path, ref, build)
    repo = _git_toplevel(config.root)
    if repo is not None and _git_commit(repo, text) is not None:
        return _git(text, config, build)
    if _NPM_SPEC.match(text):
        return _npm(text, ref)
    why = "it is not a path" + (", not a revision of the git repository" if repo else
                                 " (and the project is not in a git repository)") + ", nor an npm name@version"
    raise _fail(ref, f"cannot read '{ref}': {why}",
                "use a git revision (HEAD~1, v1.2.0), a dist/ folder, a surface.json, a package tarball, "
                "or name@version; prefix git:, npm: or path: to say which")


def _fail(ref: str, message: str, hint: str | None = None, position: Position | None = None) -> SkinwrightError:
    return SkinwrightError([Diagnostic(CODE, message, position, "error", hint=hint)])


# --- files -----------------------------------------------------------------------------------------


def _record(files: Mapping[str, bytes], ref: str, what: str) -> dict:
    try:
        return surface_from_files(files)
    except NotASurface as exc:
        raise _fail(ref, f"{what} holds no skinwright output: {exc}",
                    "point at the folder the build writes (out-dir, dist/ by default) or a package of it") from None


def _narrow(names: list[str]) -> str | None:
    """The shallowest folder (``""``, ``"package/"``, ``"package/dist/"``) holding surface.json or tokens.json."""
    best = None
    for n in names:
        p = PurePosixPath(n)
        if p.name in (FILE, "tokens.json"):
            folder = "" if len(p.parts) == 1 else str(p.parent) + "/"
            if best is None or folder.count("/") < best.count("/"):
                best = folder
    if best is None:  # metadata only (a project without tokens)
        for n in names:
            m = re.match(r"^(.*?)meta/[^/]+\.json$", n)
            if m and (best is None or m.group(1).count("/") < best.count("/")):
                best = m.group(1)
    return best


def _path(path: Path, ref: str, build) -> Baseline:
    if path.is_dir():
        if (path / "pyproject.toml").is_file() and not (path / FILE).is_file() and not (path / "tokens.json").is_file():
            return _project(path, ref, f"project {path}", build)
        return Baseline(ref, f"folder {ref}", _record(_read_folder(path, ref), ref, f"folder {ref}"))
    if path.name.endswith(_TARBALL):
        return Baseline(ref, f"package {path.name}", _record(_read_tarball(path.read_bytes(), ref), ref, path.name))
    if path.suffix == ".json":
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise _fail(ref, f"cannot read {ref}: {exc.strerror or exc}") from None
        return Baseline(ref, f"surface {path.name}", _record({FILE: data}, ref, path.name))
    raise _fail(ref, f"{ref} is a file but not a surface.json or a package tarball (.tgz, .tar.gz, .tar)")


def _read_folder(folder: Path, ref: str) -> dict[str, bytes]:
    names = []
    for p in folder.rglob("*"):
        if len(names) > MAX_FILES:
            raise _fail(ref, f"{ref} has more than {MAX_FILES:,} files (surface.MAX_FILES)")
        if p.is_file() and not p.is_symlink():
            names.append(p.relative_to(folder).as_posix())
    base = _narrow(names) or ""
    out, total = {}, 0
    for n in sorted(names):
        if n.startswith(base) and _WANTED.match(n[len(base):]):
            data = (folder / n).read_bytes()
            total += len(data)
            if total > MAX_BYTES:
                raise _fail(ref, f"{ref} holds more than {MAX_BYTES // 2**20} MiB of output (surface.MAX_BYTES)")
            out[n[len(base):]] = data
    return out


def _read_tarball(data: bytes, ref: str) -> dict[str, bytes]:
    """The wanted members of a tarball, in memory (links, devices and paths that climb out are skipped)."""
    try:
        tar = tarfile.open(fileobj=io.BytesIO(data), mode="r:*")
    except (tarfile.TarError, EOFError, OSError) as exc:
        raise _fail(ref, f"{ref} is not a readable tarball ({exc})") from None
    with tar:
        members = {}
        try:
            for i, m in enumerate(tar):
                if i > MAX_FILES:
                    raise _fail(ref, f"{ref} has more than {MAX_FILES:,} members (surface.MAX_FILES)")
                name = PurePosixPath(m.name)
                if m.isfile() and not name.is_absolute() and ".." not in name.parts:
                    members[name.as_posix().removeprefix("./")] = m
        except (tarfile.TarError, EOFError, OSError) as exc:
            raise _fail(ref, f"{ref} is not a readable tarball ({exc})") from None
        base = _narrow(list(members)) or ""
        out, total = {}, 0
        for n, m in sorted(members.items()):
            if n.startswith(base) and _WANTED.match(n[len(base):]):
                total += m.size
                if total > MAX_BYTES:
                    raise _fail(ref, f"{ref} holds more than {MAX_BYTES // 2**20} MiB of output (surface.MAX_BYTES)")
                f = tar.extractfile(m)
                out[n[len(base):]] = f.read() if f is not None else b""
        return out


# --- projects and git ------------------------------------------------------------------------------


def _project(root: Path, ref: str, what: str, build) -> Baseline:
    """Build the record of the project at ``root`` in memory (``build(config, surface_only=True)``)."""
    from ..config import load_config
    from .record import dist_files

    try:
        config = load_config(root)
    except SkinwrightError as exc:
        raise _fail(ref, f"{what}: its pyproject.toml does not load: {exc.diagnostics[0].message}") from None
    # only its record: no docs, and not the changelog against its own baseline (that would build another release)
    config = replace(config, docs_dir=None, baseline=None)
    result = build(config, surface_only=True)
    if not result.ok:
        first = [d for d in result.diagnostics if d.severity == "error"][:3]
        raise _fail(ref, f"{what} does not build with this skinwright ({len(first)} error"
                    f"{'s' * (len(first) != 1)} shown in the hint)",
                    "; ".join(d.format().split("\n")[0] for d in first) +
                    " — compare against a dist/ folder or a package built from it instead")
    return Baseline(ref, what, _record(dist_files(result.files, config.rel(config.out_dir)), ref, what))


def _run(args: list[str], cwd: Path, ref: str, what: str, limit: int = MAX_BYTES) -> bytes:
    try:
        done = subprocess.run(args, cwd=cwd, capture_output=True, timeout=TIMEOUT)
    except FileNotFoundError:
        raise _fail(ref, f"cannot read '{ref}': {args[0]} is not installed",
                    f"install {args[0]}, or pass a dist/ folder or a tarball") from None
    except subprocess.TimeoutExpired:
        raise _fail(ref, f"{what} took longer than {TIMEOUT} s (surface.TIMEOUT)") from None
    if done.returncode != 0:
        err = done.stderr.decode("utf-8", errors="replace").strip().splitlines()
        raise _fail(ref, f"{what} failed: {err[-1] if err else f'exit status {done.returncode}'}")
    if len(done.stdout) > limit:
        raise _fail(ref, f"{what} gave more than {limit // 2**20} MiB (surface.MAX_BYTES)")
    return done.stdout


_SOURCE_SUFFIXES = (".json", ".yaml", ".yml", ".json5", ".jsonc")


def _root_sources(repo: Path, commit: str, sub: str, file: str, ref: str, rev: str) -> list[str]:
    """The neighbours a token file or resolver at the project's root may refer to, at ``commit``.

    That is ``file``, the root's other token-source files (``.json``, ``.yaml``,
    ``.yml``, ``.json5``, ``.jsonc``), and each folder of the root that one of them
    names as ``folder/``; not the rest of the project (its outputs, its code).
    """
    listing = _run(["git", "ls-tree", "-z", f"{commit}:{sub}"], repo, ref, f"git ls-tree {rev}")
    files, folders = [file], []
    for entry in filter(None, listing.decode("utf-8", errors="surrogateescape").split("\0")):
        meta, _, name = entry.partition("\t")
        if meta.split(" ")[1] == "tree":
            folders.append(name)
        elif name.lower().endswith(_SOURCE_SUFFIXES) and f"{sub}{name}" != file:
            files.append(f"{sub}{name}")
    texts = [_run(["git", "show", f"{commit}:{f}"], repo, ref, f"git show {rev}:{f}").decode("utf-8", "replace")
             for f in files]
    named = [f"{sub}{d}" for d in folders
             if any(re.search(rf"(?<![\w.-]){re.escape(d)}/", t) for t in texts)]
    return files + named


def _git_toplevel(root: Path) -> Path | None:
    try:
        done = subprocess.run(["git", "rev-parse", "--show-toplevel"], cwd=root, capture_output=True, timeout=TIMEOUT)
    except (FileNotFoundError, subprocess.TimeoutExpired, NotADirectoryError):
        return None
    return Path(done.stdout.decode().strip()) if done.returncode == 0 else None


def _git_commit(repo: Path, rev: str) -> str | None:
    if rev.startswith("-"):
        return None  # never an option to git
    done = subprocess.run(["git", "rev-parse", "--verify", "--quiet", "--end-of-options", f"{rev}^{{commit}}"],
                          cwd=repo, capture_output=True, timeout=TIMEOUT)
    return done.stdout.decode().strip() if done.returncode == 0 else None


def _git(rev: str, config, build) -> Baseline:
    ref = rev
    repo = _git_toplevel(config.root)
    if repo is None:
        raise _fail(ref, f"cannot read git revision '{rev}': {config.root} is not in a git repository",
                    "pass a dist/ folder, a tarball or name@version instead")
    commit = _git_commit(repo, rev)
    if commit is None:
        raise _fail(ref, f"'{rev}' is not a commit of the repository at {repo}",
                    "a shallow clone lacks older commits: fetch them (git fetch --unshallow) or pass a dist/ folder")
    sub = config.root.resolve().relative_to(repo.resolve()).as_posix()
    sub = "" if sub == "." else sub + "/"
    label = f"git {commit[:7]}" if commit.startswith(rev.lower()) else f"git {rev} ({commit[:7]})"
    key = (str(repo), commit, sub)
    if key in _GIT_CACHE:
        return Baseline(ref, label, _GIT_CACHE[key])

    def exists(path: str) -> bool:
        return subprocess.run(["git", "cat-file", "-e", f"{commit}:{path}"], cwd=repo,
                              capture_output=True, timeout=TIMEOUT).returncode == 0

    if not exists(f"{sub}pyproject.toml") and not exists(f"{sub}tokens"):
        raise _fail(ref, f"the project {sub or './'} does not exist at {label}")
    table: dict = {}
    if exists(f"{sub}pyproject.toml"):
        text = _run(["git", "show", f"{commit}:{sub}pyproject.toml"], repo, ref, f"git show {rev}:pyproject.toml")
        try:
            table = tomllib.loads(text.decode("utf-8", errors="replace")).get("tool", {}).get("skinwright") or {}
        except tomllib.TOMLDecodeError as exc:
            raise _fail(ref, f"pyproject.toml at {label} is not valid TOML ({exc})") from None
    paths = [f"{sub}pyproject.toml"] if exists(f"{sub}pyproject.toml") else []
    tokens = str(table.get("tokens", "tokens")) if isinstance(table, dict) else "tokens"
    for rel in (tokens, str(table.get("styles", "styles")) if isinstance(table, dict) else "styles"):
        clean = PurePosixPath(rel)
        if clean.is_absolute() or ".." in clean.parts:
            continue
        full = f"{sub}{clean.as_posix()}"
        if exists(full):
            # a resolver or token file refers to its neighbours: take its folder
            kind = subprocess.run(["git", "cat-file", "-t", f"{commit}:{full}"], cwd=repo, capture_output=True,
                                  timeout=TIMEOUT).stdout.decode().strip()
            if kind == "tree":
                paths.append(full)
            elif clean.parent.parts:
                paths.append(f"{sub}{clean.parent.as_posix()}")
            else:  # at the project's root, whose folder is the whole project: only what token files can be
                paths += _root_sources(repo, commit, sub, full, ref, rev)
    archive = _run(["git", "archive", "--format=tar", commit, "--", *sorted(set(paths))], repo, ref,
                   f"git archive {rev}")
    with tempfile.TemporaryDirectory(prefix="skinwright-baseline-") as tmp:
        try:
            with tarfile.open(fileobj=io.BytesIO(archive), mode="r:") as tar:
                members = [m for m in tar.getmembers() if (m.isfile() or m.isdir()) and
                           not PurePosixPath(m.name).is_absolute() and ".." not in PurePosixPath(m.name).parts]
                if len(members) > MAX_FILES:
                    raise _fail(ref, f"{label} has more than {MAX_FILES:,} source files (surface.MAX_FILES)")
                tar.extractall(tmp, members=members, **({"filter": "data"} if hasattr(tarfile, "data_filter") else {}))
        except tarfile.TarError as exc:
            raise _fail(ref, f"git archive {rev} gave an unreadable archive ({exc})") from None
        root = Path(tmp) / sub
        root.mkdir(parents=True, exist_ok=True)
        built = _project(root, ref, label, build)
    _GIT_CACHE[key] = built.surface
    return built


# --- npm -------------------------------------------------------------------------------------------


def _npm(spec: str, ref: str) -> Baseline:
    if not _NPM_SPEC.match(spec) and not spec.startswith((".", "/", "file:")):
        raise _fail(ref, f"'{spec}' is not an npm package version (name@version or @scope/name@version)")
    npm = shutil.which("npm")
    if npm is None:
        raise _fail(ref, f"cannot fetch '{spec}': npm is not installed",
                    "install Node.js (npm), or download the tarball and pass its path")
    with tempfile.TemporaryDirectory(prefix="skinwright-npm-") as tmp:
        _run([npm, "pack", spec, "--pack-destination", tmp, "--ignore-scripts", "--silent"], Path(tmp), ref,
             f"npm pack {spec}", limit=16 * 2**20)
        tarballs = sorted(Path(tmp).glob("*.tgz"))  # a fresh folder: the one file npm wrote
        if not tarballs:
            raise _fail(ref, f"npm pack {spec} wrote no tarball")
        path = tarballs[0]
        if path.stat().st_size > MAX_BYTES:
            raise _fail(ref, f"{spec} is larger than {MAX_BYTES // 2**20} MiB (surface.MAX_BYTES)")
        files = _read_tarball(path.read_bytes(), ref)
    version = _NPM_SPEC.match(spec)
    label = f"npm {version.group(1)}@{version.group(2)}" if version else f"npm {spec}"
    return Baseline(ref, label, _record(files, ref, label))


def clear_cache() -> None:
    """Forget the records of git revisions built in this process (tests; ``serve`` keeps them)."""
    _GIT_CACHE.clear()

