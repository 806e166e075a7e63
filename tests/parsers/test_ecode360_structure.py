"""The outline of an export: numbers never made up, reserved sections, structure lines and their
names, headings with their notes, ranges; on the seeds' text and on other cities' real lines."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from ecode360_seeds import seed, seed_text

from parsers.ecode360 import parse_export_text
from parsers.records import NumberSource, SectionStatus, Severity

FOOTER = "Downloaded from https://ecode360.com/AT0153 on 2024-11-20"
PLACE = "Borough of Atlantic Highlands, NJ"


def _export(*pages: str) -> str:
    """Pages in `pdftotext -layout` shape: header, body, footer."""
    return "".join(f"{PLACE}\n\n{page}\n\n{FOOTER}\n\f" for page in pages)


@pytest.mark.parametrize(
    "damage",
    [
        # No running header names a section: nothing pins the numbers down.
        lambda t: re.sub(r"(?m)^§ 17\.62\.0\d0$", "", t),
        # Only the first pages' headers are left: the rest cannot be counted from them.
        lambda t: re.sub(r"(?m)^§ 17\.62\.0[4-7]0$", "", t),
        # A history note lost: two sections run together.
        lambda t: t.replace(
            "(A (part), 2004; Ord. 766 § 2 Exh)\n\n• A. Purpose. The variance",
            "• A. Purpose. The variance",
            1,
        ),
    ],
)
def test_a_wrong_number_always_comes_with_a_warning(damage: Callable[[str], str]) -> None:
    """Each section keeps the number the undamaged export gives it, or a provisional id, or
    a warning names it: never a plausible number that nobody checked."""
    truth = {s.text[:80]: s.id for s in seed("17.62").sections}
    parsed = parse_export_text(damage(seed_text("17.62")), "x.txt")
    for section in parsed.sections:
        warned = [
            i for i in parsed.issues
            if i.severity is Severity.WARNING
            and (section.id in i.message or f"chars {section.span.start}-" in i.location)
        ]  # fmt: skip
        if section.number_source is NumberSource.PROVISIONAL:
            assert "#" in section.id and warned, section.id
        elif truth.get(section.text[:80]) != section.id:
            assert warned, section.id
    assert any(s.number_source is not NumberSource.HEADER for s in parsed.sections)


def test_headings_notes_structure_lines_and_ranges() -> None:
    text = _export(
        "                        Chapter 60\n\n                        PURCHASING\n\n"
        "     [HISTORY: Adopted by the Mayor and Council 7-27-2011 by Ord. No. 14-2011.]\n\n"
        "                         ARTICLE I\n                 Qualified Purchasing Agent\n"
        "           [Adopted 7-27-2011 by Ord. No. 14-2011]\n\n"
        "     § 60-1. Creation of position; appointment. [Amended 6-23-1970 by Ord. No. 590;\n"
        "     11-28-1978 by Ord. No. 736]\n\n"
        "     A.     There is hereby created the position of Qualified Purchasing Agent for the\n"
        "            Borough. [Amended 9-9-2021 by Ord. No. 20-2021]\n\n"
        "                         ARTICLE II\n                         (Reserved)\n\n"
        "     § 60-5. through § 60-7. (Reserved)\n\n"
        "     § 60-8. Voucher required.\n\n     Reserved.\n"
    )
    parsed = parse_export_text(text, "x.txt")
    assert [(c.id, c.title) for c in parsed.chapters] == [("60", "PURCHASING")]
    assert [(c.ordinance, c.year) for c in parsed.chapters[0].history] == [("14-2011", 2011)]
    sections = {s.id: s for s in parsed.sections}
    assert list(sections) == ["60-1", "60-5", "60-6", "60-7", "60-8"]
    first = sections["60-1"]
    assert first.title == "Creation of position; appointment"
    assert [(c.ordinance, c.year, c.subsection) for c in first.history] == [
        ("590", 1970, None),
        ("736", 1978, None),
        ("20-2021", 2021, "A"),
    ]
    assert "Amended" not in first.text
    assert all(sections[i].status is SectionStatus.RESERVED for i in ("60-5", "60-6", "60-8"))
    articles = {a.number: a for a in parsed.articles}
    assert articles["I"].title == "Qualified Purchasing Agent"
    assert articles["I"].sections == ("60-1",)
    assert articles["II"].status is SectionStatus.RESERVED
    assert first.article == "Chapter 60, Article I"


def test_a_wrapped_reference_is_not_a_heading() -> None:
    text = _export(
        "                        Chapter 17\n\n                        SIGNS\n\n"
        "     § 17-5. Definitions.\n\n"
        "     Animation is prohibited by § 17-9(B)(2), except for temporary signs in BMC\n"
        "     § 17-12. Animated signs, which are differentiated from changeable signs as\n"
        "     defined and regulated by this code, include the following types.\n\n"
        "     § 17-6. Permits.\n\n     A permit is required.\n"
    )
    parsed = parse_export_text(text, "x.txt")
    assert [s.id for s in parsed.sections] == ["17-5", "17-6"]
    assert "§ 17-12. Animated signs" in parsed.sections[0].text


def test_two_level_dotted_codified_ordinances() -> None:
    """A Pennsylvania city's Codified Ordinances number sections `§ 1105.04.` (chapter 1105,
    section 04): each heading is a section of its chapter, never one unnumbered record."""
    place, footer = (
        "City of Carlisle, PA",
        "Downloaded from https://ecode360.com/CA2175 on 2025-03-14",
    )
    text = "".join(
        f"{place}\n\n{page}\n\n{footer}\n\f"
        for page in (
            "ZONING\n\n§ 1105.01\n\n§ 1105.02\n\n"
            "                                              Chapter 1105\n\n"
            "                                      ZONING DISTRICTS AND MAP\n\n"
            "     [HISTORY: Adopted by the City Council of the City of Carlisle 6-13-2002 by Ord.\n"
            "     No. 2035. Amendments noted where applicable.]\n\n"
            "     § 1105.01. Districts established.\n\n"
            "     For the purpose of this Zoning Ordinance, the City is hereby divided into\n"
            "     the following zoning districts, as shown on the Zoning Map of § 1105.03.\n\n"
            "     § 1105.02. Interpretation of district boundaries. [Amended 3-10-2011 by\n"
            "     Ord. No. 2211]\n\n"
            "     A.     Where uncertainty exists as to the boundaries of districts, the\n"
            "            following rules shall apply:\n\n"
            "            (1)    Boundaries indicated as following streets shall be construed to\n"
            "                   follow the center lines of such streets.\n\n"
            "     B.     The Zoning Hearing Board shall decide any question under § 1105.02A.\n",
            "ZONING\n\n§ 1105.03\n\n§ 1105.04\n\n"
            "     § 1105.03. Zoning Map.1\n\n"
            "     The Zoning Map, together with all explanatory matter thereon, is hereby adopted\n"
            "     by reference and declared to be a part of this chapter.\n\n"
            "     § 1105.04. Uses not listed. [Added 3-10-2011 by Ord. No. 2211; amended 5-8-2014\n"
            "     by Ord. No. 2290]\n\n"
            "     A use not listed in a district is prohibited unless the Zoning Hearing Board\n"
            "     decides it is similar to a listed use.\n\n"
            "     1. Editor's Note: The Zoning Map is on file in the office of the City Clerk.\n",
        )
    )
    parsed = parse_export_text(text, "carlisle.txt")
    assert [(c.id, c.title) for c in parsed.chapters] == [("1105", "ZONING DISTRICTS AND MAP")]
    assert [(s.id, s.chapter, s.title, s.number_source) for s in parsed.sections] == [
        ("1105.01", "1105", "Districts established", NumberSource.HEADING),
        ("1105.02", "1105", "Interpretation of district boundaries", NumberSource.HEADING),
        ("1105.03", "1105", "Zoning Map", NumberSource.HEADING),
        ("1105.04", "1105", "Uses not listed", NumberSource.HEADING),
    ]
    sections = {s.id: s for s in parsed.sections}
    assert [(h.ordinance, h.year) for h in sections["1105.04"].history] == [
        ("2211", 2011),
        ("2290", 2014),
    ]
    assert [x.id for x in sections["1105.02"].subsections if x.level == 1] == [
        "1105.02(A)",
        "1105.02(B)",
    ]
    assert "Editor's Note" not in sections["1105.04"].text
    assert not [i for i in parsed.issues if i.severity is not Severity.INFO]
