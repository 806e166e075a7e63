"""Outside law named without its state is the citing code's state's body of that name (issue 19):
given the state (the export's jurisdiction), never guessed without it, never the city's code."""

from __future__ import annotations

import pytest
from find_helpers import unit

from graph.find import find_citations
from graph.readers.state_names import bodies_of, printed_state
from graph.records import CitationKind

# (text from the development set's codes, the citing code's state, each citation's raw text,
# body and jurisdiction).
ROWS: list[tuple[str, str, list[tuple[str, str, str]]]] = [
    # Austin, TX: the longer name of the state's opens before the shorter one read
    (
        "EVENTS use is a use described in Local Government Code Chapter 334 as permitted for",
        "TX",
        [("Local Government Code Chapter 334", "Tex. Loc. Gov't Code", "TX")],
    ),
    (
        "authorized by Section 212.902 of the Local Government Code",
        "TX",
        [("Section 212.902 of the Local Government Code", "Tex. Loc. Gov't Code", "TX")],
    ),
    # Cotati, CA: California's name within California
    (
        "accessory dwelling units, as defined in Government Code Sections 65852",
        "CA",
        [("Government Code Sections 65852", "Cal. Gov. Code", "CA")],
    ),
    # the same words in Texas are Texas's Government Code; in Nebraska, which has none, or in a
    # code whose state is unknown, outside law whose body is unresolved
    (
        "accessory dwelling units, as defined in Government Code Sections 65852",
        "TX",
        [("Government Code Sections 65852", "Tex. Gov't Code", "TX")],
    ),
    (
        "accessory dwelling units, as defined in Government Code Sections 65852",
        "NE",
        [("Government Code Sections 65852", "Government Code", "")],
    ),
    (
        "accessory dwelling units, as defined in Government Code Sections 65852",
        "",
        [("Government Code Sections 65852", "Government Code", "")],
    ),
    # Davis, CA
    (
        "vehicles found to be parked in violation of Vehicle Code section 21210, or",
        "CA",
        [("Vehicle Code section 21210", "Cal. Veh. Code", "CA")],
    ),
    (
        "vehicles found to be parked in violation of Vehicle Code section 21210, or",
        "OH",
        [("Vehicle Code section 21210", "Vehicle Code", "")],
    ),
    (
        "bail as provided in section 853.1 of the Penal Code of the state, the magistrate",
        "CA",
        [("section 853.1 of the Penal Code", "Cal. Penal Code", "CA")],
    ),
    # a California name said with its state stays California's in any state's code
    (
        "consistent with California Government Code §65453; and",
        "TX",
        [("California Government Code §65453", "Cal. Gov. Code", "CA")],
    ),
]


@pytest.mark.parametrize(("text", "state", "expected"), ROWS)
def test_stateless_name_is_the_citing_states(
    text: str, state: str, expected: list[tuple[str, str, str]]
) -> None:
    found = find_citations(unit(text, "8-3-2"), sentences=None, state=state)
    assert all(c.reference.kind is CitationKind.EXTERNAL for c in found)
    assert [(c.raw, c.reference.code, c.reference.jurisdiction) for c in found] == expected


@pytest.mark.parametrize(
    ("jurisdiction", "state"),
    [
        ("City of Davis, CA", "CA"),
        ("Unified Government of Athens-Clarke County, GA", "GA"),
        ("City and County of Honolulu, HI (Board of Water Supply)", ""),
        ("a Massachusetts town (ecode360 page 32690341; not named in the excerpt)", ""),
    ],
)
def test_state_printed_by_the_jurisdiction(jurisdiction: str, state: str) -> None:
    assert printed_state(jurisdiction) == state


@pytest.mark.parametrize(
    ("state", "name", "body"),
    [
        ("TX", "local government code", "Tex. Loc. Gov't Code"),
        ("OH", "revised code", "Ohio Rev. Code"),
        ("NE", "revised statutes", "Neb. Rev. Stat."),  # `Revised Statutes of Nebraska`
        ("KY", "revised statutes", "Ky. Rev. Stat."),
        ("NY", "general municipal law", "N.Y. Gen. Mun. Law"),
        ("CA", "health and safety code", "Cal. Health & Safety Code"),
        ("PA", "code", None),  # one word: a city's own code is `the Code` too
        ("LA", "statutes", None),
        ("NE", "government code", None),
        ("TX", "administrative code", None),  # a city's own code may be named so
        ("OH", "administrative code", None),
    ],
)
def test_each_states_names(state: str, name: str, body: str | None) -> None:
    found = bodies_of(state).get(name)
    assert (found.name if found else None) == body
