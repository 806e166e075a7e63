"""Outside law in the maintained library's own examples: every example reporters-db gives of the
kinds of law municipal codes cite, set in a sentence, is read whole as one external citation with
the library's jurisdiction (issue 19, item 1).

Kinds read: statutes (`leg_statute`), session laws (`leg_session`), administrative codes
(`admin_compilation`), registers (`admin_register`, the Federal Register among them) and named
acts (`leg_act`). Left out: agency docket numbers (`admin_docket`: `ASBCA No. 43466`), patents
and trademarks (`admin_filing`: `U.S. Patent No. 8,112,504 B2`), other cities' codes
(`municipal`), and entries of no state or territory the finder knows (`Navajo Nation`).

Examples the finder does not read whole are listed in KNOWN with the reason: the library's
placeholder numbers no body prints (`tit. 095, § 0:624`, a page `2,80`), and forms not read yet
(strict: a test fails when one starts to pass, so the list shrinks as the grammar grows).
Coverage: 341 of 380 examples (89.7%) read whole with their jurisdiction, 341 of 359 (95.0%)
leaving out the 21 placeholders; before these changes 115 of 391 (29%) were covered at all.
"""

from __future__ import annotations

import pytest
from find_helpers import unit
from reporters_db import LAWS

from graph.find import find_citations
from graph.records import CitationKind
from graph.resolve import build_index, resolve
from graph.statutes import STATE_CODES

KINDS = frozenset({"leg_statute", "leg_session", "admin_compilation", "admin_register", "leg_act"})

# The library's examples of those kinds: (example, its jurisdiction's USPS code or `US`).
EXAMPLES: list[tuple[str, str]] = sorted(
    {
        (example, STATE_CODES[entry["jurisdiction"]])
        for entries in LAWS.values()
        for entry in entries
        if entry["cite_type"] in KINDS and entry["jurisdiction"] in STATE_CODES
        for example in entry["examples"]
    }
)

PLACEHOLDER = "the library's placeholder: a number or name no body prints"
NOT_YET = "form not read yet"
# Examples not read whole, each with its reason.
KNOWN: dict[str, str] = {
    # Pages whose thousands' commas hold one or two digits (`8,6`), no such code or subject
    # (`Cal. Empl. Code`, `Tex. Empl. Code`), colons in sections their bodies number with dots or
    # hyphens, act 0, a template's own words (`[Reg. or Spec.]`, `ch\\w`, `ry` for `r.`).
    "Cal. Empl. Code § 8:6:077": PLACEHOLDER,
    "1999 Conn. Acts 7 ([Reg. or Spec.] Sess.)": PLACEHOLDER,
    "075 Del Gov't Reg. 3,52": PLACEHOLDER,
    "1 Ill. Comp. Stat. 0 / 462.04": PLACEHOLDER,
    "885 Ill. Comp. Stat. Ann. 132 / 73-757:13": PLACEHOLDER,
    "1999-6 Ill. Comp. Stat. Ann. Adv. Legis. Serv. 2,80": PLACEHOLDER,
    "69 Ky. Admin. Reg. 8,6": PLACEHOLDER,
    "Mich. Admin. Code ry 74.4:78": PLACEHOLDER,
    "1999 Mich. Pub. Acts 9,1": PLACEHOLDER,
    "1999-933 N.D. Cent. Code Adv. Legis. Serv. 80,0": PLACEHOLDER,
    "1999 N.D. Legis. Serv. 33,5": PLACEHOLDER,
    "1999-063 N.H. Rev. Stat. Ann. Adv. Legis. Serv. 7,48": PLACEHOLDER,
    "1999 N.M. Adv. Legis. Serv. 31,7": PLACEHOLDER,
    "N.Y. Empl. § 85": PLACEHOLDER,
    "N.Y. Empl. Law § 24:09": PLACEHOLDER,
    "Ohio Gov't 38,7": PLACEHOLDER,
    "1999 S.D. Sess. Laws ch\\w 12 § 40:441 03": PLACEHOLDER,
    "Tex. Empl. Code Ann. § 025:2-2": PLACEHOLDER,
    "34 Vt. Gov't Reg. 70,4": PLACEHOLDER,
    "1999-52 W. Va. Adv. Legis. Serv. 18,7": PLACEHOLDER,
    "Wash. Admin. Code § 6:945": PLACEHOLDER,
    # Forms not read: territories' public laws, private laws, the Treasury's regulations, an
    # agency's prefix before a rule (`SvTr § 4`, `Empl. 044`), a gazette without a number before
    # its name or without a page, a constitution's `art` without its period, a year after a
    # section, an advance sheet's number and page.
    "Guam Pub. L. 579": NOT_YET,
    "1999 N. Mar. I. Pub. L. 24": NOT_YET,
    "Private Law 115-1": NOT_YET,
    "Pvt.L. 115-001": NOT_YET,
    "Pvt. L. No. 112-1": NOT_YET,
    "Treas. Reg. § 1.41-2": NOT_YET,
    "Wis. Admin. Code SvTr § 4": NOT_YET,
    "N.H. Code Admin. R. Ann. Empl. 044": NOT_YET,
    "N.H. Code R. Empl. 497": NOT_YET,
    "N.Y. Legis. Serv. 4": NOT_YET,
    "V.I. Legis. Serv. 8": NOT_YET,
    "Ohio Monthly Rec. 6": NOT_YET,
    "Ohio Dep't 39": NOT_YET,
    "1999-975 N.Y. Consol. Laws Adv.": NOT_YET,
    "1999-2 V.I. Code Ann. Adv.": NOT_YET,
    "La. Const. Ann. art 53": NOT_YET,
    "V.I. Code Ann. tit. 24, § 183.04:688 1999": NOT_YET,
    "1999 Or. Laws Adv. Sh. No. 801, 0072": NOT_YET,
}
CASES = [
    pytest.param(
        example,
        jurisdiction,
        id=example,
        marks=[pytest.mark.xfail(strict=True, reason=KNOWN[example])] if example in KNOWN else [],
    )
    for example, jurisdiction in EXAMPLES
]


@pytest.mark.parametrize(("example", "jurisdiction"), CASES)
def test_library_example_is_one_external_citation(example: str, jurisdiction: str) -> None:
    text = f"as provided in {example} and"
    start, end = text.index(example), text.index(example) + len(example)
    u = unit(text, "4-32")
    index = build_index(["4-32"], [])
    cited = [r for c in find_citations(u, sentences=None) for r in resolve(c, u, index)]
    whole = [
        c
        for c in cited
        if c.target_kind is CitationKind.EXTERNAL and c.start <= start and c.end >= end
    ]
    assert [c.reference.jurisdiction for c in whole] == [jurisdiction]


def test_coverage_of_the_library_examples() -> None:
    """The share read whole: 341 of 380 (89.7%); 21 of the rest are placeholders."""
    assert len(EXAMPLES) - len(KNOWN) >= 341
    assert sum(reason == PLACEHOLDER for reason in KNOWN.values()) == 21


def test_known_exceptions_are_library_examples() -> None:
    assert set(KNOWN) <= {e for e, _ in EXAMPLES}
