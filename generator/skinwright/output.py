"""Writing build output: one transaction across the output folders, under a per-project lock.

The build computes every output file in memory first; only when no stage
reported an error does :func:`write_outputs` touch the disk, and then as one
transaction:

1. **Stage.** For each output folder (``dist/``, ``docs/generated/``) whose
   content changes, a complete new copy is assembled in a hidden sibling,
   ``.<name>.skinwright-new``: the new outputs are written, unchanged outputs
   and the user's own files are hard links to the live ones (no bytes copied),
   stale outputs are left out.
2. **Commit.** A journal (:data:`JOURNAL`, in the project folder) records every
   staged folder; its atomic creation is the point after which the build
   counts as done.
3. **Swap.** Each staged folder is exchanged with the live one in one system
   call (``renameat2(RENAME_EXCHANGE)`` on Linux, ``renamex_np(RENAME_SWAP)``
   on macOS), so at every instant each output folder is wholly old or wholly
   new. Where the file system cannot exchange, the live folder is renamed
   aside and the staged one renamed in (for an instant the folder is absent,
   never mixed).
4. **Clean.** The journal goes, then the old trees.

A build killed at any point leaves each folder wholly old or wholly new; the
next build (:func:`recover`) finishes the swaps of a committed transaction,
deletes the staging of an uncommitted one, and removes the ``.tmp``/``.bak``
files that builds before this scheme could leave behind.

Outputs that a build no longer produces (a removed component's CSS) are
deleted, but only those: each output folder keeps a manifest (:data:`MANIFEST`)
of the files the build wrote there, and the next build drops the listed files
it did not write again. Everything else in the folder is the user's and is
carried over untouched (same inode); a user file saved into the folder while
the build ran is moved into the new folder before the old one is deleted.

:func:`project_lock` serialises builds of one project (a ``serve`` rebuild and
a CLI build): the second waits, saying so, and stops with ``output/locked``
after the ``lock-wait`` limit.
"""

from __future__ import annotations

import contextlib
import errno
import functools
import json
import os
import re
import shutil
import stat
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Callable, Iterator, Mapping, Sequence

from .diagnostics import Diagnostic, Position, SkinwrightError
from .limits import Limits

STAGING = ".{}.skinwright-new"
"""The staged copy of an output folder, beside it (``dist`` → ``.dist.skinwright-new``)."""
ASIDE = ".{}.skinwright-old"
"""Where the live folder goes for an instant on file systems that cannot exchange two folders."""
JOURNAL = ".skinwright-transaction.json"
"""In the project folder while a transaction swaps folders (and after a build killed then)."""


def _same(path: Path, data: str | bytes) -> bool:
    try:
        if not path.is_file():
            return False
        size = path.stat().st_size
        if isinstance(data, str) and data.isascii() and size != len(data):
            return False  # a different size, told without encoding the text
        data = _encoded(data)
        return size == len(data) and path.read_bytes() == data
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


def write_atomic(path: Path, data: str | bytes) -> bool:
    """Write one file atomically (a temporary sibling, then ``os.replace``); ``False`` when it already held ``data``.

    Text is written as UTF-8 a slice at a time, so a large report is never held twice (as text and as bytes).

    A path that is a device or a pipe (``/dev/stdout``, a FIFO) is written
    into, never replaced: an atomic rename would swap the node for a file.

    Raises:
        SkinwrightError: ``output/write-failed`` with the path as given and the reason.
    """
    tmp = None
    try:
        if path.exists() and not path.is_file() and not path.is_dir():
            with open(path, "wb") as fh:
                _write(fh, data)
            return True
        if _same(path, data):
            return False
        if path.is_dir():
            raise IsADirectoryError(errno.EISDIR, "a folder is in the way")
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "wb") as fh:
            _write(fh, data)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
        return True
    except OSError as exc:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
        raise _failure(path, None, exc) from None


def _write(fh, data: str | bytes, step: int = 1 << 20) -> None:
    """Write ``data`` into the binary file ``fh``; text as UTF-8, ``step`` characters at a time."""
    if isinstance(data, bytes):
        fh.write(data)
        return
    for start in range(0, len(data), step):
        fh.write(data[start:start + step].encode("utf-8"))


def write_files(root: Path, files: Mapping[str, str | bytes]) -> list[str]:
    """Write ``files`` (relative POSIX path → content) under ``root``, all or nothing.

    Text is encoded as UTF-8. Returns the relative paths that changed, sorted.
    Deletes nothing. For source files rewritten in place (``lint --fix``);
    output folders go through :func:`write_outputs`.

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
        files: relative path → content (text is encoded as UTF-8 when written), every output plus one
            manifest per folder.
        stale: ``(folder, name)`` of files an earlier build wrote and this one
            does not (``name`` relative to ``folder``): to be deleted.
        folders: the output folders, relative to the root.
    """

    files: dict[str, str | bytes]
    stale: tuple[tuple[str, str], ...]
    folders: tuple[str, ...] = ()

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
    data = dict(files)  # text is encoded when it is compared or written, one file at a time: never all at once
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
        folder = _owner(rel, folders)
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
    return OutputPlan(data, tuple(stale), tuple(folders))


def _owner(rel: str, folders: Sequence[str]) -> str | None:
    """The deepest of ``folders`` that holds ``rel``."""
    return max((f for f in folders if rel.startswith(f + "/")), key=len, default=None)


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


# --- the transaction -------------------------------------------------------------------------------------

@dataclass
class _Unit:
    """One folder swapped as a whole: an output folder not inside another one.

    ``files`` and ``stale`` are relative to the folder (nested output folders'
    files included).
    """

    rel: str
    live: Path
    files: dict[str, str | bytes]
    stale: set[str]

    @property
    def staged(self) -> Path:
        return self.live.parent / STAGING.format(self.live.name)

    @property
    def aside(self) -> Path:
        return self.live.parent / ASIDE.format(self.live.name)


def _units(root: Path, plan: OutputPlan) -> list[_Unit]:
    tops = sorted(f for f in plan.folders if not any(f.startswith(g + "/") for g in plan.folders if g != f))
    units = []
    for top in tops:
        live = (root / top).resolve()  # a link to a folder inside the project: swap the folder it names
        if live.is_dir() and os.path.ismount(live):
            raise _failure(root / top, root, OSError(errno.EBUSY, "it is a mount point, and the build replaces "
                                                     "output folders whole; use a folder inside it"))
        files = {rel[len(top) + 1:]: data for rel, data in plan.files.items() if rel.startswith(top + "/")}
        stale = {f"{folder}/{name}"[len(top) + 1:] for folder, name in plan.stale
                 if f"{folder}/".startswith(top + "/") and _deletable(root, folder, name)}
        units.append(_Unit(top, live, files, stale))
    return units


def write_outputs(root: Path, plan: OutputPlan) -> list[str]:
    """Write ``plan`` as one transaction (see the module docstring); return the paths written or deleted, sorted.

    Call it holding :func:`project_lock`. Folders whose content does not
    change are not touched at all; within a changed folder, files whose bytes
    did not change keep their identity (inode and modification time). Folders
    left empty by a deletion are left out, up to the output folder. Files
    outside every output folder are written one by one (:func:`write_atomic`).

    Raises:
        SkinwrightError: ``output/write-failed`` (a folder where a file must go,
            a full disk, no permission): nothing has been changed then.
    """
    root = Path(root).resolve()
    recover(root, plan.folders)
    changed: list[str] = []
    staged: list[_Unit] = []
    try:
        for unit in _units(root, plan):
            _remove_leftovers(unit)
            new = {name for name, data in unit.files.items() if not _same(unit.live / name, data)}
            if new or unit.stale:
                staged.append(unit)
                _stage(root, unit, new)
                changed += [f"{unit.rel}/{name}" for name in sorted(new | unit.stale)]
        if staged:
            _commit(root, staged)
    except BaseException:
        if (root / JOURNAL).exists():  # committed: the build is done once the swaps are
            with contextlib.suppress(Exception):
                recover(root, plan.folders)
        else:
            for unit in staged:
                _rmtree(unit.staged)
        raise
    for rel, data in sorted(plan.files.items()):
        if _owner(rel, plan.folders) is None and write_atomic(root / rel, data):
            changed.append(rel)
    return sorted(changed)


def _stage(root: Path, unit: _Unit, new: set[str]) -> None:
    """Assemble the folder's new content in ``unit.staged``: links to what stays, ``new`` files' bytes written."""
    staged = unit.staged
    _rmtree(staged)
    try:
        staged.parent.mkdir(parents=True, exist_ok=True)
        mode = stat.S_IMODE(unit.live.stat().st_mode) if unit.live.is_dir() else 0o755
        os.mkdir(staged, mode)
        if unit.live.is_dir():
            for rel_dir, dirs, names in _walk(unit.live):
                for name in dirs:
                    src = unit.live / rel_dir / name
                    os.mkdir(staged / rel_dir / name, stat.S_IMODE(src.stat().st_mode))
                for name in names:
                    rel = f"{rel_dir}/{name}" if rel_dir else name
                    if rel in unit.stale or _leftover(name):
                        continue
                    if rel in new:
                        continue  # written below
                    _carry(unit.live / rel, staged / rel)
        for name in sorted(unit.files):
            data, target = unit.files[name], staged / name
            if target.exists() or target.is_symlink():
                if target.is_dir() and not target.is_symlink():
                    raise _failure(unit.live / name, root, IsADirectoryError(errno.EISDIR, "a folder is in the way"))
                continue  # the same bytes, carried over as a link
            try:
                target.parent.mkdir(parents=True, exist_ok=True)
            except (FileExistsError, NotADirectoryError):
                raise _failure(unit.live / name, root, NotADirectoryError(
                    errno.ENOTDIR, "a file is in the way of its folder")) from None
            with open(target, "wb") as fh:
                _write(fh, data)
            os.chmod(target, 0o644)
        for name in sorted(unit.stale, reverse=True):  # folders emptied by a deletion go too
            for parent in PurePosixPath(name).parents:
                if str(parent) == ".":
                    break
                try:
                    (staged / parent).rmdir()
                except OSError:
                    break
    except SkinwrightError:
        _rmtree(staged)
        raise
    except OSError as exc:
        _rmtree(staged)
        where = Path(exc.filename) if exc.filename else unit.live
        try:
            where = unit.live / Path(where).relative_to(staged)
        except ValueError:
            pass
        raise _failure(where, root, exc) from None


def _walk(top: Path) -> Iterator[tuple[str, list[str], list[str]]]:
    """``(relative folder, sub-folders, other entries)`` top-down; links (to folders too) count as entries."""
    for dirpath, dirnames, filenames in os.walk(top):
        rel = Path(dirpath).relative_to(top).as_posix()
        rel = "" if rel == "." else rel
        links = [d for d in dirnames if os.path.islink(os.path.join(dirpath, d))]
        dirnames[:] = sorted(d for d in dirnames if d not in links)
        yield rel, dirnames, sorted(filenames + links)


def _carry(src: Path, dst: Path) -> None:
    """Give ``dst`` the same file as ``src``: a hard link, a copy of a symbolic link, or a copy when linking fails."""
    if src.is_symlink():
        os.symlink(os.readlink(src), dst)
        return
    try:
        os.link(src, dst, follow_symlinks=False)
    except OSError:  # another file system below, or a file the kernel will not let us link
        shutil.copy2(src, dst, follow_symlinks=False)


# Temporary files of earlier versions' per-file writes: ".tokens.css.k3j_9xq2.tmp" and ".….tmp.bak".
_OLD_TEMP = re.compile(r"^\.(.+)\.[a-z0-9_]{8}\.tmp(?:\.bak)?$")


def _leftover(name: str) -> bool:
    return bool(_OLD_TEMP.match(name))


def _remove_leftovers(unit: _Unit) -> None:
    """Delete the ``.tmp``/``.bak`` files a killed build of an earlier version left beside its outputs."""
    if not unit.live.is_dir():
        return
    ours = {PurePosixPath(n).name for n in unit.files} | {PurePosixPath(n).name for n in unit.stale}
    for rel_dir, _, names in _walk(unit.live):
        for name in names:
            m = _OLD_TEMP.match(name)
            if m and m.group(1) in ours:
                with contextlib.suppress(OSError):
                    os.unlink(unit.live / rel_dir / name)


def _commit(root: Path, units: list[_Unit]) -> None:
    swaps = []
    for unit in units:
        st = os.lstat(unit.staged)
        swaps.append({"folder": unit.live.relative_to(root).as_posix(),
                      "staged": unit.staged.relative_to(root).as_posix(), "device": st.st_dev, "inode": st.st_ino})
    journal = root / JOURNAL
    tmp = journal.with_name(JOURNAL + ".tmp")
    with open(tmp, "w", encoding="utf-8") as fh:
        json.dump({"about": "A skinwright build is swapping these output folders in; the next build finishes "
                            "the swaps if this one was stopped.", "swaps": swaps}, fh, indent=2)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, journal)  # the commit point
    for unit in units:
        _swap(unit.staged, unit.live, unit.aside)
    os.unlink(journal)
    for unit in units:
        _rescue_user_files(unit)
        _rmtree(unit.staged)
        _rmtree(unit.aside)


def _swap(staged: Path, live: Path, aside: Path) -> None:
    """Put ``staged`` at ``live``; the old ``live`` ends at ``staged`` (exchanged) or ``aside`` (renamed)."""
    if not live.exists() and not live.is_symlink():
        os.rename(staged, live)
        return
    if _exchange(staged, live):
        return
    os.rename(live, aside)
    os.rename(staged, live)


@functools.cache
def _libc():
    import ctypes

    try:
        return ctypes.CDLL(None, use_errno=True)
    except OSError:  # pragma: no cover - no C library to ask
        return None


def _exchange(a: Path, b: Path) -> bool:
    """Swap two paths atomically; ``False`` when the system or file system cannot.

    Linux (glibc ≥ 2.28): ``renameat2(…, RENAME_EXCHANGE)``; macOS:
    ``renamex_np(…, RENAME_SWAP)``.
    """
    import ctypes

    libc = _libc()
    if libc is None:
        return False
    # ctypes calls raise no audit event of their own; os.rename does, so this one says what it does too.
    sys.audit("skinwright.exchange", os.fspath(a), os.fspath(b))
    if sys.platform.startswith("linux") and hasattr(libc, "renameat2"):
        at_fdcwd, rename_exchange = -100, 2
        result = libc.renameat2(at_fdcwd, os.fsencode(a), at_fdcwd, os.fsencode(b), rename_exchange)
    elif sys.platform == "darwin" and hasattr(libc, "renamex_np"):
        rename_swap = 2
        result = libc.renamex_np(os.fsencode(a), os.fsencode(b), rename_swap)
    else:
        return False
    if result == 0:
        return True
    code = ctypes.get_errno()
    if code in (errno.EINVAL, errno.ENOSYS, errno.ENOTSUP, errno.EOPNOTSUPP):
        return False  # this file system cannot exchange: rename instead
    raise OSError(code, os.strerror(code), str(b))


def _rescue_user_files(unit: _Unit) -> None:
    """Move into the new folder a user file that was saved into the old one while the build ran.

    The staged folder links every user file as it was when staging began; a
    file saved since (an editor replaces it, so its inode changes) would be
    lost with the old folder.
    """
    old = unit.staged if unit.staged.is_dir() else unit.aside
    if not old.is_dir():
        return
    for rel_dir, _, names in _walk(old):
        for name in names:
            rel = f"{rel_dir}/{name}" if rel_dir else name
            if rel in unit.files or rel in unit.stale or _leftover(name):
                continue
            src, dst = old / rel, unit.live / rel
            try:
                if dst.exists() or dst.is_symlink():
                    if os.path.samestat(os.lstat(src), os.lstat(dst)):
                        continue
                    if dst.is_dir():
                        continue
                dst.parent.mkdir(parents=True, exist_ok=True)
                os.replace(src, dst)
            except OSError:
                continue


def _rmtree(path: Path) -> None:
    if path.is_symlink():
        path.unlink()
    elif path.exists():
        shutil.rmtree(path, ignore_errors=True)


def recover(root: Path, folders: Sequence[str] = ()) -> list[str]:
    """Finish or undo what a killed build left; return what was done (for messages and tests).

    With a journal (:data:`JOURNAL`), the build had committed: every swap it
    lists that has not happened yet is done now. Then the staged and set-aside
    copies of the journal's folders and of ``folders`` (relative to ``root``),
    complete or not, are deleted. Call it holding :func:`project_lock`.
    """
    root = Path(root).resolve()
    done: list[str] = []
    journal = root / JOURNAL
    with contextlib.suppress(OSError):
        os.unlink(journal.with_name(JOURNAL + ".tmp"))  # killed before the commit point
    swaps = []
    if journal.exists():
        try:
            swaps = json.loads(journal.read_text(encoding="utf-8"))["swaps"]
        except (OSError, ValueError, KeyError, TypeError):
            swaps = []  # unreadable: without it the staging is not known to be complete; drop it below
    cleanup = [(root / folder).resolve() for folder in folders]
    for swap in swaps if isinstance(swaps, list) else []:
        try:
            live = (root / swap["folder"]).resolve()
            staged = root / swap["staged"]
            identity = (int(swap["device"]), int(swap["inode"]))
        except (KeyError, TypeError, ValueError):
            continue
        if not live.is_relative_to(root) or live == root or staged != live.parent / STAGING.format(live.name):
            continue  # a journal edited by hand must not move anything else
        cleanup.append(live)
        try:
            current = os.lstat(live)
            if (current.st_dev, current.st_ino) == identity:
                continue  # swapped before the build stopped
        except FileNotFoundError:
            pass
        try:
            st = os.lstat(staged)
        except FileNotFoundError:
            continue
        if (st.st_dev, st.st_ino) == identity:
            _swap(staged, live, live.parent / ASIDE.format(live.name))
            done.append(f"finished swapping in {live.relative_to(root).as_posix()}")
    with contextlib.suppress(FileNotFoundError):
        os.unlink(journal)
    for live in cleanup:
        for leftover in (live.parent / STAGING.format(live.name), live.parent / ASIDE.format(live.name)):
            if leftover.exists() or leftover.is_symlink():
                _rmtree(leftover)
                done.append(f"removed {leftover.relative_to(root).as_posix()}")
    return done


# --- the lock --------------------------------------------------------------------------------------------

@contextlib.contextmanager
def project_lock(root: Path, *, wait: float = Limits.lock_wait,
                 on_wait: Callable[[], None] | None = None) -> Iterator[None]:
    """Hold the project's build lock: an exclusive ``flock`` on the project folder itself.

    No lock file is left behind, and the kernel releases the lock when the
    process ends however it ends, so a killed build never blocks the next
    one. A second holder waits up to ``wait`` seconds (``on_wait`` is called
    once when it starts waiting). Where ``fcntl`` is missing (Windows),
    builds are not serialised.

    Raises:
        SkinwrightError: ``output/locked`` when the wait runs out.
    """
    try:
        import fcntl
    except ImportError:  # pragma: no cover - not POSIX
        yield
        return
    fd = os.open(root, os.O_RDONLY)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            if on_wait is not None:
                on_wait()
            deadline = time.monotonic() + wait
            while True:
                time.sleep(0.05)
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    if time.monotonic() >= deadline:
                        raise SkinwrightError([Diagnostic(
                            "output/locked", f"another skinwright build of this project has held its lock for "
                                             f"{wait:g} s", Position("pyproject.toml"),
                            hint="wait for it (a `skinwright serve` rebuilds on every change) or stop it; "
                                 "[tool.skinwright.limits] lock-wait sets how long a build waits")]) from None
        yield
    finally:
        os.close(fd)
