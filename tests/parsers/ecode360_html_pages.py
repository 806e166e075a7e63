"""ecode360 HTML pages for the tests, in ecode360's own markup.

Title blocks with `titleNumber`/`titleTitle` spans, `section_content` with nested `litem`s, a
history block, and a table of contents that repeats the titles, as on ecode360's code pages;
filled with text from the seed export (chapter 17.62), under any chapter number.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

Item = tuple[str, str, tuple["Item", ...]]  # (label, text, children)


@dataclass(frozen=True)
class SectionSpec:
    number: str
    title: str
    intro: str
    items: tuple[Item, ...]
    history: str
    footnote: str = ""


def sections_for(chapter: str) -> list[SectionSpec]:
    """Sections of chapter `chapter` with text taken from the seed export of 17.62."""
    return [
        SectionSpec(
            f"{chapter}.010",
            "Purpose.",
            "",
            (
                ("A.", "Permit Review Procedures. This chapter provides procedures for the "
                 "final review of the planning permit applications.", ()),
                ("B.", "Subdivision Review Procedures. Procedures and standards for the review "
                 "of subdivision maps are found in Article 7 (Subdivisions) of this title.", ()),
            ),
            "(Ord. 766 § 2 Exh. A (part), 2004)",
        ),
        SectionSpec(
            f"{chapter}.030",
            "Limited term permits.",
            "",
            (
                ("A.", "Purpose. This section establishes procedures for the granting of "
                 "limited term permits for short-term activities.", ()),
                ("D.", "Exempt Temporary Uses and Activities. The following temporary uses and "
                 "activities are allowed without obtaining a limited term permit:",
                 (
                     ("1.", "Emergency Facilities. Temporary facilities to accommodate "
                      "emergency public health and safety needs and activities;", ()),
                     ("2.", "Garage Sales. Garage sales, not to exceed three per year;",
                      (("a.", "A paved, off-street parking lot shall be provided.", ()),)),
                 )),
            ),
            "(Ord. 766 § 2 Exh. A (part), 2004; Ord. 823 § 2(C) Exh. C (part), 2009; "
            "Ord. 934, 6/10/2025)",
        ),
        SectionSpec(
            f"{chapter}.070",
            "Zoning map amendments.",
            "This section provides procedures for amending the zoning map.",
            (),
            "[Amended 1-13-2026 by Ord. No. 939]",
            "1. Editor's Note: The zoning map is on file in the office of the City Clerk.",
        ),
    ]  # fmt: skip


def litem(item: Item, section: str) -> str:
    label, text, children = item
    nested = ""
    if children:
        nested = '<div class="level">' + "".join(litem(c, section) for c in children) + "</div>"
    return (
        f'<div class="litem" id="{abs(hash(text)) % 10**8}">'
        f'<a class="litem_number" href="#x" title="§ {section}{label}">{label}&nbsp;</a>'
        f'<div class="litem_content content"><div class="para">{html.escape(text)}</div>'
        f'{nested}<div class="footnotes"></div></div></div>'
    )


def title_block(number: str, title: str, guid: int, suffix: str = "") -> str:
    return (
        f'<div class="contentTitle barTitle sectionTitle {guid}" id="{guid}{suffix}" '
        f'data-full-title="§&nbsp;{number}: {html.escape(title)}">'
        f'<label class="selectionLabel"><a href="#{guid}" class="titleLink">'
        f'<span class="titleNumber">§&nbsp;{number}</span>'
        f'<span class="titleTitle">\n{html.escape(title)}    </span></a></label>'
        f'<div class="schemeIcons"></div></div>'
    )


def ecode360_page(
    jurisdiction: str, code: str, chapter: str, chapter_title: str, specs: list[SectionSpec]
) -> str:
    toc = "".join(title_block(s.number, s.title, 900 + i, "_title") for i, s in enumerate(specs))
    body = []
    for i, spec in enumerate(specs):
        items = "".join(litem(item, spec.number) for item in spec.items)
        intro = f'<div class="para">{html.escape(spec.intro)}</div>' if spec.intro else ""
        level = f'<div class="level">{items}</div>' if items else ""
        body.append(
            title_block(spec.number, spec.title, 900 + i)
            + f'<div class="notes" id="notes-{900 + i}"><div></div></div>'
            + f'<div class="section_content content" id="{900 + i}_content">{intro}{level}'
            + f'<div class="history">{html.escape(spec.history)}</div>'
            + f'<div class="footnotes">{html.escape(spec.footnote)}</div></div>'
        )
    return f"""<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8">
<title>{jurisdiction} {chapter_title.title()}</title>
<script>window.generalcode.eventParameters = {{ custId: "{code}", page_type: "CODE" }};</script>
<meta property="og:site_name" content="{jurisdiction} Code">
<style>.para {{ margin: 0 }}</style></head>
<body><div id="toc">{toc}</div>
<div id="childContent">
<div class="contentTitle barTitle chapterTitle 800" id="800"><a class="titleLink">
<span class="titleNumber">Chapter {chapter}</span>
<span class="titleTitle">{chapter_title}</span></a></div>
{"".join(body)}
</div></body></html>"""
