"""Render an ecode360-style PDF export (fpdf2) from a text rendering like the seeds.

The seeds are ecode360 PDFs rendered as text; this puts them back on PDF pages with ecode360's
furniture where ecode360 prints it: jurisdiction top-left with the first running section top-right,
the code's name below it with the last running section, and the download footer at the bottom.
Picture text (tables) is drawn once as a ruled table, so pdfplumber's table finder sees it.
Used by the tests only; PDFs are written to the test's tmp_path.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from fpdf import FPDF

# The download footer that closes every page of a text rendering.
FOOTER = re.compile(r"^Downloaded from https?://ecode360\.com/\w+ on \S+$")
# A header line of the rendering: jurisdiction (with an optional running section beside it).
JURISDICTION_LINE = re.compile(
    r"^((?:(?:City|Town|Village|County|Borough) of [^,]+|[A-Z][\w ]+ (?:County|Township)), "
    r"[A-Z]{2})(.*)$"
)
# A running section header: `§ 17.62.030`.
RUNNING = re.compile(r"§ \d+(?:\.\d+)+")
# The code's name line: a short all-capitals line such as `COTATI CODE` or `LAND USE`.
CODE_NAME = re.compile(r"^[A-Z][A-Z &'-]{2,40}$")
# Picture markers of the text rendering.
PICTURE = re.compile(r"^==> picture \[.*\] intentionally omitted <==$")
PICTURE_START = "----- Start of picture text -----"
PICTURE_END = "----- End of picture text -----"

DEJAVU = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
# Characters outside latin-1 that core PDF fonts cannot draw, and what to draw instead.
LATIN1_MAP = str.maketrans(
    {"•": "·", "—": "-", "–": "-", "‘": "'", "’": "'", "“": '"', "”": '"', "▪": "·", "…": "..."}
)


@dataclass
class SeedPage:
    header: list[str] = field(default_factory=list)
    blocks: list[tuple[str, list[str]]] = field(default_factory=list)  # ("text"|"table", lines)
    footer: str | None = None


def split_pages(text: str) -> list[SeedPage]:
    """A text rendering's pages: header lines, body blocks (picture text once) and footer."""
    pages = [SeedPage()]
    lines = [ln.rstrip() for ln in text.splitlines() if ln.strip()]
    i = 0
    in_header = False
    last_picture: list[str] | None = None
    while i < len(lines):
        line = lines[i]
        page = pages[-1]
        if FOOTER.match(line):
            page.footer = line
            pages.append(SeedPage())
            in_header = True
            i += 1
            continue
        if in_header and (
            JURISDICTION_LINE.match(line)
            or RUNNING.fullmatch(line.strip())
            or (CODE_NAME.match(line) and len(page.header) < 2)
        ):
            page.header.append(line)
            i += 1
            continue
        in_header = False
        if PICTURE.match(line):
            i += 1
            if i < len(lines) and lines[i] == PICTURE_START:
                end = lines.index(PICTURE_END, i)
                rows = lines[i + 1 : end]
                if rows != last_picture:  # the rendering repeats picture text: draw it once
                    page.blocks.append(("table", rows))
                last_picture = rows
                i = end + 1
            continue
        page.blocks.append(("text", [line.strip()]))
        i += 1
    if not pages[-1].blocks:  # the rendering ends with the header of a page that never came
        pages.pop()
    return pages


class _ExportPDF(FPDF):
    def __init__(self, font: str, page_format: str) -> None:
        super().__init__(unit="pt", format=page_format)
        self.font_name = font
        self.furniture: SeedPage = SeedPage()  # the page being drawn
        self.pending: SeedPage = SeedPage()  # the page add_page() starts (footer() comes first)
        self.set_margins(54, 90, 54)
        self.set_auto_page_break(True, margin=80)

    def text_of(self, text: str) -> str:
        return text if self.font_name == "dejavu" else latin1_safe(text)

    def header(self) -> None:
        self.furniture = self.pending
        head = self.furniture.header
        if not head:
            return
        jurisdiction = ""
        code_name = ""
        running: list[str] = []
        for line in head:
            match = JURISDICTION_LINE.match(line)
            if match:
                jurisdiction = match.group(1)
                running += RUNNING.findall(match.group(2))
            elif RUNNING.fullmatch(line.strip()):
                running.append(line.strip())
            else:
                code_name = line.strip()
        self.set_font(self.font_name, size=9)
        width = self.w - self.l_margin - self.r_margin
        self.set_xy(self.l_margin, 36)
        self.cell(width / 2, 12, self.text_of(jurisdiction))
        if running:
            self.cell(width / 2, 12, self.text_of(running[0]), align="R")
        self.set_xy(self.l_margin, 50)
        self.cell(width / 2, 12, self.text_of(code_name))
        if len(running) > 1:
            self.cell(width / 2, 12, self.text_of(running[-1]), align="R")
        self.set_xy(self.l_margin, self.t_margin)

    def footer(self) -> None:
        if not self.furniture.footer:
            return
        self.set_font(self.font_name, size=8)
        self.set_xy(self.l_margin, self.h - 40)
        self.cell(0, 10, self.text_of(self.furniture.footer))


def render_pdf(
    text: str, out: Path, *, core_fonts: bool = False, page_format: str = "letter"
) -> Path:
    """Write `text` (an ecode360 text rendering) as an ecode360-style PDF at `out`."""
    use_dejavu = DEJAVU.exists() and not core_fonts
    pdf = _ExportPDF("dejavu" if use_dejavu else "helvetica", page_format)
    if use_dejavu:
        pdf.add_font("dejavu", "", str(DEJAVU))
    width = pdf.w - pdf.l_margin - pdf.r_margin
    for page in split_pages(text):
        pdf.pending = page
        pdf.add_page()
        for kind, lines in page.blocks:
            if kind == "text":
                pdf.set_font(pdf.font_name, size=9)
                pdf.multi_cell(width, 11, pdf.text_of(lines[0]), new_x="LMARGIN", new_y="NEXT")
            else:
                pdf.set_font(pdf.font_name, size=7)
                for row in lines:
                    pdf.cell(width, 10, pdf.text_of(row), border=1, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(7)
    pdf.output(str(out))
    return out


def latin1_safe(text: str) -> str:
    """What the core-font rendering prints for `text` (for comparing with the text path): the
    mapped glyphs, and any other character beyond latin-1 by its compatibility decomposition
    (`ﬁ` → `fi`) or `?`."""
    out: list[str] = []
    for char in text.translate(LATIN1_MAP):
        if ord(char) < 256:
            out.append(char)
        else:
            plain = unicodedata.normalize("NFKD", char).encode("latin-1", "ignore").decode()
            out.append(plain or ("-" if unicodedata.category(char) == "Pd" else "?"))
    return "".join(out)


def render_text_pdf(text: str, out: Path, *, core_fonts: bool = False) -> Path:
    """Write `text` as a plain PDF, one paragraph per non-blank line (an ordinance, say), wrapped
    to the page width and flowing over as many pages as it needs."""
    use_dejavu = DEJAVU.exists() and not core_fonts
    pdf = FPDF(format="letter")
    if use_dejavu:
        pdf.add_font("dejavu", "", str(DEJAVU))
    pdf.set_font("dejavu" if use_dejavu else "helvetica", size=9)
    pdf.add_page()
    for line in text.splitlines():
        if line.strip():
            printed = line.strip() if use_dejavu else latin1_safe(line.strip())
            pdf.multi_cell(0, 4.5, printed, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(2)
    pdf.output(str(out))
    return out


def other_city(text: str) -> str:
    """The same export for another place: city, state, code, date, code name, chapter numbers."""
    text = text.replace("City of Cotati, CA", "Town of Brookhaven, NY")
    text = text.replace("COTATI CODE", "BROOKHAVEN CODE").replace("LAND USE", "ZONING")
    text = text.replace("CO4398", "BR0417").replace("2026-05-11", "2025-02-03")
    text = re.sub(r"\b17\.62\b", "21.44", text)
    return re.sub(r"\b17\.24\b", "9.12", text)
