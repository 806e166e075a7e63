"""Where an ordinance's title ends, and what around it is no part of it (brief o20-x): a stop
after a division's number in a list of what the title amends, a bill's number in brackets under
it. Rows are the wording of real documents of the wide development set's open part
(`devset_wide/open/`; `sealed/` is never read here); their truth files give the same titles.
"""

from __future__ import annotations

import pytest

from benchmarks.ordinance_devset import DEVSET_WIDE
from benchmarks.ordinance_truth import read_truth
from parsers.ordinance import parse_ordinance_file
from parsers.ordinance.form_titles import form_title
from parsers.ordinance.titles import own_title

OPEN = DEVSET_WIDE / "open"


@pytest.mark.parametrize(
    ("caption", "expected"),
    [
        # Almont, MI 180.2: `Section 9.` is the label of a section the title lists, no stop.
        (
            "An ordinance to amend the Village of Almont Planning Commission Ordinance 180, "
            "dated April 7, 2009, pursuant to Michigan Public Act 22 of 2008 to amend Section 6., "
            "Removal for Cause, Section 9. Statutory and Ordinance Authority, and Section 10. "
            "By-Laws and Records THE VILLAGE OF ALMONT ORDAINS: Section 6. Removal for Cause",
            "An ordinance to amend the Village of Almont Planning Commission Ordinance 180, "
            "dated April 7, 2009, pursuant to Michigan Public Act 22 of 2008 to amend Section 6., "
            "Removal for Cause, Section 9. Statutory and Ordinance Authority, and Section 10. "
            "By-Laws and Records",
        ),
        # Virginia HB 1127 (2012): the bill's number in brackets on the line under the title.
        (
            "An Act to amend and reenact § 3.1 of Chapter 255 of the Acts of Assembly of 1974, "
            "which provided a charter for the Town of Virgilina in Halifax County, relating to "
            "November elections.\n[H 1127]",
            "An Act to amend and reenact § 3.1 of Chapter 255 of the Acts of Assembly of 1974, "
            "which provided a charter for the Town of Virgilina in Halifax County, relating to "
            "November elections.",
        ),
        # A title that ends on its sentence's stop before the ordinance's first section is cut.
        (
            "AN ORDINANCE AMENDING CHAPTER 7. Section 1. That Chapter 7 is amended.",
            "AN ORDINANCE AMENDING CHAPTER 7.",
        ),
        # Stillwater, MN 962: the place closes the title, the council's clause begins after it.
        (
            "AN ORDINANCE AMENDING THE CITY CODE\nOF THE CITY OF STILLWATER\nTHE CITY COUNCIL OF "
            "THE CITY OF STILL WATER DOES ORDAIN:",
            "AN ORDINANCE AMENDING THE CITY CODE OF THE CITY OF STILLWATER",
        ),
        # Hugo, MN 2023-523: the title's last words are no part of the place's clause.
        (
            "AN ORDINANCE AMENDING CHAPTER 62,ARTICLE II, SECTION 62-56 SOLID\nWASTE COLLECTION "
            "LICENSE TO LIMIT THE NUMBER OF GARBAGE HAULER\nLICENSES\nTHE CITY OF HUGO ORDAINS:",
            "AN ORDINANCE AMENDING CHAPTER 62,ARTICLE II, SECTION 62-56 SOLID WASTE COLLECTION "
            "LICENSE TO LIMIT THE NUMBER OF GARBAGE HAULER LICENSES",
        ),
        # Pequot Lakes, MN 18-10: the place's heading under the title is no part of it.
        (
            "AN ORDINANCE AMENDING CHAPTER 1 OF THE CITY CODE\n,_ REGARDING DEFINITIONS\nCITY OF "
            "PEQUOT LAKES\nCOUN1'Y OF CROW WING\nSTATE OF MINNESOTA\nThe City Council of the City "
            "of Pequot Lakes does ordain as follows:",
            "AN ORDINANCE AMENDING CHAPTER 1 OF THE CITY CODE ,_ REGARDING DEFINITIONS",
        ),
        # Mullica, NJ: the place the title names after `OF THE CODE OF` is the title's own.
        (
            "AN ORDINANCE AMENDING CHAPTER 225, TRASH DISPOSAL ORDINANCE, AND RECYCLABLES, OF THE "
            "CODE OF THE TOWNSHIP OF MULLICA, COUNTY OF ATLANTIC, STATE OF NEW JERSEY",
            "AN ORDINANCE AMENDING CHAPTER 225, TRASH DISPOSAL ORDINANCE, AND RECYCLABLES, OF THE "
            "CODE OF THE TOWNSHIP OF MULLICA, COUNTY OF ATLANTIC, STATE OF NEW JERSEY",
        ),
        # A council's clause whose `THE`s are joined by `OF`: cut where it starts.
        (
            "AN ORDINANCE AMENDING THE CITY CODE THE CITY COUNCIL OF THE CITY OF STILL WATER DOES "
            "ORDAIN:",
            "AN ORDINANCE AMENDING THE CITY CODE",
        ),
    ],
)
def test_where_a_title_ends(caption: str, expected: str) -> None:
    assert own_title(caption, caption) == expected


@pytest.mark.parametrize(
    "name",
    [
        "almont-mi-180-2",
        "virgilina-va-hb1127-2012",
        # `2 ORDINANCE OF THE CITY …`: pleading paper's line number 2 opens the caption.
        "san-bernardino-ca-mc-302",
        # `… all related matters. (Council District 5)`: the note closing the title's paragraph.
        "jefferson-parish-la-summary-23739",
        # `AN ORDINANCE` / blank line / `(Approved August 18, 1914).` / the title.
        "richmond-va-1914-ch38-street-railways",
        # Legistar's `TITLE` / the title / `BODY`: the next field's label is no title's word.
        "gahanna-oh-legistar-7030552",
        # A notice's `an ordinance entitled “AN ORDINANCE TO AMEND TITLE XV …” described as …`.
        "worthington-mn-155-224-proposed",
        # `Ordinance No. 16318   Council Bill No. B 4-00` over the title.
        "columbia-mo-16318",
        # A notice of final passage: `The ordinance was entitled: AN ORDINANCE TO AMEND …`.
        "west-fargo-nd-1218",
        # `Laserfiche WebLink` and its OCR'd debris, then `ORDINANCE ?LMENDING ZONING …`.
        "decatur-il-1978-b4-lot-area",
        # `… MINNESOTA AMENDING` / blank line / `PART 1 CHARTER – …`; prose's `passed an Ordinance
        # Amending …` after it is no caption.
        "albert-lea-mn-21-062",
        # `… HAULER LICENSES THE CITY OF HUGO ORDAINS:` and `… OF THE CITY OF STILLWATER THE CITY
        # COUNCIL …`: the title's last words are its own, not the enacting clause's.
        "hugo-mn-2023-523",
        "stillwater-mn-962",
        # A caption with no article: `Ordinance Amending Chapter 18 – City Clerk` / blank line /
        # `AMENDING CITY CODE …` (not the title); `ORDINANCE AMENDING ORDINANCE NO. 86-OR-54, AN
        # ORDINANCE RELATING TO …` (the cited ordinance's title in apposition, part of this one).
        "lawton-ia-2019-01",
        "jeffersonville-in-91-or-noise",
    ],
)
def test_the_documents_title_is_the_truths(name: str) -> None:
    data, _ = read_truth(OPEN / f"{name}.truth.toml")
    path = next(p for p in OPEN.glob(f"{name}.*") if not p.name.endswith(".toml"))
    title = parse_ordinance_file(path, f"wide/{path.name}").ordinance.title
    assert title.rstrip(".") == data["title"].rstrip(".")  # (the benchmark's final stop aside)


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        (
            "Loading... HomeMy WebLinkAbout029770 ORD - 03/19/2013Ordinance amending the Unified "
            "Development Code by revising subsections 3.1.7.C.1 and 3.1.7.C.4",
            "Ordinance amending the Unified Development Code by revising subsections 3.1.7.C.1 "
            "and 3.1.7.C.4",
        ),
        # The furniture then a name, no caption: no title.
        ("Loading... HomeMy WebLinkAbout1709 Procedure for hearings", ""),
    ],
)
def test_a_caption_after_a_records_systems_furniture(title: str, expected: str) -> None:
    assert form_title(title, title) == expected
