"""The downloads: the whole code of a jurisdiction as of a date, as JSON Lines or Markdown.

One function, `export_bytes`, makes the bytes the site's `/<jurisdiction>/-/export` and the
CLI's `corpus export` both answer, so the two are identical byte for byte:

- JSON Lines: one line per section in force on the date, sorted by id, keys in a fixed order,
  UTF-8, `\\n` after every line.
- Markdown: a zip holding `README.md` (the chapters, the date) and one `<chapter>.md` per
  chapter, each section a `##` heading after an anchor `<a id="sec-<id>"></a>`, its lines as
  paragraphs, its citations as links: to the cited section's (or chapter's) place in the
  archive when the archive holds it, to the publisher's page of the code when the target is a
  node of the code the archive lacks, plain text for other laws. Deterministic: entries sorted
  by name, every timestamp 1980-01-01 (the zip format's earliest), fixed permissions.
"""

from __future__ import annotations

import io
import json
import re
import zipfile
from collections import defaultdict
from enum import StrEnum
from urllib.parse import quote

from corpus.publish.loaders.code_as_of import CodeAsOf, ExportedSection
from corpus.publish.loaders.section_page import Citation
from corpus.publish.render import place
from parsers.ids import section_of, table_parts


class ExportFormat(StrEnum):
    JSONL = "jsonl"
    MARKDOWN = "markdown"


# What each format downloads as: (media type, file suffix).
MEDIA = {
    ExportFormat.JSONL: ("application/jsonl; charset=utf-8", "jsonl"),
    ExportFormat.MARKDOWN: ("application/zip", "zip"),
}

# The zip format's earliest timestamp: every entry gets it, so the archive's bytes depend on
# its contents only.
ZIP_EPOCH = (1980, 1, 1, 0, 0, 0)
# rw-r--r-- regular files, in the high 16 bits of a zip entry's external attributes.
ZIP_FILE_MODE = 0o100644 << 16

# Characters that are Markdown syntax anywhere in a line (emphasis, code, links, HTML, tables,
# strikethrough, entity references, the escape itself): backslash-escaped in section text.
MARKDOWN_INLINE = re.compile(r"([\\`*_\[\]<>|~&])")
# What opens a block at the start of a line (heading, quote, list item, setext or thematic
# rule, an ordered item `1.` or `1)`): its punctuation is escaped so the line stays a paragraph.
MARKDOWN_BLOCK = re.compile(r"^(\d+)([.)])|^([#>+=-])")

# Citation target kinds that are nodes of the code (the publisher's page has them).
CODE_KINDS = frozenset({"section", "subsection", "chapter", "article", "title", "table", "figure"})


def jsonl_line(section: ExportedSection) -> dict[str, object]:
    return {
        "id": section.id,
        "title": section.title,
        "chapter": section.chapter,
        "version": section.version,
        "valid_from": section.valid_from,
        "valid_from_estimated": section.valid_from_estimated,
        "valid_to": section.valid_to,
        "ordinance": section.ordinance,
        "instruction": section.instruction,
        "change": section.change,
        "complete": section.complete,
        "text": section.text,
        "history_note": section.history_note,
    }


def as_jsonl(code: CodeAsOf) -> bytes:
    lines = (json.dumps(jsonl_line(s), ensure_ascii=False) + "\n" for s in code.sections)
    return "".join(lines).encode("utf-8")


def escape_inline(text: str) -> str:
    return MARKDOWN_INLINE.sub(r"\\\1", text)


def escape_markdown(line: str) -> str:
    """A line of legal text as Markdown that renders as the same words."""
    return MARKDOWN_BLOCK.sub(_escape_block, escape_inline(line))


def _escape_block(found: re.Match[str]) -> str:
    return f"{found[1]}\\{found[2]}" if found[1] else f"\\{found[3]}"


def chapter_file(chapter: str) -> str:
    return f"{chapter}.md"


def section_anchor(section: str) -> str:
    return f"sec-{section}"


class ArchiveLinks:
    """Where a citation leads inside the archive (or at the publisher)."""

    def __init__(self, code: CodeAsOf) -> None:
        self.chapters = {s.id: s.chapter for s in code.sections}
        self.held_chapters = set(self.chapters.values())
        self.publisher = code.jurisdiction.url

    def section(self, section: str, here: str) -> str:
        chapter = self.chapters[section]
        file = "" if chapter == here else chapter_file(chapter)
        return f"{quote(file)}#{quote(section_anchor(section))}"

    def target(self, citation: Citation, here: str) -> str | None:
        """The link of a citation made in chapter `here`'s file, or None (plain text)."""
        kind, target = citation.target_kind, citation.target
        if not target or not citation.resolved:
            return None
        if kind in ("section", "subsection") and section_of(target) in self.chapters:
            return self.section(section_of(target), here)
        if kind == "table":
            parts = table_parts(target)
            if parts and parts[0] in self.chapters:
                return self.section(parts[0], here)
        if kind == "chapter" and target in self.held_chapters:
            return quote(chapter_file(target))
        return self.publisher if kind in CODE_KINDS else None


def _linked_line(line: str, citations: tuple[Citation, ...], links: ArchiveLinks, here: str) -> str:
    """A line escaped, with the citations in it as links (the line's start escaped as a
    line's, so a line opening with `1.` or `-` stays a paragraph)."""
    out: list[str] = []
    at = 0
    for placed in place(line, citations, offsets=False):
        href = links.target(placed.citation, here)
        if href is None:
            continue
        out.append(escape_inline(line[at : placed.start]))
        out.append(f"[{escape_inline(line[placed.start : placed.end])}]({href})")
        at = placed.end
    out.append(escape_inline(line[at:]))
    return MARKDOWN_BLOCK.sub(_escape_block, "".join(out))


def _dates(section: ExportedSection) -> str:
    """`*Version 2, in force from 2026-11-17 (estimated), by PA#26-17 §12.*`"""
    by = section.instruction or section.ordinance
    made = f", by {escape_inline(by)}" if by else ""
    start = section.valid_from or "an unknown date"
    estimated = " (estimated)" if section.valid_from_estimated else ""
    part = "; only the parts amended are known" if not section.complete else ""
    return f"*Version {section.version}, in force from {start}{estimated}{made}{part}.*"


def section_markdown(section: ExportedSection, links: ArchiveLinks) -> str:
    heading = f"§ {section.id}" + (f" {escape_markdown(section.title)}" if section.title else "")
    lines = [line.strip() for line in section.text.split("\n")]
    body = [_linked_line(line, section.citations, links, section.chapter) for line in lines if line]
    parts = [f'<a id="{section_anchor(section.id)}"></a>', f"## {heading}", _dates(section), *body]
    if section.history_note:
        parts.append(f"*History: {escape_markdown(section.history_note)}*")
    return "\n\n".join(parts) + "\n"


def chapter_markdown(code: CodeAsOf, chapter: str, sections: list[ExportedSection]) -> str:
    title = code.chapter_titles.get(chapter, "")
    heading = f"# Chapter {chapter}" + (f" {escape_markdown(title)}" if title else "")
    links = ArchiveLinks(code)
    return "\n".join([heading, "", *(section_markdown(s, links) for s in sections)])


def readme_markdown(code: CodeAsOf, chapters: list[str]) -> str:
    info = code.jurisdiction
    lines = [
        f"# {escape_markdown(info.name)}: the code as of {code.day.isoformat()}",
        "",
        f"{len(code.sections)} sections in force on {code.day.isoformat()}, one file per chapter.",
        "",
    ]
    for chapter in chapters:
        title = code.chapter_titles.get(chapter, "")
        shown = f"Chapter {chapter}" + (f" {escape_markdown(title)}" if title else "")
        lines.append(f"- [{shown}]({quote(chapter_file(chapter))})")
    return "\n".join(lines) + "\n"


def as_markdown_zip(code: CodeAsOf) -> bytes:
    by_chapter: dict[str, list[ExportedSection]] = defaultdict(list)
    for section in code.sections:
        by_chapter[section.chapter].append(section)
    chapters = sorted(by_chapter)
    files = {chapter_file(c): chapter_markdown(code, c, by_chapter[c]) for c in chapters}
    files["README.md"] = readme_markdown(code, chapters)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name in sorted(files):
            entry = zipfile.ZipInfo(name, date_time=ZIP_EPOCH)
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = ZIP_FILE_MODE
            archive.writestr(entry, files[name].encode("utf-8"))
    return buffer.getvalue()


def export_bytes(code: CodeAsOf, fmt: ExportFormat) -> bytes:
    """The download of `code` in `fmt`: what the site and the CLI both answer."""
    return as_jsonl(code) if fmt is ExportFormat.JSONL else as_markdown_zip(code)


def file_name(code: CodeAsOf, fmt: ExportFormat) -> str:
    """`cotati-2026-06-01.jsonl`, `cotati-2026-06-01.zip`."""
    return f"{code.jurisdiction.jurisdiction}-{code.day.isoformat()}.{MEDIA[fmt][1]}"
