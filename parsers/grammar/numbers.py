"""A printed number read whole: the blanks a drafter or OCR sets inside it dropped.

`17. 28.050` → `17.28.050`, `3- 18` → `3-18`, `18 - 31` → `18-31`. Both readers read a number so
before they look it up (`graph.readers.cursor`, `parsers.ordinance.paths.normalize_number`); its
shape, and what each part of it is, is the numbering-scheme registry's (`parsers.schemes`).
"""

from __future__ import annotations


def squash(number: str) -> str:
    """`17. 28.050` → `17.28.050`, `3- 18` → `3-18` (split and joined: no regex for every
    number read)."""
    return "".join(number.split())
