"""Writing build output: all or nothing, atomically, only what changed.

The build computes every output file in memory first; only when no stage
reported an error does :func:`write_files` touch the disk. It then writes
every changed file to a temporary sibling first and, only when all of them
are written, moves them into place with ``os.replace`` — so a reader (a
browser, ``mkdocs serve``) never sees half a file, and a full disk or a
read-only folder leaves the last good output whole rather than half new, half
old. Files whose bytes are unchanged are not rewritten, which keeps file
watchers quiet and rebuilds fast.

Outputs that a build no longer produces (a removed component's CSS) are
deleted, but only those: each output folder keeps a manifest
(:data:`MANIFEST`) of the files the build wrote there, and the next build
deletes the listed files it did not write again. Everything else in the folder
is the user's and is never touched.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Mapping, Sequence

from .diagnostics import Diagnostic, Position, SkinwrightError


def _same(path: Path, data: bytes) -> bool:
    try:
        return path.is_file() and path.stat().st_size == len(data) and path.read_bytes() == data
    except OSError:
        return False


def _failure(path: Path, root: Path | None, exc: OSError) -> SkinwrightError:
    shown = path
    if root is not None:
        try:
            shown = path.relative_to(root)
        except ValueError:
            pass
    reason = exc.strerror or type(exc).__name__
    return SkinwrightError([Diagnostic(
        "output/write-failed", f"cannot write {shown}: {reason}", Position(str(shown)),
        hint="check that the folder exists, is a folder and is writable; nothing was changed")])


def _replace_all(pending: list[tuple[str, Path, str]], root: Path) -> None:
    """Move every temporary file into place; if one move fails, put the replaced ones back."""
    backups: list[tuple[Path, str | None]] = []
    try:
        for _, target, tmp in pending:
            backup = None
            if target.exists():
                if target.is_dir():
                    raise _failure(target, root, IsADirectoryError(21, "a folder is in the way"))
                backup = tmp + ".bak"
                try:
                    os.link(target, backup)  # a second name for the old bytes, restored on failure
                except OSError:
                    shutil.copy2(target, backup)
            try:
                os.replace(tmp, target)
            except OSError as exc:
                if backup is not None:
                    os.unlink(backup)
                raise _failure(target, root, exc) from None
            backups.append((target, backup))
    except BaseException:
        for target, backup in reversed(backups):
            try:
                if backup is None:
                    target.unlink()
                else:
                    os.replace(backup, target)
            except OSError:
                pass
        raise
    for _, backup in backups:
        if backup is not None:
            try:
                os.unlink(backup)
            except OSError:
                pass


def write_atomic(path: Path, data: bytes) -> bool:
    """Write one file atomically; ``False`` when it already held ``data``.

    A path that is a device or a pipe (``/dev/stdout``, a FIFO) is written
    into, never replaced: an atomic rename would swap the node for a file.

    Raises:
        SkinwrightError: ``output/write-failed`` with the path as given and the reason.
    """
    try:
        if path.exists() and not path.is_file() and not path.is_dir():
            with open(path, "wb") as fh:
                fh.write(data)
            return True
        return bool(write_files(path.parent, {path.name: data}))
    except OSError as exc:
        raise _failure(path, None, exc) from None
    except SkinwrightError as exc:
        reason = exc.diagnostics[0].message.split(": ", 1)[-1]
        raise _failure(path, None, OSError(0, reason)) from None


def write_files(root: Path, files: Mapping[str, str | bytes]) -> list[str]:
    """Write ``files`` (relative POSIX path → content) under ``root``, all or nothing.

    Text is encoded as UTF-8. Returns the relative paths that changed, sorted.
    Deletes nothing: see :func:`plan_outputs` for removing stale outputs.

    Raises:
        SkinwrightError: ``output/write-failed`` naming the first path that
            could not be written; no file has been replaced then.
    """
    pending: list[tuple[str, Path, str]] = []
    try:
        for rel in sorted(files):
            data = _encoded(files[rel])
            target = root / rel
            if _same(target, data):
                continue
            try:
                target.parent.mkdir(parents=True, exist_ok=True)
                fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
                with os.fdopen(fd, "wb") as fh:
                    fh.write(data)
                os.chmod(tmp, 0o644)
            except OSError as exc:
                raise _failure(target, root, exc) from None
            pending.append((rel, target, tmp))
        _replace_all(pending, root)
    except BaseException:
        for _, _, tmp in pending:
            try:
                os.unlink(tmp)
            except OSError:
                pass
        raise
    return sorted(rel for rel, _, _ in pending)


def _encoded(content: str | bytes) -> bytes:
    return content.encode("utf-8") if isinstance(content, str) else content


# --- the manifest: which files an earlier build wrote ----------------------------------------------------

MANIFEST = ".skinwright-manifest.json"
"""Written in each output folder (``out-dir``, ``docs-dir``): the files the build wrote there.

The next build deletes exactly the listed files it no longer writes; a file
that is not listed (a user's own, or one from before manifests) is never
deleted, and never overwritten once the folder has a manifest."""


@dataclass(frozen=True)
class OutputPlan:
    """What writing a build's output will do, decided before anything is touched.

    Attributes:
        files: relative path → bytes, every output plus one manifest per folder.
        stale: ``(folder, name)`` of files an earlier build wrote and this one
            does not (``name`` relative to ``folder``): to be deleted.
    """

    files: dict[str, bytes]
    stale: tuple[tuple[str, str], ...]

    def differences(self, root: Path) -> list[str]:
        """What :func:`write_outputs` would change under ``root`` (for ``build --check``), sorted."""
        out = [rel for rel, data in self.files.items() if not _same(root / rel, data)]
        out += [f"{folder}/{name} (to be deleted)" for folder, name in self.stale if _deletable(root, folder, name)]
        return sorted(out)


def plan_outputs(root: Path, files: Mapping[str, str | bytes], folders: Sequence[str]) -> OutputPlan:
    """Add a manifest to each of ``folders`` (relative to ``root``) and find the stale files.

    Each file belongs to the deepest folder that holds it. A file whose
    folder already has a manifest may only replace a file listed there (or
    one with the same bytes).

    Raises:
        SkinwrightError: ``output/outside-project`` when a path leads out of
            ``root`` (through a symbolic link), ``output/not-owned`` when a
            file would replace one the build did not write,
            ``output/bad-manifest`` when a folder's manifest is unreadable.
            Nothing has been written then.
    """
    root = root.resolve()
    data = {rel: _encoded(content) for rel, content in files.items()}
    previous = {folder: _read_manifest(root, folder) for folder in folders}
    names: dict[str, list[str]] = {folder: [] for folder in folders}
    problems = []
    for rel in sorted(data):
        target = root / rel
        if not target.resolve().is_relative_to(root):
            problems.append(Diagnostic("output/outside-project", f"refusing to write {rel}: it leads to "
                                       f"{target.resolve()}, outside the project", Position(rel),
                                       hint="a symbolic link in the output folder points out of the project; "
                                            "replace it with a real folder"))
            continue
        folder = max((f for f in folders if rel.startswith(f + "/")), key=len, default=None)
        if folder is None:
            continue
        name = rel[len(folder) + 1:]
        names[folder].append(name)
        listed = previous[folder]
        if listed is not None and name not in listed and target.is_file() and not _same(target, data[rel]):
            problems.append(Diagnostic("output/not-owned", f"{rel} exists and was not written by skinwright build",
                                       Position(rel), hint=f"move it away or delete it; {folder}/{MANIFEST} lists "
                                       "the files the build wrote, and only those are replaced or deleted"))
    if problems:
        raise SkinwrightError(problems)
    stale = []
    for folder in folders:
        data[f"{folder}/{MANIFEST}"] = _manifest(names[folder])
        stale += [(folder, name) for name in sorted((previous[folder] or set()) - set(names[folder]))
                  if f"{folder}/{name}" not in data]  # not now written under a nested folder's manifest
    return OutputPlan(data, tuple(stale))


def write_outputs(root: Path, plan: OutputPlan) -> list[str]:
    """Write ``plan.files`` all or nothing (:func:`write_files`), then delete ``plan.stale``.

    Folders left empty by a deletion are removed, up to the output folder. A
    stale file that cannot be deleted stays in its manifest, so the next build
    tries again. Returns the relative paths written or deleted, sorted.

    Raises:
        SkinwrightError: ``output/write-failed`` (nothing replaced, nothing deleted).
    """
    changed = write_files(root, plan.files)
    kept: dict[str, list[str]] = {}
    for folder, name in plan.stale:
        path = root / folder / name
        try:
            if not _deletable(root, folder, name):
                continue
            path.unlink()
        except OSError:
            kept.setdefault(folder, []).append(name)
            continue
        changed.append(f"{folder}/{name}")
        for parent in path.parents:
            if parent == root / folder or not parent.is_relative_to(root / folder):
                break
            try:
                parent.rmdir()
            except OSError:
                break  # not empty: a file of the user's, or another output
    for folder, names in kept.items():
        listed = json.loads(plan.files[f"{folder}/{MANIFEST}"])["files"]
        write_files(root, {f"{folder}/{MANIFEST}": _manifest(listed + names)})
    return sorted(changed)


def _manifest(names: list[str]) -> bytes:
    """The manifest's bytes: deterministic (sorted, fixed layout), one name a line."""
    body = {"about": "Files skinwright build wrote in this folder. The next build deletes those it no "
                     "longer writes; files not listed here are never touched.",
            "files": sorted(set(names))}
    return (json.dumps(body, indent=2, ensure_ascii=False) + "\n").encode("utf-8")


def _read_manifest(root: Path, folder: str) -> set[str] | None:
    """The names a folder's manifest lists; ``None`` when there is none.

    Names that are not plain relative paths inside the folder (``..``,
    absolute) are dropped, and :func:`_deletable` checks links before a
    deletion: a hand-edited manifest must never make the build delete
    anything outside its folder.

    Raises:
        SkinwrightError: ``output/bad-manifest`` when the file exists but is
            not a manifest: without it the build cannot tell its files from
            the user's, so it neither deletes nor replaces anything.
    """
    path = root / folder / MANIFEST
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        raise _bad_manifest(folder, Position(f"{folder}/{MANIFEST}"), str(exc)) from None
    try:
        listed = json.loads(text)["files"]
    except json.JSONDecodeError as exc:
        raise _bad_manifest(folder, Position(f"{folder}/{MANIFEST}", exc.lineno, exc.colno), exc.msg) from None
    except (KeyError, TypeError):
        listed = None
    if not isinstance(listed, list):
        raise _bad_manifest(folder, Position(f"{folder}/{MANIFEST}"), "it has no 'files' list")
    return {name for name in listed if isinstance(name, str) and name
            and PurePosixPath(name).as_posix() == name and ".." not in PurePosixPath(name).parts
            and not PurePosixPath(name).is_absolute()}


def _bad_manifest(folder: str, where: Position, why: str) -> SkinwrightError:
    return SkinwrightError([Diagnostic(
        "output/bad-manifest", f"{folder}/{MANIFEST} is not a skinwright manifest: {why}", where,
        hint="delete it to start over: the next build then deletes nothing, and writes its outputs over "
             "whatever is at their paths")])


def _deletable(root: Path, folder: str, name: str) -> bool:
    """Whether ``folder/name`` is a file (or link) that lies inside its folder, links followed."""
    path = root / folder / name
    return (path.is_file() or path.is_symlink()) and \
        path.parent.resolve().is_relative_to((root / folder).resolve())
