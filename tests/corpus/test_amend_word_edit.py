"""Word edits marked by formatting, read from a real ordinance and applied end to end.

Coral Gables, FL, Ordinance No. 2024-16 (tests/parsers/ordinance/devset_wide/open/, source in
SOURCES-A.md) amends § 46-27 "to read as follows" under the legend "Words and figures
underscored are additions to existing law; words and figures struck through are deletions": its
scanned page strikes through the end of the catchline and underlines a new subsection (f). The
strike-through and the underline exist only as ink on the page image, so the PDF reader finds
them in the pixels under the OCR layer's words (parsers/marked_pdf.py).

The code's text of § 46-27 (a)–(e) is not in this repository; the base is the section as the
ordinance prints it (its catchline, struck words included), which is what the edit acts on.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest
from amend_fixtures import corpus_of, export_of, export_section, instruction, ordinance_of
from hypothesis import given
from hypothesis import strategies as st

from corpus.engine.amend import amend_corpus
from corpus.engine.diff import word_diff
from corpus.engine.versions import NodeChange, VersionChange, WordOp
from parsers.ordinance import parse_ordinance_file
from parsers.ordinance_records import InstructionStatus, Ordinance, TargetKind, Verb, WordEdit

ROOT = Path(__file__).resolve().parents[2]
CORAL_GABLES = ROOT / "tests/parsers/ordinance/devset_wide/open/coral-gables-fl-2024-16.pdf"
OLD_CATCHLINE = (
    "Purchase of credited service for period of military service, and/or employment with "
    "other public employers"
)
STRUCK = "for period of military service, and/or employment with other public employers"


@pytest.fixture(scope="module")
def coral_gables() -> Ordinance:
    return parse_ordinance_file(CORAL_GABLES, "coral-gables/2024-16.pdf").ordinance


def test_the_struck_catchline_and_the_underlined_subsection_are_read(
    coral_gables: Ordinance,
) -> None:
    edit, added = coral_gables.instructions[:2]
    assert edit.verb is Verb.WORD_EDIT
    assert [(t.kind, t.id) for t in edit.targets] == [(TargetKind.SECTION, "46-27")]
    (change,) = edit.edits
    assert change.in_heading
    assert change.before == "Purchase of credited service "
    assert change.deleted == STRUCK  # the period after it is not struck (the OCR word holds it)
    assert change.inserted == ""
    assert added.verb is Verb.ADD_PART
    assert [(t.kind, t.id) for t in added.targets] == [(TargetKind.SUBSECTION, "46-27(f)")]
    assert added.text.startswith("(f) Effective May 1, 2024, a participant other than a police")
    assert added.text.endswith("shall be repealed effective December 31, 2024.")


def test_the_word_edit_applies_to_the_base_and_its_diff_shows_the_struck_words(
    coral_gables: Ordinance,
) -> None:
    base = export_section("46-27", "", title=OLD_CATCHLINE)
    ordinance = replace(
        coral_gables, instructions=coral_gables.instructions[:2], effective=date(2024, 5, 7)
    )
    parsed = ordinance_of("2024-16", [])
    amended = amend_corpus(
        corpus_of(
            [export_of([base], as_of=date(2024, 1, 2))],
            [replace(parsed, ordinance=replace(ordinance, document=parsed.document.id))],
        )
    )
    edited, added = amended.results
    assert edited.status is InstructionStatus.APPLIED
    assert edited.note.startswith("46-27: 1 word edit made; catchline ")
    assert "is now 'Purchase of credited service'" in edited.note
    # The subsection parser reads `A.`/`1.` labels, not `(f)`: the new part is flagged and the
    # section stays as the word edit left it (never a replacement that would drop (a)-(e)).
    assert added.status is InstructionStatus.FLAGGED
    assert "no labelled subsections" in added.note
    versions = amended.versions["46-27"]
    assert [v.change for v in versions] == [VersionChange.BASE, VersionChange.PARTIAL]
    assert versions[-1].title == "Purchase of credited service"
    words = word_diff(versions[0].title or "", versions[1].title or "")
    deleted = " ".join(w.text for w in words if w.op is WordOp.DELETE)
    assert " ".join(deleted.split()) == STRUCK
    assert not [w for w in words if w.op is WordOp.INSERT]


BASE = (
    "A. Permit. A person shall obtain a permit from the city manager before cutting a tree.\n"
    "B. Fee. The fee is set by resolution of the city council."
)


def _run(edits: tuple[WordEdit, ...], text: str = BASE):  # type: ignore[no-untyped-def]
    item = replace(
        instruction("W-1", 1, Verb.WORD_EDIT, [(TargetKind.SECTION, "9.40.010")]), edits=edits
    )
    exports = [export_of([export_section("9.40.010", text)], as_of=date(2024, 3, 1))]
    return amend_corpus(
        corpus_of(exports, [ordinance_of("W-1", [item], effective=date(2025, 1, 1))])
    )


@pytest.mark.parametrize(
    ("edit", "expected"),
    [
        (
            WordEdit("obtain a permit from the ", "city manager", "planning director", " before"),
            BASE.replace("city manager", "planning director"),
        ),
        (  # whitespace in the base does not matter
            WordEdit("The fee is ", "set by resolution of", "fixed by", " the city council."),
            BASE.replace("set by resolution of", "fixed by"),
        ),
        (  # struck words before a kept period: no blank is left before it
            WordEdit("The fee is set ", "by resolution of the city council", "", "."),
            BASE.replace(" by resolution of the city council", ""),
        ),
        (  # a change inside a word
            WordEdit("A person shall obtain a per", "mit", "son", " from"),
            BASE.replace("a permit from", "a person from"),
        ),
        (  # an insertion placed by the words around it
            WordEdit("before cutting a ", "", "protected ", "tree."),
            BASE.replace("a tree", "a protected tree"),
        ),
    ],
)
def test_a_word_edit_found_once_is_applied(edit: WordEdit, expected: str) -> None:
    amended = _run((edit,))
    assert amended.results[0].status is InstructionStatus.APPLIED
    assert amended.versions["9.40.010"][-1].text == expected
    (change,) = amended.changes  # one modified subsection, its words diffed
    assert change.change is NodeChange.MODIFIED
    assert change.before is not None and change.after is not None
    assert change.before in BASE and change.after in expected
    old = "".join(w.text for w in change.words if w.op is not WordOp.INSERT)
    new = "".join(w.text for w in change.words if w.op is not WordOp.DELETE)
    assert (old.split(), new.split()) == (change.before.split(), change.after.split())
    assert any(w.op is not WordOp.EQUAL for w in change.words)


@pytest.mark.parametrize(
    ("edit", "reason"),
    [
        (WordEdit("", "the city", "", ""), "occurs 2 times"),  # ambiguous
        (WordEdit("obtain a ", "license", "", " from"), "is not in the text"),  # not found
        (WordEdit("", "", "new words", ""), "no kept words"),  # an insertion placed nowhere
    ],
)
def test_an_uncertain_word_edit_is_flagged_and_the_base_stays(edit: WordEdit, reason: str) -> None:
    amended = _run((edit,))
    (result,) = amended.results
    assert result.status is InstructionStatus.FLAGGED
    assert reason in result.note
    assert [v.text for v in amended.versions["9.40.010"]] == [BASE]


def test_a_near_miss_names_the_nearest_passage() -> None:
    amended = _run((WordEdit("obtain a permit from the ", "city managers", "", " before"),))
    assert "nearest:" in amended.results[0].note


def test_one_change_that_cannot_be_placed_stops_the_others() -> None:
    good = WordEdit("obtain a permit from the ", "city manager", "director", " before")
    bad = WordEdit("The fee is ", "fixed", "", " by")
    amended = _run((good, bad))
    assert amended.results[0].status is InstructionStatus.FLAGGED
    assert [v.text for v in amended.versions["9.40.010"]] == [BASE]


CORAL_GABLES_04 = ROOT / "tests/parsers/marked/coral-gables-fl-2024-04-page3.pdf"  # SOURCE.md


def test_a_struck_and_underlined_replacement_read_from_a_scan_is_applied() -> None:
    """Coral Gables 2024-04, § 3-209 E.1: "Prior to the issuance of an ~~Occupational
    License~~ <u>Certificate of Use</u> for a nonresidential use" — read from the page image,
    turned into a word edit, applied to the old text the page prints, and diffed."""
    from parsers.marked_pdf import pdf_marks
    from parsers.marked_text import runs_of
    from parsers.ordinance.word_edits import changes_of
    from parsers.pdf import read_pdf_text

    text = read_pdf_text(CORAL_GABLES_04)
    start = text.index("Prior to the issuance")
    end = text.index("2. Deliveries", start)
    body = runs_of(text, pdf_marks(CORAL_GABLES_04, text), start, end)
    edits, parts = changes_of(body, "3-209")
    assert parts == []
    assert [(e.deleted, e.inserted) for e in edits] == [
        ("Occupational License", "Certificate of Use")
    ]
    old = "A. Scope.\nB. Operation. " + " ".join(body.old.split())  # the text as printed before
    amended = _run(tuple(edits), old)
    assert amended.results[0].status is InstructionStatus.APPLIED
    new = amended.versions["9.40.010"][-1].text
    assert "issuance of an Certificate of Use for a nonresidential use" in new
    assert "Occupational" not in new
    (change,) = amended.changes
    assert [w.text for w in change.words if w.op is WordOp.DELETE] == ["Occupational License"]
    assert [w.text for w in change.words if w.op is WordOp.INSERT] == ["Certificate of Use"]


@given(
    st.lists(
        st.sampled_from(["fee", "permit", "city", "the", "shall", "a"]), min_size=1, max_size=12
    ),
    st.data(),
)
def test_a_deletion_applies_exactly_when_its_words_occur_once(
    words: list[str], data: st.DataObject
) -> None:
    from corpus.engine.apply_word_edit import place

    start = data.draw(st.integers(0, len(words) - 1))
    end = data.draw(st.integers(start + 1, len(words)))
    struck = " ".join(words[start:end])
    base = " ".join(words)
    placed = place(base, WordEdit("", struck, "", ""))
    occurrences = sum(
        words[i : i + end - start] == words[start:end]
        for i in range(len(words) - (end - start) + 1)
    )
    if occurrences == 1:
        assert placed.note is None
        assert placed.text.split() == words[:start] + words[end:]
    else:
        assert placed.note is not None and placed.text == base
