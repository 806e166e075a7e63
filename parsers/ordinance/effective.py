"""An ordinance's effective-date rule, and the date it gives.

Nothing is invented: an effective date is computed only from a rule the text states (`thirty (30)
days after its adoption`, `on January 1, 2027`) and an adoption date the text (or a sidecar)
gives; a rule that waits for a later event (the mayor's approval, publication) gives none.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from parsers.ordinance.dates import ANY_DATE, DATE, MONTH_NAMES, MONTHS, ORDINALS, date_of

# A date whose day is spelled out (`the first day of February, 1924`), as rules print it.
SPELLED_RULE_DATE = (
    rf"(?:the\s+)?(?P<rday>{'|'.join(reversed(ORDINALS))})\s+day\s+of\s+"
    rf"(?P<rmonth>{MONTH_NAMES}),?\s+(?P<ryear>\d{{4}})"
)
SPELLED_DATE = re.compile(SPELLED_RULE_DATE, re.IGNORECASE)
ORDINAL_DAYS = {word: index for index, word in enumerate(ORDINALS, start=1)}
# A rule that dates the effect from a day even before the adoption (`as of January 1`,
# `beginning with the first day of February, 1924`): the drafting of retroactive effect.
RETROACTIVE = re.compile(r"^(?:as\s+of|beginning\s+with)\b", re.IGNORECASE)

# The council that passes, named between the passage and a later event (`its final adoption by the
# City Council and approval by the Mayor`), when a later event follows.
BY_COUNCIL = r"(?:\s+by\s+the\s+(?:[A-Z][a-z]*\s+){0,2}?Council(?=(?:,|\s+and)\s))?"
# The effective-date rule: `shall take effect thirty (30) days after its adoption`,
# `shall become effective 30 days from its final passage`, `shall take effect immediately`.
EFFECTIVE_RULE = re.compile(
    r"\b(?:take\s+effect|become\s+effective|be\s+(?:in\s+)?(?:full\s+force\s+and\s+)?effect(?:ive)?)"
    r"\s+(?:and\s+be\s+in\s+(?:full\s+)?force\s+)?"
    r"(?P<rule>(?:[a-z-]+\s+)?(?:\(\d+\)\s+)?\d*\s*days?\s+"
    r"(?:from\s+and\s+after|after|from|following)\s+"
    r"(?:the\s+date\s+of\s+)?(?:its|the)\s+(?:final\s+)?(?:adoption|passage|approval)"
    # … and the later event the days also wait for (`thirty days after its final passage and
    # approval`, `… its final adoption by the City Council and approval by the Mayor`), kept in
    # the rule (`WAITS`)
    rf"{BY_COUNCIL}(?:(?:,|\s+and)\s+(?:its\s+)?(?:approval|publication|signature|posting)"
    r"(?:\s+by\s+the\s+Mayor)?)*|"
    # `upon publication`, `immediately upon publication or posting`: no date the text gives.
    r"(?:immediately\s+)?upon\s+(?:its\s+)?(?:publication|posting)(?:\s+or\s+posting)?|"
    # `from the time of passage`, `immediately upon passage`, `upon its adoption` (OCR: `adopt
    # ion`): the day it passed; but `upon passage by the Council and approval by the Mayor`,
    # `from and after its passage and approval`, `upon its passage, approval and publication` wait
    # for a later event (kept in the rule, which then gives no date).
    r"(?:immediately\s+)?(?:upon|from\s+the\s+time\s+of|from\s+and\s+after|on)\s+(?:its\s+)?"
    r"(?:final\s+)?(?:passage|adopt[ \t]?ion|enactment)"
    r"(?:(?:\s+by\s+the\s+(?:[A-Z][a-z]*\s+){0,2}?Council)?(?:,|\s+and)\s+(?:its\s+)?"
    r"(?:approval|publication|signature|posting|filing)(?:\s+by\s+the\s+Mayor)?)?|"
    # `on January 1, 2027`, `as of 7/1/2026`: a date the text states.
    r"(?:on|as\s+of|beginning(?:\s+on|\s+with)?)\s+(?:" + ANY_DATE + "|" + SPELLED_RULE_DATE + ")|"
    r"on\s+the\s+[a-z -]{3,40}\s+day\s+after\s+(?:it|is)\s+shall\s+have\s+become\s+a\s+law|"
    # `immediately` alone, its sentence ended (not `immediately upon its passa e`, an OCR'd rule
    # this pattern cannot read).
    r"immediately(?=\s*(?:[.;,]|and\b|$)))",
    re.IGNORECASE,
)
# A rule that puts the effective date on the day of passage.
ON_PASSAGE = re.compile(
    r"^(?:immediately(?:\s+upon\s+(?:its\s+)?(?:final\s+)?(?:passage|adoption|enactment))?|"
    r"(?:upon|from\s+the\s+time\s+of|on)\s+(?:its\s+)?(?:final\s+)?"
    r"(?:passage|adopt[ \t]?ion|enactment))$",
    re.IGNORECASE,
)
# Days counted from the passage and a later event (`thirty days after its final passage and
# approval`; a New York local law's `upon adoption and filing`): the text gives the date of
# neither together, so the rule gives no date.
WAITS = re.compile(
    r"\b(?:passage|adoption)" + BY_COUNCIL + r"(?:,|\s+and)\s+(?:its\s+)?"
    r"(?:approval|publication|signature|posting|filing)",
    re.IGNORECASE,
)
# The number of days in a rule: `(30)` after the words, or `45 days`.
RULE_DAYS = re.compile(r"\((\d+)\)|\b(\d+)\s+days")
NUMBER_WORDS = {
    "ten": 10,
    "fifteen": 15,
    "twenty": 20,
    "thirty": 30,
    "forty-five": 45,
    "sixty": 60,
    "ninety": 90,
}


def parse_effective_rule(text: str) -> str | None:
    match = EFFECTIVE_RULE.search(text)
    return " ".join(match.group("rule").split()) if match is not None else None


def rule_days(rule: str) -> int | None:
    """How many days after adoption a rule puts the effective date (0 for `immediately`)."""
    if ON_PASSAGE.match(rule):
        return 0
    if WAITS.search(rule):
        return None
    match = RULE_DAYS.search(rule)
    if match is not None:
        return int(match.group(1) or match.group(2))
    first = rule.split()[0].lower()
    return NUMBER_WORDS.get(first)


def rule_date(rule: str) -> date | None:
    """The date a rule states (`on January 1, 2027`), or None when it counts from adoption."""
    if rule_days(rule) is not None:
        return None
    match = DATE.search(rule)
    if match is not None:
        return date_of(match)
    spelled = SPELLED_DATE.search(rule)
    if spelled is None:
        return None
    month = MONTHS[spelled.group("rmonth").lower()]
    try:
        return date(int(spelled.group("ryear")), month, ORDINAL_DAYS[spelled.group("rday").lower()])
    except ValueError:
        return None


def effective_from(adopted: date | None, rule: str | None) -> date | None:
    """The effective date an adoption date and the rule give; None unless both are known (a
    stated date takes effect no earlier than the adoption, unless the rule dates the effect
    back: `as of`, `beginning with`)."""
    if adopted is None or rule is None:
        return None
    stated = rule_date(rule)
    if stated is not None:
        return stated if RETROACTIVE.match(rule) else max(stated, adopted)
    days = rule_days(rule)
    return adopted + timedelta(days=days) if days is not None else None


# A publication and its date (`Published officially in the Telegraph Herald newspaper this 22nd
# day of May, 2006`, `publication in the citys official newspaper on March 4, 2017`, `Published
# in` / `The Laker` / `March 4, 2017`): the words between hold no sentence's end.
PUBLISHED = re.compile(r"\bpublish(?:ed|ing)?|\bpublication\b", re.IGNORECASE)
PUBLISHED_REACH = 100  # characters between the word and its date
# A sentence's end between the word and a date (`… upon publication.` / `PASSED AND ADOPTED this
# 5th day of February, 2020`: the passage's date, not the publication's).
SENTENCE_STOP = re.compile(r"[.;:](?:\s|$)")
# A rule that waits for the publication alone, or the adoption and then the publication
# (`upon publication`, `upon adoption and publication`), no days counted, no date stated.
ON_PUBLICATION = re.compile(r"\bpublication\b", re.IGNORECASE)


def published_effective(text: str, adopted: date | None, rule: str | None) -> date | None:
    """The date a rule that takes effect on publication gives: the first publication date the
    text prints on or after the adoption (a notice published before it is the hearing's)."""
    if adopted is None or rule is None or ON_PUBLICATION.search(rule) is None:
        return None
    if rule_days(rule) is not None or rule_date(rule) is not None:
        return None
    found: list[date] = []
    for word in PUBLISHED.finditer(text):
        reach = text[word.end() : word.end() + PUBLISHED_REACH]
        stop = SENTENCE_STOP.search(reach)
        when = DATE.search(reach, 0, stop.start() if stop is not None else len(reach))
        printed = date_of(when) if when is not None else None
        if printed is not None and printed >= adopted:
            found.append(printed)
    return min(found) if found else None


# A rule that takes effect on the passage and the mayor's approval (`upon its passage and
# approval`; `from and after` them, the truths of the wide set leave undated).
ON_PASSAGE_AND_APPROVAL = re.compile(
    r"^(?:immediately\s+)?upon\s+(?:its\s+)?(?:final\s+)?passage\s+and\s+"
    r"(?:its\s+)?approval$",
    re.IGNORECASE,
)
# A day-count rule that waits for the passage and the approval (`WAITS`), and an event besides.
APPROVAL_ONLY = re.compile(r"\bdays\b.*\b(?:passage|adoption)\b.*\bapproval\b", re.IGNORECASE)
LATER_EVENT = re.compile(r"\b(?:publication|signature|posting|filing)\b", re.IGNORECASE)
# One line that dates both events (`PASSED BY THE CITY COUNCIL … AND APPROVED BY THE MAYOR, this
# 6th. day of May , 1968`): the approval's date is the passage's.
PASSED_AND_APPROVED = re.compile(
    r"\bPASSED\b.{0,200}?\bAND\s+APPROVED\b.{0,120}?(?P<date>" + ANY_DATE + ")",
    re.IGNORECASE | re.DOTALL,
)


def approved_with_passage(text: str, adopted: date | None, rule: str | None) -> date | None:
    """The adoption date, for a rule that waits for the passage and the approval, when one
    line of the text dates both on that day (Kalispell MT's emergency clause); so many days
    after it for a rule that counts them from both (`thirty days from and after its final
    adoption by the City Council and approval by the Mayor`)."""
    if adopted is None or rule is None:
        return None
    days = 0 if ON_PASSAGE_AND_APPROVAL.match(rule) else _days_from_approval(rule)
    if days is None:
        return None
    both = PASSED_AND_APPROVED.search(text)
    when = DATE.search(both.group("date")) if both is not None else None
    same_day = when is not None and date_of(when) == adopted
    return adopted + timedelta(days=days) if same_day else None


def _days_from_approval(rule: str) -> int | None:
    """The days a rule counts from the passage and the approval alone (no publication, posting,
    signature or filing besides); None for any other rule."""
    if not APPROVAL_ONLY.search(rule) or LATER_EVENT.search(rule):
        return None
    match = RULE_DAYS.search(rule)
    if match is not None:
        return int(match.group(1) or match.group(2))
    return NUMBER_WORDS.get(rule.split()[0].lower())


def printed_effective(text: str, adopted: date | None, rule: str | None) -> date | None:
    """The effective date a rule gives from a date the text prints after the adoption: its
    publication's (`published_effective`), or the approval's dated with the passage."""
    return published_effective(text, adopted, rule) or approved_with_passage(text, adopted, rule)


# What follows a rule that waits for a later event: `upon adoption by Charlotte City Council and
# after signs are erected` (the rule reader keeps `upon adoption`): no date the text gives.
LATER_CONDITION = re.compile(
    r"(?:[ \t\n]+by[ \t\n]+(?:the[ \t\n]+)?(?:[A-Z][\w.]*[ \t\n]+){0,4}?(?:Council|Commission|"
    r"Board)\b)?,?[ \t\n]+and[ \t\n]+(?:after|upon|when|until|following)\b"
)


# A condition opening the rule's sentence: `Unless a petition is filed in accordance with 24 V.S.A.
# 1973, the ordinance … shall become effective 60 days after …` (Vermont: the voters may ask for a
# vote first): the date waits for what the condition names, none the text gives.
EARLIER_CONDITION = re.compile(r"(?:\A|[.;:]\s+)(?:Unless|If\s+no)\b[^;]{0,200}\Z")
CONDITION_CHARS = 240  # how far before the rule its sentence's condition is looked for


def waits_for_later(text: str, rule: str | None) -> bool:
    """Whether the rule, where the text prints it, goes on with a later event it waits for, or
    its sentence opens on a condition (`EARLIER_CONDITION`)."""
    if rule is None:
        return False
    words = r"[ \t\n]+".join(re.escape(word) for word in rule.split())
    return any(
        LATER_CONDITION.match(text, found.end()) is not None
        or EARLIER_CONDITION.search(text[max(0, found.start() - CONDITION_CHARS) : found.start()])
        is not None
        for found in re.finditer(words, text)
    )
