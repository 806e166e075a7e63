"""Numbers older codes spell out: `Section five of said chapter three` (Boston's Revised
Ordinances of 1914) names section `3-5`.

Only the composed form is read: a lone `Title One` or `Article Nine` names a whole division,
which is never to be guessed from words.
"""

from __future__ import annotations

import re

# Number words, for divisions older codes cite spelled out (`Section five of chapter three`).
_UNITS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_TEENS = [
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_SPELLED = rf"(?:(?:{'|'.join(_TENS)})(?:[- ](?:{'|'.join(_UNITS)}))?|{'|'.join(_TEENS + _UNITS)})"
# `Section 5 of chapter 3`, `Section five of said chapter three`: a section named by its number
# within its chapter, which the code prints joined (`parsers.schemes.join_number`: `3-5`, or
# `3.05` in a two-level dotted code). Only this composed form reads number words: a lone `Title
# One` or `Chapter Nine` names a whole division, never to be guessed from words.
SECTION_OF_CHAPTER = re.compile(
    rf"\bSection\s+(?P<section>\d{{1,3}}|{_SPELLED})\s+of\s+(?:(?:said|the)\s+)?Chapter\s+"
    rf"(?P<chapter>\d{{1,3}}[A-Z]?|{_SPELLED})\b(?![.:-]\d)",
    re.IGNORECASE,
)


def in_digits(match: re.Match[str]) -> str:
    """`Section five of said chapter three` → `Section 5 of said chapter 3`."""
    section, chapter = spelled_value(match.group("section")), spelled_value(match.group("chapter"))
    text = match.group(0)
    head = text[: match.start("section") - match.start()]
    middle = text[match.end("section") - match.start() : match.start("chapter") - match.start()]
    return f"{head}{section}{middle}{chapter}"


def spelled_value(printed: str) -> str:
    """`thirty-six` → `36`; digits as printed."""
    words = printed.lower().replace("-", " ").split()
    if not words or words[0][0].isdigit():
        return printed
    value = 0
    for word in words:
        if word in _TENS:
            value += (_TENS.index(word) + 2) * 10
        elif word in _TEENS:
            value += _TEENS.index(word) + 10
        else:
            value += _UNITS.index(word) + 1
    return str(value)
