"""The HTML the pages are made of: URLs, escaping, citation links, stored diffs, cell values,
folded cells, pictures, snippets, search queries."""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET

import pytest
from datasette.app import Datasette
from hypothesis import given
from hypothesis import strategies as st

from corpus.db.read import VersionPeriod
from corpus.engine.versions import NodeChange, StructuralChange, WordDiff, WordOp
from corpus.publish.cells import CELL_LIMIT, fold
from corpus.publish.loaders.neighbourhood import GraphNode, Neighbourhood
from corpus.publish.loaders.ordinance_page import Touched, squashed
from corpus.publish.loaders.section_page import Citation
from corpus.publish.render import (
    change_label,
    display_value,
    highlight_snippet,
    link_citations,
    place,
    render_words,
    target_url,
)
from corpus.publish.svg import neighbourhood_svg, short_label, timeline_svg, touched_svg
from corpus.publish.urls import Links, anchor
from parsers.ids import section_of

PAYLOAD = '<script>alert("x")</script>"><img src=x onerror=alert(1)>'


def make_links(base_url: str = "/") -> Links:
    ds = Datasette(settings={"base_url": base_url})
    ds.add_memory_database("city")
    return Links(ds.urls, "city")


LINKS = make_links()


def cite(
    raw: str,
    target: str,
    kind: str = "section",
    in_corpus: bool = True,
    start: int | None = None,
    end: int | None = None,
    source: str = "4.10.020",
) -> Citation:
    return Citation(source, raw, kind, target, True, in_corpus, "absolute", None, start, end, "elm")


TAGS = re.compile(r"<(/?)([a-z]+)")


def tags_of(markup: str) -> set[str]:
    return {name for _, name in TAGS.findall(markup)}


@pytest.mark.parametrize(
    ("node", "section", "anchored"),
    [
        ("17.62.030", "17.62.030", "top"),
        ("17.62.030(E)(3)(a)", "17.62.030", "sub-E-3-a"),
        ("9.04.110(B)", "9.04.110", "sub-B"),
        ("245-12(A)", "245-12", "sub-A"),
        ("17.38.050(D)#2(7)", "17.38.050", "sub-D_2-7"),  # a repeated label's second one
        ('4.10.020(<b>")', "4.10.020", "sub-b"),
    ],
)
def test_anchors(node: str, section: str, anchored: str) -> None:
    assert section_of(node) == section
    assert anchor(node) == anchored


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        (LINKS.section("elm", "17.62.030"), "/elm/section/17.62.030"),
        (LINKS.section("elm", "17.62.030(E)(3)"), "/elm/section/17.62.030#sub-E-3"),
        (LINKS.section(None, "17.62.030"), "/section/17.62.030"),
        (LINKS.ordinance("elm", "PA#26-17"), "/elm/ordinance/PA%2326-17"),
        (LINKS.ordinance("elm", "PA22/14"), "/elm/ordinance/PA22%2F14"),
        (LINKS.table("elm", "Title 17, Table 2-3"), "/elm/table/Title%2017,%20Table%202-3"),
        (LINKS.chapter("elm", "17.88"), "/elm/chapter/17.88"),
        (
            LINKS.node("article", "elm", "Title 17, Article 2"),
            "/elm/article/Title%2017,%20Article%202",
        ),
        (
            LINKS.node("external", "elm", "Cal. Gov. Code § 65915"),
            "/elm/law/Cal.%20Gov.%20Code%20%C2%A7%2065915",
        ),
        (LINKS.law("elm", "Cal. Bus. & Prof. Code"), "/elm/law/Cal.%20Bus.%20%26%20Prof.%20Code"),
        # without its jurisdiction an outside law has no page: what cites it
        (
            LINKS.node("external", None, "RCW 36.70A"),
            "/city/cited_by?target=RCW+36.70A",
        ),
        (LINKS.section_version("elm", "17.62.030", 1), "/elm/section/17.62.030?version=1"),
        (
            LINKS.section_compare("elm", "17.62.030", 1, 2),
            "/elm/section/17.62.030?from=1&to=2#diff",
        ),
        (
            LINKS.document("elm/ecode360/title17.txt"),
            "/city/documents/elm~2Fecode360~2Ftitle17~2Etxt",
        ),
        (
            LINKS.row("instructions", "elm", "PA#26-17 §12"),
            "/city/instructions/elm,PA~2326-17+~C2~A712",
        ),
        (LINKS.paragraph("elm/x.txt#4"), "/city/paragraphs/elm~2Fx~2Etxt,4"),
        (LINKS.rows("sections", chapter="17.62"), "/city/sections?chapter=17.62"),
        (LINKS.query("cites", source="17.62.050", jurisdiction=""), "/city/cites?source=17.62.050"),
        (
            Links.page_json("/elm/section/17.62.030?version=1"),
            "/elm/section/17.62.030.json?version=1",
        ),
        (make_links("/corpus/").section("elm", "17.62.030"), "/corpus/elm/section/17.62.030"),
        (make_links("/corpus/").rows("sections"), "/corpus/city/sections"),
    ],
)
def test_one_url_builder_per_kind(url: str, expected: str) -> None:
    assert url == expected


@pytest.mark.parametrize(
    ("citation", "url"),
    [
        (cite("Section 4.10.020", "4.10.020"), "/elm/section/4.10.020"),
        (cite("subsection E", "4.10.020(E)", "subsection"), "/elm/section/4.10.020#sub-E"),
        (cite("Chapter 4.88", "4.88", "chapter", False), "/elm/chapter/4.88"),
        (cite("Table 2-3", "Title 4, Table 2-3", "table"), "/elm/table/Title%204,%20Table%202-3"),
        (
            cite("Figure 2-1", "Title 4, Figure 2-1", "figure"),
            "/elm/figure/Title%204,%20Figure%202-1",
        ),
        (
            cite("Government Code Section 65915", "Cal. Gov. Code § 65915", "external", False),
            "/elm/law/Cal.%20Gov.%20Code%20%C2%A7%2065915",
        ),
        # an unresolved citation has no target: what cites the same words
        (
            cite("Section 15183", "", "external", False),
            "/city/cited_by?target=Section+15183&jurisdiction=elm",
        ),
        # a section the corpus does not hold has a page too (who cites it, the publisher)
        (cite("Section 4.99.010", "4.99.010", in_corpus=False), "/elm/section/4.99.010"),
    ],
)
def test_target_urls(citation: Citation, url: str) -> None:
    assert target_url(citation, LINKS) == url


def test_citations_become_links_at_their_offsets() -> None:
    text = "Notice per Chapter 4.88 and again Chapter 4.88 (Hearings)."
    second = text.rindex("Chapter 4.88")
    out = str(
        link_citations(
            text, [cite("Chapter 4.88", "4.88", "chapter", False, second, second + 12)], LINKS
        )
    )
    assert out.count("<a ") == 1
    assert out.index("<a ") > out.index("again")  # the second occurrence, as the offsets say
    assert 'class="citation absent"' in out  # not in this corpus: drawn apart


def test_citations_are_found_when_offsets_point_elsewhere() -> None:
    text = "See Section 4.10.020 and Section 4.10.030."
    citations = [
        cite("Section 4.10.020", "4.10.020", start=900, end=916),
        cite("Section 4.10.030", "4.10.030"),
        cite("Section 4.10.040", "4.10.040"),  # not in this text: no link, nothing lost
    ]
    out = str(link_citations(text, citations, LINKS))
    assert re.findall(r'href="([^"]+)"', out) == ["/elm/section/4.10.020", "/elm/section/4.10.030"]
    assert html.unescape(re.sub(r"<[^>]+>", "", out)) == text


def test_words_are_found_whole_only() -> None:
    text = "In this sections list, this section applies."
    placed = place(text, [cite("this section", "4.10.020")], offsets=False)
    assert [(p.start, p.end) for p in placed] == [(23, 35)]


def test_untrusted_text_is_escaped_around_and_inside_links() -> None:
    text = '<script>alert("x")</script> see Section <b>4.10.020</b>'
    raw = "Section <b>4.10.020</b>"
    out = str(link_citations(text, [cite(raw, '4.10.020"><script>')], LINKS))
    assert tags_of(out) == {"a"}
    assert "&lt;script&gt;" in out
    assert '"><script>' not in out


@given(st.text(max_size=200), st.lists(st.text(min_size=1, max_size=20), max_size=4))
def test_linked_text_never_carries_markup_of_its_own(text: str, raws: list[str]) -> None:
    citations = [cite(raw, raw) for raw in raws]
    out = str(link_citations(text, citations, LINKS))
    assert tags_of(out) <= {"a"}
    assert html.unescape(re.sub(r"<a [^>]*>|</a>", "", out)) == text


def change(
    kind: NodeChange, before: str | None, after: str | None, **more: object
) -> StructuralChange:
    return StructuralChange("17.62.030", 2, "17.62.030(E)", kind, before, after, **more)  # type: ignore[arg-type]


def test_stored_words_render_as_del_and_ins() -> None:
    words = (
        WordDiff(WordOp.EQUAL, "within the specified time limits"),
        WordDiff(WordOp.DELETE, ", but in no event for more than twelve months"),
        WordDiff(WordOp.INSERT, " <b>now</b>"),
        WordDiff(WordOp.EQUAL, ". Other"),
    )
    out = str(render_words(change(NodeChange.MODIFIED, "a", "b", words=words)))
    assert "<del>, but in no event for more than twelve months</del>" in out
    assert "<ins> &lt;b&gt;now&lt;/b&gt;</ins>" in out
    assert tags_of(out) == {"del", "ins"}


@pytest.mark.parametrize(
    ("kind", "before", "after", "tag"),
    [
        (NodeChange.ADDED, None, "<i>new</i>", "ins"),
        (NodeChange.REMOVED, "<i>old</i>", None, "del"),
    ],
)
def test_added_and_removed_nodes_are_whole(
    kind: NodeChange, before: str | None, after: str | None, tag: str
) -> None:
    out = str(render_words(change(kind, before, after)))
    assert tags_of(out) == {tag}
    assert html.unescape(re.sub(r"<[^>]+>", "", out)) == (after or before)


def test_a_renumbering_names_both_ids() -> None:
    moved = change(NodeChange.RENUMBERED, "x", "x", before_id="17.62.030(E)(5)")
    assert change_label(moved) == "17.62.030(E)(5) → 17.62.030(E)"


@pytest.mark.parametrize(
    ("column", "value", "shown"),
    [
        ("in_corpus", 1, "yes"),
        ("resolved", 0, "no"),
        ("valid_from_estimated", 1, "yes"),
        ("labels", "[]", ""),
        ("targets", '[{"kind": "section", "id": "17.62.030"}]', "17.62.030"),
        ("versions", '["17.62.030 v2", "17.28.080 v1"]', "17.62.030 v2; 17.28.080 v1"),
        ("from_sidecar", '["number", "effective"]', "number; effective"),
        ("level", 1, None),  # a number, not a flag
        ("text", "[not json", None),
        ("labels", "[not json", None),
    ],
)
def test_flags_and_lists_read_as_words(column: str, value: object, shown: str | None) -> None:
    assert display_value(column, value) == shown


def test_long_cells_fold_and_never_cut_a_citation() -> None:
    # the last space before the limit falls inside the citation: the cut moves past it
    text = "word " * (CELL_LIMIT // 5 - 2) + "Section 4.10.020 for more. " + "tail " * 40
    placed = place(text, [cite("Section 4.10.020", "4.10.020")], offsets=False)
    out = str(fold(text, placed, LINKS))
    assert out.startswith('<details class="corpus-cell"><summary>')
    summary = out[: out.index("</summary>")]
    assert "Section 4.10.020</a>" in summary  # the citation stays whole, in the visible part
    assert html.unescape(re.sub(r"<span class=\"more\">…</span>|<[^>]+>", "", out)) == text


@given(st.text(max_size=3 * CELL_LIMIT))
def test_folded_cells_keep_every_character_and_no_markup(text: str) -> None:
    out = str(fold(text, (), LINKS))
    assert tags_of(out) <= {"details", "summary", "span"}
    assert html.unescape(re.sub(r"<span class=\"more\">…</span>|<[^>]+>", "", out)) == text


def test_snippet_highlights_only_its_own_markers() -> None:
    out = str(highlight_snippet("a <mark>permit</mark> <script>x</script> <b>"))
    assert out == "a <mark>permit</mark> &lt;script&gt;x&lt;/script&gt; &lt;b&gt;"


@pytest.mark.parametrize(
    ("name", "key"), [("PA#26-17", "pa2617"), ("PA26-17", "pa2617"), ("pa 26/17", "pa2617")]
)
def test_ordinance_names_without_punctuation(name: str, key: str) -> None:
    assert squashed(name) == key


def period(version: int, start: str | None, estimated: bool = False) -> VersionPeriod:
    return VersionPeriod(
        "17.62.030", version, start, None, estimated, None, None, "base", "export", None, True, ""
    )


def test_pictures_escape_every_label_and_are_well_formed() -> None:
    hood = Neighbourhood(
        nodes=(
            GraphNode("section", "17.62.030", True, 0, 0),
            GraphNode("section", PAYLOAD, False, 1, 2),
            GraphNode("external", PAYLOAD, False, 2, 1),
            GraphNode("paragraph", f"doc.txt#{PAYLOAD}", True, -1, 1),
        ),
        edges=((("section", "17.62.030"), ("section", PAYLOAD)),),
        left_out=((1, 3),),
    )
    touched = (Touched("section", PAYLOAD, "X §1", "replace_section", "applied"),)
    for svg in (
        neighbourhood_svg(hood, LINKS, "elm"),
        timeline_svg([period(1, None), period(2, PAYLOAD, True)], 2, LINKS, "elm"),
        touched_svg(PAYLOAD, touched, LINKS, "elm"),
    ):
        root = ET.fromstring(str(svg))  # well-formed: nothing the text held became markup
        tags = {element.tag.split("}")[-1] for element in root.iter()}
        assert tags <= {"svg", "title", "g", "rect", "text", "a", "line"}
        assert "<script" not in str(svg) and "<img" not in str(svg)


def test_the_neighbourhood_links_every_node_and_dashes_the_absent() -> None:
    hood = Neighbourhood(
        nodes=(
            GraphNode("section", "17.62.030", True, 0, 0),
            GraphNode("chapter", "17.88", False, 1, 1),
        ),
        edges=((("section", "17.62.030"), ("chapter", "17.88")),),
        left_out=(),
    )
    root = ET.fromstring(str(neighbourhood_svg(hood, LINKS, "elm")))
    hrefs = [a.get("href") for a in root.iter("{http://www.w3.org/2000/svg}a")]
    assert hrefs == ["/elm/section/17.62.030", "/elm/chapter/17.88"]
    assert 'class="node absent"' in str(neighbourhood_svg(hood, LINKS, "elm"))


def test_the_timeline_marks_estimated_dates() -> None:
    svg = str(
        timeline_svg([period(1, "2025-06-10"), period(2, "2026-10-13", True)], 1, LINKS, "elm")
    )
    assert "≈ 2026-10-13" in svg and "≈ 2025-06-10" not in svg
    assert 'class="segment shown"' in svg


@pytest.mark.parametrize(
    ("kind", "node", "label"),
    [
        ("section", "17.62.030", "§ 17.62.030"),
        ("chapter", "17.88", "Ch. 17.88"),
        ("table", "Title 17, Table 2-3", "Table 2-3"),
        ("paragraph", "doc.txt#12", "¶ 12"),
        ("external", "Cal. Gov. Code § 65915 and more words", "Cal. Gov. Code § 6591…"),
    ],
)
def test_short_labels(kind: str, node: str, label: str) -> None:
    assert short_label(kind, node) == label


# Typed queries: tests/datasette/test_search_query.py.
