"""A real Word redline read, made a word edit, applied to its section and diffed end to end.

Gainesville, FL proposed changes to its Land Development Code as Word tracked changes
(tests/parsers/marked/gainesville-fl-30-4.8-redline.docx, source in marked/SOURCE.md): Sec.
30-4.8 "Development compatibility" and Sec. 30-4.9 "Development bonus system", numbered the
code's chapter-dash-dotted way. The enacting ordinance is not in the repository, so the
ordinance text around the redline is ours (WRAPPER below, a Florida-style "amended by deleting
the language stricken through" legend); the redline, its words and its marks are the file's.

The section's base text is the redline with its deletions kept and its insertions dropped (the
code before the change); the expected result is the redline with deletions dropped and
insertions kept.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest
from amend_fixtures import corpus_of, export_of, export_section, ordinance_of

from corpus.engine.amend import amend_corpus
from corpus.engine.versions import AmendedCorpus, NodeChange, VersionChange, WordOp
from parsers.marked_text import MarkedRun, MarkedText, runs_of
from parsers.ordinance import parse_ordinance_text
from parsers.ordinance_records import InstructionStatus, Ordinance, TargetKind, Verb
from parsers.word import read_docx_marked

ROOT = Path(__file__).resolve().parents[2]
REDLINE = ROOT / "tests/parsers/marked/gainesville-fl-30-4.8-redline.docx"

# Ours: an ordinance amending one section with the redline as its new text.
WRAPPER = (
    "ORDINANCE NO. TEST-1\n"
    "SECTION 1. Section {section} of the Land Development Code of the City of Gainesville is "
    "amended by deleting the language stricken through and inserting the language underlined, "
    "to read as follows:\n",
    "\nSECTION 2. This ordinance shall become effective immediately upon adoption.\n",
)


def _redline(section: str, following: str | None) -> tuple[str, tuple[MarkedRun, ...]]:
    """The section's part of the file (its heading line to the next section's) and its marks."""
    text, marks = read_docx_marked(REDLINE)
    start = text.index(f"Sec. {section}.")
    end = text.index(f"Sec. {following}.") if following else len(text)
    part = [replace(r, start=r.start - start, end=r.end - start) for r in marks]
    return text[start:end].rstrip("\n"), tuple(r for r in part if 0 <= r.start < end - start)


def _ordinance(section: str, redline: str, marks: tuple[MarkedRun, ...]) -> Ordinance:
    head, tail = WRAPPER[0].format(section=section), WRAPPER[1]
    shifted = tuple(replace(r, start=r.start + len(head), end=r.end + len(head)) for r in marks)
    return parse_ordinance_text(head + redline + tail, "test-1.docx", marks=shifted).ordinance


def _apply(section: str, title: str, body: MarkedText, ordinance: Ordinance) -> AmendedCorpus:
    """The section's base (the body's old text) amended by the ordinance."""
    base = export_section(section, body.old.split("\n", 1)[1], title=title)
    wrapper = ordinance_of("TEST-1", [])
    enacted = replace(ordinance, document=wrapper.document.id, effective=date(2025, 1, 1))
    return amend_corpus(
        corpus_of(
            [export_of([base], as_of=date(2024, 1, 2))], [replace(wrapper, ordinance=enacted)]
        )
    )


def _words(text: str) -> list[str]:
    return text.split()


# The changes of Sec. 30-4.8 as the word edit reads them: (struck words, inserted words).
EDITS_30_4_8 = [
    ("or the U1 district", ""),
    ("or the U1 district", ""),
    ("U1", ""),
    (
        "3. Bedroom limit. Maximum number of bedrooms in multi-family developments located "
        "within the University of Florida Context Area. a. Multi-family developments shall be "
        "limited to a maximum number of bedrooms based on the development's maximum residential "
        "density allowed by the zoning district multiplied by a 2.75 multiplier. b. If "
        "additional density is approved through a special use permit, then the multiplier is "
        "applied to the total approved density inclusive of any additional units approved by "
        "special use permit. c. The bedroom mix in the development (i.e., the number of units "
        "with a specific number of bedrooms) is not regulated by those provisions. d. "
        "Developments with planned development (PD) zoning are not subject to the bedroom "
        "multiplier.",
        "",
    ),
]


def test_a_real_redline_is_read_as_one_word_edit_of_its_section() -> None:
    redline, marks = _redline("30-4.8", "30-4.9")
    (item,) = _ordinance("30-4.8", redline, marks).instructions
    assert item.verb is Verb.WORD_EDIT
    assert [(t.kind, t.id) for t in item.targets] == [(TargetKind.SECTION, "30-4.8")]
    assert [(e.deleted.strip(), e.inserted.strip()) for e in item.edits] == EDITS_30_4_8
    assert item.edits[0].before.endswith("abutting a single-family zoning district ")
    assert item.flags == ()


def test_the_word_edit_applies_to_the_base_and_its_diff_shows_the_struck_words() -> None:
    redline, marks = _redline("30-4.8", "30-4.9")
    body = runs_of(redline, marks, 0, len(redline))
    amended = _apply(
        "30-4.8", "Development compatibility", body, _ordinance("30-4.8", redline, marks)
    )
    (result,) = amended.results
    assert result.status is InstructionStatus.APPLIED
    assert result.note.startswith("30-4.8: 4 word edits made")
    versions = amended.versions["30-4.8"]
    assert [v.change for v in versions] == [VersionChange.BASE, VersionChange.PARTIAL]
    new = body.new.split("\n", 1)[1]
    assert _words(versions[-1].text) == _words(new)  # the text with deletions dropped
    assert "zoning district or the U1" not in versions[-1].text
    assert "Bedroom limit" not in versions[-1].text
    # The diff: the struck words deleted where they stood, D.3 and its items a.-d. removed.
    deleted = [
        " ".join(w.text.split())
        for c in amended.changes
        if c.change is NodeChange.MODIFIED
        for w in c.words
        if w.op is WordOp.DELETE and w.text.strip()
    ]
    assert deleted[:2] == ["or the U1 district", "or the U1 district"]
    assert any(words.startswith("U1") for words in deleted[2:])
    removed = [c.before for c in amended.changes if c.change is NodeChange.REMOVED]
    assert [(r or "").split(".", 1)[0] for r in removed] == [
        "Bedroom limit",
        "Multi-family developments shall be limited to a maximum number of bedrooms based on "
        "the development's maximum residential density allowed by the zoning district multiplied "
        "by a 2",
        "If additional density is approved through a special use permit, then the multiplier is "
        "applied to the total approved density inclusive of any additional units approved by "
        "special use permit",
        "The bedroom mix in the development (i",
        "Developments with planned development (PD) zoning are not subject to the bedroom "
        "multiplier",
    ]


@pytest.mark.parametrize(
    ("repeated", "times"),
    [("number of stories allowed by right", 4), ("additional story", 2)],
)
def test_changes_whose_words_recur_are_flagged_and_the_base_stays(
    repeated: str, times: int
) -> None:
    """Sec. 30-4.9 changes "stories" to "feet" in two formulas printed alike: a change whose
    kept words occur more than once in the section is not placed by a guess; the whole word
    edit is flagged with where it was unclear, and the base stays in force."""
    redline, marks = _redline("30-4.9", None)
    body = runs_of(redline, marks, 0, len(redline))
    ordinance = _ordinance("30-4.9", redline, marks)
    (item,) = ordinance.instructions
    assert item.verb is Verb.WORD_EDIT and len(item.edits) > 30
    amended = _apply("30-4.9", "Development bonus system", body, ordinance)
    (result,) = amended.results
    assert result.status is InstructionStatus.FLAGGED
    assert f"{repeated!r} occurs {times} times" in result.note
    assert [v.change for v in amended.versions["30-4.9"]] == [VersionChange.BASE]
