"""``skinwright init`` and ``skinwright new component``: a working project, and a component folder.

The templates are files in this package (``project/``, ``component/``) with
``{{placeholders}}`` in their text and ``__name__`` in their paths. A new
project holds tokens with light/dark, contrast and density contexts (a DTCG
resolver), the shared skin partials, one small component, the docs site
(``mkdocs.yml``, a home page, a tokens page, a changelog page, the layer order
for Material's styles) and a README with the two commands; it builds a strict
site at once.
A new component is a folder of YAML and SCSS: two parts, a machine with two
states, one variant and one live example.

Nothing is ever overwritten: a file that exists stops the command before it
writes anything (``init/exists``).
"""

from __future__ import annotations

import re
from importlib import resources
from pathlib import Path

from ..diagnostics import Diagnostic, Position, SkinwrightError

COMPONENT_NAME = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")
RESERVED = ("family",)
"""Folder names under ``styles/`` that are not components."""


def _pascal(name: str) -> str:
    return "".join(w[:1].upper() + w[1:] for w in re.split(r"[-_\s]+", name) if w)


def slug(text: str) -> str:
    """A name fit for a prefix or a component: lower-case words joined by ``-`` (``My DS`` → ``my-ds``)."""
    out = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
    return out if out[:1].isalpha() else f"ds-{out}".strip("-")


SUFFIXES = ("design-system", "designsystem", "ds", "ui", "tokens", "styles", "components", "kit")
"""Words a design system's folder ends with that its prefix leaves out (``acme-ds`` → ``acme``)."""


def default_prefix(name: str) -> str:
    """The prefix ``init`` gives a project in folder ``name``: its slug without a trailing word of
    :data:`SUFFIXES` (``acme-ds`` → ``acme``, ``blue-sky`` → ``blue-sky``, ``ds`` → ``ds``).

    Prefixes in the field are the system's short name (Shoelace ``sl``, Web Awesome ``wa``, Spectrum
    ``spectrum``): every custom property, layer and element carries it, and ``--acme-ds-fg-default``
    would repeat what the folder's name only needed to say beside other folders.
    """
    name = slug(name)
    for suffix in SUFFIXES:
        if name.endswith("-" + suffix) and len(name) > len(suffix) + 1:
            return name[:-len(suffix) - 1]
    return name


def _render(folder: str, values: dict[str, str]) -> dict[str, str]:
    """``{relative path: text}`` of the template folder with ``values`` filled in (paths and text)."""
    root = resources.files(__package__).joinpath(folder)
    out: dict[str, str] = {}

    def walk(node, prefix: str) -> None:
        for entry in sorted(node.iterdir(), key=lambda e: e.name):
            rel = f"{prefix}{entry.name}"
            if entry.is_dir():
                if entry.name != "__pycache__":
                    walk(entry, rel + "/")
                continue
            text = entry.read_text(encoding="utf-8")
            for key, value in values.items():
                text = text.replace("{{" + key + "}}", value)
                rel = rel.replace(f"__{key}__", value)
            out[rel] = text

    walk(root, "")
    return out


def project_files(name: str, *, prefix: str | None = None, title: str | None = None) -> dict[str, str]:
    """The files of a new project called ``name`` (its folder's name): ``{relative path: text}``."""
    name = slug(name)
    title = title or " ".join(w.capitalize() for w in name.split("-"))
    return _render("project", {"name": name, "prefix": prefix or default_prefix(name), "title": title})


def component_files(name: str) -> dict[str, str]:
    """The files of a new component folder ``styles/<name>/``, relative to ``styles/``."""
    title = _pascal(name)
    files = _render("component", {"name": name, "title": title, "pascal": title, "words": name.replace("-", " ")})
    return {f"{name}/{rel}": text for rel, text in files.items()}


def check_component_name(name: str) -> None:
    """Raises ``SkinwrightError`` (``init/invalid-name``) unless ``name`` can name a component folder."""
    if not COMPONENT_NAME.fullmatch(name) or name in RESERVED:
        why = "is reserved for the shared partials" if name in RESERVED else \
            "is not lower-case words joined by hyphens"
        raise SkinwrightError([Diagnostic("init/invalid-name", f"'{name}' {why}",
                                          hint="name it like its data-scope, e.g. badge or status-chip")])


def write_new(root: Path, files: dict[str, str], *, what: str, show=lambda path: path.as_posix()) -> list[str]:
    """Write ``files`` under ``root`` when none of them exists; return the paths written.

    ``show(path)`` is how a path reads in a diagnostic.

    Raises:
        SkinwrightError: ``init/exists`` at every path that exists already;
            ``output/write-failed`` when a file or folder cannot be made (no
            permission, a file where a folder must go, a full disk). Nothing is
            left written either way: what was made before the failure is removed.
    """
    taken = sorted(rel for rel in files if (root / rel).exists() or (root / rel).is_symlink())
    if taken:
        raise SkinwrightError([Diagnostic("init/exists", f"{show(root / rel)} exists; {what} would overwrite it",
                                          Position(show(root / rel)),
                                          hint="nothing was written: choose another name or folder, or move it away")
                               for rel in taken])
    made: list[Path] = []  # files and folders this call created, in order
    path = root
    try:
        for rel, text in sorted(files.items()):
            path = root / rel
            missing = [p for p in (path.parent, *path.parent.parents) if not p.exists()]
            for folder in reversed(missing):
                path = folder
                folder.mkdir()
                made.append(folder)
            path = root / rel
            with open(path, "x", encoding="utf-8") as f:
                made.append(path)
                f.write(text)
    except OSError as exc:
        for p in reversed(made):
            (p.rmdir if p.is_dir() else p.unlink)()
        raise SkinwrightError([Diagnostic("output/write-failed", f"cannot write {show(path)}: "
                                          f"{exc.strerror or type(exc).__name__}", Position(show(path)),
                                          hint="check that the folder is writable and has room; nothing was written")]) \
            from None
    return sorted(files)
