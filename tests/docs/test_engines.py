"""The next engine: Zensical builds the same site from the same ``mkdocs.yml``.

Material for MkDocs is in maintenance until 2027-05-05 and Zensical is its
successor; it reads ``mkdocs.yml`` but ignores ``hooks:`` and plugins it does
not know, which is why the generator runs as a step before the site build.
Both engines build the project here (strict), and each page of the Material
build must exist in the Zensical build with the same anchors (every ``id`` in
the article, theme furniture aside) and the same live-example frames, and the
other way round.
"""

from __future__ import annotations

from pathlib import Path

import html5lib
import pytest

from tests.conftest import TEST_REPO_URL, build_docs


@pytest.fixture(scope="module")
def zensical_site(tmp_path_factory) -> Path:
    work = tmp_path_factory.mktemp("zensical")
    env = {"SKINWRIGHT_REPO_URL": TEST_REPO_URL, "SKINWRIGHT_EDIT_URI": "edit/main/docs/",
           "SKINWRIGHT_EDIT_URI_ZH": "edit/main/docs/zh/"}
    return build_docs(work, "zensical", env=env) / "site"


def pages(site: Path) -> set[str]:
    return {p.parent.relative_to(site).as_posix() for p in site.rglob("index.html")}


def facts(page: Path) -> tuple[list[str], list[str]]:
    """The article's anchors (``__*`` ids are the theme's) and its example frames, in document order."""
    doc = html5lib.parse(page.read_bytes(), treebuilder="etree", namespaceHTMLElements=False)
    article = doc.find(".//article")
    ids = [el.get("id") for el in article.iter() if el.get("id") and not el.get("id").startswith("__")]
    frames = [el.get("id") for el in article.iter() if "xh-doc-example" in (el.get("class") or "").split()]
    return ids, frames


def test_the_same_pages(site, zensical_site):
    assert pages(zensical_site) == pages(site)
    assert "components/tool-call" in pages(site)


def test_the_same_anchors_and_example_frames(site, zensical_site):
    differ = []
    frames = 0
    for page in sorted(pages(site) & pages(zensical_site)):
        material, zensical = facts(site / page / "index.html"), facts(zensical_site / page / "index.html")
        frames += len(material[1])
        if material != zensical:
            differ.append((page, sorted(set(material[0]) ^ set(zensical[0]))[:8], len(material[1]), len(zensical[1])))
    assert differ == []
    assert frames >= 30
