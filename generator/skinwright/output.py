"""Writing build output: all or nothing, atomically, only what changed.

The build computes every output file in memory first; only when no stage
reported an error does :func:`write_files` touch the disk. Each file is
written to a temporary sibling and moved into place with ``os.replace``, so a
reader (a browser, ``mkdocs serve``) never sees half a file and a failed
build leaves the last good output whole. Files whose bytes are unchanged are
not rewritten, which keeps file watchers quiet and rebuilds fast.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Mapping


def write_atomic(path: Path, data: bytes) -> bool:
    """Write ``data`` to ``path`` atomically; return ``False`` when it was already equal.

    Raises:
        OSError: when the directory cannot be created or written.
    """
    try:
        if path.stat().st_size == len(data) and path.read_bytes() == data:
            return False
    except FileNotFoundError:
        pass
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    return True


def write_files(root: Path, files: Mapping[str, str | bytes], prune: tuple[str, ...] = ()) -> list[str]:
    """Write ``files`` (relative POSIX path → content) under ``root``.

    Text is encoded as UTF-8 with ``\\n`` line ends. Files under any directory
    in ``prune`` that are not in ``files`` are deleted afterwards, so renamed
    outputs do not linger. Returns the relative paths that changed, sorted.
    """
    changed = []
    for rel in sorted(files):
        content = files[rel]
        data = content.encode("utf-8") if isinstance(content, str) else content
        if write_atomic(root / rel, data):
            changed.append(rel)
    keep = {str(Path(rel)) for rel in files}
    for top in prune:
        base = root / top
        if not base.is_dir():
            continue
        for p in sorted(base.rglob("*"), reverse=True):
            rel = str(p.relative_to(root))
            if p.is_file() and rel not in keep:
                p.unlink()
                changed.append(rel)
            elif p.is_dir() and not any(p.iterdir()):
                p.rmdir()
    return sorted(changed)
