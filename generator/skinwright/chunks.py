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

    CHUNK = 4096
    """Pieces joined into one chunk (a few hundred KB of CSS or JSON)."""

    def __init__(self) -> None:
        self._chunks: list[str] = []
        self._pieces: list[str] = []

    def add(self, piece: str) -> None:
        """Append ``piece``."""
        self._pieces.append(piece)
        if len(self._pieces) >= self.CHUNK:
            self._chunks.append("".join(self._pieces))
            self._pieces.clear()

    def text(self) -> str:
        """Everything added, as one string (the builder is empty afterwards)."""
        self._chunks.append("".join(self._pieces))
        self._pieces = []
        out, self._chunks = "".join(self._chunks), []
        return out
