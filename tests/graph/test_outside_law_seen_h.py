"""Citations of part H's first-sight losses (tests/graph/devset_wide/seen, README-H.md, "First
sight of part H"): every text is from a real code; outside law keeps its body and never resolves
into the city's code."""

from __future__ import annotations

import pytest
from test_find_contents import raws
from test_outside_law_forms import outside


@pytest.mark.parametrize(
    ("text", "section", "expected"),
    [
        # Roswell GA 6.1.1: a state code's division path, the code's name quoted after it
        (
            "All elections shall be held and conducted in accordance with Chapter 2, Title 21 of"
            ' the "Official Code of Georgia Annotated" (O.C.G.A.), "Elections and Primaries'
            ' Generally," as now or hereafter amended.',
            "6.1.1",
            [("Ga. Code", "Ga. Code ch. 21-2")],
        ),
        # the same path, the name unquoted (read so before)
        (
            "in accordance with Chapter 2, Title 21 of the Official Code of Georgia Annotated,",
            "6.1.1",
            [("Ga. Code", "Ga. Code ch. 21-2")],
        ),
        # LaGrange GA 10-30-2: an act named between the section's number and the code holding it
        (
            "any violations of the Georgia Animal Protection Act (Section 4-11-1 of the"
            ' "Georgia Animal Protection Act," et seq. of the Official Code of Georgia Annotated,'
            " 1986 Supplement).",
            "10-30-2",
            [("Ga. Code", "Ga. Code § 4-11-1")],
        ),
        # McCordsville IN 154.023: a state's code named as the state's, without a number
        (
            "The powers and duties of the Board of Zoning Appeals are defined by Indiana State"
            " Code, and are described below.",
            "154.023",
            [("Ind. Code", None)],
        ),
    ],
)
def test_quoted_body_after_a_division_path(
    text: str, section: str, expected: list[tuple[str, str | None]]
) -> None:
    assert outside(text, section) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Hattiesburg MS chapter 16: a contents list, each article's range of sections after its
        # title (an abbreviation's period in one title), no comma before the last range
        (
            "Art. I. In General, secs. 16-1 --- 16-29\n\n\nArt. II. Abandoned, Wrecked, Etc.,"
            " Vehicles, secs. 16-30 ---16-42\nArt. III. Precious Metal and Gem Dealers, secs."
            " 16-43 --- 16-54\nArt. IV. Nocturnal Curfew, secs. 16-55 --- 16-61\nArt. V."
            " Municipal Offense Tickets 16-71 --- 16-79\n",
            [],
        ),
        # a sentence naming articles keeps its citations
        (
            "The provisions of Art. I, Art. II and Art. III shall apply to vehicles.",
            ["Art. I", "Art. II", "Art. III"],
        ),
    ],
)
def test_a_contents_list_with_section_ranges_cites_nothing(text: str, expected: list[str]) -> None:
    assert raws(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Roswell GA 10.6.1: the nation's laws named as the state's are, without a number
        (
            'a "bank" chartered under the laws of this state or under the laws of the United'
            " States and domiciled in this state",
            [("state law", None), ("federal law", None)],
        ),
        # Jefferson Parish LA, dealer permits: a conviction's law is a person's record, no citation
        (
            "Has not been convicted of a felony under the laws of the United States, this state,"
            " or any other state",
            [],
        ),
    ],
)
def test_the_laws_of_the_united_states(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert outside(text, "10.6.1") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # LaGrange GA 10-30-3: the section named as the code's, in lower case
        (
            '(a) For the purposes of this code section, "animal" shall not include',
            ["this code section"],
        ),
        # a number after it: that section, read as before
        ("as provided in this code section 10-30-5 and", ["section 10-30-5"]),
    ],
)
def test_this_code_section(text: str, expected: list[str]) -> None:
    assert raws(text) == expected
