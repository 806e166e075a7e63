"""Parts, deeper labels and numbering schemes in instructions (issue 20), from the wide open part.

Each row is a real document of `devset_wide/open/` (or a sentence of one) and what a person reads
in it, as its truth file says: the verb and the targets of an instruction whose target is a part
below a section (`925.06.A`, `1135.02(a)(1)(B)`), a section the drafter called a chapter, or a
chapter amendment whose new text marks its changes with brackets.
"""

from __future__ import annotations

from functools import cache

import pytest

from benchmarks.ordinance_devset import DEVSET_WIDE, removes_law
from parsers.ordinance import parse_ordinance_file, parse_ordinance_text
from parsers.ordinance.bodies import printed_part
from parsers.ordinance.bracketed import UNSTATED_FLAG
from parsers.ordinance.layout import is_flat
from parsers.ordinance.safety import about_own_repeals, own_context
from parsers.ordinance.targets import parse_target_phrase
from parsers.ordinance.verbs import NEW_PART
from parsers.ordinance_records import Instruction, TargetKind, Verb
from parsers.schemes import Scheme

OPEN = DEVSET_WIDE / "open"


@cache
def instructions(name: str) -> tuple[Instruction, ...]:
    path = next(p for p in OPEN.glob(f"{name}.*") if not p.name.endswith(".toml"))
    return parse_ordinance_file(path, f"wide/{path.name}").ordinance.instructions


def readings(name: str) -> list[tuple[str, tuple[str, ...]]]:
    return [(item.verb.value, tuple(t.id for t in item.targets)) for item in instructions(name)]


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        # Pennsylvania: "Chapter 925.06.A is hereby amended as follows:" — a section's number in a
        # two-level code, its part printed as the new text's heading (`925.06.A Features …`).
        ("pittsburgh-pa-925-06-setbacks", ("replace_part", ("925.06.A",))),
        # "Chapter 135, Department of City Planning, Section 135.01 is hereby amended by …": the
        # deepest division of the path; brackets in its text are deleted words.
        ("pittsburgh-pa-2024-0335", ("word_edit", ("135.01",))),
        # "Chapter 178E … is hereby amended and supplemented as follows:" then bracketed words.
        ("pittsburgh-pa-2025-2109", ("word_edit", ("178E",))),
        # Tennessee: "deleting subsection D. in its entirety and substituting with the following
        # new subsection D.:" — the part replaced.
        ("nashville-tn-bl2020-302", ("replace_part", ("13.08.015(D)",))),
        # Wisconsin: Part 2 is cut after its sentence; Part 1's text heads `50-20.`, so 50-20-2 is
        # a part of it.
        ("milwaukee-wi-140532", ("replace_part", ("50-20-2",))),
        # Minnesota OCR on one line: "DOES ORDAIN :I Section 1. … amendedl,by I adding …".
        ("saint-paul-mn-12047", ("word_edit", ("60.25",))),
        # Illinois, one line after the portal's title: "… be amended by adding thereto the
        # following: The term …".
        ("elk-grove-village-il-2784", ("add_text", ("1-5-1",))),
        # Arizona: "is hereby revised as follows (with additions shown with double underlining):".
        ("marana-az-2023-015", ("replace_section", ("10-6-2",))),
        # Ohio: "is hereby amended to add subsection (a)(1)(B) to read as follows:".
        ("chagrin-falls-oh-2021-24", ("add_part", ("1135.02(a)(1)(B)",))),
        # Ohio: the restatement "with strikeouts", its Markdown list numbers before each label.
        ("chagrin-falls-oh-2021-24", ("word_edit", ("1135.02(a)(1)",))),
        ("chagrin-falls-oh-2023-72", ("add_part", ("124.03(G)",))),
        ("chagrin-falls-oh-2023-72", ("add_text", ("124.05(G)(2)",))),
        # "… renumbered to be known as … (G)(6), and Section 124.05(G)(5) is hereby added …".
        ("chagrin-falls-oh-2023-72", ("renumber", ("124.05(G)(5)",))),
        ("chagrin-falls-oh-2023-72", ("add_part", ("124.05(G)(5)",))),
        # "amended to create a new Subsection (a) and the first sentence thereof reads …".
        ("chagrin-falls-oh-2023-72", ("add_part", ("124.18(C)(3)(a)",))),
        ("chagrin-falls-oh-2023-72", ("add_part", ("124.18(C)(3)(b)",))),
    ],
)
def test_the_part_is_read(name: str, expected: tuple[str, tuple[str, ...]]) -> None:
    assert expected in readings(name)


@pytest.mark.parametrize(
    ("name", "deleted"),
    [
        (
            "pittsburgh-pa-2024-0335",
            [
                "CITY PLANNING COMMISSION",
                "the City Planning Commission which shall appoint a Planning Director",
            ],
        ),
        (
            "pittsburgh-pa-2025-2109",
            [
                "participate in civic affairs, and",
                "enhancing the livability and character of the City and its neighborhoods",
            ],
        ),
    ],
)
def test_brackets_without_a_legend_are_a_flagged_word_edit(name: str, deleted: list[str]) -> None:
    """Never a chapter replaced, never applied on the parser's reading: a person confirms."""
    (item,) = instructions(name)
    assert item.verb is Verb.WORD_EDIT and [e.deleted for e in item.edits] == deleted
    assert item.flags == (UNSTATED_FLAG,) and removes_law(item)


def test_an_introducing_sentence_whose_items_restart_its_number_gives_no_instruction() -> None:
    assert [item.id for item in instructions("pittsburgh-pa-2024-0335")] == ["2024-0335 §1 (2)"]


def test_a_renumbered_number_refilled_is_renumbered_first() -> None:
    items = [i for i in instructions("chagrin-falls-oh-2023-72") if i.ordinance_section == 7]
    assert [i.verb for i in items] == [Verb.RENUMBER, Verb.ADD_PART]
    assert items[0].renumbered_to is not None and items[0].renumbered_to.id == "124.05(G)(6)"
    assert "tax administrator shall not make any inquiry" in items[1].text


@pytest.mark.parametrize(
    ("phrase", "scheme", "document", "expected"),
    [
        # a chapter's word on a section's number of the scheme: the section (and its part)
        ("Chapter 925.06.A", Scheme.TWO_LEVEL, "", (TargetKind.SUBSECTION, "925.06(A)")),
        ("Chapter 925.06", Scheme.TWO_LEVEL, "", (TargetKind.SECTION, "925.06")),
        # the document prints sections under it (Ashland `4.20.010`): a chapter after all
        ("Chapter 4.20", Scheme.TWO_LEVEL, "4.20.010 Definitions", (TargetKind.CHAPTER, "4.20")),
        # a chapter of the scheme, or no scheme known: a chapter
        ("Chapter 17.62", Scheme.DOTTED, "", (TargetKind.CHAPTER, "17.62")),
        ("Chapter 925.06", None, "", (TargetKind.CHAPTER, "925.06")),
        # a path down to a section of the chapter names the section
        (
            "The Pittsburgh Code of Ordinances, Title One: Administrative, Article III, "
            "Organization, Chapter 135, Department of City Planning, Section 135.01",
            Scheme.TWO_LEVEL,
            "",
            (TargetKind.SECTION, "135.01"),
        ),
        # a section of another chapter is no part of the path
        (
            "Chapter 135, as cited in Section 137.01",
            Scheme.TWO_LEVEL,
            "",
            (TargetKind.CHAPTER, "135"),
        ),
    ],
)
def test_a_chapter_named_by_a_section_number(
    phrase: str, scheme: Scheme | None, document: str, expected: tuple[TargetKind, str]
) -> None:
    named = parse_target_phrase(phrase, None, ".", scheme, document)
    assert [(t.kind, t.id) for t in named.targets] == [expected]


@pytest.mark.parametrize(
    ("target", "text", "expected"),
    [
        ("925.06(A)", "925.06.A Features Allowed Within Setbacks\nThe following …", "925.06.A"),
        ("925.06(A)", "A. Features Allowed Within Setbacks", None),
        ("925.06(G)", "925.06.A Features Allowed Within Setbacks", None),
        ("17.36.050(G)(1)", "17.36.050.G Goals", None),
    ],
)
def test_a_part_numbered_in_its_own_heading(target: str, text: str, expected: str | None) -> None:
    assert printed_part(target, text) == expected


@pytest.mark.parametrize(
    ("sentence", "label"),
    [
        ("is hereby amended to add subsection (a)(1)(B) to read as follows:", "(a)(1)(B)"),
        ("is hereby amended to add Subsection G to read as follows:", "G"),
        ("is hereby amended to create a new Subsection (a) and the first sentence", "(a)"),
        ("is amended by adding a new subdivision h", "h"),
        ("is amended to add section 5.12.030 to read as follows:", None),  # a section, no part
        ("is amended to add the following subsections:", None),
    ],
)
def test_the_label_of_a_part_added(sentence: str, label: str | None) -> None:
    found = NEW_PART.search(sentence)
    assert (found.group("label") if found else None) == label


@pytest.mark.parametrize(
    ("text", "flat"),
    [
        ("Loading...\n" + "Section 1: That Section 1-5-1 is amended. " * 30, True),
        ("ORDINANCE NO. 5\n" + "Section 1. Words.\n" * 60, False),
        ("short", False),
    ],
)
def test_a_text_on_one_line_after_its_title_is_flat(text: str, flat: bool) -> None:
    assert is_flat(text) is flat


def test_brackets_under_to_read_as_follows_stay_the_texts_own() -> None:
    text = (
        "ORDINANCE NO. 5\nSection 1. Chapter 178E is hereby amended to read as follows:\n"
        "178E.01 Purpose. The City [acting through its Council] shall register organizations.\n"
    )
    (item,) = parse_ordinance_text(text, "x").ordinance.instructions
    assert item.verb is not Verb.WORD_EDIT and item.edits == ()


@pytest.mark.parametrize(
    ("verb", "phrase", "about"),
    [
        # Chagrin Falls 2023-72 §10 and §11: when the ordinance's own repeals take effect
        ("repealed", "The Subsections of Chapter 124 … that are herein repealed", True),
        (
            "repealed",
            "… shall become effective January 1, 2024 and the Subsections repealed herein",
            True,
        ),
        ("repealed", "Section 5.12.030 of the Riverton Municipal Code", False),
        ("amended", "The sections herein repealed", False),
    ],
)
def test_a_sentence_about_the_ordinances_own_repeals(verb: str, phrase: str, about: bool) -> None:
    assert about_own_repeals(verb, phrase) is about


def test_the_ordinances_own_repeals_give_no_instruction() -> None:
    sections = {i.ordinance_section for i in instructions("chagrin-falls-oh-2023-72")}
    assert sections.isdisjoint({10, 11})


def test_several_parts_added_are_read_from_the_new_text() -> None:
    """`to add subsections (g) and (h)` is no one part (g): the new text's labels give the parts."""
    found = NEW_PART.search("is amended to add subsections (g) and (h) to read as follows:")
    assert found is None


@pytest.mark.parametrize(
    ("verb", "phrase", "tail", "context"),
    [
        # Vermont acts M-4 and M-10 §1: the amendment is the act's other sections.
        ("amended", "The charter of the City of Burlington", "as provided in this act.", True),
        ("amended", "Section 5.12.030", "to read as follows:", False),
        ("repealed", "The sections herein repealed", "effective January 1.", True),
    ],
)
def test_a_sentence_about_the_documents_own_instructions_is_none(
    verb: str, phrase: str, tail: str, context: bool
) -> None:
    assert (own_context(verb, phrase, tail) is not None) is context


def test_a_numbered_target_amended_as_provided_here_stays_an_instruction() -> None:
    assert own_context("amended", "Section 5.12.030", "as set forth in this ordinance:") is None
