"""Writing build output: all or nothing, atomically, only what changed.

The build computes every output file in memory first; only when no stage
reported an error does :func:`write_files` touch the disk. It then writes
every changed file to a temporary sibling first and, only when all of them
are written, moves them into place with ``os.replace`` — so a reader (a
browser, ``mkdocs serve``) never sees half a file, and a full disk or a
read-only folder leaves the last good output whole rather than half new, half
old. Files whose bytes are unchanged are not rewritten, which keeps file
watchers quiet and rebuilds fast.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path
from typing import Mapping

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


def write_files(root: Path, files: Mapping[str, str | bytes], prune: tuple[str, ...] = ()) -> list[str]:
    """Write ``files`` (relative POSIX path → content) under ``root``, all or nothing.

    Text is encoded as UTF-8. Files under any folder in ``prune`` that are not
    in ``files`` are deleted afterwards, so outputs of a removed component or
    a renamed file do not linger. Returns the relative paths that changed,
    sorted.

    Raises:
        SkinwrightError: ``output/write-failed`` naming the first path that
            could not be written; no file has been replaced then.
    """
    pending: list[tuple[str, Path, str]] = []
    try:
        for rel in sorted(files):
            content = files[rel]
            data = content.encode("utf-8") if isinstance(content, str) else content
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
    changed = [rel for rel, _, _ in pending]
    keep = {str(Path(rel)) for rel in files}
    for top in prune:
        base = root / top
        if not base.is_dir():
            continue
        for p in sorted(base.rglob("*"), reverse=True):
            rel = str(p.relative_to(root))
            try:
                if p.is_file() and rel not in keep:
                    p.unlink()
                    changed.append(rel)
                elif p.is_dir() and not any(p.iterdir()):
                    p.rmdir()
            except OSError:
                pass  # a stale file we cannot remove is not worth failing the build
    return sorted(changed)
