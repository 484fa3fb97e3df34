"""Component skins: SCSS (through the token module) → CSS, its analysis and checks.

Entry points for the build: :func:`build_skin` and :func:`build_family`.
"""

from .analysis import CssVariable, SkinAnalysis, analyse_css
from .build import SkinBuild, build_family, build_skin, layer_statement
from .checks import check_skin
from .compiler import COMPILER, compile_scss
from .token_module import token_module

__all__ = [
    "COMPILER", "CssVariable", "SkinAnalysis", "SkinBuild", "analyse_css", "build_family",
    "build_skin", "check_skin", "compile_scss", "layer_statement", "token_module",
]
