"""Section text operations the engine relies on: headings, chapter splitting, run-together
paragraphs."""

from __future__ import annotations

import pytest

from corpus.engine.sectiontext import paragraphs_for_parsing, split_chapter, strip_heading


@pytest.mark.parametrize(
    ("section", "text", "title", "body"),
    [
        (
            "17.62.030",
            "§ 17.62.030Limited term permit.\nA. Purpose. X.",
            "Limited term permit",
            "A. Purpose. X.",
        ),
        (
            "17.28.080",
            "17.28.080 Freeway Oriented Development (FOD) overlay zone.\nA. Purpose.",
            "Freeway Oriented Development (FOD) overlay zone",
            "A. Purpose.",
        ),
        ("4.12.010", "§ 4.12.010. Noise.\nNo loud noise.", "Noise", "No loud noise."),
        (
            "4.12.010",
            "A. Purpose. No heading here.\nB. More.",
            None,
            "A. Purpose. No heading here.\nB. More.",
        ),
        (
            "4.12.010",
            "§ 4.12.020. Other.\nText.",
            None,
            "§ 4.12.020. Other.\nText.",
        ),  # another section
    ],
)
def test_strip_heading(section: str, text: str, title: str | None, body: str) -> None:
    assert strip_heading(section, text) == (title, body)


def test_split_chapter_finds_mid_line_headings_of_its_own_chapter() -> None:
    text = (
        "CHAPTER 8.20\nSIGNS\n§ 8.20.010. Purpose.\nA. Avoid hazards.\n"
        "4. Pennants, as allowed in Section 8.20.070(G). § 8.20.050. General requirements.\n"
        "A. All signs. Text citing § 12.04.010 of another title.\n"
        "After denial of an application. § 8.20.110. Judicial review.\nAny permit."
    )
    preamble, sections = split_chapter("8.20", text)
    assert preamble == "CHAPTER 8.20\nSIGNS"
    assert [(s.id, s.title) for s in sections] == [
        ("8.20.010", "Purpose"),
        ("8.20.050", "General requirements"),
        ("8.20.110", "Judicial review"),
    ]
    assert sections[0].text.endswith("Section 8.20.070(G).")
    assert sections[2].text == "Any permit."


@pytest.mark.parametrize(
    ("text", "lines"),
    [
        # PA#26-17 SECTION 12: paragraphs run together after a sentence end
        (
            "3. Model Homes. Standards:\na. A paved lot will be maintained. "
            "b. Individual utility connections. c. The sales office.",
            [
                "3. Model Homes. Standards:",
                "a. A paved lot will be maintained.",
                "b. Individual utility connections.",
                "c. The sales office.",
            ],
        ),
        # `; and ii.` continues the roman list
        (
            "a. Contents.\ni. Meeting Information. The date; and "
            "ii. Project Information. A description.",
            [
                "a. Contents.",
                "i. Meeting Information. The date; and",
                "ii. Project Information. A description.",
            ],
        ),
        # a pasted footnote ends where the next label of the sequence starts; it is left out
        (
            "D. Exempt.\n7. Seasonal sales.\n"
            "[1] Editor's Note: Table 2-2 is an attachment to this title "
            "E. Temporary Uses. A permit.",
            ["D. Exempt.", "7. Seasonal sales.", "E. Temporary Uses. A permit."],
        ),
        # labels out of sequence, or not after a sentence end, stay inside the text
        (
            "A. Scope. See Section 17.42.130 B. Other rules. Also subsection D. Hours apply.",
            ["A. Scope. See Section 17.42.130 B. Other rules. Also subsection D. Hours apply."],
        ),
        (
            "B. Fees. Paid in U.S. Dollars. C. Hours. From 8 a.m. Daily.",
            ["B. Fees. Paid in U.S. Dollars.", "C. Hours. From 8 a.m. Daily."],
        ),
    ],
)
def test_paragraphs_for_parsing(text: str, lines: list[str]) -> None:
    assert paragraphs_for_parsing(text).split("\n") == lines


def test_split_chapter_takes_off_copied_history_notes() -> None:
    text = (
        "§ 8.20.010. Purpose.\nD. Safeguard the public. (A (part), 2004; Ord. 766 § 2 Exh)\n"
        "§ 8.20.020. Applicability.\nA. Signs (including banners) are regulated.\n"
        "(Ord. 12 § 3, 2019)\n§ 8.20.030. Permits.\nA. Required (see Section 8.20.070)."
    )
    _preamble, sections = split_chapter("8.20", text)
    assert [s.text for s in sections] == [
        "D. Safeguard the public.",
        "A. Signs (including banners) are regulated.",
        "A. Required (see Section 8.20.070).",
    ]
    assert [s.history_note for s in sections] == [
        "(A (part), 2004; Ord. 766 § 2 Exh)",
        "(Ord. 12 § 3, 2019)",
        None,
    ]
