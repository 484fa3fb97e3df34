"""One entry point per output: the family stylesheets and a component's skin.

``build_family`` compiles ``styles/family/*.scss`` (partials excluded);
``build_skin`` compiles ``styles/<component>/skin.scss``, puts the cascade
layer order and the family ``@import`` on top, analyses the result, runs
the skin checks and keeps the spec's earlier names working (:mod:`.aliases`).
Nothing here writes files: the CLI writes
``dist/css/<component>.css`` and ``dist/css/family/*.css`` from the returned
text (so ``@import url("family/motion.css")`` resolves next to the skin).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

import tinycss2

from ..diagnostics import Diagnostic
from ..namespace import Namespace
from .aliases import keep_old_names
from .analysis import SkinAnalysis, analyse_css
from .checks import ComponentSpecLike, check_skin
from .compiler import compile_scss

FAMILY_IMPORTS = (("family/motion.css", "motion"),)
"""Family stylesheets every component skin imports, with the layer each goes into."""


def imported_stylesheets(css: str) -> list[str]:
    """The URLs of ``css``'s top-level ``@import`` rules, in order (``["family/motion.css"]`` for a skin
    :func:`build_skin` wrote): the family stylesheets that skin uses, relative to it. Read with tinycss2;
    an import that is not a string or ``url()`` is skipped."""
    out = []
    for rule in tinycss2.parse_stylesheet(css, skip_comments=True, skip_whitespace=True):
        if rule.type == "at-rule" and rule.lower_at_keyword == "import":
            first = next((t for t in rule.prelude if t.type not in ("whitespace", "comment")), None)
            if first is not None and first.type in ("string", "url"):
                out.append(first.value)
            elif first is not None and first.type == "function" and first.lower_name == "url":
                out += [t.value for t in first.arguments if t.type == "string"][:1]
    return out


def layer_statement(namespace: Namespace = Namespace()) -> str:
    """``@layer xihan.components, xihan.motion, xihan.overrides;`` (the project's namespace)."""
    return f"@layer {', '.join(namespace.layer_order)};"


@dataclass(frozen=True)
class SkinBuild:
    """A built component skin.

    Attributes:
        component: the component name.
        output: the file name under ``dist/css/`` (``badge.css``).
        css: the stylesheet: layer statement, family ``@import``, compiled skin.
        analysis: slots, sites and keyframes (:mod:`.analysis`); ``None`` when the
            build only compiled the skin (``analyse=False``).
        diagnostics: every skin check finding, sorted; errors fail the build.
    """

    component: str
    output: str
    css: str
    analysis: SkinAnalysis | None
    diagnostics: list[Diagnostic]

    @property
    def has_errors(self) -> bool:
        return any(d.severity == "error" for d in self.diagnostics)


def build_family(family_dir: Path, token_names: Mapping[str, str], *, root: Path | None = None,
                 namespace: Namespace = Namespace()) -> dict[str, str]:
    """Compile every non-partial ``*.scss`` of ``family_dir``.

    Returns:
        ``{"family/motion.css": css, …}`` (paths relative to ``dist/css/``),
        each stylesheet opening with the layer order statement so it also
        works when linked on its own.

    Raises:
        SkinwrightError: ``skin/unknown-token`` or ``skin/sass-error``.
    """
    family_dir = Path(family_dir)
    root = Path(root) if root else family_dir.parent.parent
    out = {}
    for scss in sorted(family_dir.glob("*.scss")):
        if scss.name.startswith("_"):
            continue
        compiled = compile_scss(scss, token_names, root=root, namespace=namespace)
        out[f"family/{scss.stem}.css"] = f"{layer_statement(namespace)}\n\n{compiled.css}"
    return out


def build_skin(component_dir: Path, spec: ComponentSpecLike, token_names: Mapping[str, str], *,
               family_dir: Path, family_css: Mapping[str, str] | None = None,
               root: Path | None = None, namespace: Namespace = Namespace(), analyse: bool = True) -> SkinBuild:
    """Compile, assemble, analyse and check ``component_dir/skin.scss``.

    Args:
        component_dir: ``styles/<component>/``.
        spec: the component spec (:class:`.checks.ComponentSpecLike`).
        token_names: token id → custom-property name.
        family_dir: ``styles/family/``; compiled here unless ``family_css``
            (the result of :func:`build_family`) is given.
        root: the project folder for file names in diagnostics (default: two
            levels above ``component_dir``).
        namespace: the project's prefix (custom properties) and layer namespace.
        analyse: analyse and check the CSS; without it the skin is only compiled
            and assembled (a page that inlines it needs no more).

    Raises:
        SkinwrightError: when the SCSS does not compile (``skin/unknown-token``,
            ``skin/sass-error``): there is no CSS to check then. Check findings
            are returned in ``diagnostics`` instead.
    """
    component_dir = Path(component_dir)
    root = Path(root) if root else component_dir.parent.parent
    compiled = compile_scss(component_dir / "skin.scss", token_names, root=root, namespace=namespace)
    if family_css is None:
        family_css = build_family(family_dir, token_names, root=root, namespace=namespace)
    header = [layer_statement(namespace)] + [f'@import url("{name}") layer({namespace.layer(layer)});'
                                         for name, layer in FAMILY_IMPORTS if name in family_css]
    css = "\n".join(header) + "\n\n" + compiled.css
    offset = len(header) + 1  # lines before the compiled CSS

    def locate(line: int, column: int, needle: str | None = None):
        return compiled.source_position(line - offset, column, needle) if line > offset else None

    output = f"{spec.name}.css"
    # The skin as written is analysed and checked; the stylesheet keeps the spec's earlier names working.
    kept = keep_old_names(css, getattr(spec, "slot_renames", None),
                          spec.attribute_aliases() if hasattr(spec, "attribute_aliases") else None)
    if not analyse:
        return SkinBuild(spec.name, output, kept, None, [])
    analysis = analyse_css(css, spec.name, origin=output, family=family_css, prefix=namespace.prefix)
    return SkinBuild(spec.name, output, kept, analysis, check_skin(spec, analysis, locate=locate))
