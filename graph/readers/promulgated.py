"""A state's code named by title and placed in its regulations on the same page, and its uses:
Campbellsville, KY, `The Kentucky Building Code, promulgated in 815 KAR 7:120 and the Kentucky
Residential Code promulgated in 815 KAR 7:125 … are hereby adopted`; Dawson Springs, KY, `the
Kentucky Standards of Safety, as contained in 815 KAR 10`. The number after the name is the
citation (the name there is its title, no second citation); a later use of the name is that
regulation (`which may be incorporated by the Kentucky Building Code`), also by its short name
(`the State Building Code`: the state's name printed `State`; `the Standards of Safety`: the name
without the state, where that is a name of its own, three words or more; `the Building Code`
could be any code's and is left as read).

Only a name that opens with a state's name, before `promulgated in`, `contained in`, `codified
in` or `published in` and a numbered citation of outside law: the page itself says which
regulation the name stands for; no list of state codes is kept.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import graph.statutes as statutes
from graph.readers.cursor import Hit, Member, make_hit
from graph.records import CitationKind, Reference

# A state's code by its title right before the words that place it in a numbered law: `The
# Kentucky Building Code, promulgated in `, `the Kentucky Standards of Safety, as contained in `
# (a state's name, then one to five capitalised words, `of` or `and` between them).
_DEFINED_BEFORE_RE = re.compile(
    rf"(?<![\w])(?P<name>(?P<state>{statutes.STATE_NAMES})\s+"
    r"(?P<rest>[A-Z][a-z]+(?:\s+(?:of\s+|and\s+)?[A-Z][a-z]+){0,4})),?\s+"
    r"(?:as\s+)?(?:promulgated|contained|codified|published)\s+(?:in|at)\s+$"
)
# How far before the numbered citation its name is looked for.
_REACH = 120
# Words a short name without the state needs to be a name of its own (`Standards of Safety`).
_OWN_NAME_WORDS = 3


@dataclass(frozen=True, slots=True)
class _Defined:
    """A name placed in a numbered law: where it is printed, its uses' pattern, the law."""

    start: int
    end: int
    uses: re.Pattern[str]
    law: Reference


def with_promulgated(text: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """`hits` with each state code named by title where the page places it in a numbered law
    (the module's note): the name before its number dropped, each later use that law."""
    if "ed in " not in text:
        return hits  # a substring test spares most texts the regex
    defined = [d for h in hits if (d := _defined(text, h)) is not None]
    if not defined:
        return hits
    out = [h for h in hits if not any(d.start <= h.start < d.end for d in defined)]
    for d in defined:
        for use in d.uses.finditer(text, d.end):
            if any(o.start <= use.start() < o.end for o in defined):
                continue  # another definition's own name
            out = [h for h in out if h.end <= use.start() or use.end() <= h.start]
            out.append(make_hit(use.start(), use.end(), [Member(d.law, use.start(), use.end())]))
    return tuple(sorted(out, key=lambda h: h.start))


def _defined(text: str, hit: Hit) -> _Defined | None:
    """The name `hit` is placed under (`The Kentucky Building Code, promulgated in` before
    `815 KAR 7:120`), or None."""
    ref = hit.members[0].reference
    if ref.kind is not CitationKind.EXTERNAL or not ref.code or not (ref.number or ref.division):
        return None  # a numbered citation of outside law only
    m = _DEFINED_BEFORE_RE.search(text, max(0, hit.start - _REACH), hit.start)
    if m is None:
        return None
    rest = r"\s+".join(re.escape(w) for w in m["rest"].split())
    forms = [rf"{re.escape(m['state'])}\s+{rest}", rf"(?:the\s+)?State\s+{rest}"]
    if len(m["rest"].split()) >= _OWN_NAME_WORDS:
        forms.append(rf"(?:the\s+)?{rest}")
    uses = re.compile(rf"(?<![\w])(?:{'|'.join(forms)})(?![\w])")
    return _Defined(m.start("name"), m.end("name"), uses, ref)
