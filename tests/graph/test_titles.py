"""Titles from citations: agreement, majority, ties, source titles, ordinance headings."""

from __future__ import annotations

from graph.records import Citation, CitationKind, Heading, Reference, UnitKind
from graph.titles import infer_titles, title_key
from parsers.records import Severity, TitleSource


def cite(target: str, title: str, kind: CitationKind = CitationKind.SECTION) -> Citation:
    return Citation(
        source="9.10.010",
        source_kind=UnitKind.SECTION,
        raw=f"Section {target} ({title})",
        start=0,
        end=10,
        reference=Reference(kind, target),
        document="other/code.txt",
        given_title=title,
        target_kind=kind,
        target=target,
        resolved=True,
    )


def test_agreeing_citations_give_the_title() -> None:
    citations = [cite("9.20.010", "Use permit"), cite("9.20.010", "Use Permit.")]
    titles, issues = infer_titles(citations, {"9.20.010": None}, {})
    assert [(t.node, t.title, t.source, t.votes) for t in titles] == [
        ("9.20.010", "Use permit", TitleSource.CITATIONS, 2)
    ]
    assert issues == ()


def test_disagreement_is_a_parse_issue_and_the_majority_wins() -> None:
    citations = [cite("9.20.010", "Use permit")] * 2 + [cite("9.20.010", "Variance")]
    titles, issues = infer_titles(citations, {}, {})
    assert [t.title for t in titles] == ["Use permit"]
    [issue] = issues
    assert issue.code == "title-disagreement"
    assert issue.severity is Severity.WARNING
    assert "Use permit" in issue.message and "Variance" in issue.message


def test_a_tie_gives_no_title() -> None:
    citations = [cite("9.20.010", "Use permit"), cite("9.20.010", "Variance")]
    titles, issues = infer_titles(citations, {}, {})
    assert titles == ()
    assert len(issues) == 1


def test_a_printed_title_stands() -> None:
    citations = [cite("9.20", "Hearings", CitationKind.CHAPTER)]
    titles, _ = infer_titles(citations, {}, {"9.20": "PUBLIC HEARINGS"})
    assert titles == ()


def test_an_ordinance_heading_beats_citations() -> None:
    citations = [cite("9.40.010", "Purposes")]
    heading = Heading("9.40.010", "Purpose", 0, 20)
    titles, _ = infer_titles(citations, {}, {}, [heading])
    assert [(t.title, t.source) for t in titles] == [("Purpose", TitleSource.ORDINANCE)]


def test_title_key_ignores_case_spacing_and_commas() -> None:
    assert title_key("Eligibility for bonus, incentives, or concessions") == title_key(
        "Eligibility for bonus, incentives or concessions."
    )
    assert title_key("Disabled/ handicapped parking") == title_key("disabled/handicapped parking")
