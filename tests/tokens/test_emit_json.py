"""The compact JSON encoder of tokens.json and surface.json (orjson) against the standard library's compact form.

The two agree byte for byte except for floats of magnitude in [1e-9, 1e-4) (orjson: ``1e-7`` and ``0.00001``;
the standard library: ``1e-07`` and ``1e-05``) and non-finite floats (``null``; the standard library writes
``NaN``, which is not JSON); what orjson refuses is written by the standard library.
"""

from __future__ import annotations

import json
import math

from hypothesis import given, settings
from hypothesis import strategies as st

from skinwright.tokens.emit_json import dumps

stdlib = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode


def _differs(value) -> bool:
    """Whether ``value`` holds a float the two encoders write differently (see the module docstring)."""
    if isinstance(value, float):
        return not math.isfinite(value) or 1e-9 <= abs(value) < 1e-4
    if isinstance(value, dict):
        return any(_differs(v) for v in value.values())
    if isinstance(value, list):
        return any(_differs(v) for v in value)
    return False


def _same(a, b) -> bool:
    """JSON equality, with NaN and infinities read back as ``None``."""
    if isinstance(a, float) and not math.isfinite(a):
        return b is None
    if isinstance(a, dict):
        return isinstance(b, dict) and list(a) == list(b) and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return isinstance(b, list) and len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    return a == b and type(a) is type(b)


scalars = (st.none() | st.booleans() | st.integers(min_value=-(2 ** 63), max_value=2 ** 64 - 1)
           | st.floats(allow_nan=True, allow_infinity=True) | st.text())
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
                      max_leaves=20)


@settings(max_examples=400, deadline=None)
@given(values)
def test_the_text_is_the_standard_librarys_outside_small_and_non_finite_floats(value):
    text = dumps(value)
    assert _same(value, json.loads(text))
    if not _differs(value):
        assert text == stdlib(value)


@settings(max_examples=200, deadline=None)
@given(st.floats(allow_nan=False, allow_infinity=False))
def test_every_finite_float_reads_back_as_itself(number):
    assert json.loads(dumps([number])) == [number]
    assert (dumps(number) == stdlib(number)) == (not 1e-9 <= abs(number) < 1e-4)


def test_the_documented_differences():
    assert dumps({"a": 1e-05, "b": 1e-07, "c": 0.0001, "d": 1e-10}) == '{"a":0.00001,"b":1e-7,"c":0.0001,"d":1e-10}'
    assert dumps([float("nan"), float("inf")]) == "[null,null]"


def test_what_orjson_refuses_is_written_as_before():
    # An integer past 64 bits, a key that is not a string, a lone surrogate (from a YAML escape): the standard library.
    for value in ({"n": 2 ** 70}, {1: "x", None: 2}, {"s": "a\ud800b"}):
        assert dumps(value) == stdlib(value)
    assert dumps({"n": 2 ** 70}) == '{"n":1180591620717411303424}'


def test_strings_are_escaped_for_json_and_kept_as_unicode():
    text = dumps({"k\"\\": "\x00\b\f\n\r\t\x1f\x7f\u2028é😀</script>"})
    assert text == '{"k\\"\\\\":"\\u0000\\b\\f\\n\\r\\t\\u001f\x7f\u2028é😀</script>"}'
    assert json.loads(text) == {"k\"\\": "\x00\b\f\n\r\t\x1f\x7f\u2028é😀</script>"}
