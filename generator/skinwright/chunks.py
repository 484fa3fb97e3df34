"""Large generated texts written piece by piece, at about their own size.

``"".join`` of a list of every line holds the list (a string object and a
pointer per line, ~60 bytes each) beside the text; a :class:`TextBuilder`
joins its pieces into chunks as they come, so ``tokens.css`` or
``tokens.json`` of 500,000 tokens costs the text plus a few chunks until
the one final join.
"""

from __future__ import annotations


class TextBuilder:
    """``add`` pieces of text in order, then take the whole ``text()`` once."""

    CHUNK = 1 << 20
    """Characters gathered before the pending pieces are joined into one chunk."""

    def __init__(self) -> None:
        self._chunks: list[str] = []
        self._pieces: list[str] = []
        self._pending = 0

    def add(self, piece: str) -> None:
        """Append ``piece``."""
        self._pieces.append(piece)
        self._pending += len(piece)
        if self._pending >= self.CHUNK:
            self._chunks.append("".join(self._pieces))
            self._pieces.clear()
            self._pending = 0

    def text(self) -> str:
        """Everything added, as one string (the builder is empty afterwards)."""
        self._chunks.append("".join(self._pieces))
        self._pieces, self._pending = [], 0
        out, self._chunks = "".join(self._chunks), []
        return out
