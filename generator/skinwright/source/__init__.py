"""Source documents: YAML 1.2, JSON and JSON5 read into plain data with positions.

``load_document(path, text)`` returns a :class:`Document` whose ``data`` is
made of dicts, lists, str, int, float, bool and None, and whose
``locate(pointer)`` gives the 1-based line and column of any value or key.
The format follows the file name: ``.json`` is JSON (:mod:`.json_loader`),
``.json5`` is JSON5 (:mod:`.json5_loader`), anything else is YAML read with
YAML 1.2 core-schema semantics (:mod:`.yaml_loader`, :mod:`.yaml12`). Every
loader bounds its work by the run's limits (:mod:`skinwright.limits`): the
file size (``file-size``), the nesting depth (``nesting``) and, for YAML, the
nodes aliases may copy (``yaml-aliases``).
"""

from __future__ import annotations

from ..diagnostics import Diagnostic, Position, SkinwrightError
from .document import Document, Pointer, Trap, YList, YMap
from .json5_loader import load_json5
from .json_loader import load_json
from .yaml12 import Timestamp, describe_value, resolve_plain, yaml11_trap, yaml11_value
from .yaml_loader import load_yaml

__all__ = ["Document", "Pointer", "Timestamp", "Trap", "YList", "YMap",
           "describe_value", "load_document", "load_json", "load_json5", "load_yaml", "resolve_plain",
           "yaml11_trap", "yaml11_value"]

SUFFIXES = (".yaml", ".yml", ".json", ".json5")
"""The file names :func:`load_document` reads, by format."""


def _not_utf8(path: str, data: bytes, at: int) -> Diagnostic:
    """``core/encoding`` at the first byte that is not UTF-8 (column in characters, as editors count)."""
    if data.startswith(b"\xef\xbb\xbf"):
        at += 3  # the utf-8-sig codec counts from after its byte order mark
    start = data.rfind(b"\n", 0, at) + 1
    before = data[start:at].removeprefix(b"\xef\xbb\xbf" if start == 0 else b"")
    column = len(before.decode("utf-8", errors="replace")) + 1
    byte = data[at]
    hint = "save the file as UTF-8"
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        hint += "; it starts with a UTF-16 byte order mark"
    else:
        try:  # the usual culprit: an editor that saved Windows-1252 / Latin-1
            hint += f"; in Windows-1252 (Latin-1) this byte is {bytes([byte]).decode('cp1252')!r}"
        except UnicodeDecodeError:
            pass
    return Diagnostic("core/encoding", f"file is not valid UTF-8: byte 0x{byte:02X} cannot be read",
                      Position(path, data.count(b"\n", 0, at) + 1, column), hint=hint)


def load_document(path: str, text: str | bytes) -> Document:
    """Parse ``text`` as JSON when ``path`` ends in ``.json``, JSON5 for ``.json5``, else as YAML.

    Raises:
        SkinwrightError: ``core/file-too-large``, ``core/encoding`` or any
            syntax diagnostic of the two loaders.
    """
    from ..limits import current

    size, limit = len(text), current().file_size
    if size > limit:
        raise SkinwrightError([Diagnostic(
            "core/file-too-large", f"file is {size:,} bytes; the file-size limit is {limit:,}", Position(path, 1, 1),
            hint="split the tokens into several files referenced from the resolver, or raise file-size in "
                 "[tool.skinwright.limits]")])
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise SkinwrightError([_not_utf8(path, text, exc.start)]) from None
    if path.endswith(".json"):
        return load_json(path, text)
    if path.endswith(".json5"):
        return load_json5(path, text)
    return load_yaml(path, text)
