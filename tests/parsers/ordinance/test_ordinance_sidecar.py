"""Sidecar files: a person's corrections win, are recorded, and bad ones fail clearly."""

from __future__ import annotations

import shutil
from datetime import date
from pathlib import Path

import pytest
from ordinance_seeds import DATA, SEEDS

from parsers.errors import DocumentError
from parsers.ordinance import parse_ordinance_file, parse_ordinance_text
from parsers.ordinance_records import Target, TargetKind, Verb

LAKEVIEW = DATA / "lakeview-ZA-2024-07.txt"
LAKEVIEW_SIDECAR = DATA / "lakeview-ZA-2024-07.toml"


def test_example_sidecar_round_trip() -> None:
    plain = parse_ordinance_text(LAKEVIEW.read_text(), "lakeview").ordinance
    corrected = parse_ordinance_text(LAKEVIEW.read_text(), "lakeview", sidecar=LAKEVIEW_SIDECAR)
    ordinance = corrected.ordinance
    assert plain.number == "1187"
    assert ordinance.number == ordinance.id == "1187-A"
    assert ordinance.effective == date(2024, 4, 25)
    assert ordinance.from_sidecar == ("number", "adopted", "effective", "instructions")
    changed = {item.id: item for item in ordinance.instructions}
    assert changed["1187-A §3"].from_sidecar
    assert changed["1187-A §3"].notes == (
        "sidecar: the body's paragraphs are D.2 and D.4, as the instruction says",
    )
    assert changed["1187-A §5"].verb is Verb.REPEAL
    assert changed["1187-A §5"].targets == (Target(TargetKind.SECTION, "9.52.010"),)
    assert not changed["1187-A §2"].from_sidecar
    assert any(issue.code == "sidecar-applied" for issue in corrected.issues)


def test_sidecar_beside_a_file_is_found(tmp_path: Path) -> None:
    shutil.copy(SEEDS / "PA26-17.txt", tmp_path / "PA26-17.txt")
    (tmp_path / "PA26-17.toml").write_text(
        '[ordinance]\nnumber = "934"\nadopted = "2026-11-10"\n\n'
        '[[instruction]]\nid = "PA#26-17 §11"\n'
        'targets = ["17.42.130(C)(1)", "17.42.130(C)(2)", "17.42.130(C)(3)"]\n'
        'labels = ["(C)(1)", "(C)(2)", "(C)(3)"]\n',
        encoding="utf-8",
    )
    parsed = parse_ordinance_file(tmp_path / "PA26-17.txt", "PA26-17.txt")
    ordinance = parsed.ordinance
    # The person's reading cleared the parser's flag, and its parse issue with it.
    assert not [issue for issue in parsed.issues if issue.location == "934 §11"]
    assert ordinance.id == "934"
    assert ordinance.file_no == "PA#26-17"
    assert ordinance.adopted == date(2026, 11, 10)
    # The text's own rule, `thirty (30) days after its adoption`, dates the effective day.
    assert ordinance.effective == date(2026, 12, 10)
    assert ordinance.effective_estimated is False
    item = next(i for i in ordinance.instructions if i.ordinance_section == 11)
    assert item.id == "934 §11"
    assert item.from_sidecar
    assert item.labels == ("(C)(1)", "(C)(2)", "(C)(3)")
    assert item.flags == ()  # the person's labels agree with the text's 1, 2, 3


def test_sidecar_labels_are_still_checked(tmp_path: Path) -> None:
    sidecar = tmp_path / "s.toml"
    sidecar.write_text('[[instruction]]\nsection = 11\nlabels = ["(C)(4)"]\n', encoding="utf-8")
    text = (SEEDS / "PA26-17.txt").read_text(encoding="utf-8")
    ordinance = parse_ordinance_text(text, "PA26-17", sidecar=sidecar).ordinance
    item = next(i for i in ordinance.instructions if i.ordinance_section == 11)
    assert item.from_sidecar
    assert item.flags == ("the instruction names (C)(4) but the new text is labelled 1, 2, 3",)


@pytest.mark.parametrize(
    ("content", "line", "fragment"),
    [
        ('[ordinance]\nnumber = "934"\nadopted = 2026-13-40\n', 3, "not valid TOML"),
        ("[ordinance]\nnumber = \n", 2, "not valid TOML"),
        ('[ordinance]\nadopted = "next week"\n', 2, "must be a date"),
        (
            '[ordinance]\nnumber = "1"\n\n[[instruction]]\nid = "§2"\nverb = "rewrite"\n',
            4,
            "unknown verb",
        ),
        ('[[instruction]]\nverb = "repeal"\n', 1, "needs `id` or `section`"),
        ('[ordinance]\ncolour = "red"\n', 2, "unknown key `colour`"),
        ('\n\n[[instruction]]\nid = "§99"\nverb = "repeal"\n', 3, "no instruction §99"),
        ('[[instruction]]\nsection = 2\ntargets = ["nothing here"]\n', 1, "cannot read the target"),
    ],
)
def test_malformed_sidecar(tmp_path: Path, content: str, line: int, fragment: str) -> None:
    sidecar = tmp_path / "bad.toml"
    sidecar.write_text(content, encoding="utf-8")
    with pytest.raises(DocumentError) as caught:
        parse_ordinance_text(LAKEVIEW.read_text(), "lakeview", sidecar=sidecar)
    assert caught.value.path == str(sidecar)
    assert caught.value.line == line
    assert fragment in str(caught.value)
    assert f"bad.toml, line {line}" in str(caught.value)
