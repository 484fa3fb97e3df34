"""The surface diff's sentences per language: lint says them in English, the changelog in the site's language.

Each change keeps its message as a template of ``messages.yaml`` and the
values of its holes. The English sentence is what lint always printed; the
Chinese one fills the same holes with the same names and values and holds none
of the English template's words.
"""

from __future__ import annotations

import copy
import json
import re
import string

import pytest

from skinwright.surface.changelog import changes_markdown
from skinwright.surface.diff import diff_surfaces, unknown_renames
from skinwright.surface.messages import messages

from .test_record import repo_build  # noqa: F401  (the repository's build, as a fixture)


def holes(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def english_words(template: str) -> list[str]:
    """The English template's own words (between its holes), three letters or more."""
    return [w for part in re.split(r"\{\w+\}", template) for w in re.findall(r"[A-Za-z]{3,}", part)]


def test_every_language_has_every_sentence_word_and_subject_with_the_same_holes():
    data = messages()
    assert set(data) >= {"en", "zh"}
    for lang in data:
        for kind in ("subjects", "words", "messages"):
            assert set(data[lang][kind]) == set(data["en"][kind]), (lang, kind)
        for key, text in data[lang]["messages"].items():
            assert holes(text) == holes(data["en"]["messages"][key]), (lang, key)


@pytest.fixture(scope="module")
def changes(repo_build):  # noqa: F811
    """Today's record against a baseline that differs from it in every way the diff reads."""
    _, _, files = repo_build
    new = json.loads(files["surface.json"])
    old = copy.deepcopy(new)
    tokens = sorted(new["tokens"])
    old["tokens"]["gone.token"] = dict(new["tokens"][tokens[0]], property="--xh-gone-token")  # removed
    del old["tokens"][tokens[1]]  # added
    old["tokens"][tokens[2]] = dict(new["tokens"][tokens[2]], value="#000000")  # value changed
    old["tokens"][tokens[3]] = dict(new["tokens"][tokens[3]], type="other")  # type changed
    old["tokens"][tokens[4]] = dict(new["tokens"][tokens[4]], property="--xh-was-called")  # property renamed
    theme = old["modes"]["theme"]
    theme["contexts"]["dark"] = dict(theme["contexts"]["dark"], media=None)  # media changed
    theme["contexts"]["sepia"] = {"selector": '[data-theme="sepia"]'}  # context removed
    old["modes"]["gone"] = {"default": "a", "contexts": {"a": {"selector": "[data-gone]"}}}  # mode removed
    old["keyframes"] = {**old["keyframes"], "xh-gone": {}} if isinstance(old["keyframes"], dict) \
        else [*old["keyframes"], "xh-gone"]
    card = old["components"]["tool-call"]
    card["phases"] = [*card["phases"], "output-denied"] if isinstance(card["phases"], list) \
        else {**card["phases"], "output-denied": {"running": False}}
    first_phase = next(iter(new["components"]["tool-call"]["phases"]))
    if isinstance(card["phases"], dict):
        card["phases"][first_phase] = {k: not v for k, v in card["phases"][first_phase].items()}
    card["tones"] = [t for t in card["tones"] if t != "neutral"]  # a tone added
    props = card["props"]
    gone_prop = sorted(props)[0]
    props["legacyProp"] = props[gone_prop]  # a prop removed
    del props[gone_prop]  # a prop added
    other = sorted(props)[1]
    props[other] = dict(props[other], default="something else", type="string")  # type and default changed
    slots = card["slots"]
    slot = sorted(slots)[0]
    slots["--xh-tool-call-gone"] = slots[slot]  # a slot removed
    slots[sorted(slots)[2]] = dict(slots[sorted(slots)[2]], defaults=["--xh-elsewhere"])  # fallbacks changed
    event = sorted(card["events"])[0]
    card["events"][event] = {**card["events"][event], "fields": {**(card["events"][event].get("fields") or {}),
                                                                 "gone": {"type": "string"}}}
    part = sorted(card["parts"])[0]
    card["parts"][part] = dict(card["parts"][part], element="section",
                               attributes={**(card["parts"][part].get("attributes") or {}), "data-gone": []})
    card["translations"]["goneKey"] = {"placeholders": []}
    found = diff_surfaces(old, new)
    assert len({c.template for c in found}) >= 18  # many kinds of sentence
    return found


def test_the_english_sentence_is_the_message_lint_prints(changes):
    assert all(c.text("en") == c.message and c.template for c in changes)
    gone = next(c for c in changes if c.name == "gone.token")
    assert gone.message == "token 'gone.token' was removed (--xh-gone-token no longer exists)"
    assert gone.text("zh") == "令牌 'gone.token' 已移除（--xh-gone-token 不再存在）"


def test_each_chinese_sentence_has_the_names_and_none_of_the_english_words(changes):
    en = messages()["en"]["messages"]
    wrong = []
    for c in changes:
        zh = c.text("zh")
        words = [w for w in english_words(en[c.template]) if re.search(rf"(?<![\w.-]){w}(?![\w.-])", zh)]
        # the names and values of the holes are in it, as they are
        values = [v for k, v in c.args if isinstance(v, str) and k != "subject"]
        if words or not all(v in zh for v in values):
            wrong.append((c.template, zh, words))
    assert wrong == []


def test_the_chinese_changelog_says_every_change_in_chinese(changes):
    """Each change's own sentence on the Chinese changelog (it was English there), the English one on the English."""
    from skinwright.surface.changelog import md

    en, zh = changes_markdown(changes, "v1"), changes_markdown(changes, "v1", locale="zh")
    assert [c.name for c in changes if md(c.text("zh")) not in zh or md(c.message) in zh] == []
    assert all(md(c.message) in en for c in changes)


def test_an_unknown_renamed_from_is_said_in_both_languages():
    old = {"tokens": {"a": {"type": "number", "property": "--a", "value": 1}}}
    new = {"tokens": {"b": {"type": "number", "property": "--b", "value": 1, "renamedFrom": ["c"]}}}
    (change,) = unknown_renames(old, new)
    assert change.message == ("renamed_from names 'c', which the baseline does not have: nothing is kept working "
                              "under that name")
    assert change.text("zh").startswith("renamed_from 指向 'c'")


def test_a_site_language_without_sentences_is_a_missing_translation_warning():
    from skinwright.docs.translations import missing_words

    (warning,) = missing_words(["ja"])
    assert warning.code == "docs/missing-translation" and "the changelog's sentences" in warning.message
    assert missing_words(["zh"]) == []
