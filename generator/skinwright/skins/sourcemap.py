"""Source Map v3 lookup: a compiled-CSS position back to the SCSS that wrote it.

Both compilers can emit a map (LibSass returns it next to the CSS; Dart Sass
embeds it as a ``data:`` URL). Only the ``mappings`` field is needed: it is a
list of lines, each a list of segments ``[generated column, source index,
source line, source column(, name)]`` in Base64 VLQ, with every field but the
first relative to the previous segment (Source Map Revision 3 Proposal,
section "Proposed Format"). All numbers there are 0-based.
"""

from __future__ import annotations

import bisect
import json
from dataclasses import dataclass
from urllib.parse import unquote, urlparse

_B64 = {c: i for i, c in enumerate("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")}


def decode_vlq(segment: str) -> list[int]:
    """The integers of one Base64 VLQ segment (``"AAgBC"`` → ``[0, 0, 16, 1]``)."""
    values: list[int] = []
    value = shift = 0
    for char in segment:
        digit = _B64[char]
        value += (digit & 31) << shift
        if digit & 32:  # continuation bit
            shift += 5
            continue
        values.append(-(value >> 1) if value & 1 else value >> 1)
        value = shift = 0
    return values


@dataclass(frozen=True)
class SourceMap:
    """A decoded map: ``lines[i]`` holds ``(gen_col, source, src_line, src_col)`` sorted by column.

    ``sources`` are the source paths as written in the map (resolve them
    against the map's own location); ``contents`` their embedded text, if any.
    """

    sources: tuple[str, ...]
    contents: tuple[str | None, ...]
    lines: tuple[tuple[tuple[int, int, int, int], ...], ...]

    @classmethod
    def from_json(cls, text: str) -> "SourceMap":
        data = json.loads(text)
        sources = tuple(data.get("sources", ()))
        contents = tuple(data.get("sourcesContent") or (None,) * len(sources))
        source = src_line = src_col = 0
        lines = []
        for line in data.get("mappings", "").split(";"):
            gen_col = 0
            segments = []
            for segment in filter(None, line.split(",")):
                fields = decode_vlq(segment)
                gen_col += fields[0]
                if len(fields) >= 4:
                    source += fields[1]
                    src_line += fields[2]
                    src_col += fields[3]
                    segments.append((gen_col, source, src_line, src_col))
            lines.append(tuple(segments))
        return cls(sources, contents, tuple(lines))

    @classmethod
    def from_data_url(cls, url: str) -> "SourceMap":
        """Decode ``data:application/json;…,<percent-encoded or base64 JSON>`` (Dart Sass's embedded map)."""
        head, _, body = url.partition(",")
        if head.endswith(";base64"):
            import base64

            return cls.from_json(base64.b64decode(body).decode("utf-8"))
        return cls.from_json(unquote(body))

    def lookup(self, line: int, column: int) -> tuple[str, int, int] | None:
        """``(source, line, column)`` (1-based) for 1-based generated ``line``/``column``.

        Takes the last segment at or before the column on that line, else the
        last of the line's first column (LibSass maps a selector from its first
        name, one column in, and puts scratch segments first); ``None`` when
        the line has no mapping.
        """
        if not 0 < line <= len(self.lines) or not self.lines[line - 1]:
            return None
        segments = self.lines[line - 1]
        columns = [s[0] for s in segments]
        at = bisect.bisect_right(columns, column - 1) - 1
        if at < 0:
            at = bisect.bisect_right(columns, columns[0]) - 1
        gen_col, source, src_line, src_col = segments[at]
        return self.sources[source], src_line + 1, src_col + 1


def source_path(source: str) -> str:
    """A map ``sources`` entry as a path (``file:///a/b.scss`` → ``/a/b.scss``)."""
    if source.startswith("file:"):
        return unquote(urlparse(source).path)
    return source
