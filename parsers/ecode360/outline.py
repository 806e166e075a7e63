"""Structure lines whose name is printed on the next line, put together with their name.

ecode360 prints `Chapter 24` over `FIRE DEPARTMENT`, `CHAPTER 15.04` over `UNIFORM CODES`,
`ARTICLE I` over `Qualified Purchasing Agent` (then its `[Adopted …]` note), `ARTICLE II` over
`(Reserved)`, `Title 15` over `BUILDINGS AND CONSTRUCTION`. The line after a bare structure line
is its name when it reads as one: short, not a heading, label or note, and either in capitals,
or without a closing period, or `(Reserved)`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from parsers.ecode360.items import Item, Kind
from parsers.subsections import match_label

MAX_NAME = 150  # a longer line is text, not a name
# A name that says the structure is reserved: `(Reserved)`, `[Reserved]`, `Reserved`.
RESERVED_NAME = re.compile(r"^[(\[]?\s*Reserved\s*[)\]]?\.?$", re.IGNORECASE)


def _is_name(item: Item) -> bool:
    text = item.text
    if item.kind is not Kind.TEXT or not text or len(text) > MAX_NAME:
        return False
    if RESERVED_NAME.match(text):
        return True
    if match_label(text) is not None or text.startswith(("§", "(", "[", "•")):
        return False
    return not any(c.islower() for c in text) or not text.endswith((".", ":", ";", ","))


def _named(item: Item, name: Item) -> Item:
    groups = (*item.groups[:-1], name.text.strip())
    return item._replace(groups=groups, end=name.end, last_page=name.last_page)


def attach_names(items: Iterable[Item]) -> Iterator[Item]:
    """Bare chapter and structure lines with the name printed under them."""
    bare: Item | None = None  # a bare line, until the item after it is seen
    for item in items:
        if bare is not None:
            if _is_name(item):
                yield _named(bare, item)
                bare = None
                continue
            yield bare
            bare = None
        if item.kind in (Kind.CHAPTER, Kind.STRUCTURE) and not item.groups[-1]:
            bare = item
        else:
            yield item
    if bare is not None:
        yield bare


def is_reserved_name(name: str | None) -> bool:
    return name is not None and RESERVED_NAME.match(name.strip()) is not None
