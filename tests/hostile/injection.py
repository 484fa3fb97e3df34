"""A project whose names and values try to break out of tokens.css, as the reports of such attacks wrote them.

Used by ``test_injection.py`` (parsed back with tinycss2) and by
``tests/browser/test_injection.py`` (Chromium: the page body stays visible,
the rule count is what the tokens say, and the hostile context selector
matches its own attribute value exactly).
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

EVIL_FONT = "Inter\n}body{display:none}"
EVIL_DARK_FONT = "Dark\n}body{display:none}"
FONT_LIST = ['a"b', "c\\d", "</style><script>document.body.remove()</script>"]
EVIL_CONTEXT = 'x"]{}body{display:none}[a="'
EVIL_MODIFIER = 't"]{}body{display:none}[a="'
EVIL_DEPRECATION = "*/ body{display:none} /* </style>"
EVIL_TOKEN = "a;]body:display;none </style>"

TOKENS = textwrap.dedent(f"""\
    font:
      $type: fontFamily
      evil: {{$value: "Inter\\n}}body{{display:none}}"}}
      list: {{$value: ['a"b', 'c\\d', "</style><script>document.body.remove()</script>"]}}
    old: {{$type: number, $value: 1, $deprecated: "{EVIL_DEPRECATION}"}}
    "{EVIL_TOKEN}": {{$type: number, $value: 2}}
    label: {{$type: string, $value: "x\\\\"}}
    space: {{$type: dimension, $value: {{value: 4, unit: px}}}}
    """)
DARK = 'font:\n  evil: {$value: "Dark\\n}body{display:none}"}\n'
OTHER = "old: {$type: number, $value: 3}\n"
RESOLVER = textwrap.dedent(f"""\
    name: evil
    version: "2025.10"
    sets:
      base:
        sources: [{{$ref: base.yaml}}]
    modifiers:
      theme:
        contexts:
          light: []
          '{EVIL_CONTEXT}': [{{$ref: dark.yaml}}]
        default: light
      '{EVIL_MODIFIER}':
        contexts:
          one: []
          two: [{{$ref: other.yaml}}]
        default: one
    resolutionOrder:
      - {{$ref: "#/sets/base"}}
      - {{$ref: "#/modifiers/theme"}}
      - {{$ref: '#/modifiers/{EVIL_MODIFIER}'}}
    """)
RULES = 5
"""What the tokens say: :root, then light and the hostile context of theme, then one and two of the other modifier."""


def build_project(folder: Path) -> str:
    """Write the project, run ``skinwright build`` and return ``dist/css/tokens.css``."""
    (folder / "tokens").mkdir(parents=True, exist_ok=True)
    (folder / "tokens/base.yaml").write_text(TOKENS, encoding="utf-8")
    (folder / "tokens/dark.yaml").write_text(DARK, encoding="utf-8")
    (folder / "tokens/other.yaml").write_text(OTHER, encoding="utf-8")
    (folder / "tokens/evil.resolver.yaml").write_text(RESOLVER, encoding="utf-8")
    (folder / "pyproject.toml").write_text('[tool.skinwright]\ntokens = "tokens/evil.resolver.yaml"\n')
    env = {**os.environ, "PYTHONPATH": str(ROOT / "generator")}
    done = subprocess.run([sys.executable, "-m", "skinwright", "build", "-q"], cwd=folder, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return (folder / "dist/css/tokens.css").read_text(encoding="utf-8")
