"""Mechanical check of the hand-written truth files of devset_wide (parts A, B and C); never runs
the project's parser, and checks the truth's wording against its document, not the truth itself.

For every `<name>.truth.toml` in the given folders (default: open/): the TOML parses, exactly one
document `<name>.<ext>` exists, `jurisdiction` is given, every instruction has a `target` or
`targets` (or says `targets_uncertain = true`), and these strings occur in the document's text:

- the `title`, when the truth gives one (a title not printed in the stored text is left out, or
  the truth says `title_not_in_text = true` when it is printed only where there is no text layer);
- every instruction `quote` and `also_quote`;
- every `delete` / `insert` string, unless the instruction says `partial_lists = true` (lists that
  elide words with "…").

Document text: `.txt` / `.md` / stored web pages as read (`<br />` line-break markup is a line
break; Markdown block-quote markers `>` at line starts are layout); PDF: the text layer as
pdfplumber extracts it; DOCX: every `w:t` and `w:delText` of word/document.xml in document order
(both the struck and the inserted runs), paragraphs joined by newlines. A string is found when it
occurs, runs of whitespace collapsed to one space, in the text as read, or in it with end-of-line
hyphenation joined. A document that prints line numbers (pleading paper, state bills) is also read
with the numbers at line starts dropped, and a number may stand between two words of a string.

    python tests/parsers/ordinance/devset_wide/check_truth.py              # open/
    python tests/parsers/ordinance/devset_wide/check_truth.py open other   # folders under here
    python tests/parsers/ordinance/devset_wide/check_truth.py /some/folder # or any path
"""

from __future__ import annotations

import re
import sys
import tomllib
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

HERE = Path(__file__).resolve().parent
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"  # WordprocessingML namespace

# Markdown block-quote markers (possibly nested, "> >") at a line start: layout, not text.
MD_QUOTE = re.compile(r"(?m)^(?:[ \t]*>)+")
# A printed line number at a line start ("12 section 67.5050 ..."), dropped in numbered documents.
LINE_NUMBER = re.compile(r"(?m)^\d+ ")
# End-of-line hyphenation: the hyphen, the line break and the next line's indent are joined away.
HYPHEN_BREAK = re.compile(r"-[ \t]*\n\s*")
# A standalone integer token (not part of "4.20", "No.3174" or "2."): a candidate line number.
STANDALONE_INT = re.compile(r"(?<!\S)(\d{1,3})(?!\S)")
RUN_OF_NUMBERS = (
    8  # this many consecutive standalone integers n, n+1, ... mean printed line numbers
)


def docx_text(path: Path) -> str:
    with zipfile.ZipFile(path) as archive:
        root = ElementTree.fromstring(archive.read("word/document.xml"))
    runs = (W + "t", W + "delText")
    return "\n".join(
        "".join(e.text or "" for e in p.iter() if e.tag in runs) for p in root.iter(W + "p")
    )


def document_text(path: Path) -> str:
    """The document's text before whitespace is collapsed."""
    if path.suffix == ".pdf":
        import pdfplumber  # only needed for PDFs

        with pdfplumber.open(path) as pdf:
            return "\n".join((page.extract_text() or "") for page in pdf.pages)
    if path.suffix == ".docx":
        return docx_text(path)
    text = path.read_text(encoding="utf-8").replace("<br />", "\n")
    if path.suffix == ".md":
        text = MD_QUOTE.sub("", text)
    return text


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def prints_line_numbers(text: str) -> bool:
    """True when the text holds a run of consecutive standalone integers (1 2 3 ..., 5 6 7 ...)."""
    run, last = 0, -1
    for match in STANDALONE_INT.finditer(text):
        n = int(match.group(1))
        run = run + 1 if n == last + 1 else 1
        last = n
        if run >= RUN_OF_NUMBERS:
            return True
    return False


@dataclass(frozen=True)
class DocumentText:
    """The readings of one document a truth string may be found in."""

    readings: tuple[str, ...]
    numbered: bool

    @classmethod
    def of(cls, raw: str) -> DocumentText:
        numbered = prints_line_numbers(raw)
        variants = [raw, HYPHEN_BREAK.sub("", raw)]
        if numbered:
            variants.append(HYPHEN_BREAK.sub("", LINE_NUMBER.sub("", raw)))
        return cls(tuple(norm(v) for v in variants), numbered)

    def has(self, string: str) -> bool:
        needle = norm(string)
        if any(needle in reading for reading in self.readings):
            return True
        if not self.numbered or not needle:
            return False
        # a printed line number between two words: "OF THE ASHLAND 3 MUNICIPAL CODE"
        pattern = r" (?:\d{1,3} )?".join(re.escape(word) for word in needle.split(" "))
        return any(re.search(pattern, reading) for reading in self.readings)


def instruction_problems(i: int, ins: dict[str, Any], text: DocumentText) -> list[str]:
    problems = []
    if not (ins.get("target") or ins.get("targets") or ins.get("targets_uncertain")):
        problems.append(f"instruction {i} without target")
    for key in ("quote", "also_quote"):
        if key in ins and not text.has(ins[key]):
            problems.append(f"instruction {i} {key} not found")
    if not ins.get("partial_lists"):
        for s in ins.get("delete", []) + ins.get("insert", []):
            if not text.has(s):
                problems.append(f"instruction {i} edit string not found: {s!r}")
    return problems


def check_truth(truth: Path) -> list[str]:
    """The problems of one truth file, each prefixed with the truth file's name."""
    stem = truth.name.removesuffix(".truth.toml")
    docs = [p for p in truth.parent.glob(stem + ".*") if not p.name.endswith(".truth.toml")]
    if len(docs) != 1:
        return [f"{truth.name}: expected one document, found {sorted(d.name for d in docs)}"]
    data = tomllib.loads(truth.read_text(encoding="utf-8"))
    text = DocumentText.of(document_text(docs[0]))
    problems = []
    if "jurisdiction" not in data:  # number, dates and title are left out when not printed
        problems.append("missing jurisdiction")
    if "title" in data and not data.get("title_not_in_text") and not text.has(data["title"]):
        problems.append("title not found")
    for i, ins in enumerate(data.get("instructions", []), 1):
        problems += instruction_problems(i, ins, text)
    return [f"{truth.name}: {p}" for p in problems]


def check(folder: Path) -> tuple[int, list[str]]:
    """(number of truth files, their problems) for one folder."""
    truths = sorted(folder.glob("*.truth.toml"))
    return len(truths), [p for truth in truths for p in check_truth(truth)]


def main(argv: list[str]) -> int:
    folders = [HERE / a for a in argv[1:]] or [HERE / "open"]
    missing = [str(f) for f in folders if not f.is_dir()]
    if missing:
        print(f"no such folder: {', '.join(missing)}")
        return 2
    n, problems = 0, []
    for folder in folders:
        count, found = check(folder)
        n += count
        problems += found
    for p in problems:
        print(p)
    print(f"{n} truth files checked, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
