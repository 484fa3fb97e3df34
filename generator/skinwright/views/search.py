"""The search and web views: a query or URL, and results with locations or links.

search — call side ``{title?, description?, query?, locations?}``; result side
``{results?: [item], content?}``.
web — call side ``{title?, description?, url?, query?, locations?}``; result
side ``{url?, title?, snippet?}`` (one page) or ``{results: [item]}``.

An item is ``{path?, line?, text?, url?, title?}``: a file hit renders as a
``location`` button (path and line, for an editor), a web hit as a link. Links
are written only for ``http``/``https`` URLs and carry
``rel="noopener noreferrer"``; any other scheme (``javascript:``, ``data:``)
is shown as text.
"""

from __future__ import annotations

import re
from typing import Any

from markupsafe import Markup

from .common import (COMMON, View, ViewOptions, capped, header, is_line, is_str, list_of, location_button, more,
                     one_line, part, record, root, shape, text_block)

ITEM = record({"path": is_str, "line": is_line, "text": is_str, "url": is_str, "title": is_str})
SEARCH_CALL = {**COMMON, "query": is_str}
SEARCH_RESULT = {"results": list_of(ITEM), "content": is_str}
WEB_CALL = {**COMMON, "url": is_str, "query": is_str}
WEB_RESULT = {"url": is_str, "title": is_str, "snippet": is_str, "results": list_of(ITEM)}


_C0_OR_SPACE = "".join(map(chr, range(0x21)))
_HTTP = re.compile(r"[Hh][Tt][Tt][Pp]([Ss]?)://([^/?#\\]*)(.*)", re.S)
_BRACKETED = re.compile(r"\[[0-9A-Fa-f:.]+\](?::[0-9]*)?")


def safe_href(url: str) -> str | None:
    """``url`` as a link target when it is an absolute ``http``/``https`` URL with a host, else ``None``.

    The URL is first read as a browser reads it (WHATWG URL Standard, basic URL
    parser): leading and trailing C0 controls and spaces go, and so does every
    ASCII tab and newline, so ``java\\tscript:`` cannot pass as another scheme.
    Then the scheme must be ``http`` or ``https`` (any case; written in lower
    case) followed by ``//`` and an authority whose host is not empty (a
    bracketed IPv6 host must be closed). The same steps run in the browser
    (``tool-result.views.js``), so a link drawn there is this one.
    """
    text = re.sub("[\t\n\r]", "", url.strip(_C0_OR_SPACE))
    m = _HTTP.fullmatch(text)
    if not m:
        return None
    host = m[2].rpartition("@")[2]
    ok = bool(_BRACKETED.fullmatch(host)) if host.startswith("[") else bool(host.partition(":")[0]) and "]" not in host
    return f"http{m[1].lower()}://{m[2]}{m[3]}" if ok else None


def _item(item: dict, o: ViewOptions) -> Markup | None:
    path, url, title, text = item.get("path"), item.get("url"), item.get("title"), item.get("text")
    href = safe_href(url) if url else None
    children = [
        location_button(path, item.get("line")) if path else None,
        part("a", "link", title or url, href=href, rel="noopener noreferrer", dir="auto") if href else None,
        part("div", "title", title, dir="auto") if title and not href else None,
        part("div", "url", url, dir="ltr") if url and (title or not href) else None,
        part("div", "snippet", capped(text, o, o.item_chars), dir="auto") if text else None,
    ]
    return part("li", "item", children) if any(children) else None


def results_list(items: list[dict], o: ViewOptions) -> Markup:
    """An ordered ``results`` list (the first ``row_cap``, then "N more results"), or the
    "No results" text when ``items`` is empty."""
    if not items:
        return part("div", "text", o.t("noResults"), dir="auto")
    return part("ol", "results", [_item(i, o) for i in items[:o.row_cap]]) + \
        (more(o, "moreResults", len(items) - o.row_cap) or Markup(""))


def _query(q: str | None) -> Markup | None:
    return part("div", "query", q, dir="auto") if q else None


def render_search(call: Any, result: Any, o: ViewOptions) -> View:
    """Render the search view; never raises."""
    c, r = shape(call, SEARCH_CALL), shape(result, SEARCH_RESULT)
    call_html, summary = Markup(""), None
    if c is not None:
        title, description, locs = header(c, o)
        call_html = root("call", "search", [title, description, _query(c["query"]), locs])
        summary = one_line(c["query"]) if c["query"] else None
    result_html = Markup("")
    if r is not None:
        result_html = root("result", "search", [
            results_list(r["results"], o) if r["results"] is not None else None,
            text_block(r["content"], o) if r["content"] else None,
        ])
    return View("search", call_html, result_html, summary)


def render_web(call: Any, result: Any, o: ViewOptions) -> View:
    """Render the web view; never raises."""
    c, r = shape(call, WEB_CALL), shape(result, WEB_RESULT)
    call_html, summary = Markup(""), None
    if c is not None:
        url, href = c["url"], safe_href(c["url"]) if c["url"] else None
        title, description, locs = header(c, o)
        call_html = root("call", "web", [
            title, description, _query(c["query"]),
            part("a", "link", url, href=href, rel="noopener noreferrer", dir="ltr") if href else None,
            part("div", "url", url, dir="ltr") if url and not href else None,
            locs,
        ])
        summary = one_line(url or c["query"] or "") or None
    result_html = Markup("")
    if r is not None:
        page = {k: r[k] for k in ("url", "title")}
        page["text"] = r["snippet"]
        items = list(r["results"] or []) + ([page] if any(page.values()) else [])
        result_html = root("result", "web", [results_list(items, o)]) if items or r["results"] is not None else Markup("")
    return View("web", call_html, result_html, summary)
