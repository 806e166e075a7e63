"""California's 29 codes: the names and abbreviations they are printed with, and their canonical
citation forms (`Government` → `Cal. Gov. Code`). `graph.laws` builds its California anchors from
this table; `state_code` names the code a printed name refers to."""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class StateCode:
    name: str  # as printed: `Government`
    canonical: str  # the external id prefix: `Cal. Gov. Code`
    abbreviations: tuple[str, ...] = ()  # other printed forms: `Gov.`, `Gov't`


# The 29 California codes and their canonical citation forms.
CALIFORNIA_CODES: tuple[StateCode, ...] = (
    StateCode("Business and Professions", "Cal. Bus. & Prof. Code", ("Bus. & Prof.",)),
    StateCode("Civil Procedure", "Cal. Civ. Proc. Code", ("Civ. Proc.",)),
    StateCode("Civil", "Cal. Civ. Code", ("Civ.",)),
    StateCode("Commercial", "Cal. Com. Code", ("Com.",)),
    StateCode("Corporations", "Cal. Corp. Code", ("Corp.",)),
    StateCode("Education", "Cal. Educ. Code", ("Educ.",)),
    StateCode("Elections", "Cal. Elec. Code", ("Elec.",)),
    StateCode("Evidence", "Cal. Evid. Code", ("Evid.",)),
    StateCode("Family", "Cal. Fam. Code", ("Fam.",)),
    StateCode("Financial", "Cal. Fin. Code", ("Fin.",)),
    StateCode("Fish and Game", "Cal. Fish & Game Code", ("Fish & Game",)),
    StateCode("Food and Agricultural", "Cal. Food & Agric. Code", ("Food & Agric.",)),
    StateCode("Government", "Cal. Gov. Code", ("Gov.", "Gov't", "Govt.")),
    StateCode("Harbors and Navigation", "Cal. Harb. & Nav. Code", ("Harb. & Nav.",)),
    StateCode(
        "Health and Safety", "Cal. Health & Safety Code", ("Health & Safety", "Health & Saf.")
    ),
    StateCode("Insurance", "Cal. Ins. Code", ("Ins.",)),
    StateCode("Labor", "Cal. Lab. Code", ("Lab.",)),
    StateCode("Military and Veterans", "Cal. Mil. & Vet. Code", ("Mil. & Vet.",)),
    StateCode("Penal", "Cal. Penal Code", ("Pen.",)),
    StateCode("Probate", "Cal. Prob. Code", ("Prob.",)),
    StateCode("Public Contract", "Cal. Pub. Cont. Code", ("Pub. Cont.",)),
    StateCode("Public Resources", "Cal. Pub. Res. Code", ("Pub. Res.",)),
    StateCode("Public Utilities", "Cal. Pub. Util. Code", ("Pub. Util.",)),
    StateCode("Revenue and Taxation", "Cal. Rev. & Tax. Code", ("Rev. & Tax.",)),
    StateCode("Streets and Highways", "Cal. Sts. & High. Code", ("Sts. & High.",)),
    StateCode("Unemployment Insurance", "Cal. Unemp. Ins. Code", ("Unemp. Ins.",)),
    StateCode("Vehicle", "Cal. Veh. Code", ("Veh.",)),
    StateCode("Water", "Cal. Water Code", ()),
    StateCode("Welfare and Institutions", "Cal. Welf. & Inst. Code", ("Welf. & Inst.",)),
)

CODE_BY_NAME: dict[str, StateCode] = {}
for _code in CALIFORNIA_CODES:
    CODE_BY_NAME[_code.name.lower()] = _code
    CODE_BY_NAME[_code.name.lower().replace(" and ", " & ")] = _code
    for _abbreviation in _code.abbreviations:
        CODE_BY_NAME[_abbreviation.lower()] = _code


def names_alternation() -> str:
    names: set[str] = set()
    for code in CALIFORNIA_CODES:
        names.add(re.escape(code.name).replace(r"\ and\ ", r"\s+(?:and|&)\s+"))
        names.update(re.escape(a).replace(r"\ ", r"\s*") for a in code.abbreviations)
    # An apostrophe printed straight or curly (`Gov't`, `Gov’t`); longest first, so `Civil
    # Procedure` wins over `Civil`.
    names = {name.replace("'", "['’]") for name in names}
    return "|".join(sorted(names, key=len, reverse=True)).replace(r"\ ", r"\s+")


# A division path printed right after a code's name (`Cal. Gov't Code Division 1 of Title 7`,
# `Government Code, Title 7, Chapter 4`): the levels are that code's, never this city's. Not
# before `of` (`…Code, Chapter 2 of this code`: a phrase of its own), nor opening with an article
# (`the Civil Code Article 2370` is Louisiana's article, numbered so); each level a word and its
# whole number (a California chapter may be `4.5`).
_NUMBER = r"\s+\d{1,4}(?:\.\d{1,2})?[A-Z]?(?![\w.]?\d)"
_LEVEL = rf"(?:Title|Division|Part|Chapter|Article){_NUMBER}"
CODE_PATH_RE = re.compile(
    rf",?\s+(?P<path>(?:Title|Division|Part|Chapter){_NUMBER}(?:(?:\s+of|,)\s+{_LEVEL})*)"
    r"(?!\s+of\s)"
)

# A run of white space: one space in a name's key (compiled once: a key is made per citation).
_WHITE_SPACE_RE = re.compile(r"\s+")


def state_code(name: str) -> StateCode | None:
    """The California code a printed name (`Government`, `Bus. & Prof.`) refers to."""
    key = _WHITE_SPACE_RE.sub(" ", name.strip()).lower().replace("’", "'")
    return CODE_BY_NAME.get(key) or CODE_BY_NAME.get(key.replace(" and ", " & "))


# A capitalized word that opens a longer name before a California code's (`Local` of `Tex. Local
# Gov't Code`), and (`_OPENERS`) the capitalized words that open a sentence or a reference instead.
_WORD_BEFORE_RE = re.compile(r"(?<![\w.'’-])(?P<word>[A-Z][a-z]+)[ \t]+$")
_OPENERS = frozenset({"See", "The", "Under", "Per", "Pursuant", "In", "Of", "And", "Or", "By",
    "With", "From", "As", "Also", "Cf", "Its", "This", "That", "Any", "Such"})  # fmt: skip


def longer_name_before(text: str, start: int) -> bool:
    """Whether a California code's name found from `start` (`Gov't Code`) ends a longer name
    (`Local Gov't Code`: Texas's), its first word right before it: no California code then."""
    m = _WORD_BEFORE_RE.search(text, max(0, start - 16), start)
    return m is not None and m["word"] not in _OPENERS
