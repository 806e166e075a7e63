"""The state whose law an ordinance is made under, and whether it is an urgency measure.

Both only bound *estimated* dates (`corpus/engine/adoption.py`): a state's rule on how soon an
ordinance may be adopted after its introduction applies to the ordinances of that state, and an
urgency (emergency) ordinance is exempt from it. The state is read from how the text names the
law it works under — `State of California`, `California Government Code`, `Ohio Revised Code`,
`Commonwealth of Virginia`, `Revised Code of Washington` — with the names of the `us` package
(every state and territory), never from a list of places: the state named most often wins,
and a tie names none.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import cache

import us

# Words that follow a state's name when the text names that state's law or the state itself:
# `California Government Code`, `Ohio Revised Code`, `Florida Statutes`, `Virginia Code`,
# `New York General Municipal Law`, `Texas Local Government Code`, `Oregon Constitution`.
_LAW_WORDS = (
    r"(?:Government|Civil|Penal|Revised|General|Compiled|Consolidated|Administrative|Local|"
    r"Municipal|Public|Health|Vehicle|Water|Education|Elections|Family|Labor|Business|"
    r"Code|Codes|Statutes?|Constitution|Laws?|Legislature|Annotated)\b"
)
# An ordinance adopted as an urgency or emergency measure, which waiting periods between
# introduction and adoption do not bind: `an urgency ordinance`, `as an emergency measure`.
URGENCY = re.compile(
    r"\b(?:urgency|emergency)\s+(?:ordinance|measure)\b|\bdeclaring\s+an?\s+(?:urgency|emergency)\b",
    re.IGNORECASE,
)


# The words naming a state's own statutes after its name (`Idaho Code`, `Wyoming Statutes`,
# `Ohio Revised Code`, `Michigan Compiled Laws`, `Florida Statutes Annotated`): a state's body of
# law, never a city's code (a city's name before `Code` has its own word: `Kansas City Code`).
_STATUTE_WORDS = (
    r"(?:(?:Revised|General|Compiled|Consolidated|Annotated|Official)\s+)?"
    r"(?:Code|Statutes?|Laws)\b(?:\s+Annotated\b)?"
)


def _alternation() -> str:
    """Every state's and territory's name (longest first, so `West Virginia` is not read as
    `Virginia`), blanks between its words free."""
    names = sorted((s.name for s in us.STATES_AND_TERRITORIES), key=len, reverse=True)
    return "|".join(re.escape(name).replace(r"\ ", r"\s+") for name in names)


@cache
def _state_statutes() -> re.Pattern[str]:
    """`<name> Code`, `<name> Revised Statutes`, `Code of <name>`, `Laws of <name>` (see
    `_STATUTE_WORDS`), and the statewide compilations named without a state (`General Laws`,
    `General Statutes`, `Revised Statutes`, `M.G.L.`)."""
    alternation = _alternation()
    return re.compile(
        rf"\b(?:(?:Revised\s+|Official\s+)?Code|Laws|Statutes)\s+of\s+(?:the\s+State\s+of\s+)?"
        rf"(?:{alternation})\b|\b(?:{alternation})\s+{_STATUTE_WORDS}|"
        r"\bGeneral\s+(?:Laws|Statutes)\b|\bRevised\s+Statutes\b|(?<![\w.])M\.\s?G\.\s?L\.?(?!\w)"
    )


def state_statute(text: str) -> re.Match[str] | None:
    """The first name of a state's statutes in `text` (`Section 39-1-2 of the Idaho Code`,
    `Section 15.2-2286 of the Code of Virginia`, `chapter 40A of the General Laws`), or None."""
    return _state_statutes().search(text)


@cache
def _state_names() -> re.Pattern[str]:
    """`State of <name>`, `Commonwealth of <name>`, `Code of <name>` (`Revised Code of
    Washington`), or `<name> <law word>`, for every state's name."""
    alternation = _alternation()
    return re.compile(
        rf"\b(?:State|Commonwealth|Territory|Code|Laws|Statutes)\s+of\s+(?P<of>{alternation})\b"
        rf"|\b(?P<law>{alternation})\s+{_LAW_WORDS}"
    )


# Characters read to tell the state (as `numbering.STYLE_SAMPLE` for the numbering style): an
# ordinance is rarely longer, and its caption, recitals and first sections name its state.
STATE_SAMPLE = 200_000


def named_state(text: str) -> str | None:
    """The postal code of the state the text names as its own most often (`CA`), or None
    when it names none or two equally often (its first `STATE_SAMPLE` characters read)."""
    counts: Counter[str] = Counter()
    for match in _state_names().finditer(text, 0, STATE_SAMPLE):
        name = " ".join((match.group("of") or match.group("law")).split())
        state = us.states.lookup(name)
        if state is not None:
            counts[state.abbr] += 1
    ranked = counts.most_common(2)
    if not ranked or (len(ranked) == 2 and ranked[0][1] == ranked[1][1]):
        return None
    return ranked[0][0]


def folder_state(jurisdiction: str) -> str | None:
    """The postal code a jurisdiction folder's suffix gives (`springfield-il` → `IL`), or None:
    a suffix is read only when it is a state's two-letter code after a hyphen."""
    head, dash, suffix = jurisdiction.rpartition("-")
    if not dash or not head or len(suffix) != 2 or not suffix.isalpha():
        return None
    state = us.states.lookup(suffix.upper())
    return state.abbr if state is not None else None


# The first recital: what comes before it is the caption, where an ordinance calls itself.
FIRST_RECITAL = re.compile(r"\bWHEREAS\b|\bRECITALS?\b|\bFINDINGS\b", re.IGNORECASE)


def is_urgency(preamble: str) -> bool:
    """Whether the caption (the preamble before its first recital) calls the ordinance an
    urgency or emergency measure. Recitals are not read: they may speak of another
    emergency, and an exemption read wrongly would date the law too early."""
    recital = FIRST_RECITAL.search(preamble)
    caption = preamble[: recital.start()] if recital is not None else preamble
    return URGENCY.search(caption) is not None
