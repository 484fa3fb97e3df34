"""LibSass in a worker process, so a skin cannot hang the build or eat its memory.

LibSass runs in C and cannot be interrupted: a ``@while`` whose condition
never turns false loops for good, and a ``@for`` that writes 200,000 rules
takes tens of seconds and gigabytes. So every compile runs in a child
process (one per process of ours, started on first use and reused), which
the parent stops when a compile outlives its time, and whose address space
is capped (``RLIMIT_AS``) so a runaway compile fails inside the child. The
child also refuses CSS over the output-size limit before sending it back.

This file is also the child's program: ``python worker.py MEMORY`` reads
requests from stdin and writes replies to stdout, each a length-prefixed
JSON frame. It imports nothing of skinwright, only ``sass``.
"""

from __future__ import annotations

import hashlib
import json
import os
import select
import struct
import subprocess
import sys
import threading
import time
from typing import Any

_FRAME = struct.Struct(">Q")


class WorkerLimit(Exception):
    """A compile stopped by a limit: ``kind`` is ``"time"``, ``"output"`` or ``"memory"``; ``size`` for output."""

    def __init__(self, kind: str, size: int = 0):
        super().__init__(kind)
        self.kind = kind
        self.size = size


class WorkerCompileError(Exception):
    """LibSass rejected the input; the message is LibSass's, with its backtrace."""


class SassWorker:
    """The parent's handle on one LibSass child process (thread-safe: one compile at a time)."""

    def __init__(self, memory: int):
        self.memory = memory
        self._proc: subprocess.Popen | None = None
        self._lock = threading.Lock()
        self._module_sent: str | None = None  # the child keeps the last token module; send it when it changes

    def compile(self, request: dict[str, Any], timeout: float) -> dict[str, Any]:
        """Compile ``request`` (see :func:`_serve`) in the child within ``timeout`` seconds.

        Returns ``{"css": …, "map": …}``.

        Raises:
            WorkerLimit: the time ran out (the child is killed), the CSS is
                over ``request["max_output"]`` bytes, or the child ran out of
                its address space.
            WorkerCompileError: LibSass's own error.
        """
        with self._lock:
            proc = self._ensure()
            key = hashlib.sha256(request["module"].encode("utf-8")).hexdigest()
            request = {**request, "module_key": key}
            if key == self._module_sent:
                del request["module"]
            try:
                _write_frame(proc.stdin, request)
                self._module_sent = key
                reply = _read_frame(proc.stdout, time.monotonic() + timeout)
            except TimeoutError:
                self.close()
                raise WorkerLimit("time") from None
            except (OSError, EOFError, ValueError):  # the child died: out of memory (abort) or killed
                self.close()
                raise WorkerLimit("memory") from None
        if "error" in reply:
            if reply.get("memory"):
                self.close()  # a child that hit its cap is not trusted with the next compile
                raise WorkerLimit("memory")
            raise WorkerCompileError(reply["error"])
        if "too_large" in reply:
            raise WorkerLimit("output", reply["too_large"])
        return reply

    def _ensure(self) -> subprocess.Popen:
        if self._proc is None or self._proc.poll() is not None:
            self._module_sent = None
            # -P: this folder must not shadow the standard library (it has a selectors.py).
            self._proc = subprocess.Popen([sys.executable, "-P", __file__, str(self.memory)], stdin=subprocess.PIPE,
                                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, close_fds=True)
        return self._proc

    def close(self) -> None:
        proc, self._proc, self._module_sent = self._proc, None, None
        if proc is not None:
            proc.kill()
            proc.wait()
            for pipe in (proc.stdin, proc.stdout):
                try:
                    pipe.close()
                except OSError:
                    pass


def _write_frame(pipe, data: dict[str, Any]) -> None:
    body = json.dumps(data).encode("utf-8")
    pipe.write(_FRAME.pack(len(body)) + body)
    pipe.flush()


def _read_exactly(fd: int, size: int, deadline: float | None) -> bytes:
    chunks, left = [], size
    while left:
        if deadline is not None:
            wait = deadline - time.monotonic()
            if wait <= 0 or not select.select([fd], [], [], wait)[0]:
                raise TimeoutError
        chunk = os.read(fd, min(left, 1 << 20))
        if not chunk:
            raise EOFError
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def _read_frame(pipe, deadline: float | None) -> dict[str, Any]:
    fd = pipe.fileno()
    (size,) = _FRAME.unpack(_read_exactly(fd, _FRAME.size, deadline))
    return json.loads(_read_exactly(fd, size, deadline))


# --- the child ---------------------------------------------------------------------------------------------

_MODULE: dict[str, str] = {}


def _compile(request: dict[str, Any]) -> dict[str, Any]:
    """One compile: ``path`` with ``module`` served for ``@import`` of each of ``import_names``; CSS and map back.

    ``module`` may be left out when it is the one sent last (same ``module_key``).
    """
    import sass

    path = request["path"]
    if "module" in request:
        _MODULE.clear()
        _MODULE[request["module_key"]] = request["module"]
    module, import_names = _MODULE[request["module_key"]], request["import_names"]

    readable = [os.path.realpath(f) for f in request.get("readable") or ()]

    def importer(target: str, previous: str | None = None):
        if target in import_names:
            return [(f"{target}.scss", module)]
        if readable and not target.endswith(".css") and "://" not in target:
            # The parent checked every @import it could see; this catches the rest. LibSass looks next to the
            # importing file, then in its include paths, which hold the working folder.
            bases = [target] if os.path.isabs(target) else [
                os.path.join(os.path.dirname(previous or path), target), os.path.join(os.getcwd(), target)]
            for base in bases:
                head, name = os.path.split(base)
                found = next((c for c in (os.path.join(head, f"_{name}.scss"), os.path.join(head, f"{name}.scss"),
                                          base) if os.path.isfile(c)), None)
                if found is None:
                    continue
                real = os.path.realpath(found)
                if not any(real == r or real.startswith(r.rstrip(os.sep) + os.sep) for r in readable):
                    return [(target, f'@error "@import reads {real}, outside the project";')]
                break
        return None

    stem = path[:-5] if path.endswith(".scss") else path
    try:
        css, map_text = sass.compile(
            filename=path, output_style="expanded", importers=[(0, importer)],
            source_map_filename=stem + ".css.map", output_filename_hint=stem + ".css",
            source_map_contents=True, omit_source_map_url=True)
    except sass.CompileError as exc:
        return {"error": str(exc)}
    except MemoryError:
        return {"error": "out of memory", "memory": True}
    if len(css.encode("utf-8")) > request["max_output"]:
        return {"too_large": len(css.encode("utf-8"))}
    return {"css": css, "map": map_text}


def _serve(memory: int) -> None:
    """Answer requests until stdin closes: ``{path, module, import_names, max_output}`` → a reply frame."""
    try:
        import resource

        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    except (ImportError, ValueError, OSError):  # not POSIX, or a lower hard limit already
        pass
    stdin, stdout = sys.stdin.buffer, sys.stdout.buffer
    while True:
        try:
            request = _read_frame(stdin, None)
        except (EOFError, OSError):
            return
        try:
            reply = _compile(request)
        except MemoryError:
            reply = {"error": "out of memory", "memory": True}
        if isinstance(reply.get("error"), str) and "bad_alloc" in reply["error"]:
            reply["memory"] = True  # LibSass reports C++ allocation failure as an "internal error"
        _write_frame(stdout, reply)


if __name__ == "__main__":
    _serve(int(sys.argv[1]))
