"""Another city, another file number, other chapters; arbitrary text never escapes as a crash."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from ordinance_seeds import DATA, SEEDS

from parsers.errors import DocumentError
from parsers.ordinance import parse_ordinance_file, parse_ordinance_text
from parsers.ordinance_records import OrdinanceSectionKind, ParsedOrdinance, Verb

LAKEVIEW = DATA / "lakeview-ZA-2024-07.txt"
INTERNAL_ERROR = "could not parse the ordinance ("  # how an unexpected exception is wrapped


def test_another_town() -> None:
    parsed = parse_ordinance_text(LAKEVIEW.read_text(), "lakeview/ZA-2024-07.txt")
    ordinance = parsed.ordinance
    assert (ordinance.id, ordinance.number, ordinance.file_no) == ("1187", "1187", "ZA-2024-07")
    assert ordinance.introduced == date(2024, 3, 12)
    assert ordinance.adopted == date(2024, 3, 26)
    assert ordinance.effective == date(2024, 4, 25)
    assert ordinance.effective_estimated is False
    assert {event.body for event in ordinance.events} == {"Planning Commission", "Town Council"}
    assert parsed.document.as_of == date(2024, 3, 26)
    found = [
        (item.id, item.verb, [target.id for target in item.targets], item.flags)
        for item in ordinance.instructions
    ]
    assert found == [
        ("1187 §2", Verb.REPLACE_SECTION, ["9.14.020"], ()),
        ("1187 §3", Verb.REPLACE_PART, ["9.30.110(D)(2)", "9.30.110(D)(4)"], ()),
        ("1187 §4", Verb.ADD_SECTION, ["9.40.075"], ()),
        ("1187 §5", Verb.REPEAL, ["9.52.010"], ()),
        ("1187 §6", Verb.REZONE, ["Zoning Map"], ()),
    ]
    replaced = ordinance.instructions[0]
    assert "Town of Lakeview, NY" not in replaced.text
    assert "ecode360" not in replaced.text
    assert replaced.text.splitlines() == [
        "A. Height. No accessory structure shall exceed fifteen feet.",
        "B. Setbacks. Accessory structures shall be set back five feet from side lot lines.",
        "C. Materials. Materials shall match the primary structure.",
    ]
    rezone = ordinance.instructions[-1]
    assert [(p.apn, p.address, p.zone_from, p.zone_to) for p in rezone.parcels] == [
        ("012-345-67", "12 Main St", "R1", "MU"),
        ("012-345-68", "40 Elm Ave", "R1", "MU"),
    ]
    kinds = [section.kind for section in ordinance.sections]
    assert kinds[-1] is OrdinanceSectionKind.SIGNATURES


def test_shuffled_sections_keep_printed_order(tmp_path: Path) -> None:
    text = LAKEVIEW.read_text()
    lines = text.splitlines()
    second = next(i for i, line in enumerate(lines) if line.startswith("SECTION 2."))
    third = next(i for i, line in enumerate(lines) if line.startswith("SECTION 3."))
    fourth = next(i for i, line in enumerate(lines) if line.startswith("SECTION 4."))
    swapped = lines[:second] + lines[third:fourth] + lines[second:third] + lines[fourth:]
    parsed = parse_ordinance_text("\n".join(swapped), "shuffled")
    assert [section.number for section in parsed.ordinance.sections][:4] == [1, 3, 2, 4]
    assert [i.id for i in parsed.ordinance.instructions][:2] == ["1187 §3", "1187 §2"]
    assert "section-number-order" in {issue.code for issue in parsed.issues}


def test_renamed_city_in_a_seed_gives_the_same_instructions() -> None:
    text = (SEEDS / "PA26-17.txt").read_text(encoding="utf-8")
    renamed = text.replace("Cotati", "Riverton").replace("COTATI", "RIVERTON")
    renamed = renamed.replace("CO4398", "RI0001").replace("PA#26-17", "ZON-2031-4")
    original = parse_ordinance_text(text, "a").ordinance
    other = parse_ordinance_text(renamed, "b").ordinance
    assert other.id == "ZON-2031-4"
    assert [(i.verb, i.targets, i.flags) for i in other.instructions] == [
        (i.verb, i.targets, i.flags) for i in original.instructions
    ]


def test_empty_and_foreign_files(tmp_path: Path) -> None:
    empty = tmp_path / "empty.txt"
    empty.write_text("  \n", encoding="utf-8")
    foreign = tmp_path / "letter.txt"
    foreign.write_text("Dear neighbour, the fence is too high.\n", encoding="utf-8")
    for path in (empty, foreign):
        try:
            parse_ordinance_file(path, path.name)
        except DocumentError as error:
            assert path.name in str(error)
        else:
            raise AssertionError(f"{path} parsed")


ORDINANCE_WORDS = st.sampled_from(
    [
        "SECTION 1:",
        "SECTION 2.",
        "SECTION 2:",
        "Section 17.42.130",
        "is amended to read as follows:",
        "is amended as follows:",
        "(excerpt):",
        "is hereby repealed.",
        "Chapter 17-22",
        "Table 2-3",
        "A.",
        "B.",
        "1.",
        "2.",
        "\n",
        " ",
        "WHEREAS, on May 15, 2023, the City Council held a hearing",
        "§ 17.38.010. Purpose.",
        "Downloaded from https://ecode360.com/X on 2026-01-01",
        "(144-010-084)",
        "12 Main St",
        "rezone 3 parcels",
        "Approved:",
        "[1] Editor's Note: x",
        "to add Section 9.1.2 to read as follows:",
        "to modify the land uses of: a; b and -c",
        "ORDINANCE NO. 5",
        "FILE NO. X/1",
        "thirty (30) days after its adoption",
    ]
)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.one_of(ORDINANCE_WORDS, st.text(max_size=20)), max_size=60))
def test_arbitrary_text_parses_or_raises_document_error(pieces: list[str]) -> None:
    text = " ".join(pieces)
    try:
        parsed = parse_ordinance_text(text, "fuzz")
    except DocumentError as error:
        # A clear refusal (empty, no sections) is fine; a wrapped internal error is a parser bug.
        assert INTERNAL_ERROR not in str(error)
        return
    assert isinstance(parsed, ParsedOrdinance)
    for item in parsed.ordinance.instructions:
        assert item.span.start <= item.span.end <= len(text)


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=2000))
def test_any_text_parses_or_raises_document_error(text: str) -> None:
    try:
        parsed = parse_ordinance_text(text, "fuzz")
    except DocumentError as error:
        # A clear refusal (empty, no sections) is fine; a wrapped internal error is a parser bug.
        assert INTERNAL_ERROR not in str(error)
        return
    assert isinstance(parsed, ParsedOrdinance)


MILLBROOK = DATA / "millbrook-77.txt"


def test_repealed_and_replaced_is_a_replacement() -> None:
    parsed = parse_ordinance_text(MILLBROOK.read_text(encoding="utf-8"), "millbrook")
    found = [
        (item.id, item.verb, [t.id for t in item.targets], item.labels)
        for item in parsed.ordinance.instructions
    ]
    assert found == [
        ("77 §1", Verb.REPLACE_CHAPTER, ["21.08"], ("21.08.010", "21.08.020")),
        ("77 §2", Verb.REPEAL, ["21.12.040"], ()),
        ("77 §3", Verb.ADD_PART, ["21.90.020"], ("Fence",)),
    ]
    chapter = parsed.ordinance.instructions[0]
    assert chapter.text.startswith("§ 21.08.010. Purpose.")
    assert "\n§ 21.08.020. Height." in chapter.text
    assert parsed.ordinance.instructions[1].text == ""
    assert [i.code for i in parsed.issues if i.code == "definition-repeated"] == [
        "definition-repeated"
    ]


EASTON = DATA / "easton-12.txt"


def test_several_sections_in_one_instruction() -> None:
    parsed = parse_ordinance_text(EASTON.read_text(encoding="utf-8"), "easton")
    found = [
        (item.id, item.verb, [t.id for t in item.targets], item.target_title, bool(item.flags))
        for item in parsed.ordinance.instructions
    ]
    assert found == [
        ("12 §1.1", Verb.REPLACE_SECTION, ["5.10.010"], "Purpose", False),
        ("12 §1.2", Verb.REPLACE_SECTION, ["5.10.020"], "Scope", False),
        ("12 §2", Verb.REPEAL, ["5.20.010", "5.20.050"], None, True),  # a range: flagged
        ("12 §3", Verb.REPLACE_SECTION, ["5.30.010", "5.30.020"], None, True),  # cannot split
        ("12 §4", Verb.REPLACE_PART, ["5.40.030(B)"], "Hours", False),
    ]
    assert parsed.ordinance.instructions[1].text == "This chapter applies countywide."
