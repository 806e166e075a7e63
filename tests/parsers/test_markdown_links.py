"""A reference link whose label's number stands for the number its words print is read as the
label's, and reported as a parse issue naming the file and the line (lines from the Chagrin
Falls, OH transcriptions in the ordinance development set)."""

from __future__ import annotations

from pathlib import Path

import pytest

from parsers.dispatch import parse_document
from parsers.markdown import Relinked, read_markdown
from parsers.ordinance import parse_ordinance_file
from parsers.records import Severity

OPEN = Path(__file__).resolve().parent / "ordinance" / "devset_wide" / "open"


@pytest.mark.parametrize(
    ("markdown", "relinked"),
    [
        # 2025-13: the link's label resolves a slip in the printed number
        (
            "**Section 2.** [Section 953.0(c)][CFCO 953.07(c)] of the Codified Ordinances",
            [Relinked(1, "953.0(c)", "953.07(c)")],
        ),
        # the same, its label wrapped onto the next line, two paragraphs down
        (
            "**WHEREAS,** Council finds;\n\n[Section 953.0(c)][CFCO\n953.07(c)] is amended",
            [Relinked(3, "953.0(c)", "953.07(c)")],
        ),
        # the same numbers, or a label of another chapter: the words as printed, nothing to say
        ("[Sections 759.02][ORC 759.02] to [759.48][ORC 759.48], inclusive", []),
        ("[Section 113.01][CFCO 953.07] of the Code", []),
        ("[Chapter 114][CFCO 114] of the Code", []),
    ],
)
def test_a_link_read_with_its_label_number_is_reported(
    markdown: str, relinked: list[Relinked]
) -> None:
    read = read_markdown(markdown)
    assert list(read.relinked) == relinked
    issues = read.issues("chagrin-falls/2025-13.md")
    assert [(i.document, i.location, i.severity, i.code) for i in issues] == [
        ("chagrin-falls/2025-13.md", f"line {r.line}", Severity.WARNING, "link-number")
        for r in relinked
    ]
    for r, issue in zip(relinked, issues, strict=True):
        assert r.printed in issue.message and r.linked in issue.message


def test_the_ordinance_carries_the_issue_at_its_line_in_the_file() -> None:
    path = OPEN / "chagrin-falls-oh-2025-13.md"
    line = next(
        n
        for n, text in enumerate(path.read_text(encoding="utf-8").split("\n"), 1)
        if "[Section 953.0(c)][CFCO 953.07(c)]" in text
    )
    doc_id = "chagrin-falls/2025-13.md"
    for parsed in (parse_document(path, doc_id), parse_ordinance_file(path, doc_id)):
        found = [(i.document, i.location) for i in parsed.issues if i.code == "link-number"]
        assert found == [(doc_id, f"line {line}")]
