"""YAML 1.2 / JSON loading with positions."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skinwright.diagnostics import SkinwrightError
from skinwright.source import load_document


def load(text: str, path: str = "t.yaml"):
    return load_document(path, text)


def errors(text: str, path: str = "t.yaml") -> list[str]:
    with pytest.raises(SkinwrightError) as info:
        load(text, path)
    return [d.format() for d in info.value.diagnostics]


@pytest.mark.parametrize(
    "text, key, value",
    [
        ("on: 1", "on", 1),
        ("no: yes", "no", "yes"),
        ("0x1F: x", "0x1F", "x"),
        ("a: 010", "a", 10),
        ("a: 1e3", "a", 1000.0),
        ("a: 0o17", "a", 15),
        ("a: 0x1F", "a", 31),
        ("a: off", "a", "off"),
        ("a: True", "a", True),
        ("a: ~", "a", None),
        ("a: '010'", "a", "010"),
        ("a: 1_000", "a", "1_000"),
        ("a: 1:20", "a", "1:20"),
        ("100: x", "100", "x"),
    ],
)
def test_yaml_12_core_schema(text, key, value):
    data = load(text).data
    assert list(data) == [key]
    assert data[key] == value and type(data[key]) is type(value)


def test_special_floats():
    data = load("a: .inf\nb: -.Inf\nc: .nan").data
    assert data["a"] == math.inf and data["b"] == -math.inf and math.isnan(data["c"])


def test_positions_of_values_and_keys():
    doc = load("a:\n  b: [1, {c: 2}]\n")
    assert str(doc.locate(("a", "b", 1, "c"))) == "t.yaml:2:14"
    assert str(doc.locate(("a", "b"), key=True)) == "t.yaml:2:3"
    assert str(doc.locate(("a", "missing"))) == "t.yaml:2:3"


def test_yaml11_traps_are_recorded():
    doc = load("on: yes\n'off': x\n0_5: 010\n")
    got = [(t.pointer, t.is_key, t.text, t.yaml11, t.yaml12) for t in doc.traps]
    assert got == [
        (("on",), True, "on", "the boolean true", "the string 'on'"),
        (("on",), False, "yes", "the boolean true", "the string 'yes'"),
        (("0_5",), True, "0_5", "the integer 5", "the string '0_5'"),
        (("0_5",), False, "010", "the integer 8", "the integer 10"),
    ]


def test_repeated_plain_text_reads_the_same_in_every_place_and_each_trap_is_recorded():
    # The reader remembers how a plain key or value it met before reads; traps, empty values (a comment may hide
    # behind them), quoted and tagged text are read each time.
    text = ("a:\n  $type: number\n  x: {on: yes, v: 010, w: [1.5, 1.5, on]}\n  y: {on: yes, v: 010, w: [1.5, 1.5, on]}\n"
            "  q: {v: '010', w: !!str 1.5, e: }\n  r: {e: #fff\n  }\n  s: {v: 010}\n")
    doc = load(text)
    assert doc.data == {"a": {"$type": "number", "x": {"on": "yes", "v": 10, "w": [1.5, 1.5, "on"]},
                              "y": {"on": "yes", "v": 10, "w": [1.5, 1.5, "on"]},
                              "q": {"v": "010", "w": "1.5", "e": None}, "r": {"e": None}, "s": {"v": 10}}}
    from skinwright.source.yaml_loader import load_yaml

    assert load_yaml("t.yaml", text, positions=True).data == doc.data
    assert [(t.pointer, str(t.position)) for t in doc.traps] == [
        (("a", "x", "on"), "t.yaml:3:7"), (("a", "x", "on"), "t.yaml:3:11"), (("a", "x", "v"), "t.yaml:3:19"),
        (("a", "x", "w", 2), "t.yaml:3:38"),
        (("a", "y", "on"), "t.yaml:4:7"), (("a", "y", "on"), "t.yaml:4:11"), (("a", "y", "v"), "t.yaml:4:19"),
        (("a", "y", "w", 2), "t.yaml:4:38"), (("a", "s", "v"), "t.yaml:8:10")]
    assert doc.comment_values == {("a", "r", "e"): "#fff"}


def test_unquoted_hex_is_a_comment_and_is_remembered():
    doc = load("c:\n  $value: #ff0000\n")
    assert doc.data["c"]["$value"] is None
    assert doc.comment_values == {("c", "$value"): "#ff0000"}


def test_duplicate_key():
    assert errors("a: 1\nb: 2\na: 3\n") == [
        "t.yaml:3:1: error core/duplicate-key duplicate key 'a'\n"
        "  t.yaml:1:1: note: first defined here\n"
        "  hint: YAML keeps only one of them; remove or rename one"
    ]


def test_tab_indentation():
    assert errors("a:\n\tb: 1\n") == [
        "t.yaml:2:1: error core/yaml-syntax a tab character cannot start a token here "
        "(while scanning for the next token)\n"
        "  hint: YAML does not allow tabs for indentation; indent with spaces"
    ]


def test_alias_bomb_is_bounded():
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 9):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i-1}"] * 10) + "]")
    [message] = errors("\n".join(lines))
    assert message.startswith("t.yaml:")
    assert "error core/yaml-alias-bomb aliases copy more than 100,000 nodes" in message


def test_small_aliases_are_fine():
    assert load("a: &x {b: 1}\nc: *x\n").data == {"a": {"b": 1}, "c": {"b": 1}}


def test_unterminated_string_has_position():
    [message] = errors('a: "x\n')
    assert message.startswith("t.yaml:2:1: error core/yaml-syntax found unexpected end of stream")


def test_file_size_limit():
    from skinwright.limits import Limits, applied

    with applied(Limits(file_size=10)):
        [message] = errors("a: 123456789012\n")
    assert message.startswith("t.yaml:1:1: error core/file-too-large file is 16 bytes; the file-size limit is 10")


def test_json_positions_are_lazy_and_right():
    doc = load('{\n "a": {"b": 1},\n "c": [1, {"d": 2}]\n}', "t.json")
    assert doc.data == {"a": {"b": 1}, "c": [1, {"d": 2}]}
    assert str(doc.locate(("c", 1, "d"))) == "t.json:3:17"
    assert str(doc.locate(("c", 1, "d"), key=True)) == "t.json:3:12"


def test_json_errors():
    assert errors('{"a": 1,\n "a": 2}', "t.json") == [
        "t.json:2:2: error core/duplicate-key duplicate key 'a'\n"
        "  t.json:1:2: note: first defined here\n"
        "  hint: JSON readers keep only one of them; remove or rename one"
    ]


@pytest.mark.parametrize("text", [
    '{"a":{"x":1},"b":{"x":1,"x":2}}',
    '{"a":{"x":1},"b":{"x":1,"x":2}, "c": "\\/"}',  # an escape libyaml refuses: the JSON5 reader finds them
])
def test_a_json_duplicate_is_reported_at_its_own_key_with_a_note_at_the_first(text):
    # the same key in another object is no duplicate; the second 'x' of 'b' is
    assert errors(text, "t.json") == [
        "t.json:1:25: error core/duplicate-key duplicate key 'x'\n"
        "  t.json:1:19: note: first defined here\n"
        "  hint: JSON readers keep only one of them; remove or rename one"
    ]


def test_json_positions_fall_back_to_the_json5_reader_for_escapes_yaml_lacks():
    doc = load('{"a\\/b": {"c": "\\ud83d\\ude00"},\n "d": [1, {"e": 2}]}', "t.json")
    assert doc.data == {"a/b": {"c": "\U0001F600"}, "d": [1, {"e": 2}]}
    assert str(doc.locate(("d", 1, "e"))) == "t.json:2:17"
    assert str(doc.locate(("a/b", "c"), key=True)) == "t.json:1:11"


def test_json5_is_read_with_positions():
    doc = load("// sizes\n{ space: { $type: 'dimension', $value: { value: 0x10, unit: 'px', }, },\n"
               "  'b': [+1, .5, -Infinity, NaN, null, true], }", "t.json5")
    assert doc.format == "json5"
    b = doc.data["b"]
    assert doc.data["space"] == {"$type": "dimension", "$value": {"value": 16, "unit": "px"}}
    assert b[:2] == [1, 0.5] and b[2] == -math.inf and math.isnan(b[3]) and b[4:] == [None, True]
    assert str(doc.locate(("space", "$value", "unit"))) == "t.json5:2:61"
    assert str(doc.locate(("b",), key=True)) == "t.json5:3:3"
    assert str(doc.locate(("b", 2))) == "t.json5:3:17"


def test_json5_data_comes_fast_and_positions_only_when_asked():
    """pyjson5 reads the data; json-five reads the text again only for a position (as the JSON reader does).
    Colons inside strings and comments are not members: the count that spots a key written twice skips them."""
    text = ("{\n  // a: b\n  url: 'http://x:1/', \"q\": \"it's \\\"a:b\\\"\",\n"
            "  /* c: d */ list: [{e: 1}, {e: 2},],\n}")
    doc = load(text, "t.json5")
    assert doc.data == {"url": "http://x:1/", "q": 'it\'s "a:b"', "list": [{"e": 1}, {"e": 2}]}
    assert type(doc.data) is dict and doc._located is None  # no positions read yet
    assert str(doc.locate(("list", 1, "e"))) == "t.json5:4:33"
    assert str(doc.locate(("q",), key=True)) == "t.json5:3:23"
    assert doc._located is not None


def _places(node):
    """Every place a YMap/YList tree holds, by pointer (what Document.locate reads)."""
    from skinwright.source.document import YList, YMap

    out, stack = {}, [((), node)]
    while stack:
        at, n = stack.pop()
        if isinstance(n, YMap):
            out[at] = n.pos
            out.update({at + (k, "key"): p for k, p in n.key_pos.items()})
            out.update({at + (k,): p for k, p in n.val_pos.items()})
            stack.extend((at + (k,), v) for k, v in n.items())
        elif isinstance(n, YList):
            out[at] = n.pos
            out.update({at + (i,): p for i, p in enumerate(n.item_pos)})
            stack.extend((at + (i,), v) for i, v in enumerate(n))
    return out


@pytest.mark.parametrize("text", [
    "// head\n{ a: { b: [1, -2, +Infinity, [], {}, [[ ]], ], 'c\\'d': \"x,y]\" }, /* } */ e: {f: null,},\n}",
    "[ {k: 'v'}, [0x1F, .5, 5.,], 'a\\\nb' ]",
    '{"$value": {"colorSpace": "srgb", "components": [0, 0.5, 1]}, "$type": "color"}',
    "{\r\n  x: 1,\r\n  \\u0079: 2\r\n}",
])
def test_json5_places_from_the_scan_are_json_fives(text):
    """The scan that gives a fast-read JSON5 document its places agrees with json-five on every key, value, item,
    and so do the spans --fix edits by (a key written twice is kept apart, as json-five's model keeps it)."""
    from skinwright.source.edit import _model_spans, _scanned_spans
    from skinwright.source.json5_loader import _positions, read_json5

    assert _places(_positions(text)) == _places(read_json5("t.json5", text, []))
    assert _scanned_spans(text) == _model_spans(text)
    twice = text.replace("{", "{k: 1, k: 2, ", 1)
    assert _scanned_spans(twice) == _model_spans(twice)


@pytest.mark.parametrize("text", ["{a: 1, /* a: */ a: 1}", "{'a': {b: 1}, \"a\": {b: 1}}"])
def test_json5_key_written_twice_is_found_past_the_fast_reader(text):
    """pyjson5 keeps one of two equal keys without a word; the loader notices and reads the text with json-five."""
    doc = load(text, "t.json5")
    assert [d.code for d in doc.notes] == ["core/duplicate-key"]


@pytest.mark.parametrize("text, expected", [
    ("{a: 1, a: 2}", "t.json5:1:8: error core/duplicate-key duplicate key 'a'\n  t.json5:1:2: note: first defined here\n"
                     "  hint: JSON5 readers keep only one of them; remove or rename one"),
    ("{a: }", "t.json5:1:5: error core/json-syntax expected value, found '}'\n"
              "  hint: check the JSON5 here: ',' between members, ':' after each name, strings in quotes"),
    ("  ", "t.json5:1:1: error core/json-syntax the file is empty\n"
           "  hint: a token file holds one object; write {} for none"),
])
def test_json5_errors(text, expected):
    assert errors(text, "t.json5") == [expected]


def test_json5_nesting_is_bounded():
    [message] = errors("[" * 300 + "]" * 300, "t.json5")
    assert "core/too-deep nesting deeper than 200 levels" in message



@pytest.mark.parametrize("text, expected", [
    # the decoder stops at '}' and says "Expecting property name"; the fault is the comma before it
    ('{"a": 1,}', "t.json:1:8: error core/json-syntax trailing comma before '}'\n"
                  "  hint: JSON allows no comma after the last member; remove it"),
    ('{"a": [1, 2,\n  ]}', "t.json:1:12: error core/json-syntax trailing comma before ']'\n"
                           "  hint: JSON allows no comma after the last item; remove it"),
    ('{"a": 1 // note\n}', "t.json:1:9: error core/json-syntax expecting ',' delimiter\n"
                           "  hint: JSON has no comments; remove it, or write the file as YAML"),
    ("{'a': 1}", "t.json:1:2: error core/json-syntax expecting property name enclosed in double quotes\n"
                 "  hint: JSON strings and member names are written in double quotes"),
    ('{"a": red}', "t.json:1:7: error core/json-syntax expecting value\n"
                   "  hint: quote text: \"red\" (JSON literals are only true, false and null)"),
    ('{"a": "x', "t.json:1:7: error core/json-syntax unterminated string\n"
                 "  hint: close the string with '\"'"),
    ('{"a": 1 "b": 2}', "t.json:1:9: error core/json-syntax expecting ',' delimiter\n"
                        "  hint: a ',' is missing between two members or items, or a string is not closed"),
    ("  \n", "t.json:2:1: error core/json-syntax the file is empty\n"
             "  hint: a token file holds one JSON object; write {} for none"),
    ('{"a": 1}\n{"b": 2}', "t.json:2:1: error core/json-syntax extra data\n"
                          "  hint: a file holds one JSON value; remove what follows it or wrap everything in one object"),
])
def test_json_syntax_errors_name_the_mistake(text, expected):
    assert errors(text, "t.json") == [expected]


TAG_HINT = ("  hint: remove the tag; these files use plain YAML 1.2 values (the tags allowed are !!str, !!int, "
            "!!float, !!bool, !!null, !!map and !!seq)")


@pytest.mark.parametrize("text, message", [
    ("e: {$value: !!python/object:os.system {}}", "1:13: error core/yaml-tag unsupported tag '!!python/object:os.system'"),
    ("e: !!python/tuple [1, 2]", "1:4: error core/yaml-tag unsupported tag '!!python/tuple'"),
    ("e: !!set {a, b}", "1:4: error core/yaml-tag unsupported tag '!!set'"),
    ("e: !!binary aGk=", "1:4: error core/yaml-tag unsupported tag '!!binary'"),
    ("e: !!timestamp 2025-10-01", "1:4: error core/yaml-tag unsupported tag '!!timestamp'"),
    ("e: !custom 3", "1:4: error core/yaml-tag unsupported tag '!custom'"),
    ("!!python/name:os.system e: 1", "1:1: error core/yaml-tag unsupported tag '!!python/name:os.system'"),
    ("!!int 1: x", "1:1: error core/yaml-tag tag '!!int' on a key: keys are always strings"),
    ("e: !!str [1]", "1:4: error core/yaml-tag tag '!!str' cannot be on a sequence"),
    ("e: !!seq {a: 1}", "1:4: error core/yaml-tag tag '!!seq' cannot be on a mapping"),
])
def test_only_core_schema_tags_are_read(text, message):
    assert errors(text) == [f"t.yaml:{message}\n{TAG_HINT}"]


def test_core_schema_tags_are_read():
    data = load("a: !!str 010\nb: !!int 010\nc: !!float 1\nd: !!map {x: !!null ~}\ne: !!seq [!!bool true]\n"
                "!!str f: ! 12\n").data
    assert data == {"a": "010", "b": 10, "c": 1.0, "d": {"x": None}, "e": [True], "f": "12"}
    assert type(data["c"]) is float
    assert errors("a: !!int x") == ["t.yaml:1:4: error core/yaml-tag 'x' is not a valid value for tag '!!int'\n"
                                    "  hint: remove the tag, or write a value of that kind"]


def test_unquoted_hex_in_a_flow_mapping_is_reported_at_the_hash():
    # libyaml notices the open '{' only at the next line; the fix is on the line with '#'
    assert errors("color:\n  $type: color\n  white: {$value: \"#ffffff\"}\n  black: {$value: #000000}\nbg: 1\n") == [
        "t.yaml:4:19: error core/yaml-syntax did not find expected ',' or '}' (while parsing a flow mapping)\n"
        "  hint: '#000000' starts a comment in YAML; quote colours: \"#000000\""]
    assert errors('c:\n  a: [#fff, "#000"]\nd: 1\n') == [
        "t.yaml:2:7: error core/yaml-syntax did not find expected ',' or ']' (while parsing a flow sequence)\n"
        "  hint: '#fff' starts a comment in YAML; quote colours: \"#fff\""]
    # a '#' above the collection that failed is an ordinary comment, not the cause
    [message] = errors("a: #fff\nb: [1,\nc: 2\n")
    assert "starts a comment" not in message and message.endswith(
        "  hint: a [ … ] list is not closed, or two of its items lack a ',' between them")


@pytest.mark.parametrize("data, expected", [
    ("n: 1\nname: caf\xe9\n".encode("latin-1"),
     "t.yaml:2:10: error core/encoding file is not valid UTF-8: byte 0xE9 cannot be read\n"
     "  hint: save the file as UTF-8; in Windows-1252 (Latin-1) this byte is 'é'"),
    ("\ufeffé: ".encode("utf-8") + b"\x93x\x94",
     "t.yaml:1:4: error core/encoding file is not valid UTF-8: byte 0x93 cannot be read\n"
     "  hint: save the file as UTF-8; in Windows-1252 (Latin-1) this byte is '“'"),
    ("a: 1\nb: ".encode("utf-8-sig") + b"\xff",
     "t.yaml:2:4: error core/encoding file is not valid UTF-8: byte 0xFF cannot be read\n"
     "  hint: save the file as UTF-8; in Windows-1252 (Latin-1) this byte is 'ÿ'"),
    ("a: 1\n".encode("utf-16"),
     "t.yaml:1:1: error core/encoding file is not valid UTF-8: byte 0xFF cannot be read\n"
     "  hint: save the file as UTF-8; it starts with a UTF-16 byte order mark"),
])
def test_encoding_errors_point_at_the_byte(data, expected):
    assert errors(data) == [expected]


def test_json_positions_survive_escapes_yaml_lacks():
    doc = load('{"a\\/b": {"c": "\\ud83d\\ude00", "d": 1}}', "t.json")
    assert doc.data == {"a/b": {"c": "😀", "d": 1}}
    assert str(doc.locate(("a/b", "d"))) == "t.json:1:37"


@pytest.mark.parametrize("path, text", [
    ("t.json", "[" * 100_000 + "]" * 100_000),
    ("t.json", '{"a":' * 300 + "1" + "}" * 300),
    ("t.yaml", "a:\n" + "".join("  " * i + f"k{i}:\n" for i in range(1, 300)) + "  " * 300 + "v: 1\n"),
    ("t.yaml", "a: " + "[" * 100_000 + "]" * 100_000),  # libyaml's own flow-depth bound, reached before ours
])
def test_absurd_nesting_is_a_diagnostic(path, text):
    [message] = errors(text, path)
    assert "error core/too-deep nesting deeper than 200 levels" in message
    assert "nesting in [tool.skinwright.limits] raises the limit" in message


def _pointers(node, pointer=()):
    yield pointer
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for key, child in items:
        yield from _pointers(child, pointer + (key,))


@pytest.mark.parametrize("path, text", [
    ("t.yaml", "a:\n  b: {c: 1, d: [1, {e: 2}]}\n  f: x\ng: [a, b]\n'$h': {$value: '{a.f}'}\n"),
    ("t.json", '{"g": {"t1": {"$value": 1, "$type": "number"}, "t2": {"$value": [1, {"x": 2}]}}}'),
    ("t.json", '{\n  "g": {\n    "t1": {"$value": 1},\n    "t2": {"$value": [1, {"x": 2}]}\n  }\n}\n'),
])
def test_a_place_found_by_streaming_is_the_place_the_positioned_twin_gives(path, text):
    from skinwright.source.yaml_loader import find_position

    doc = load(text, path)
    pointers = list(_pointers(doc.data))
    pointers += [p + ("missing",) for p in pointers] + [("missing", "deeper")]
    for pointer in pointers:
        for key in (False, True):
            twin = doc.locate(pointer, key=key)
            assert (find_position(text, pointer, key) or (1, 1)) == (twin.line, twin.column), (pointer, key)


def test_one_diagnostic_in_a_huge_file_reads_it_as_a_stream_not_a_positioned_twin():
    import json

    from skinwright.source import document

    text = json.dumps({f"g{g}": {f"t{t}": {"$value": t} for t in range(100)} for g in range(1500)}, indent=1)
    assert len(text) > document.STREAM_OVER
    doc = load(text, "t.json")
    where = doc.locate(("g1400", "t7", "$value"))
    line = text.splitlines()[where.line - 1]
    assert line[where.column - 1:] == "7", line
    key = doc.locate(("g1400", "t7"), key=True)
    assert text.splitlines()[key.line - 1][key.column - 1:] == '"t7": {'
    assert doc._located is None  # no twin was built
    for _ in range(document.STREAM_TIMES):  # places asked for and read one at a time: a pass each …
        doc.locate(("g1",)).line
    assert doc._located is not None  # … so after a few passes the file builds its twin once


@pytest.mark.parametrize("path", ["t.json", "t.yaml"])
def test_many_places_in_a_huge_file_are_found_in_one_pass_and_equal_the_twins(path, monkeypatch):
    """Lint asks a large file for a place per finding; they are found together when the first is read."""
    import json

    import yaml

    from skinwright.diagnostics import Position
    from skinwright.source import document

    monkeypatch.setattr(document, "STREAM_OVER", 1000)  # "huge" from 1,000 characters: the same code, quickly
    data = {f"g{g}": {f"t{t}": {"$type": "number", "$value": [t, {"x": g}]} for t in range(20)} for g in range(40)}
    text = json.dumps(data, indent=1) if path.endswith(".json") else yaml.safe_dump(data, sort_keys=False)
    doc = load(text, path)
    asked = [(("g7", "t3", "$value", 1, "x"), False), (("g39", "t19"), True), (("g5", "t5", "$type"), False),
             (("g5", "nothing", "deeper"), False), (("g5", "t5", "$value", 9), False), ((), False),
             *[((f"g{g}", f"t{g % 20}", "$value", 0), False) for g in range(0, 40, 3)]]
    places = [doc.locate(p, key=k) for p, k in asked]
    assert all(type(p) is document.DeferredPosition for p in places) and doc._streamed == 0
    twin = load(text, path)
    twin.located()  # the positioned twin: what every place must equal
    want = [twin.locate(p, key=k) for p, k in asked]
    assert all(type(w) is Position for w in want)
    assert [(p.file, p.line, p.column) for p in places] == [(w.file, w.line, w.column) for w in want]
    assert doc._streamed == 1 and doc._located is None  # one pass for all of them, no twin
    assert places == want and [hash(p) for p in places] == [hash(w) for w in want]
    assert places[0] == Position(path, want[0].line, want[0].column) and str(places[1]) == str(want[1])
    line = text.splitlines()[places[1].line - 1]
    assert line[places[1].column - 1:].startswith(('"t19": {', "t19:"))  # the key, as asked
    assert want[0] != want[2] and want[3] == twin.locate(("g5",))  # past what is there: the nearest ancestor


@pytest.mark.parametrize("path, text", [
    ("t.json", '{"a": {"$type": "color", "b": {"$value": [1, {"c": 2}]}, "k": {"x": 1}}, "d": "e",\n'
               ' "f": [[1, 2], {"g": null}]}'),
    ("t.yaml", "a:\n  $type: color\n  b:\n    $value: [1, {c: 2}]\n  k: {x: 1}\nd: e\nf:\n  - [1, 2]\n  - g: ~\n"),
])
def test_many_places_in_one_pass_agree_with_the_positioned_twin(path, text):
    """Document.prefetch (one stream of events) gives every place locate gives from the positioned twin,
    the nearest ancestor's for a path that stops early included."""
    pointers = [(), ("a",), ("a", "$type"), ("a", "b"), ("a", "b", "$value"), ("a", "b", "$value", 1, "c"),
                ("a", "k", "x"), ("d",), ("f", 0, 1), ("f", 1, "g"), ("a", "missing"), ("a", "b", "nope", "deeper"),
                ("f", 5), ("zz",)]
    places = [(p, key) for p in pointers for key in (False, True)]
    twin = load_document(path, text)
    twin.located()  # the positioned twin (a JSON document's places are streamed otherwise)
    want = [twin.locate(p, key) for p, key in places]
    streamed = load_document(path, text)
    streamed.prefetch(places)
    assert streamed._located is None  # the twin was not built
    assert [streamed.locate(p, key) for p, key in places] == want


def test_json_places_are_found_where_libyaml_cannot_read_the_text():
    """JSON's finder reads JSON itself: escapes that are not YAML (``\\/``, surrogate pairs) do not stop it."""
    text = '{"a\\/b": {"c": "\\ud83d\\ude00"},\n "d": [1, {"e": 2}]}'
    doc = load_document("t.json", text)
    doc.prefetch([(("d", 1, "e"), False), (("a/b", "c"), True)])
    assert doc._found == {(("d", 1, "e"), False): (2, 17), (("a/b", "c"), True): (1, 11)}
    assert str(doc.locate(("d", 1, "e"))) == "t.json:2:17"
    assert str(doc.locate(("a/b", "c"), key=True)) == "t.json:1:11"
    assert doc._located is None  # no twin was built


_JSON_LEAF = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.floats(allow_nan=False),
                       st.text(alphabet=st.sampled_from('ab "\\/\u00e9\u2028\U0001f600\t'), max_size=6))
_JSON_DATA = st.recursive(_JSON_LEAF, lambda kids: st.lists(kids, max_size=4) | st.dictionaries(
    st.text(alphabet=st.sampled_from('ab$ "\\\u00e9\u2029'), max_size=4), kids, max_size=4), max_leaves=25)


@settings(max_examples=150, deadline=None)
@given(data=_JSON_DATA, indent=st.sampled_from([None, 1, 2, "\t"]), crlf=st.booleans(), ascii=st.booleans())
def test_json_finder_gives_the_positioned_twins_places(data, indent, crlf, ascii):
    """Every place (value and key, and past what is there) JSON's one-pass finder gives equals libyaml's twin's:
    raw LS/PS characters and CR LF line ends count as libyaml (and str.splitlines) counts them, escapes and astral
    characters too."""
    import json

    from skinwright.source.document import Document
    from skinwright.source.json_loader import find_json_positions
    from skinwright.source.yaml_loader import yaml_positions

    text = json.dumps({"root": data}, indent=indent, ensure_ascii=ascii)
    if crlf:
        text = text.replace("\n", "\r\n")
    try:  # the twin libyaml gives (JSON5's reader, the fallback, counts LS/PS inside a string as no line break)
        twin = Document("t.json", text, None, "json", _located=yaml_positions("t.json", text))
    except SkinwrightError:  # raw LS/PS after a backslash: not YAML (no twin of libyaml's to compare)
        return
    pointers = list(_pointers({"root": data}))
    places = [(p, key) for p in pointers + [p + ("missing", 0) for p in pointers] for key in (False, True)]
    found = find_json_positions(text, places)
    assert found == [(lambda w: (w.line, w.column))(twin.locate(p, key)) for p, key in places]


def test_json_places_are_line_and_column_on_one_long_line_and_many():
    # The finder scans only the text since the previous index: on one line of many tokens it stays linear.
    from skinwright.source.json_loader import _places

    for text in ('{"a": 1, "b": {"c": 2}}' * 50, '{\n "a": 1,\n\n "b": [1,\n 2]\n}\n' * 20):
        indices = [None, *range(0, len(text), 7), len(text) - 1, 3, None]
        naive = [None if i is None else (text.count("\n", 0, i) + 1, i - text.rfind("\n", 0, i)) for i in indices]
        assert _places(text, indices) == naive
