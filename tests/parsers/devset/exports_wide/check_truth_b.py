"""Mechanical checks of the hand-written truth of the text-shaped places (README-B.md).

Not a parser and not a scorer.

Run: python tests/parsers/devset/exports_wide/check_truth_b.py
`check_truth.py` checks the JSON-scrape place (Marblehead); this script checks every other
<open|sealed>/<place>/truth.toml, whose documents are PDF text, print-view text, HTML or Markdown.
It reads only the documents and the truth, never the project's code, and checks that:
- every section's number and title are printed together (the number, at most a few separator
  characters, then the title; whitespace and line wraps are free), and that the sections appear
  in the file in truth order (the LAST such occurrence is the heading: contents lists come first);
- every history `raw` is printed inside its section (from its heading to the next section's heading;
  a footnote marker glued to a word, as in `ATM,1`, is allowed), and every chapter/article `raw` and
  chapter/article title is printed in its file;
- `date`, `year` and `approved` agree with the dates printed in `raw` (M-D-YYYY, or M-D-YY where
  the year is printed with two digits); a non-empty `ordinance` is printed in `raw`; a Town
  Meeting `body` is printed (abbreviated or spelled out); a prior-code entry's year is printed.
HTML is reduced to text (scripts and styles dropped, inline tags removed, other tags become spaces,
entities unescaped).
"""

from __future__ import annotations

import html
import re
import sys
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
# An M-D-YYYY or M-D-YY date as ecode360 and Walter Drane-style codes print them ("4-26-1999",
# "8-13-19"), or M/D/YYYY as Oregon ordinance notes do ("Ord. 582, 3/19/2024").
DATE = re.compile(r"(?<![\d/-])(\d{1,2})[-/](\d{1,2})[-/](\d{4}|\d{2})(?![\d/-])")
# The date printed after "approved" in Massachusetts notes ("..., approved 10-18-1999").
APPROVED = re.compile(r"approved (\d{1,2})-(\d{1,2})-(\d{4})")
# Script and style elements, whose text is not page text.
SCRIPT_OR_STYLE = re.compile(r"<(script|style)\b.*?</\1\s*>", re.S | re.I)
# Inline tags (a note's date and law number are wrapped in <span>s): removed without a space.
INLINE_TAG = re.compile(r"</?(?:span|a|em|strong|b|i|u|sup|sub|small|label)\b[^>]*>", re.I)
# Any other tag or a comment: a word boundary.
TAG = re.compile(r"<!--.*?-->|<[^>]+>", re.S)
# The charset an HTML page declares in its Content-Type meta (LivePublish pages are iso8859-1).
CHARSET = re.compile(rb"charset=([A-Za-z0-9_-]+)")
SPELLED = {"ATM": "Annual Town Meeting", "STM": "Special Town Meeting", "TM": "Town Meeting"}


def page_text(path: Path) -> str:
    """The file's text with every run of whitespace (line wraps, page breaks) made one space."""
    data = path.read_bytes()
    declared = CHARSET.search(data[:2000]) if path.suffix in {".html", ".htm"} else None
    raw = data.decode(declared.group(1).decode("ascii") if declared else "utf-8")
    if path.suffix in {".html", ".htm"}:
        raw = html.unescape(TAG.sub(" ", INLINE_TAG.sub("", SCRIPT_OR_STYLE.sub(" ", raw))))
    return re.sub(r"\s+", " ", raw.replace("\xa0", " "))


def loose(text: str) -> str:
    """A pattern for `text`: free whitespace, and a glued footnote marker allowed before a space."""
    words = text.split()
    pattern = r"(?:\d{1,2})?\s*".join(re.escape(w) for w in words)
    return pattern.replace(r"\]", r"(?:\d{1,2})?\]")  # a marker glued before a closing bracket too


def heading_positions(text: str, sid: str, title: str) -> list[int]:
    pattern = r"(?<![\w.-])" + re.escape(sid) + r"(?![\w-]|\.\d)[\s.:§—–-]{0,6}" + loose(title)
    return [m.start() for m in re.finditer(pattern, text)]


def year_of(group: str) -> int:
    return int(group)


def check_entry(entry: dict, where: str, scope: str, errors: list[str]) -> None:
    raw = entry["raw"]
    if not re.search(loose(raw), scope):
        errors.append(f"{where}: raw {raw!r} not printed where expected")
    m = DATE.search(raw)
    if m and "date" in entry:
        month, day, year = int(m.group(1)), int(m.group(2)), m.group(3)
        got = entry["date"]
        if len(year) == 4:
            want = f"{int(year):04d}-{month:02d}-{day:02d}"
            if got != want:
                errors.append(f"{where}: date {got!r} != {want} from {raw!r}")
        elif not (got.endswith(f"-{month:02d}-{day:02d}") and got[2:4] == year):
            errors.append(f"{where}: date {got!r} does not match {m.group(0)!r}")
    if (
        m
        and "year" in entry
        and entry.get("kind") != "prior_code"
        and entry["year"] % (100 if len(m.group(3)) == 2 else 10000) != int(m.group(3))
    ):
        errors.append(f"{where}: year {entry['year']!r} != {m.group(3)} in {raw!r}")
    a = APPROVED.search(raw)
    if entry.get("approved") is not None:
        if not a:
            errors.append(
                f"{where}: approved {entry['approved']!r} but no approval date in {raw!r}"
            )
        else:
            want = f"{int(a.group(3)):04d}-{int(a.group(1)):02d}-{int(a.group(2)):02d}"
            if entry["approved"] != want:
                errors.append(f"{where}: approved {entry['approved']!r} != {want}")
    elif a:
        errors.append(f"{where}: approval date printed in {raw!r} but no `approved`")
    if entry.get("ordinance") and entry["ordinance"] not in raw:
        errors.append(f"{where}: ordinance {entry['ordinance']!r} not printed in {raw!r}")
    body = entry.get("body", "")
    # the abbreviation may be glued to the date before it ("11-6-2023STM")
    abbreviated = re.search(r"(?<![A-Za-z])" + body + r"\b", raw) if body in SPELLED else None
    if body in SPELLED and not abbreviated and SPELLED[body] not in raw:
        errors.append(f"{where}: body {body!r} not printed in {raw!r}")
    if entry.get("kind") == "prior_code" and "year" in entry and str(entry["year"]) not in raw:
        errors.append(f"{where}: prior-code year {entry['year']} not printed in {raw!r}")


def check_place(place: Path) -> tuple[int, list[str]]:
    truth = tomllib.loads((place / "truth.toml").read_text(encoding="utf-8"))
    errors: list[str] = []
    texts: dict[str, str] = {}
    for name in truth["files"]:
        if not (place / name).exists():
            errors.append(f"{place.name}: listed file {name} missing")
    for item in truth.get("sections", []) + truth.get("chapters", []) + truth.get("articles", []):
        name = item["file"]
        if name not in texts:
            texts[name] = page_text(place / name)
    # headings: last occurrence, ascending per file
    found: list[tuple[str, int, dict]] = []
    last_pos: dict[str, int] = {}
    for s in truth.get("sections", []):
        text = texts[s["file"]]
        where = f"{place.name} {s['id']}"
        positions = heading_positions(text, s["id"], s["title"])
        if not positions:
            errors.append(f"{where}: heading {s['id']!r} + {s['title']!r} not printed")
            continue
        pos = positions[-1]
        if pos < last_pos.get(s["file"], -1):
            errors.append(f"{where}: heading out of order")
        last_pos[s["file"]] = pos
        found.append((s["file"], pos, s))
    for i, (name, pos, s) in enumerate(found):
        end = len(texts[name])
        for later_name, later_pos, _ in found[i + 1 :]:
            if later_name == name:
                end = later_pos
                break
        scope = texts[name][pos:end]
        for e in s.get("history", []):
            check_entry(e, f"{place.name} {s['id']}", scope, errors)
    for kind in ("chapters", "articles"):
        for c in truth.get(kind, []):
            text = texts[c["file"]]
            label = f"{c.get('chapter', '')}{c.get('id', '')}:{c.get('number', '')}"
            where = f"{place.name} {kind[:-1]} {label}"
            if not re.search(loose(c["title"]), text):
                errors.append(f"{where}: title {c['title']!r} not printed")
            if c.get("raw") and not re.search(loose(c["raw"]), text):
                errors.append(f"{where}: raw {c['raw']!r} not printed")
            for e in c.get("history", []):
                check_entry(e, where, text, errors)
    return len(truth.get("sections", [])), errors


def main() -> int:
    total, failed = 0, 0
    for toml in sorted(HERE.glob("*/*/truth.toml")):
        truth = tomllib.loads(toml.read_text(encoding="utf-8"))
        if all(name.endswith(".json") for name in truth["files"]):
            continue  # the JSON-scrape place: check_truth.py
        n, errors = check_place(toml.parent)
        total += n
        status = "ok" if not errors else f"{len(errors)} problem(s)"
        print(f"{toml.parent.relative_to(HERE)}: {n} sections, {status}")
        for e in errors:
            print("  ", e)
        failed += bool(errors)
    print(f"{total} sections checked; {failed} place folder(s) with problems")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
