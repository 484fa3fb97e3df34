"""Peak memory of one command, measured so that the process starting it does not count.

``ru_maxrss`` keeps the high-water mark of a process across ``exec``: a child
forked from a large process (a test or benchmark that has just generated a
50 MB file) reports at least its parent's size. This module runs the command
from a small launcher process (as GNU ``time`` does): the launcher's own
figure is polluted, but the command it forks from itself is not.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple


class Run(NamedTuple):
    """One measured command: exit code, wall seconds, peak RSS in MiB, CPU seconds (user + system)."""

    code: int
    seconds: float
    peak: float
    cpu: float


def run_measured(cmd: list[str], *, cwd: Path | None = None, env: dict | None = None, timeout: float = 300,
                 stdout=None, stderr=None) -> Run:
    """Run ``cmd``; its :class:`Run` (exit code, wall seconds, peak RSS in MiB, CPU seconds), counting the
    children it waited for (a SCSS worker). Every benchmark that reports peak memory measures it here.

    ``stdout``/``stderr`` are files for the command's output (default: discarded).
    A command still running after ``timeout`` seconds is killed (exit -9).
    """
    report_r, report_w = os.pipe()
    launcher = (
        "import json, os, sys, time\n"
        "cmd, timeout, fd = json.loads(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3])\n"
        "start = time.perf_counter()\n"
        "pid = os.fork()\n"
        "if pid == 0:\n"
        "    os.close(fd)\n"
        "    try:\n"
        "        os.execvp(cmd[0], cmd)\n"
        "    finally:\n"
        "        os._exit(127)\n"
        "import signal\n"
        "signal.signal(signal.SIGALRM, lambda *_: os.kill(pid, signal.SIGKILL))\n"
        "signal.setitimer(signal.ITIMER_REAL, timeout)\n"
        "_, status, usage = os.wait4(pid, 0)\n"
        "os.write(fd, json.dumps([os.waitstatus_to_exitcode(status), time.perf_counter() - start,\n"
        "                         usage.ru_maxrss / 1024, usage.ru_utime + usage.ru_stime]).encode())\n"
    )
    try:
        proc = subprocess.Popen([sys.executable, "-c", launcher, json.dumps(cmd), str(timeout), str(report_w)],
                                cwd=cwd, env=env, stdout=stdout if stdout is not None else subprocess.DEVNULL,
                                stderr=stderr if stderr is not None else subprocess.DEVNULL, pass_fds=(report_w,))
    finally:
        os.close(report_w)
    with os.fdopen(report_r, "rb") as report:
        proc.wait()
        data = report.read()
    if not data:
        raise RuntimeError(f"the launcher for {cmd[:3]} failed (exit {proc.returncode})")
    return Run(*json.loads(data))
