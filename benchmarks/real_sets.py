"""Public design systems' token packages from npm: build, lint, ``lint --fix``, rebuild; every file read once.

    python benchmarks/real_sets.py --runs 3            # the table in benchmarks/README.md
    python benchmarks/real_sets.py --every-file        # + lint each JSON/JSON5/YAML file of the packages alone

The packages (``npm pack``, versions pinned below) are unpacked into
``--work``. Each set becomes a project with only a ``pyproject.toml`` and,
where the set has modes but ships no DTCG resolver, the resolver the
Migration page writes out (``docs/resolvers/``: Primer's themes as Primer's
build composes them; Spectrum's per-token ``sets`` read in contexts of the
same names). Spectrum's ``pyproject.toml``
excludes its one Android-only token; Primer's ``src/tokens`` folder is also
built as it is, with ``exclude-files`` for its two maps that are not tokens. For each project the script
times cold ``skinwright build`` runs (median of ``--runs``; a set that
does not build says why in its row: its first errors), counts lint findings, runs ``skinwright lint --fix`` on a copy,
rebuilds it and checks that ``tokens.css`` is byte for byte the same and
that nothing fixable is left. Findings are counted once per place: the
legacy ones (``core/legacy-*``, ``core/inferred-type``, ``core/css-unit``,
``core/css-value``, ``core/platform-unit``, ``core/custom-type``) apart.
"""

from __future__ import annotations

import argparse
import compileall
import json
import shutil
import subprocess
import sys
import tarfile
import time
import traceback
from collections import Counter
from pathlib import Path

from tokens import HERE, measure

PACKAGES = {"dtcg-examples": "1.1.3", "@primer/primitives": "11.10.0", "@rhds/tokens": "3.1.0",
            "@adobe/spectrum-tokens": "15.4.1"}
DTCG_EXAMPLES = ("adobe-spectrum", "apple-hig", "figma-sds", "github-primer", "ibm-carbon", "microsoft-fluent",
                 "shopify-polaris")
LEGACY = {"core/legacy-value", "core/legacy-property", "core/legacy-type", "core/inferred-type", "core/legacy-modes",
          "core/css-unit", "core/css-value", "core/platform-unit", "core/custom-type"}


SPECTRUM_EXCLUDE = 'exclude = ["android-elevation"]\n'
"""Spectrum's one token for Android only (``2dp``): the line the core/platform-unit hint gives."""
PRIMER_EXCLUDE_FILES = 'exclude-files = ["removed.json", "fallback/"]\n'
"""Primer's ``src/tokens`` maps that are not tokens (removed names, CSS fallbacks)."""


def unpack(work: Path) -> dict[str, Path]:
    """``npm pack`` each package into ``work`` once; package name → its unpacked ``package/`` folder."""
    out = {}
    for name, version in PACKAGES.items():
        folder = work / "packages" / name.replace("/", "+")
        if not (folder / "package").is_dir():
            folder.mkdir(parents=True, exist_ok=True)
            done = subprocess.run(["npm", "pack", f"{name}@{version}", "--silent"], cwd=folder, check=True,
                                  capture_output=True, text=True)
            with tarfile.open(folder / done.stdout.strip().splitlines()[-1]) as tar:
                tar.extractall(folder, filter="data")
        out[name] = folder / "package"
    return out


RESOLVERS = HERE.parent / "docs" / "resolvers"
"""The resolvers for Primer and Spectrum, as the Migration page shows them (its one home: this run checks it)."""


def projects(work: Path, packages: dict[str, Path]) -> dict[str, Path]:
    """A fresh project folder per set: the package's files, a pyproject.toml and, where needed, a resolver."""
    out = {}

    def make(name: str, source: Path, tokens: str, keep=None, resolver: bool = False, extra: str = "") -> None:
        root = work / "projects" / name
        if root.exists():
            shutil.rmtree(root)
        if keep is None:
            shutil.copytree(source, root)
        else:
            root.mkdir(parents=True)
            for item in keep:
                (shutil.copytree if (source / item).is_dir() else shutil.copy)(source / item, root / item)
        if resolver:
            shutil.copy(RESOLVERS / tokens, root / tokens)
        (root / "pyproject.toml").write_text(f'[tool.skinwright]\ntokens = "{tokens}"\nout-dir = "dist-sw"\n{extra}')
        out[name] = root

    examples = packages["dtcg-examples"]
    for name in DTCG_EXAMPLES:
        make(name, examples, f"{name}.resolver.json", keep=(name, f"{name}.resolver.json"),
             extra=SPECTRUM_EXCLUDE if name == "adobe-spectrum" else "")
    primer = packages["@primer/primitives"]
    make("primer-primitives", primer, "primer.resolver.yaml", resolver=True)
    # The folder as it is, as one set (the themes overlap): the two maps that are not tokens left out.
    make("primer-src-folder", primer, "src/tokens", keep=("src",), extra=PRIMER_EXCLUDE_FILES)
    make("rhds-tokens", packages["@rhds/tokens"], "json/rhds.tokens.json")
    spectrum = packages["@adobe/spectrum-tokens"]
    make("spectrum-tokens", spectrum, "spectrum.resolver.yaml", resolver=True, extra=SPECTRUM_EXCLUDE)
    return out


STATS = """
import json, sys
from collections import Counter
from pathlib import Path
from skinwright.config import load_config
from skinwright.diagnostics import Report
from skinwright.lint import lint
from skinwright.project import load_project
config = load_config(Path("."))
found = lint(config).diagnostics
ts = load_project(config).load_tokens(Report())
ids = set()
for inputs in ts.combinations():
    ids.update(ts.resolve(inputs).tokens)
print(json.dumps({"files": len(ts.resolver.documents), "tokens": len(ids), "contexts": len(ts.combinations()),
                  "codes": Counter(f"{d.severity}:{d.code}" for d in found), "fixable": sum(1 for d in found if d.fix)}))
"""


def stats(exe_python: str, root: Path) -> dict:
    """Lint counts of the project at ``root`` (in a process of its own): errors, warnings, legacy ones, fixable."""
    done = subprocess.run([exe_python, "-c", STATS], cwd=root, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"lint of {root} failed:\n{done.stderr}")
    out = json.loads(done.stdout)
    codes = Counter(out["codes"])
    out["errors"] = sum(n for k, n in codes.items() if k.startswith("error:"))
    out["warnings"] = sum(n for k, n in codes.items() if k.startswith("warning:"))
    out["legacy"] = sum(n for k, n in codes.items() if k.startswith("warning:") and k.split(":", 1)[1] in LEGACY)
    return out


def every_file(packages: dict[str, Path]) -> tuple[int, list[str]]:
    """Lint and build each JSON/JSON5/YAML file of the packages as a one-file project; the files that raised."""
    from skinwright.build import build
    from skinwright.config import load_config
    from skinwright.diagnostics import SkinwrightError
    from skinwright.lint import lint

    count, raised = 0, []
    for root in packages.values():
        files = [p for p in sorted(root.rglob("*")) if p.suffix in (".json", ".json5", ".yaml", ".yml")
                 and p.name != "package.json" and p.is_file()]
        for path in files:
            count += 1
            (root / "pyproject.toml").write_text(
                f'[tool.skinwright]\ntokens = "{path.relative_to(root).as_posix()}"\nout-dir = "dist-sw"\n')
            try:
                config = load_config(root)
                lint(config)
                build(config)
            except SkinwrightError:
                pass  # a diagnostic, not a crash
            except Exception:  # noqa: BLE001 — what this check looks for
                raised.append(f"{path}: {traceback.format_exc(limit=-3)}")
        (root / "pyproject.toml").unlink(missing_ok=True)
    return count, raised


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--work", type=Path, default=Path("/tmp/skinwright-real-sets"))
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--every-file", action="store_true")
    args = ap.parse_args()
    compileall.compile_dir(HERE.parent / "generator" / "skinwright", quiet=1)
    exe = shutil.which("skinwright") or str(Path(sys.executable).with_name("skinwright"))
    packages = unpack(args.work)
    print("| set | files | tokens | contexts | build (s) | lint errors | legacy warnings | fixable | `--fix` (s) "
          "| fixed | fixable left | `tokens.css` after | legacy warnings left |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---|---|")
    for name, root in projects(args.work, packages).items():
        first = subprocess.run([exe, "build", "-q"], cwd=root, capture_output=True, text=True)
        if first.returncode != 0:  # an error the set has by skinwright's rules (a platform unit): said, not timed
            errors = [line for line in first.stderr.splitlines() if " error " in line]
            print(f"| {name} | | | | exit {first.returncode} | {len(errors)} | | | | | | | "
                  f"{'; '.join(e.split(' error ', 1)[1] for e in errors[:2])} |", flush=True)
            continue
        wall, _ = measure([exe, "build", "-q"], root, args.runs)
        before = stats(sys.executable, root)
        css = (root / "dist-sw" / "css" / "tokens.css").read_bytes()
        start = time.perf_counter()
        done = subprocess.run([exe, "lint", "--fix", "-f", "json", "-o", "lint.json"], cwd=root,
                              capture_output=True, text=True)
        fix = time.perf_counter() - start
        if done.returncode not in (0, 1):
            raise SystemExit(f"lint --fix failed in {root}:\n{done.stderr}")
        summary = done.stderr.strip().splitlines()[-1].removeprefix("fixed ")
        subprocess.run([exe, "build", "-q"], cwd=root, check=True, capture_output=True)
        same = (root / "dist-sw" / "css" / "tokens.css").read_bytes() == css
        after = stats(sys.executable, root)
        left = Counter({k.split(":", 1)[1]: n for k, n in after["codes"].items()
                        if k.startswith("warning:") and k.split(":", 1)[1] in LEGACY})
        print(f"| {name} | {before['files']} | {before['tokens']:,} | {before['contexts']} | {wall:.2f} "
              f"| {before['errors']} | {before['legacy']:,} | {before['fixable']:,} | {fix:.2f} | {summary} "
              f"| {after['fixable']} | {'the same' if same else 'DIFFERENT'} "
              f"| {', '.join(f'`{k}` {n:,}' for k, n in left.most_common()) or 'none'} |", flush=True)
    if args.every_file:
        count, raised = every_file(packages)
        print(f"\n{count} files linted and built one by one: {len(raised)} raised")
        for r in raised:
            print(r)


if __name__ == "__main__":
    main()
