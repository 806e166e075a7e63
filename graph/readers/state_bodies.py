"""A state's body of law named by the state, without a number: `the Code of Virginia`, `the General
Laws of Massachusetts`, `the laws of New Mexico`, `the laws of the Commonwealth of Virginia`.

Outside law, never a target (no provision is named): the body its full name names (the
reporters-db names `graph.statutes` knows: `Va. Code`, `Mass. Gen. Laws`), or else the state's law
(`state law` with the state). Named just before a citation (`the Code of Virginia, § 15.2-2286`),
it is that citation's name (an alias, `graph.find`).
"""

from __future__ import annotations

import re

import graph.statutes as statutes
from graph.readers.bodies import NAME_WORDS_BEFORE_RE
from graph.readers.cursor import Cursor, Hit, Member, make_hit
from graph.readers.external import EXTERNAL, inside_word
from graph.readers.state_law import statute_numbers
from graph.records import Reference

# ` of Virginia`, ` of the Commonwealth of Virginia`, ` of the State of New Mexico`: the state a
# body is named by.
_OF_STATE = (
    rf"\s+of\s+(?:the\s+(?:[Ss]tate|Commonwealth)\s+of\s+)?(?P<state>{statutes.STATE_NAMES})\b"
)
# A body named by its state: `Code of Virginia`, `laws of New Mexico`, `Statutes of Nevada`; one
# regex a word, each opening with a literal the engine skips ahead to. (`the General Laws of
# Massachusetts` alone says only that the state has laws: `graph.readers.bodies`.)
STATE_BODY_RES = tuple(re.compile(word + _OF_STATE) for word in ("Code", "laws", "Statutes"))
# `the ` before the name (where the phrase starts).
_THE_BEFORE_RE = re.compile(r"(?<![\w])[Tt]he\s+$")
# A heading line up to the name: a Markdown heading, or a section's number and its title
# (`8E-14. Compliance with `, no sentence's period between).
_HEADING_LINE_RE = re.compile(
    r"[ \t]*(?:#{1,6}[ \t].*|(?:Secs?\.|§)?[ \t]*\d+[A-Z]?[.:-]\d[\w.:-]*\.?[ \t][^\n.]*)"
)
# The sections of the body listed after its name: `, including but not limited to §§ ` (the list
# is the citation, the name its body).
_INCLUDING_RE = re.compile(r",?\s+including(?:,?\s+but\s+not\s+limited\s+to,?)?\s+§§?\s*")
# Before the name, what makes it no citation: a company's place of making (`organized under the
# laws of Delaware`), or the parts of it listed elsewhere (`These sections of the Code of Iowa are
# adopted … as follows:`, the list items are the citations).
_NOT_CITED_BEFORE_RE = re.compile(
    r"\b(?:(?:organized|incorporated|formed)\s+under|(?i:sections|chapters)\s+of)\s+(?:the\s+)?$"
)


def read_state_body(text: str, anchor: re.Match[str]) -> Hit | None:
    """`the Code of Virginia`: the body its full name names; `the laws of New Mexico`: that
    state's law. None where the words are a company's place of making."""
    if inside_word(text, anchor.start()):
        return None
    start = anchor.start()
    body = None
    if words := NAME_WORDS_BEFORE_RE.search(text, max(0, start - 48), start):
        for m in re.finditer(r"(?<![^\s])[A-Z]", words[0]):  # the longest name first
            if body := statutes.body_named(text[words.start() + m.start() : anchor.end()]):
                start = words.start() + m.start()
                break
    body = body or statutes.body_named(anchor[0])
    the = _THE_BEFORE_RE.search(text, max(0, start - 8), start)
    if body is None and anchor[0].startswith("laws") and the:
        body = statutes.unnumbered_body(anchor["state"])  # `the laws of New Mexico`
    if body is None:
        return None  # `laws of the Commonwealth` without `the`: only that some law exists
    if listed := _listed_after(text, anchor.end(), body):
        return listed
    start = the.start() if the else start
    if _NOT_CITED_BEFORE_RE.search(text, max(0, start - 40), start):
        return None
    if _HEADING_LINE_RE.fullmatch(text, text.rfind("\n", 0, start) + 1, start):
        return None  # `## 8E-14. Compliance with the Code of Virginia.`: a section's title
    ref = Reference(EXTERNAL, code=body.name, jurisdiction=body.jurisdiction)
    return make_hit(start, anchor.end(), [Member(ref, start, anchor.end())], named_law=True)


def _listed_after(text: str, end: int, body: statutes.Body) -> Hit | None:
    """`the Code of Virginia, including but not limited to §§ 15.2-1200 et seq., 15.2-2200 et
    seq.`: the sections listed, each of the body named before them."""
    lead = _INCLUDING_RE.match(text, end)
    cur = Cursor(text, lead.end(), []) if lead else None
    if cur is None or statute_numbers(cur, body.name, body.jurisdiction) is None:
        return None
    sign = text.index("§", end)
    return make_hit(sign, cur.pos, cur.members)
