"""Translatable strings of the result views and the tool-call group.

Every string a view shows is looked up here by key, with an English default and
a Chinese (``zh-CN``) locale, in one register. A host overrides any
key through ``ViewOptions.translations`` (like the card's ``translations``
prop; keys starting with ``card.`` are passed to the card as its ``translations``, and
English leaves them to the card's own defaults). Templates use ``{name}`` placeholders; a key ending in ``.one`` is the
singular form used when ``count == 1`` (English needs it, Chinese does not).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

EN: dict[str, str] = {
    # header prefixes per call type, settled and running
    "call.function": "Called tool {title}",
    "call.mcp": "Called MCP {title}",
    "call.skill": "Read skill {title}",
    "call.function.running": "Calling {title}",
    "call.mcp.running": "Calling {title}",
    "call.skill.running": "Reading {title}",
    "arguments": "Arguments",
    "description": "Description",
    "result": "Result",
    "cwd": "Working directory",
    "exitCode": "Exit code {code}",
    "omitted": "{lines} and {characters} omitted",
    "lineCount": "{count} lines",
    "lineCount.one": "{count} line",
    "characterCount": "{count} characters",
    "characterCount.one": "{count} character",
    "charactersOmitted": "{count} characters omitted",
    "charactersOmitted.one": "{count} character omitted",
    "moreRows": "{count} more rows",
    "moreRows.one": "{count} more row",
    "moreItems": "{count} more items",
    "moreItems.one": "{count} more item",
    "moreResults": "{count} more results",
    "moreResults.one": "{count} more result",
    "moreFiles": "{count} more files",
    "moreFiles.one": "{count} more file",
    "errorDetails": "Details",
    "lineRange": "Lines {start}–{end}",
    "lineFrom": "From line {start}",
    "fileCreated": "New file",
    "fileDeleted": "Deleted file",
    "files": "{count} files",
    "files.one": "{count} file",
    "noResults": "No results",
    "nestedHidden": "{count} more nested calls",
    "nestedHidden.one": "{count} more nested call",
    "ranTools": "Ran {count} tools",
    "ranTools.one": "Ran {count} tool",
    "awaitingApproval": "{count} awaiting approval",
    "approvalNeeded": "This step needs your approval.",
    "noCalls": "No tool calls in this transcript.",
    "moreCalls": "{count} more tool calls not shown: the page reached its size limit ({size})",
    "moreCalls.one": "{count} more tool call not shown: the page reached its size limit ({size})",
}

ZH_CN: dict[str, str] = {
    "call.function": "调用工具 {title}",
    "call.mcp": "调用 MCP {title}",
    "call.skill": "读取 Skill {title}",
    "call.function.running": "正在调用 {title}",
    "call.mcp.running": "正在调用 {title}",
    "call.skill.running": "正在读取 {title}",
    "arguments": "参数",
    "description": "描述",
    "result": "返回内容",
    "cwd": "工作目录",
    "exitCode": "退出码 {code}",
    "omitted": "已省略 {lines}、{characters}",
    "lineCount": "{count} 行",
    "characterCount": "{count} 个字符",
    "charactersOmitted": "已省略 {count} 个字符",
    "moreRows": "另有 {count} 行",
    "moreItems": "另有 {count} 项",
    "moreResults": "另有 {count} 条结果",
    "moreFiles": "另有 {count} 个文件",
    "errorDetails": "详情",
    "lineRange": "第 {start}–{end} 行",
    "lineFrom": "自第 {start} 行起",
    "fileCreated": "新建文件",
    "fileDeleted": "已删除文件",
    "files": "{count} 个文件",
    "noResults": "无结果",
    "nestedHidden": "另有 {count} 个嵌套调用",
    "ranTools": "运行了 {count} 个工具",
    "awaitingApproval": "{count} 个等待批准",
    "approvalNeeded": "这一步要先经你批准。",
    "noCalls": "此记录中没有工具调用。",
    "moreCalls": "另有 {count} 个工具调用未显示：页面已达大小上限（{size}）",
    # The card's own strings (its ``translations`` prop), passed through for this locale;
    "card.inputStreaming": "参数传输中",
    "card.inputAvailable": "运行中",
    "card.awaitingApproval": "等待批准",
    "card.outputAvailable": "已完成",
    "card.outputError": "出错",
    "card.statusText": "{label}，{status}",
    "card.ranFor": "耗时：{seconds}s",
    "card.ranForMs": "耗时：{milliseconds}ms",
    "card.errorFallback": "调用失败，没有错误信息。",
}

LOCALES: dict[str, Mapping[str, str]] = {"en": EN, "zh-CN": ZH_CN}

_FIELD = re.compile(r"\{(\w+)\}")


def messages(locale: str, overrides: Mapping[str, str] | None = None) -> dict[str, str]:
    """The strings for ``locale`` (``zh``, ``zh-Hans`` … fall back to ``zh-CN``; others to English).

    Keys missing from a locale come from English; ``overrides`` win over both, and an override
    without its ``.one`` form is used for a count of one too (a language without a singular
    form overrides only the plural one).
    """
    base = dict(EN)
    tag = (locale or "en").replace("_", "-")
    chosen = LOCALES.get(tag) or (ZH_CN if tag.lower().split("-")[0] == "zh" else None)
    if chosen is not EN and chosen is not None:
        # A locale without a ".one" form uses its plural template for one too.
        base = {k: v for k, v in base.items() if not k.endswith(".one")}
        base.update(chosen)
    if overrides:
        given = {k: v for k, v in overrides.items() if isinstance(k, str) and isinstance(v, str)}
        for k in given:  # a string given without its singular form is used for one too
            if not k.endswith(".one") and k + ".one" not in given:
                base.pop(k + ".one", None)
        base.update(given)
    return base


def template(strings: Mapping[str, str], key: str, count: int | None = None) -> str:
    """The template for ``key``; its ``.one`` form when ``count == 1`` and one exists."""
    if count == 1 and key + ".one" in strings:
        return strings[key + ".one"]
    return strings.get(key, key)


def split_template(text: str) -> list[tuple[str, str | None]]:
    """``"Ran {count} tools"`` → ``[("Ran ", None), ("", "count"), (" tools", None)]``-like pieces.

    Each piece is ``(literal, None)`` or ``("", field name)``, so a caller can
    put a field (the count) in its own element.
    """
    pieces: list[tuple[str, str | None]] = []
    pos = 0
    for m in _FIELD.finditer(text):
        if m.start() > pos:
            pieces.append((text[pos:m.start()], None))
        pieces.append(("", m.group(1)))
        pos = m.end()
    if pos < len(text):
        pieces.append((text[pos:], None))
    return pieces


def fill(text: str, **values: object) -> str:
    """Replace ``{name}`` fields; unknown fields stay as written."""
    return _FIELD.sub(lambda m: str(values[m.group(1)]) if m.group(1) in values else m.group(0), text)
