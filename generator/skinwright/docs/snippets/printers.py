"""Printers: one snippet tree (:mod:`.js`) as Vue template, JSX or plain HTML lines."""

from __future__ import annotations

import re
from html import escape

from .js import El, Expr, Lit, js, js_number, kebab


def lines(el: El | Lit | Expr, depth: int, fmt) -> list[str]:
    pad = "  " * depth
    if not isinstance(el, El):
        return [pad + fmt.child(el)]
    start = fmt.start(el)
    if not el.children:
        return [pad + fmt.empty(el, start)]
    inline = all(not isinstance(c, El) for c in el.children) or (
        len(el.children) == 1 and isinstance(el.children[0], El) and el.children[0].tag in ("code",)
        and not any(isinstance(c, El) for c in el.children[0].children))
    if inline:
        return [pad + start + "".join(fmt.inline(c) for c in el.children) + f"</{el.tag}>"]
    out = [pad + start]
    for c in el.children:
        out += lines(c, depth + 1, fmt)
    out.append(pad + f"</{el.tag}>")
    return out


class VueFormat:
    """A Vue template of custom elements: props bound with ``:`` (Vue sets the element's property)."""

    def key(self, name: str) -> str:
        return kebab(name) if name != "slot" else name

    def bound(self, key: str, code: str) -> str:
        """An attribute whose value is a script expression."""
        return f':{key}="{code}"'

    def attr(self, name: str, value: Lit | Expr) -> str:
        key = self.key(name)
        if isinstance(value, Expr):
            # The prop's own name: Vue sets a property the element has (an object stays an object);
            # a kebab-case name it does not find there becomes an attribute, fine for the literals below.
            return self.bound(name, value.code)
        if isinstance(value.value, bool):
            # Bound, not bare: Vue would set a bare attribute's property to "".
            return self.bound(key, "true" if value.value else "false")
        if isinstance(value.value, (int, float)):
            return self.bound(key, js_number(value.value))
        return f'{key}="{escape(value.value)}"'

    def event(self, name: str, code: str) -> str:
        return f'@{name}="{code}"'

    def start(self, el: El) -> str:
        parts = el.directives + [self.attr(k, v) for k, v in el.attrs] + [self.event(n, c) for n, c in el.events]
        return f"<{el.tag}" + "".join(" " + p for p in parts) + ">"

    def empty(self, el: El, start: str) -> str:
        return start[:-1] + " />"

    def child(self, c: Lit | Expr) -> str:
        return self.inline(c)

    def inline(self, c) -> str:
        if isinstance(c, El):
            return self.start(c) + "".join(self.inline(x) for x in c.children) + f"</{c.tag}>"
        return "{{ " + c.code + " }}" if isinstance(c, Expr) else escape(str(c.value), quote=False)


class JsxFormat(VueFormat):
    def key(self, name: str) -> str:
        return name

    def attr(self, name: str, value: Lit | Expr) -> str:
        return name if isinstance(value, Lit) and value.value is True else super().attr(name, value)

    def bound(self, key: str, code: str) -> str:
        return f"{key}={{{code}}}"

    def event(self, name: str, code: str) -> str:
        return f"on{name}={{{code}}}"

    def inline(self, c) -> str:
        if isinstance(c, El):
            return super().inline(c)
        if isinstance(c, Expr):
            return "{" + c.code + "}"
        text = str(c.value)
        return "{" + js(text) + "}" if re.search(r"[{}<>]", text) else text


class HtmlFormat(VueFormat):
    """Plain HTML for custom elements: attributes only; Expr values are set from script (by id)."""

    def attr(self, name: str, value: Lit | Expr) -> str | None:
        if isinstance(value, Expr):
            return None
        if isinstance(value.value, bool):
            return kebab(name) if value.value else None
        if isinstance(value.value, (int, float)):
            return f'{kebab(name)}="{js_number(value.value)}"'
        return f'{kebab(name)}="{escape(str(value.value))}"'

    def start(self, el: El) -> str:
        parts = [p for p in (self.attr(k, v) for k, v in el.attrs) if p]
        return f"<{el.tag}" + "".join(" " + p for p in parts) + ">"

    def empty(self, el: El, start: str) -> str:
        return start + f"</{el.tag}>"

    def inline(self, c) -> str:
        if isinstance(c, El):
            return super().inline(c)
        if isinstance(c, Expr):
            return ""  # filled from script
        return escape(str(c.value), quote=False)
