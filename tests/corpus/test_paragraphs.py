"""Unnumbered paragraphs attributed to sections: real documents, negatives, another city."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from corpus.stages.attribution import (
    DEFAULT_THRESHOLD,
    MatchHow,
    ParagraphAttribution,
    Passage,
    attribute_corpus,
    attribute_paragraphs,
    export_passages,
    normalize,
    ordinance_passages,
)
from corpus.stages.paragraphs import attributed_paragraphs, run_paragraphs
from corpus.stages.rows import paragraph_row
from parsers.collect import ParsedCorpus
from parsers.dispatch import parse_document
from parsers.ordinance_records import ParsedOrdinance
from parsers.records import Paragraph, ParsedExport, SourceSpan
from parsers.sniff import is_document

RAW = Path(__file__).resolve().parents[2] / "raw"
PARAGRAPHS = "ecode360/title17-unnumbered-paragraphs.txt"


def parse_tree(raw: Path) -> tuple[list[ParsedExport], list[ParsedOrdinance]]:
    exports: list[ParsedExport] = []
    ordinances: list[ParsedOrdinance] = []
    for path in sorted(p for p in raw.rglob("*") if is_document(p) and p.name != "README.md"):
        parsed = parse_document(path, path.relative_to(raw).as_posix())
        if isinstance(parsed, ParsedExport):
            exports.append(parsed)
        else:
            ordinances.append(parsed)
    return exports, ordinances


def other_city(text: str) -> str:
    """Another city, another ecode360 code, Title 9 instead of Title 17."""
    text = text.replace("Cotati", "Elmwood").replace("COTATI", "ELMWOOD")
    text = text.replace("CO4398", "EL0001")
    return re.sub(r"\b17\.(\d\d)\b", r"9.\1", text)


@pytest.fixture(scope="module")
def seeds() -> tuple[list[ParsedExport], list[ParsedOrdinance]]:
    return parse_tree(RAW)


@pytest.fixture(scope="module")
def elmwood(
    tmp_path_factory: pytest.TempPathFactory,
) -> tuple[list[ParsedExport], list[ParsedOrdinance]]:
    raw = tmp_path_factory.mktemp("raw")
    for path in RAW.rglob("*.txt"):
        if path.name == "README.md":
            continue
        target = raw / "elmwood" / path.relative_to(RAW / "cotati")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(other_city(path.read_text(encoding="utf-8")), encoding="utf-8")
    return parse_tree(raw)


def by_snippet(
    exports: list[ParsedExport], attributions: tuple[ParagraphAttribution, ...], snippet: str
) -> ParagraphAttribution:
    paragraphs = [p for e in exports for p in e.paragraphs]
    (index,) = [i for i, p in enumerate(paragraphs) if p.text.startswith(snippet)]
    return attributions[index]


# (start of a scraped paragraph, section it belongs to, how, the matched document's tail)
EXPECTED = [
    ("Historic Core (HC). The historic core district", "17.20.030", MatchHow.FUZZY, "PA22-14.txt"),
    ("La Plaza (LP). The La Plaza district", "17.20.030", MatchHow.FUZZY, "PA22-14.txt"),
    ("Northern Gateway (NG).", "17.20.030", MatchHow.FUZZY, "PA22-14.txt"),
    ("Commerce Avenue (CA). The Commerce Avenue", "17.20.030", MatchHow.FUZZY, "PA22-14.txt"),
    ("Common Yard. The building facade", "17.24.040", MatchHow.EXACT, "ch17.24.txt"),
    ("Stoop. The building facade is placed", "17.24.040", MatchHow.EXACT, "ch17.24.txt"),
    ("Gallery. The facade of a building", "17.24.040", MatchHow.FUZZY, "ch17.24.txt"),
    ("No more than fifty percent of the tenant", "17.24.050", MatchHow.EXACT, "ch17.24.txt"),
    ("A pedestrian corridor; or", "17.24.050", MatchHow.EXACT, "ch17.24.txt"),
    ("Formula Design Prohibited.", "17.24.050", MatchHow.EXACT, "ch17.24.txt"),
    ("Windows. Clear, untinted glass", "17.24.050", MatchHow.FUZZY, "ch17.24.txt"),
    ("Parapets. A parapet extension", "17.24.050", MatchHow.EXACT, "ch17.24.txt"),
    # Nothing in the corpus holds these (17.20.030 A-C, 17.22, 17.28): they stay unattributed.
    ("OSC (Open Space, Conservation) Zoning District.", None, MatchHow.NONE, None),
    ("Use Not Listed.", None, MatchHow.NONE, None),
    ("A mobilehome park is the only land use type", None, MatchHow.NONE, None),
    # Boilerplate close to 17.62.050(G) but about master plans (17.28): too weak to attribute.
    ("Conditions of Approval. In approving a master plan", None, MatchHow.NONE, None),
    # Word for word in several sections of 17.62: ambiguous, not guessed.
    ("Project Review, Notice and Hearing.", None, MatchHow.NONE, None),
]


@pytest.fixture(scope="module")
def seed_attributions(
    seeds: tuple[list[ParsedExport], list[ParsedOrdinance]],
) -> tuple[ParagraphAttribution, ...]:
    return attribute_corpus(*seeds)


@pytest.mark.parametrize(("snippet", "section", "how", "matched"), EXPECTED)
def test_real_paragraphs_find_their_sections(
    seeds: tuple[list[ParsedExport], list[ParsedOrdinance]],
    seed_attributions: tuple[ParagraphAttribution, ...],
    snippet: str,
    section: str | None,
    how: MatchHow,
    matched: str | None,
) -> None:
    found = by_snippet(seeds[0], seed_attributions, snippet)
    assert (found.section, found.how) == (section, how)
    if matched is None:
        assert found.matched_document is None
    else:
        assert found.matched_document is not None and found.matched_document.endswith(matched)
        assert found.score >= DEFAULT_THRESHOLD


def test_every_paragraph_gets_a_record(
    seeds: tuple[list[ParsedExport], list[ParsedOrdinance]],
    seed_attributions: tuple[ParagraphAttribution, ...],
) -> None:
    paragraphs = [p for e in seeds[0] for p in e.paragraphs]
    assert [(a.document, a.index) for a in seed_attributions] == [
        (p.document, p.index) for p in paragraphs
    ]
    assert all(a.document.endswith(PARAGRAPHS) for a in seed_attributions)
    attributed = [a for a in seed_attributions if a.section is not None]
    assert 20 <= len(attributed) < len(paragraphs)
    assert all(0 <= a.score <= 100 for a in seed_attributions)


@pytest.mark.parametrize(("snippet", "section", "how", "matched"), EXPECTED)
def test_another_city_attributes_the_same_way(
    elmwood: tuple[list[ParsedExport], list[ParsedOrdinance]],
    snippet: str,
    section: str | None,
    how: MatchHow,
    matched: str | None,
) -> None:
    attributions = attribute_corpus(*elmwood)
    found = by_snippet(elmwood[0], attributions, other_city(snippet))
    assert found.section == (other_city(section) if section else None)
    assert found.how == how


# --- the matcher on small, hand-made inputs ------------------------------------------------


def paragraph(text: str, index: int = 0) -> Paragraph:
    return Paragraph("scraped.txt", index, text, SourceSpan("scraped.txt", 0, len(text)))


LONG = (
    "Pedestrian Access. Each building shall provide a direct pedestrian path from the public "
    "sidewalk to its main entrance, at least five feet wide and free of obstructions."
)


@pytest.mark.parametrize(
    ("text", "passages", "section", "how"),
    [
        (
            LONG,
            [Passage("9.10.040", "code.txt", normalize("C. " + LONG))],
            "9.10.040",
            MatchHow.EXACT,
        ),
        (
            LONG.replace("five feet", "5 feet"),
            [Passage("9.10.040", "code.txt", normalize(LONG))],
            "9.10.040",
            MatchHow.FUZZY,
        ),
        (  # contained in a longer passage
            LONG,
            [Passage("9.10.040", "code.txt", normalize(LONG + " Lighting shall be shielded."))],
            "9.10.040",
            MatchHow.EXACT,
        ),
        (  # the same words in two sections: ambiguous
            LONG,
            [
                Passage("9.10.040", "code.txt", normalize(LONG)),
                Passage("9.12.040", "code.txt", normalize(LONG)),
            ],
            None,
            MatchHow.NONE,
        ),
        (  # a paragraph from nowhere
            "Dogs shall be kept on a leash of no more than six feet in every public park.",
            [Passage("9.10.040", "code.txt", normalize(LONG))],
            None,
            MatchHow.NONE,
        ),
        (  # a weak resemblance stays unattributed
            LONG.replace("public sidewalk", "parking lot").replace("five feet", "three feet"),
            [Passage("9.10.040", "code.txt", normalize(LONG))],
            None,
            MatchHow.NONE,
        ),
    ],
)
def test_matching_rules(
    text: str, passages: list[Passage], section: str | None, how: MatchHow
) -> None:
    (found,) = attribute_paragraphs([paragraph(text)], passages)
    assert (found.section, found.how) == (section, how)


def test_a_paragraph_printed_as_two_lines_elsewhere_still_matches(
    seeds: tuple[list[ParsedExport], list[ParsedOrdinance]],
) -> None:
    """PA22-14 prints the Historic Core text as two paragraphs; the scrape joins them."""
    passages = ordinance_passages(seeds[1])
    lines = [p for p in passages if p.text.startswith("historic core (hc).")]
    assert lines and all(p.section == "17.20.030" for p in lines)
    assert any("facade renovation" in p.text for p in lines)  # the joined run exists


def test_passages_name_sections_of_chapter_replacements(
    seeds: tuple[list[ParsedExport], list[ParsedOrdinance]],
) -> None:
    sections = {p.section for p in ordinance_passages(seeds[1])}
    assert {"17.38.010", "17.38.035", "17.38.110", "17.28.080", "17.62.030"} <= sections
    assert not any(s.startswith("Title") for s in sections)  # table targets give no passages
    exported = {p.section for p in export_passages(seeds[0])}
    assert {"17.62.030", "17.24.050"} <= exported


@settings(max_examples=50, deadline=None)
@given(st.text(max_size=200))
def test_any_text_gets_a_bounded_record(text: str) -> None:
    (found,) = attribute_paragraphs([paragraph(text)], [Passage("1.1.1", "d", normalize(LONG))])
    assert 0 <= found.score <= 100
    assert (found.section is None) == (found.how is MatchHow.NONE)


# --- the table ------------------------------------------------------------------------------


def test_paragraph_rows_are_written(
    seeds: tuple[list[ParsedExport], list[ParsedOrdinance]],
    seed_attributions: tuple[ParagraphAttribution, ...],
) -> None:
    paragraphs = [p for e in seeds[0] for p in e.paragraphs]
    attributed = attributed_paragraphs(seed_attributions, paragraphs)
    rows = sorted((paragraph_row(p) for p in attributed), key=lambda r: r["idx"])
    assert len(rows) == len(paragraphs) == 82
    assert {"document", "idx", "text", "section", "score", "how", "start", "end"} <= set(rows[0])
    hc = next(r for r in rows if r["text"].startswith("Historic Core (HC)"))
    assert (hc["section"], hc["how"]) == ("17.20.030", "fuzzy")
    text = (RAW / "cotati" / PARAGRAPHS).read_text(encoding="utf-8")
    assert text[hc["start"] : hc["end"]].startswith("Historic Core (HC)")


def test_the_stage_adds_a_row_per_paragraph_and_none_without(
    seeds: tuple[list[ParsedExport], list[ParsedOrdinance]],
) -> None:
    exports = tuple(e for e in seeds[0] if not e.paragraphs)
    corpus = ParsedCorpus(exports, tuple(seeds[1]), ())
    assert run_paragraphs(corpus, attribute_corpus(corpus.exports, corpus.ordinances)) == ()
    corpus = ParsedCorpus(tuple(seeds[0]), tuple(seeds[1]), ())
    some = run_paragraphs(corpus, attribute_corpus(corpus.exports, corpus.ordinances))
    assert len(some) == 82
