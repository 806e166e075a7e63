"""Mechanical check of the hand-written truth files of devset_wide (not the truth itself).

For every `<name>.truth.toml` under open/ and sealed/: the TOML parses, the document `<name>.<ext>`
exists,
and the title, every instruction `quote`, and every `delete`/`insert` string of a word edit (unless
`partial_lists = true`) occur in the document's text with runs of whitespace collapsed to one space
(Markdown block-quote markers `>` at line starts removed and `<br />` read as a line break first).
PDF text is the text layer as pdfplumber extracts it. This script never runs the project's parser.

    python tests/parsers/ordinance/devset_wide/check_truth.py            # both parts
    python tests/parsers/ordinance/devset_wide/check_truth.py open       # one part
    python tests/parsers/ordinance/devset_wide/check_truth.py sealed     # truth only

A title is checked when the truth gives one; it is left out only when the stored text prints none
(a document whose text layer starts inside the ordinance).
"""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent


def document_text(path: Path) -> str:
    if path.suffix == ".pdf":
        import pdfplumber  # only needed for PDFs

        with pdfplumber.open(path) as pdf:
            return "\n".join((page.extract_text() or "") for page in pdf.pages)
    if path.suffix == ".docx":
        import docx  # python-docx

        return "\n".join(p.text for p in docx.Document(str(path)).paragraphs)
    text = path.read_text(encoding="utf-8")
    text = text.replace("<br />", "\n")  # stored web pages: HTML line breaks kept as text
    if path.suffix == ".md":  # Markdown block-quote markers at line starts are layout, not text
        text = re.sub(r"(?m)^(?:[ \t]*>)+", "", text)
    return text


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def check(part: str) -> list[str]:
    problems: list[str] = []
    for truth in sorted((HERE / part).glob("*.truth.toml")):
        stem = truth.name[: -len(".truth.toml")]
        docs = [p for p in truth.parent.glob(stem + ".*") if not p.name.endswith(".truth.toml")]
        if len(docs) != 1:
            problems.append(f"{truth.name}: expected one document, found {[d.name for d in docs]}")
            continue
        data = tomllib.loads(truth.read_text(encoding="utf-8"))
        text = norm(document_text(docs[0]))
        if "jurisdiction" not in data:  # number/dates/title are left out when not printed
            problems.append(f"{truth.name}: missing jurisdiction")
        if "title" in data and norm(data["title"]) not in text:
            problems.append(f"{truth.name}: title not found")
        for i, ins in enumerate(data.get("instructions", []), 1):
            if norm(ins["quote"]) not in text:
                problems.append(f"{truth.name}: instruction {i} quote not found")
            if ins.get("verb") == "word_edit" and not ins.get("partial_lists"):
                for s in ins.get("delete", []) + ins.get("insert", []):
                    if norm(s) not in text:
                        problems.append(
                            f"{truth.name}: instruction {i} edit string not found: {s!r}"
                        )
    return problems


def main(argv: list[str]) -> int:
    parts = argv[1:] or ["open", "sealed"]
    problems = [p for part in parts for p in check(part)]
    for p in problems:
        print(p)
    n = sum(len(list((HERE / part).glob("*.truth.toml"))) for part in parts)
    print(f"{n} truth files checked, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
