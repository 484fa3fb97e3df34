"""The names a project's build writes, from its configuration: ``prefix`` and ``namespace``.

``[tool.skinwright] prefix`` (``xh`` by default) starts every custom property
(tokens ``--xh-fg-default``, component slots ``--xh-<component>-*``, private
helpers ``--xh-_*``), keyframes (``xh-<component>-*``, shared ones
``xh-<name>``), the editor data files (``xh.css-data.json``) and the docs
site's own chrome (``xh-doc-*`` classes, ``data-xh-*`` attributes).
``namespace`` names the cascade layers: ``<namespace>.components``,
``<namespace>.motion``, ``<namespace>.overrides``. It defaults to the prefix,
except for the default prefix ``xh``, whose layers have always been
``xihan.*``: a project that configures neither keeps the names product CSS
already writes (``@layer xihan.overrides``).

Skins reach both through the generated token module (``$prefix``,
``$namespace``; see :mod:`skinwright.skins.token_module`), so one skin builds
under any configuration. skinwright's own texts (lint rule pages, the docs
page script and style sheet) are written with the default names ``xh`` and
``xihan`` and rendered with the project's by :meth:`Namespace.localize`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

DEFAULT_PREFIX = "xh"
WRITTEN_NAMESPACE = "xihan"
"""The cascade-layer namespace skinwright's own texts are written with."""

LAYERS = ("components", "motion", "overrides")
"""Cascade layers, lowest priority first: resting looks, motion and interaction
faces, then the consumer's overrides. Unlayered CSS beats all three."""

_PREFIXED = re.compile(r"(?<![A-Za-z0-9_])xh(?=-)")
_CAPITAL = re.compile(r"(?<![A-Za-z0-9_])Xh(?=[A-Z])")
_CHROME = re.compile(r'(?<=["\s.-])xh-doc-')
CHROME_ATTRIBUTES = ("frame", "demo-controls", "demo", "example-code", "example", "scope", "settings", "setting",
                     "phases-ready", "phases", "phase", "send", "reset", "action", "to", "then", "source", "state",
                     "part", "anatomy", "elements", "theme", "mounted", "toolbar", "code", "frameworks",
                     "framework", "showing", "copy", "initial", "words", "json")
"""The docs chrome's data attributes (``data-xh-<name>``), which the page script reads."""
_CHROME_DATA = re.compile(r"data-xh-(" + "|".join(CHROME_ATTRIBUTES) + r")(?![\w-])")
_CHROME_NAME = re.compile(r'name="xh-')
_LAYERED = re.compile(r"(?<![A-Za-z0-9_-])xihan(?=[.-])")


def default_namespace(prefix: str) -> str:
    """The layer namespace of a project that sets only ``prefix`` (see the module docstring)."""
    return WRITTEN_NAMESPACE if prefix == DEFAULT_PREFIX else prefix


@dataclass(frozen=True)
class Namespace:
    """A project's ``prefix`` and cascade-layer ``namespace``."""

    prefix: str = DEFAULT_PREFIX
    layers: str = WRITTEN_NAMESPACE

    def layer(self, name: str) -> str:
        """``components`` → ``xihan.components``."""
        return f"{self.layers}.{name}"

    @property
    def layer_order(self) -> tuple[str, ...]:
        return tuple(self.layer(name) for name in LAYERS)

    @property
    def pascal(self) -> str:
        """The prefix as the start of a component class name: ``xh`` → ``Xh``, ``my-ds`` → ``MyDs``."""
        return "".join(w[:1].upper() + w[1:] for w in re.split(r"[-_]+", self.prefix) if w)

    def chrome(self, html: str) -> str:
        """The docs site's own names in ``html`` (generated docs parts) with this prefix.

        The docs chrome (example frames, toolbars, demos, the anatomy figure,
        the token reference) is written with ``xh``: its classes
        (``xh-doc-*``, ``--xh-doc-*``), its data attributes (a fixed set:
        ``data-xh-frame``, ``data-xh-demo`` …) and its radio names. Only those
        change; the components' own markup and the example texts are left
        as they are.
        """
        if self.prefix == DEFAULT_PREFIX:
            return html
        html = _CHROME.sub(self.prefix + "-doc-", html)
        html = _CHROME_DATA.sub(lambda m: f"data-{self.prefix}-{m.group(1)}", html)
        return _CHROME_NAME.sub(f'name="{self.prefix}-', html)

    def localize(self, text: str) -> str:
        """skinwright's own text, written with ``xh``/``Xh``/``xihan``, in this project's names.

        Only whole names are replaced: ``xh-…``, ``--xh-…``, ``data-xh-…``,
        ``Xh…`` component classes and ``xihan.…`` layers; ``xhtml`` stays.
        """
        if self.prefix == DEFAULT_PREFIX and self.layers == WRITTEN_NAMESPACE:
            return text
        text = _PREFIXED.sub(self.prefix, text)
        text = _CAPITAL.sub(self.pascal, text)
        return _LAYERED.sub(self.layers, text)
