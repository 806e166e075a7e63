"""The place an ordinance enacts for, from its enacting clause, in the corpus's form."""

from __future__ import annotations

import pytest

from corpus.stages.code import agrees, corpus_jurisdiction
from parsers.ordinance.metadata import parse_jurisdiction


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # raw/cotati/ordinances/PA22-14.txt and PA26-17.txt
        (
            "NOW THEREFORE THE CITY COUNCIL OF THE CITY OF COTATI DOES ORDAIN AS FOLLOWS:",
            "City of Cotati",
        ),
        (
            "NOW, THEREFORE, THE TOWN BOARD OF THE TOWN OF NEW PALTZ DOES HEREBY ORDAIN:",
            "Town of New Paltz",
        ),
        (
            "The City Council of the City of San Luis Obispo does ordain as follows:",
            "City of San Luis Obispo",
        ),
        (
            "THE BOARD OF SUPERVISORS OF THE COUNTY OF MARIN DO ORDAIN AS FOLLOWS:",
            "County of Marin",
        ),
        # tests/parsers/ordinance/devset: Rivergrove OR, Bluffdale UT, Park City UT
        (
            "NOW THEREFORE THE CITY COUNCIL OF THE CITY OF RIVERGROVE ORDAINS AS FOLLOWS:",
            "City of Rivergrove",
        ),
        (
            "NOW, THEREFORE, BE IT ORDAINED BY THE CITY COUNCIL OF THE CITY OF BLUFFDALE,\nUTAH AS"
            " FOLLOWS:",
            "City of Bluffdale",
        ),
        (
            "NOW, THEREFORE, BE IT ORDAINED by the City Council of Park City, Utah, as\nfollows:",
            "Park City",
        ),
        ("The council finds the recitals true.", None),  # no enacting clause: nothing invented
    ],
)
def test_parse_jurisdiction(text: str, expected: str | None) -> None:
    assert parse_jurisdiction(text) == expected


@pytest.mark.parametrize(
    ("name", "known", "expected"),
    [
        ("City of Cotati", {"City of Cotati, CA"}, "City of Cotati, CA"),
        ("City of Cotati", {"City of Cotati, CA", "City of Cotati, NM"}, "City of Cotati"),
        ("City of Cotati", {"City of Cotativille, CA"}, "City of Cotati"),
        ("Town of New Paltz", set(), "Town of New Paltz"),
        (None, {"City of Cotati, CA"}, None),
    ],
)
def test_corpus_jurisdiction(name: str | None, known: set[str], expected: str | None) -> None:
    assert corpus_jurisdiction(name, known) == expected


@pytest.mark.parametrize(
    ("folder", "printed", "expected"),
    [
        ("cotati", "City of Cotati, CA", True),
        ("burlington-wa", "City of Burlington, WA", True),
        # A folder's state suffix need not be printed: the enacting clause names the city only.
        ("springfield-il", "City of Springfield", True),
        ("chagrin-falls-oh", "Village of Chagrin Falls", True),
        ("springfield-il", "City of Springfield, IL", True),
        # … but a printed state must be the folder's.
        ("springfield-il", "City of Springfield, MO", False),
        ("elmwood", "City of Cotati, CA", False),
        ("springfield-il", "City of Peoria", False),
    ],
)
def test_a_folder_agrees_with_the_place_printed(folder: str, printed: str, expected: bool) -> None:
    assert agrees(folder, printed) is expected
