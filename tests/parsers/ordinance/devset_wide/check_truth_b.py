"""Check the part-B truth files mechanically (never the parser): every quote and title occurs in its
document.

Normalisation (README-B.md): "<br />" (Laserfiche line-break markup) is a line break; end-of-line
hyphenation is joined; in the Missouri bill texts the printed line numbers at line starts are
dropped;
runs of whitespace become one space. Run: python
tests/parsers/ordinance/devset_wide/check_truth_b.py
"""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
# Titles a person reads without printed furniture: (file stem, what the source has in their place).
TITLE_EXCEPTIONS = {"ashland-or-3174"}  # pleading-paper line number "3" inside the title


def normalise(text: str, *, line_numbers: bool = False) -> str:
    text = text.replace("<br />", "\n")
    if line_numbers:
        text = re.sub(r"(?m)^\d+ ", "", text)
    text = re.sub(r"-[ \t]*\n\s*", "", text)
    return re.sub(r"\s+", " ", text).strip()


def check(truth: Path) -> list[str]:
    stem = truth.name.removesuffix(".truth.toml")
    docs = [p for p in truth.parent.glob(stem + ".*") if not p.name.endswith(".truth.toml")]
    if len(docs) != 1:
        return [f"{stem}: {len(docs)} documents"]
    raw = docs[0].read_text(encoding="utf-8")
    body = normalise(raw, line_numbers=stem.startswith("missouri-"))
    data = tomllib.loads(truth.read_text(encoding="utf-8"))
    problems = []
    title = data.get("title")
    if title and stem not in TITLE_EXCEPTIONS and normalise(title) not in body:
        problems.append(f"{stem}: title not found")
    for item in data.get("instructions", []):
        quote = normalise(item["quote"])
        if quote not in body:
            problems.append(f"{stem}: quote not found: {quote[:70]}")
        if not (item.get("target") or item.get("targets")):
            problems.append(f"{stem}: instruction without target")
        for word in item.get("delete", []) + item.get("insert", []):
            if normalise(word) not in body:
                problems.append(f"{stem}: edit words not found: {word}")
    return problems


def main() -> int:
    problems = []
    truths = sorted(HERE.glob("*/*.truth.toml"))
    mine = [
        t
        for t in truths
        if (HERE / "README-B.md").exists()
        and t.name.removesuffix(".truth.toml") in (HERE / "README-B.md").read_text(encoding="utf-8")
    ] or truths
    for truth in mine:
        problems += check(truth)
    print(f"{len(mine)} truth files checked, {len(problems)} problems")
    print("\n".join(problems))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
