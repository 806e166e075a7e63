"""Check part C's hand-written truth (open/, sealed/) mechanically; never runs the parser.

For every `<name>.truth.toml` in the given folders (default: open/ and sealed/): the TOML parses,
one document `<name>.<ext>` exists, and the title, every instruction `quote` / `also_quote`,
and every `delete` / `insert` string of a word edit occur in the document's text with
whitespace collapsed. PDF text is the text layer as pdfplumber extracts it; DOCX text is
every `w:t` and `w:delText` of word/document.xml in document order (so both the struck and
the inserted runs are found), paragraphs joined by newlines. A truth whose title is printed
only where there is no text layer says `title_not_in_text = true`.

    python tests/parsers/ordinance/devset_wide/check_truth_c.py [folder ...]
"""

from __future__ import annotations

import re
import sys
import tomllib
import zipfile
from pathlib import Path
from xml.etree import ElementTree

HERE = Path(__file__).resolve().parent
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"


def docx_text(path: Path) -> str:
    root = ElementTree.fromstring(zipfile.ZipFile(path).read("word/document.xml"))
    paragraphs = []
    for p in root.iter(W + "p"):
        paragraphs.append(
            "".join(e.text or "" for e in p.iter() if e.tag in (W + "t", W + "delText"))
        )
    return "\n".join(paragraphs)


def document_text(path: Path) -> str:
    if path.suffix == ".pdf":
        import pdfplumber

        with pdfplumber.open(path) as pdf:
            return "\n".join((page.extract_text() or "") for page in pdf.pages)
    if path.suffix == ".docx":
        return docx_text(path)
    return path.read_text(encoding="utf-8").replace("<br />", "\n")


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def check(folder: Path) -> list[str]:
    problems: list[str] = []
    for truth in sorted(folder.glob("*.truth.toml")):
        stem = truth.name[: -len(".truth.toml")]
        docs = [p for p in folder.glob(stem + ".*") if not p.name.endswith(".truth.toml")]
        if len(docs) != 1:
            problems.append(f"{truth.name}: expected one document, found {[d.name for d in docs]}")
            continue
        data = tomllib.loads(truth.read_text(encoding="utf-8"))
        text = norm(document_text(docs[0]))
        if "jurisdiction" not in data:
            problems.append(f"{truth.name}: missing jurisdiction")
        if "title" in data:
            if norm(data["title"]) not in text:
                problems.append(f"{truth.name}: title not found")
        elif not data.get("title_not_in_text"):
            problems.append(f"{truth.name}: missing title")
        for i, ins in enumerate(data.get("instructions", []), 1):
            for key in ("quote", "also_quote"):
                if key in ins and norm(ins[key]) not in text:
                    problems.append(f"{truth.name}: instruction {i} {key} not found")
            for s in ins.get("delete", []) + ins.get("insert", []):
                if norm(s) not in text:
                    problems.append(f"{truth.name}: instruction {i} edit string not found: {s!r}")
    return problems


def main(argv: list[str]) -> int:
    folders = [HERE / a for a in argv[1:]] or [HERE / "open", HERE / "sealed"]
    problems = [p for folder in folders for p in check(folder)]
    for p in problems:
        print(p)
    n = sum(len(list(folder.glob("*.truth.toml"))) for folder in folders)
    print(f"{n} truth files checked, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
