"""The HTML the pages are made of: escaping, citation links, diffs, snippets, search queries."""

from __future__ import annotations

import html
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from corpus.db.pages import Citation
from corpus.publish.render import (
    anchor,
    highlight_snippet,
    link_citations,
    link_cited_by,
    link_section,
    pick_versions,
    render_diff,
    section_url,
    target_url,
)
from parsers.ids import section_of


def cite(
    raw: str,
    target: str,
    kind: str = "section",
    in_corpus: bool = True,
    start: int | None = None,
    end: int | None = None,
    source: str = "4.10.020",
) -> Citation:
    return Citation(source, raw, kind, target, True, in_corpus, "absolute", None, start, end)


TAGS = re.compile(r"<(/?)([a-z]+)")


def tags_of(markup: str) -> set[str]:
    return {name for _, name in TAGS.findall(markup)}


@pytest.mark.parametrize(
    ("node", "section", "url"),
    [
        ("17.62.030", "17.62.030", "/section/17.62.030"),
        ("17.62.030(E)(3)(a)", "17.62.030", "/section/17.62.030#sub-E-3-a"),
        ("9.04.110(B)", "9.04.110", "/section/9.04.110#sub-B"),
    ],
)
def test_section_urls(node: str, section: str, url: str) -> None:
    assert section_of(node) == section
    assert section_url(node) == url


def test_anchor_of_a_section_is_the_top() -> None:
    assert anchor("17.62.030") == "top"


@pytest.mark.parametrize(
    ("citation", "url"),
    [
        (cite("Section 4.10.020", "4.10.020"), "/city/section/4.10.020"),
        (cite("subsection E", "4.10.020(E)", "subsection"), "/city/section/4.10.020#sub-E"),
        (cite("Chapter 4.88", "4.88", "chapter", False), "/city/cited_by?target=4.88"),
        (cite("Chapter 4.10", "4.10", "chapter", True), "/city/sections?chapter=4.10"),
        (
            cite("Government Code Section 65915", "Cal. Gov. Code § 65915", "external", False),
            "/city/cited_by?target=Cal.+Gov.+Code+%C2%A7+65915",
        ),
        (cite("Section 4.99.010", "4.99.010", in_corpus=False), "/city/cited_by?target=4.99.010"),
    ],
)
def test_target_urls(citation: Citation, url: str) -> None:
    # section pages are served at the root; everything else is under the database
    expected = url.removeprefix("/city") if url.startswith("/city/section/") else url
    assert target_url(citation, "city") == expected


def test_citations_become_links_at_their_offsets() -> None:
    text = "Notice per Chapter 4.88 and again Chapter 4.88 (Hearings)."
    second = text.rindex("Chapter 4.88")
    out = str(
        link_citations(
            text, [cite("Chapter 4.88", "4.88", "chapter", False, second, second + 12)], "db"
        )
    )
    assert out.count("<a ") == 1
    assert out.index("<a ") > out.index("again")  # the second occurrence, as the offsets say


def test_citations_are_found_when_offsets_point_elsewhere() -> None:
    text = "See Section 4.10.020 and Section 4.10.030."
    citations = [
        cite("Section 4.10.020", "4.10.020", start=900, end=916),
        cite("Section 4.10.030", "4.10.030"),
        cite("Section 4.10.040", "4.10.040"),  # not in this text: no link, nothing lost
    ]
    out = str(link_citations(text, citations, "db"))
    assert re.findall(r'href="([^"]+)"', out) == ["/section/4.10.020", "/section/4.10.030"]
    assert html.unescape(re.sub(r"<[^>]+>", "", out)) == text


def test_untrusted_text_is_escaped_around_and_inside_links() -> None:
    text = '<script>alert("x")</script> see Section <b>4.10.020</b>'
    raw = "Section <b>4.10.020</b>"
    out = str(link_citations(text, [cite(raw, '4.10.020"><script>')], "db"))
    assert tags_of(out) == {"a"}
    assert "&lt;script&gt;" in out
    assert '"><script>' not in out


@given(st.text(max_size=200), st.lists(st.text(min_size=1, max_size=20), max_size=4))
def test_linked_text_never_carries_markup_of_its_own(text: str, raws: list[str]) -> None:
    citations = [cite(raw, raw) for raw in raws]
    out = str(link_citations(text, citations, "db"))
    assert tags_of(out) <= {"a"}
    assert html.unescape(re.sub(r"<a [^>]*>|</a>", "", out)) == text


def test_diff_marks_the_deleted_phrase() -> None:
    before = (
        "A limited term permit may authorize the following temporary activities within the "
        "specified time limits, but in no event for more than twelve months. Other activities."
    )
    after = (
        "A limited term permit may authorize the following temporary activities within the "
        "specified time limits. Other activities."
    )
    diff = render_diff(before, after)
    deleted = re.findall(r"<del>(.*?)</del>", str(diff.html), re.S)
    assert any("but in no event for more than twelve months" in d for d in deleted)
    assert diff.substantive == 1
    assert diff.editorial == ()


def test_diff_sets_editorial_changes_apart() -> None:
    before = "The  “director” shall issue the permit within thirty days."
    after = 'The "director" shall issue the permit within sixty days.'
    diff = render_diff(before, after)
    out = str(diff.html)
    assert "<del>thirty</del><ins>sixty</ins>" in out
    assert diff.substantive == 1
    assert len(diff.editorial) == 1  # the quotes; the doubled space is not worth listing
    assert 'class="editorial"' in out


def after_text(markup: str) -> str:
    """The later text a rendered diff shows: deletions dropped, tags removed, unescaped."""
    return html.unescape(re.sub(r"<del>.*?</del>|<[^>]+>", "", markup, flags=re.S))


def before_text(markup: str) -> str:
    return html.unescape(re.sub(r"<ins>.*?</ins>|<[^>]+>", "", markup, flags=re.S))


def test_diff_escapes_both_sides() -> None:
    out = str(render_diff("<b>old</b> text", "<script>new</script> text").html)
    assert tags_of(out) <= {"del", "ins"}
    assert "<script" not in out and "<b>" not in out
    assert after_text(out) == "<script>new</script> text"
    assert before_text(out) == "<b>old</b> text"


@given(st.text(max_size=120), st.text(max_size=120))
def test_diff_shows_both_texts_and_no_markup_of_theirs(before: str, after: str) -> None:
    out = str(render_diff(before, after).html)
    assert tags_of(out) <= {"del", "ins", "span"}
    if 'class="editorial"' not in out:
        # editorial runs show the later text only; so do whitespace-only changes, unmarked
        assert before_text(out).split() == before.split()
    assert after_text(out) == after


def test_identical_texts_have_no_changes() -> None:
    diff = render_diff("Same words.", "Same words.")
    assert (diff.substantive, diff.editorial, str(diff.html)) == (0, (), "Same words.")


@pytest.mark.parametrize(
    ("versions", "requested", "pair"),
    [
        ([1, 2], (None, None), (1, 2)),
        ([1, 2, 3], (None, None), (2, 3)),
        ([1, 2, 3], ("1", "3"), (1, 3)),
        ([1, 2, 3], ("1", "9"), (2, 3)),  # unknown version: the last two
        ([1, 2, 3], ("x", "2"), (2, 3)),
        ([1], (None, None), None),
    ],
)
def test_pick_versions(
    versions: list[int], requested: tuple[str | None, str | None], pair: tuple[int, int] | None
) -> None:
    assert pick_versions(versions, *requested) == pair


def test_snippet_highlights_only_its_own_markers() -> None:
    out = str(highlight_snippet("a <mark>permit</mark> <script>x</script> <b>"))
    assert out == "a <mark>permit</mark> &lt;script&gt;x&lt;/script&gt; &lt;b&gt;"


@pytest.mark.parametrize(
    ("value", "href"),
    [
        ("17.62.030", "/section/17.62.030"),
        ("245-12(A)", "/section/245-12#sub-A"),
        ('4.10.020"><script>', "/section/4.10.020%22%3E%3Cscript%3E"),
    ],
)
def test_section_cells(value: str, href: str) -> None:
    out = str(link_section(value))
    assert re.findall(r'href="([^"]*)"', out) == [href]
    assert tags_of(out) == {"a"}


def test_cited_by_cells() -> None:
    out = str(link_cited_by("Cal. Gov. Code § 65915", "city"))
    assert 'href="/city/cited_by?target=Cal.+Gov.+Code+%C2%A7+65915"' in out


# Typed queries: tests/datasette/test_search_query.py.
