"""The devset_wide truth checker (`devset_wide/check_truth.py`) on tiny truth/document pairs.

The pairs copy the forms of the set's own documents: a Missouri bill's printed line numbers,
pleading paper's inline numbers, end-of-line hyphenation of an OCR scan, Laserfiche `<br />`
markup, Markdown block quotes, a DOCX with struck and inserted runs. Some must report problems.
"""

from __future__ import annotations

import importlib.util
import sys
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

CHECKER = Path(__file__).resolve().parent / "devset_wide" / "check_truth.py"


def _checker() -> ModuleType:
    spec = importlib.util.spec_from_file_location("check_truth", CHECKER)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks its module up while being made
    spec.loader.exec_module(module)
    return module


check_truth = _checker()

MISSOURI = (
    "Section A. Section 67.5065, RSMo, is repealed and one new section enacted in lieu\n"
    "2 thereof, to be known as section 67.5065, to read as fol-\n3 lows:\n"
    + "".join(f"{n} more words of the bill;\n" for n in range(4, 14))
)
PLEADING = (
    "1 ORDINANCE NO.3174 2 AN ORDINANCE AMENDING SECTION 4.20 OF THE ASHLAND 3 MUNICIPAL CODE "
    + " ".join(f"{n} words" for n in range(4, 14))
)
TRUTH = 'jurisdiction = "X"\ntitle = "{title}"\n[[instructions]]\ntarget = "1"\nquote = "{quote}"\n'


@pytest.mark.parametrize(
    ("document", "title", "quote", "expected"),
    [
        ("x.txt", "AN ORDINANCE CONCERNING THE CENTER", "Section 2 is hereby amended", []),
        (
            "x.txt",
            "AN ORDINANCE CONCERNING THE CENTER",
            "Section 3 is hereby amended",
            ["x.truth.toml: instruction 1 quote not found"],
        ),
        ("x.md", "AN ORDINANCE CONCERNING THE CENTER", "The code reads in its entirety", []),
        (
            "m.md",
            "",
            "Section 67.5065, RSMo, is repealed and one new section enacted in lieu "
            "thereof, to be known as section 67.5065, to read as follows:",
            [],
        ),
        (
            "a.txt",
            "AN ORDINANCE AMENDING SECTION 4.20 OF THE ASHLAND MUNICIPAL CODE",
            "AMENDING SECTION 4.20",
            [],
        ),
        (  # no run of line numbers: a number between two words is the document's own
            "p.txt",
            "AN ORDINANCE AMENDING SECTION 4.20 OF THE ASHLAND MUNICIPAL CODE",
            "AMENDING SECTION 4.20",
            ["p.truth.toml: title not found"],
        ),
    ],
)
def test_check_truth_pairs(
    tmp_path: Path, document: str, title: str, quote: str, expected: list[str]
) -> None:
    texts = {
        "x.txt": "AN ORDINANCE CONCERNING THE<br />CENTER\nSection 2 is here-\n  by amended",
        "x.md": "AN ORDINANCE CONCERNING\nTHE CENTER\n> The code reads\n> > in its entirety",
        "m.md": MISSOURI,
        "a.txt": PLEADING,
        "p.txt": "AN ORDINANCE AMENDING SECTION 4.20 OF THE ASHLAND 3 MUNICIPAL CODE",
    }
    (tmp_path / document).write_text(texts[document], encoding="utf-8")
    stem = document.split(".")[0]
    truth = tmp_path / f"{stem}.truth.toml"
    body = TRUTH.format(title=title, quote=quote)
    truth.write_text(body if title else body.replace('title = ""\n', ""), encoding="utf-8")
    assert check_truth.check_truth(truth) == expected


def test_docx_struck_and_inserted_runs_and_conventions(tmp_path: Path) -> None:
    w = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
    xml = (
        f'<w:document xmlns:w="{w}"><w:body><w:p><w:r><w:t>Fees are </w:t></w:r>'
        "<w:del><w:r><w:delText>ten</w:delText></w:r></w:del>"
        "<w:ins><w:r><w:t>twenty</w:t></w:r></w:ins><w:r><w:t> dollars.</w:t></w:r></w:p>"
        "</w:body></w:document>"
    )
    with zipfile.ZipFile(tmp_path / "d.docx", "w") as archive:
        archive.writestr("word/document.xml", xml)
    (tmp_path / "d.truth.toml").write_text(
        'title = "NOT PRINTED ANYWHERE"\ntitle_not_in_text = true\n'
        '[[instructions]]\nquote = "Fees are tentwenty dollars."\nalso_quote = "eleven"\n'
        'delete = ["ten"]\ninsert = ["twenty", "thirty"]\n'
        '[[instructions]]\ntarget = "2"\nquote = "Fees"\npartial_lists = true\n'
        'insert = ["… thirty"]\n',
        encoding="utf-8",
    )
    assert check_truth.check(tmp_path) == (
        1,
        [
            "d.truth.toml: missing jurisdiction",
            "d.truth.toml: instruction 1 without target",
            "d.truth.toml: instruction 1 also_quote not found",
            "d.truth.toml: instruction 1 edit string not found: 'thirty'",
        ],
    )


def test_two_documents_for_one_truth(tmp_path: Path) -> None:
    for name in ("y.txt", "y.pdf"):
        (tmp_path / name).write_text("x", encoding="utf-8")
    (tmp_path / "y.truth.toml").write_text('jurisdiction = "X"\n', encoding="utf-8")
    assert check_truth.check_truth(tmp_path / "y.truth.toml") == [
        "y.truth.toml: expected one document, found ['y.pdf', 'y.txt']"
    ]
