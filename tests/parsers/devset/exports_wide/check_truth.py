"""Mechanical checks of the hand-written truth in this dev set (not a parser, not a scorer).

Run: python tests/parsers/devset/exports_wide/check_truth.py
For every <open|sealed>/<place>/truth.toml it checks, against the place's files:
- the [[sections]] ids and titles are exactly the file's sections, in file order (files in the order
  of `files`);
- `notes_raw` is the section's stored noteText, byte for byte;
- every history `raw` (sections, articles, chapters) occurs in the noteText it was read from;
- `date` and `year` agree with the M-D-YYYY date printed in `raw`; `ordinance` is the number printed
  after
  "Art."/"Arts." (Town Meeting entries) or "" (prior code);
- every article's `first_section` exists in the same file; every chapter id/title matches the file.
It reads only the JSON files and the truth; it never imports the project's code.
"""

from __future__ import annotations

import json
import re
import sys
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATE = re.compile(r"(\d{1,2})-(\d{1,2})-(\d{4})")


def check_entry(entry: dict, where: str, text: str, errors: list[str]) -> None:
    raw = entry["raw"]
    if raw not in text:
        errors.append(f"{where}: raw {raw!r} not in {text!r}")
    m = DATE.search(raw)
    if m:
        iso = f"{int(m.group(3)):04d}-{int(m.group(1)):02d}-{int(m.group(2)):02d}"
        if entry.get("date") != iso:
            errors.append(f"{where}: date {entry.get('date')!r} != {iso} from {raw!r}")
        if entry.get("year") != int(m.group(3)):
            errors.append(f"{where}: year {entry.get('year')!r} != {m.group(3)}")
    kind = entry.get("kind")
    if kind == "town_meeting":
        if not re.search(r"\bArts?\. " + re.escape(entry["ordinance"]) + r"(?!\d)", raw):
            errors.append(
                f"{where}: ordinance {entry['ordinance']!r} not printed after Art. in {raw!r}"
            )
        body = entry.get("body", "?")
        spelled = {
            "ATM": "Annual Town Meeting",
            "STM": "Special Town Meeting",
            "TM": "Town Meeting",
        }.get(body, "?")
        if not re.search(r"\b" + re.escape(body) + r" by Arts?\.", raw) and spelled not in raw:
            errors.append(f"{where}: body {body!r} not printed in {raw!r}")
    elif kind == "prior_code":
        if entry["ordinance"] != "":
            errors.append(f"{where}: prior_code entry with ordinance {entry['ordinance']!r}")
        if str(entry.get("year")) not in raw:
            errors.append(f"{where}: prior_code year {entry.get('year')!r} not in {raw!r}")
    else:
        errors.append(f"{where}: unknown kind {kind!r}")


def check_place(place: Path) -> tuple[int, list[str]]:
    truth = tomllib.loads((place / "truth.toml").read_text(encoding="utf-8"))
    errors: list[str] = []
    stored = []  # (file, chapter object)
    for name in truth["files"]:
        obj = json.loads((place / name).read_text(encoding="utf-8"))
        stored.append((name, obj))
    file_sections = [(name, s) for name, obj in stored for s in obj["sections"]]
    by_id = {(name, s["ref"]): s for name, s in file_sections}
    tsec = truth.get("sections", [])
    if [(s["file"], s["id"]) for s in tsec] != [(n, s["ref"]) for n, s in file_sections]:
        errors.append(f"{place.name}: section list differs from the files")
    for s in tsec:
        got = by_id.get((s["file"], s["id"]))
        if got is None:
            continue
        where = f"{place.name} {s['id']}"
        if s["title"] != got["heading"]:
            errors.append(f"{where}: title {s['title']!r} != {got['heading']!r}")
        if s["notes_raw"] != got["noteText"]:
            errors.append(f"{where}: notes_raw differs from noteText")
        for e in s["history"]:
            check_entry(e, where, got["noteText"], errors)
    for a in truth.get("articles", []):
        got = by_id.get((a["file"], a["first_section"]))
        where = f"{place.name} article@{a['first_section']}"
        if got is None:
            errors.append(f"{where}: first_section not in file")
            continue
        for e in a["history"]:
            check_entry(e, where, got["noteText"], errors)
    chapters = {(name, obj["chapter"]): obj for name, obj in stored}
    for c in truth.get("chapters", []):
        obj = chapters.get((c["file"], c["id"]))
        where = f"{place.name} chapter {c['id']}"
        if obj is None:
            errors.append(f"{where}: not in file")
            continue
        if c["title"] != obj["chapterTitle"]:
            errors.append(f"{where}: title {c['title']!r} != {obj['chapterTitle']!r}")
        first_note = obj["sections"][0]["noteText"]
        if c["raw"] not in first_note:
            errors.append(f"{where}: raw HISTORY not on the first section")
        for e in c["history"]:
            check_entry(e, where, first_note, errors)
    return len(tsec), errors


def main() -> int:
    total, failed = 0, 0
    for place in sorted(HERE.glob("*/*/truth.toml")):
        files = tomllib.loads(place.read_text(encoding="utf-8"))["files"]
        if not all(name.endswith(".json") for name in files):
            continue  # a text-shaped place: check_truth_b.py
        n, errors = check_place(place.parent)
        total += n
        status = "ok" if not errors else f"{len(errors)} problem(s)"
        print(f"{place.parent.relative_to(HERE)}: {n} sections, {status}")
        for e in errors:
            print("  ", e)
        failed += bool(errors)
    print(f"{total} sections checked; {failed} place folder(s) with problems")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
