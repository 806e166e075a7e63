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


# What every such word holds, found first (a pattern that starts with a class, far cheaper than
# `STRUCK_LETTER`'s look-behind tried at every character): the word around it is then checked.
STRUCK_CUE = re.compile(r"[a-z]\d?[FG]")


def _struck_words(text: str) -> list[str]:
    """The text's struck-looking words (`STRUCK_LETTER`), each once, in order."""
    words: dict[str, None] = {}
    reach = -1
    for cue in STRUCK_CUE.finditer(text):
        if cue.start() < reach:
            continue  # a further cue of a word already read
        start = cue.start()
        while start > 0 and not text[start - 1].isspace():
            start -= 1  # back to the word's first character
        word = STRUCK_LETTER.match(text, start)
        if word is not None and word.end() > cue.start():
            words.setdefault(word.group(0))
            reach = word.end()
    return list(words)


def struck_letters(text: str) -> str | None:
    """The reason to flag a new text holding `STRUCK_WORDS` struck-looking words (see the
    module), naming a few of them; None when it holds fewer."""
    words = _struck_words(text)
    if len(words) < STRUCK_WORDS:
        return None
    return LETTERS_LOST.format(words="`, `".join(words[:STRUCK_WORDS]))
