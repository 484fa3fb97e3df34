"""Consumption sites, default sources and carriers on small hand-written CSS."""

from __future__ import annotations

from skinwright.skins.analysis import analyse_css

ROOT = '[data-scope="c"][data-part="root"]'
BODY = '[data-scope="c"][data-part="body"]'


def rows(css: str, family=None):
    return {r.variable: r for r in analyse_css(css, "c", family=family).variables}


def test_default_source_is_the_first_var_of_the_fallback_or_the_literal():
    got = rows(f"""
        {ROOT} {{ border: var(--xh-c-border, var(--xh-border-default) solid var(--xh-stroke-thin)); }}
        {ROOT} {{ box-shadow: var(--xh-c-shadow, none); }}
        {ROOT} {{ color: var(--xh-c-fg); }}
        {ROOT} {{ inline-size: var(--xh-c-size, var(--xh-_c-size, var(--xh-space-4))); }}
    """)
    assert got["--xh-c-border"].default_sources == ("--xh-border-default",)
    assert got["--xh-c-shadow"].default_sources == ("none",)
    assert got["--xh-c-fg"].default_sources == ()
    assert got["--xh-c-size"].default_sources == ("--xh-_c-size",)


def test_states_include_enclosing_at_rules_but_not_layers():
    got = rows(f"""
        @layer l {{ @media print {{ {ROOT}[data-x] {{ color: var(--xh-c-fg, red); }} }} }}
        {ROOT} {{ color: var(--xh-c-fg, blue); }}
    """)
    assert got["--xh-c-fg"].states == ("default", "@media print", "x")  # the default state first
    assert got["--xh-c-fg"].default_sources == ("blue", "red")


def test_each_selector_of_a_list_is_a_site():
    got = rows(f"{ROOT}, {BODY}[data-state=open] {{ gap: var(--xh-c-gap, 0); }}")
    assert got["--xh-c-gap"].parts == ("body", "root")
    assert got["--xh-c-gap"].states == ("default", "state=open")


def test_a_private_helper_carries_a_slot_into_family_keyframes_it_uses():
    css = f"""
        {BODY} {{ --xh-_pad: var(--xh-c-pad, var(--xh-_c-pad)); padding-block: var(--xh-_pad); }}
        {BODY}[data-state=open] {{ animation: fam-in 1s; }}
    """
    family = {"family/x.css": """
        @keyframes fam-in { to { padding-block-start: var(--xh-_pad, 0px); } }
        @keyframes fam-unused { to { padding-block-end: var(--xh-_pad, 0px); } }
        [data-profile=row] { padding-inline: var(--xh-_pad); }
    """}
    row = rows(css, family)["--xh-c-pad"]
    assert row.parts == ("body",)
    assert row.properties == ("padding-block", "padding-block-start", "padding-inline")
    assert row.states == ("default", "@keyframes fam-in", "profile=row")
    assert row.default_sources == ("--xh-_c-pad",)


def test_helper_assignments_are_not_sites_themselves():
    got = rows(f"{ROOT} {{ --xh-_x: var(--xh-c-x, 0); --xh-icon-size: var(--xh-c-icon, 1em); }}")
    assert set(got) == {"--xh-c-icon"}
    assert got["--xh-c-icon"].properties == ("--xh-icon-size",)


def test_keyframes_lists():
    analysis = analyse_css(f"""
        {ROOT} {{ animation: c-spin 1s linear infinite, fam-in 2s; }}
        {BODY} {{ animation-name: c-gone; }}
        @keyframes c-spin {{ to {{ rotate: 1turn; }} }}
        @keyframes c-idle {{ to {{ opacity: 0; }} }}
    """, "c", family={"family/x.css": "@keyframes fam-in { to { opacity: 1; } }"})
    assert analysis.keyframes_defined == ("c-idle", "c-spin")
    assert analysis.keyframes_used == ("c-gone", "c-spin", "fam-in")
    assert analysis.shared_keyframes == ("fam-in",)


def test_unreadable_css_is_reported_not_raised():
    analysis = analyse_css(f"{ROOT} {{ color: red; }}\n& nope {{ color: blue; }}\n{ROOT} {{ ;;; }}", "c")
    assert [(p.line, p.column) for p in analysis.problems][:1] == [(2, 1)]
    assert "unsupported selector syntax" in analysis.problems[0].message
