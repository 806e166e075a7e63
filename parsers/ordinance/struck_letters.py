"""Struck words as OCR reads their letters: a new text whose strike-through the text layer lost.

A line drawn through lower-case letters crosses them at their middle: OCR reads a struck `r` as
a capital `F` and a struck `c` or `o` as a capital `G` (or a digit before them), inside words
whose other letters it keeps (`if a seGend neF of the issuanGe Gitation foF pFepeFty`, Otsego MN;
`designed f9F G`, `fGF Geeking`, `diF;*I;Q.`, South Miami FL). A restated text holding several
such words prints old words beside new ones, unmarked: it is a word edit nobody can read from the
text (`lost_marks` flags it), never the target's new text.
"""

from __future__ import annotations

import re

# A word in lower case (punctuation before it aside) with a capital `F` or `G` right after a
# lower-case letter in it (a digit between them at most): `neF`, `seGend`, `f9F`, `fGF`. A name
# in mixed case opens on its capital (`McGregor`, `LaFayette`): never one of them.
STRUCK_LETTER = re.compile(r"(?<!\S)[^\sA-Za-z\d]*(?=[a-z])(?=\S*[a-z]\d?[FG])\S+")
STRUCK_WORDS = 3  # different words of that shape in one new text
LETTERS_LOST = (
    "the new text holds words struck through as OCR reads their letters (a struck `r` read `F`, "
    "a struck `c` read `G`: `{words}`): old and new words stand unmarked side by side; a person "
    "must apply the word edit"
)


def struck_letters(text: str) -> str | None:
    """The reason to flag a new text holding `STRUCK_WORDS` struck-looking words (see the
    module), naming a few of them; None when it holds fewer."""
    words = list(dict.fromkeys(match.group(0) for match in STRUCK_LETTER.finditer(text)))
    if len(words) < STRUCK_WORDS:
        return None
    return LETTERS_LOST.format(words="`, `".join(words[:STRUCK_WORDS]))
