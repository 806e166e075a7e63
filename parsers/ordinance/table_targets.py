"""Tables named as targets (`Table 2-3`, `Section 17.22.020 Table 2-3`, `Title 9, Table 4-1`),
and the title number an ordinance says it amends: a table's id is by its section where the text
names it, else by the title (`Title 17, Table 2-3`), which the engine resolves where unambiguous.
"""

from __future__ import annotations

import re

from parsers.ids import table_alias
from parsers.ids import table_id as qualified_table_id
from parsers.ordinance.paths import normalize_number
from parsers.ordinance.target_titles import clean_title
from parsers.ordinance_records import Target, TargetKind
from parsers.schemes import PRINTED_NUMBER

CODE_NUMBER = re.compile(PRINTED_NUMBER)
# A table citation: `Table 3-7`, `TABLE 2-2`, `Table 2-1A`.
TABLE_CITATION = re.compile(r"\bTable\s+(\d+[-.–]\d+[A-Z]?)\b", re.IGNORECASE)
# A title number in text such as `AMENDING TITLE 17 (LAND USE)`.
TITLE_NUMBER = re.compile(r"\bTitle\s+(\d{1,3})\b", re.IGNORECASE)


def title_of(text: str) -> str | None:
    """The title number a text says it amends (`AMENDING TITLE 17` → `17`), or None."""
    counts: dict[str, int] = {}
    for match in TITLE_NUMBER.finditer(text):
        counts[match.group(1)] = counts.get(match.group(1), 0) + 1
    if not counts:
        return None
    return max(counts, key=lambda key: counts[key])


def table_id(number: str, title: str | None, section: str | None = None) -> str:
    """The table's id when the text names its section (`17.22.020, Table 2-3`), else its
    title-wide alias (`Title 17, Table 2-3`), which the engine resolves where unambiguous."""
    number = number.replace("–", "-").replace(".", "-")
    if section:
        return qualified_table_id(section, number)
    return table_alias(title, number) if title else f"Table {number}"


def table_target(
    phrase: str, table: re.Match[str], title: str | None, style: str
) -> tuple[Target, str | None]:
    """The table a citation names (it wins over the chapter or section it is printed in), and
    the title printed after it."""
    rest = phrase[table.end() :]
    # `Title 9, Table 4-1` carries its own title; otherwise the ordinance's title applies.
    own_title = TITLE_NUMBER.search(phrase[: table.start()])
    table_title = own_title.group(1) if own_title is not None else title
    # `Section 17.22.020 Table 2-3`: the table of that section (ids are by section).
    owner = [
        normalize_number(m.group(1), style) for m in CODE_NUMBER.finditer(phrase, 0, table.start())
    ]
    section = next((n for n in reversed(owner) if len(re.split(r"[.\-]", n)) >= 3), None)
    return Target(TargetKind.TABLE, table_id(table.group(1), table_title, section)), clean_title(
        rest
    )
