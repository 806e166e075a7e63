"""Housing treatments: land-use names → housing types, permit codes → treatments, their
combination per district, and the seeds' permit matrices read into `housing_treatments`."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from corpus.build import build
from corpus.engine.housing import MatrixCell, matrix_treatments
from corpus.engine.housing_types import HousingType, housing_types
from corpus.engine.permit_codes import Basis, ProcedureText, decide_code
from parsers.collect import parse_jurisdictions
from parsers.zoning import Treatment, ZoningSidecar

RAW = Path(__file__).resolve().parents[2] / "raw"
T = HousingType
ONE, TWO, THREE, FOUR = T.ONE_FAMILY, T.TWO_FAMILY, T.THREE_FAMILY, T.FOUR_PLUS_FAMILY
ADU, AH = T.ADU, T.AFFORDABLE


@pytest.mark.parametrize(
    ("label", "types"),
    [
        ("Single-family dwelling", (ONE,)),  # Cotati, Table 2-2
        ("Single-family dwelling(4)", (ONE,)),
        ("One-family", (ONE,)),
        ("Dwelling, single-family", (ONE,)),
        ("Duplex", (TWO,)),
        ("Two-family", (TWO,)),
        ("Multifamily housing, 2 units", (TWO,)),  # Cotati
        ("Multifamily housing, 3 or 4 units", (THREE, FOUR)),  # Cotati: 3 and 4 units
        ("Multi-family (3-4 units)", (THREE, FOUR)),
        ("Multifamily housing, 5 to 9 units", (FOUR,)),
        ("Multifamily housing, 10 or more units", (FOUR,)),
        ("Multifamily, 5+", (FOUR,)),
        ("Multi-family dwelling", (THREE, FOUR)),  # no count: three or more
        ("Residential Multifamily Project", (THREE, FOUR)),  # Cotati, Table 2-4
        # forms other codes print
        ("Dwelling, single-family detached", (ONE,)),
        ("Single-unit dwelling", (ONE,)),
        ("Dwelling, two-family", (TWO,)),
        ("Residential – duplex", (TWO,)),
        ("Triplex", (THREE,)),
        ("Fourplex", (FOUR,)),
        ("Dwellings, multiple-family (5 or more units)", (FOUR,)),
        ("Multi-unit dwelling, 3 to 4 units", (THREE, FOUR)),
        ("Apartments", (THREE, FOUR)),
        ("Accessory dwelling unit", (ADU,)),
        ("Second unit", (ADU,)),
        ("Secondary dwelling unit", (ADU,)),
        ("Supportive Housing", (AH,)),
        ("Affordable housing", (AH,)),
        ("Multifamily housing, up to 100 units with 25% affordable", (AH,)),  # Cotati
        # uses that are no housing type of the Atlas
        ("Residential care, 6 or fewer clients, in a single-family dwelling", None),
        ("Junior accessory dwelling unit", None),
        ("Mobile/manufactured home", None),
        ("Residential component of a mixed use project", None),
        ("Live/work unit", None),
    ],
)
def test_row_names_map_to_housing_types(label: str, types: tuple[HousingType, ...] | None) -> None:
    found = housing_types(label)
    assert (found.types if found else None) == types


@given(st.text(max_size=120))
def test_any_label_maps_to_known_types_or_none(label: str) -> None:
    found = housing_types(label)
    assert found is None or (found.types and set(found.types) <= set(HousingType))


LEGEND = (
    ("P", "Permitted Use, Zoning Clearance required"),
    ("MUP", "Minor Use Permit required"),
    ("UP", "Use Permit required"),
    ("S", "Permit requirement set by Specific Use Regulations"),
    ("–", "Use not allowed"),
)
# Cotati 17.62.050 as the corpus holds it (units abridged).
PROCEDURE = ProcedureText(
    "17.62.050",
    "Use permit and minor use permit",
    (
        ("17.62.050(C)", "C. Review Authority. A use permit shall be approved or denied by the "
         "commission; a minor use permit shall be approved or denied by the director, provided "
         "that the director may choose to refer any minor use permit application to the "
         "commission for hearing and decision in the same manner as a use permit."),
        ("17.62.050(E)(1)", "Use Permit. The commission shall conduct a public hearing on an "
         "application for a use permit prior to a decision on the application."),
        ("17.62.050(E)(2)", "Minor Use Permit. The director shall conduct a public hearing on an "
         "application for a use permit prior to a decision on the application."),
    ),
)  # fmt: skip


@pytest.mark.parametrize(
    ("value", "treatment", "basis"),
    [
        ("P", Treatment.ALLOWED, Basis.LEGEND),
        ("UP", Treatment.PUBLIC_HEARING, Basis.LEGEND),
        ("–", Treatment.PROHIBITED, Basis.LEGEND),
        ("-", Treatment.PROHIBITED, Basis.LEGEND),  # Cotati prints both dashes
        ("--", Treatment.PROHIBITED, Basis.LEGEND),
        ("MUP", Treatment.PUBLIC_HEARING, Basis.PROCEDURE),  # 17.62.050(E)(2)
        ("S", None, Basis.UNDECIDED),  # set by the specific use regulations
        ("P/MUP", None, Basis.UNDECIDED),
        ("ZZ", None, Basis.UNDECIDED),
    ],
)
def test_codes_are_decided_by_the_key_then_the_procedure(
    value: str, treatment: Treatment | None, basis: Basis
) -> None:
    decided = decide_code(value, LEGEND, [], [PROCEDURE], None)
    assert (decided.treatment, decided.basis) == (treatment, basis)
    assert decided.reason
    if basis is Basis.PROCEDURE:
        assert decided.source == "17.62.050(E)(2)"


@pytest.mark.parametrize(
    ("value", "treatment"),
    [("P", Treatment.ALLOWED), ("CUP", Treatment.PUBLIC_HEARING), ("", Treatment.PROHIBITED),
     ("N", Treatment.PROHIBITED), ("—", Treatment.PROHIBITED)],
)  # fmt: skip
def test_a_table_without_a_key_is_read_by_convention(
    value: str, treatment: Treatment | None
) -> None:
    decided = decide_code(value, (), [], [], None)
    assert (decided.treatment, decided.basis) == (treatment, Basis.CONVENTION)


@given(st.text(max_size=12), st.text(max_size=80), st.text(max_size=200))
def test_any_code_is_decided_or_left_undecided_with_a_reason(
    code: str, meaning: str, procedure: str
) -> None:
    texts = [ProcedureText("1.1.1", meaning, (("1.1.1", procedure),))]
    decided = decide_code(code, ((code, meaning),), [procedure], texts, None)
    assert (decided.treatment is None) == (decided.basis is Basis.UNDECIDED)
    assert decided.reason


def test_a_procedure_without_a_hearing_allows_and_silence_decides_nothing() -> None:
    quiet = ProcedureText(
        "10.20.030",
        "Administrative use permits",
        (("10.20.030(B)", "The zoning administrator decides an administrative use permit "
          "without a public hearing."),),
    )  # fmt: skip
    legend = (("AUP", "Administrative Use Permit"),)
    assert decide_code("AUP", legend, [], [quiet], None).treatment is Treatment.ALLOWED
    silent = ProcedureText("10.20.030", "Administrative use permits", (("x", "Apply."),))
    undecided = decide_code("AUP", legend, [], [silent], None)
    assert undecided.treatment is None and "does not say" in undecided.reason
    assert decide_code("AUP", legend, [], [], None).basis is Basis.UNDECIDED


def test_a_note_may_define_a_code_and_cite_its_procedure() -> None:
    notes = ["MUP Minor Use Permit required (see Section 17.62.050)"]
    decided = decide_code("MUP", (), notes, [PROCEDURE], None)
    assert decided.meaning.startswith("Minor Use Permit")
    assert decided.treatment is Treatment.PUBLIC_HEARING


def test_the_sidecar_always_wins() -> None:
    sidecar = ZoningSidecar(
        "raw/x/zoning.toml", (("MUP", Treatment.ALLOWED), ("S", Treatment.OVERLAY))
    )
    for value, treatment in (("MUP", Treatment.ALLOWED), ("S", Treatment.OVERLAY)):
        decided = decide_code(value, LEGEND, [], [PROCEDURE], sidecar)
        assert (decided.treatment, decided.basis) == (treatment, Basis.SIDECAR)


def _decide(value: str) -> object:
    return decide_code(value, LEGEND, [], [], None)


def test_several_rows_take_the_most_permissive_and_an_undecided_row_blocks_less() -> None:
    cells = [
        MatrixCell(1, "Multifamily housing, 3 or 4 units", "A", "UP"),
        MatrixCell(2, "Multifamily housing, 5 to 9 units", "A", "P"),
        MatrixCell(1, "Multifamily housing, 3 or 4 units", "B", "UP"),
        MatrixCell(2, "Multifamily housing, 5 to 9 units", "B", "S"),
    ]
    found = {
        (t.district, t.housing_type): t
        for t in matrix_treatments(cells, ["A", "B"], _decide)  # type: ignore[arg-type]
    }
    four_a = found["A", FOUR]
    assert four_a.treatment is Treatment.ALLOWED and four_a.decided_by is not None
    assert four_a.decided_by.cell.row == 2 and len(four_a.cells) == 2
    assert found["A", THREE].treatment is Treatment.PUBLIC_HEARING
    four_b = found["B", FOUR]  # UP, and S might be more permissive
    assert four_b.treatment is None and "public_hearing" in four_b.reason
    assert found["A", ONE].treatment is None and found["A", ONE].basis is Basis.UNLISTED


# Read by hand from the seed text (raw/cotati/ordinances/PA22-14.txt, 17.22.020):
# A = allowed, H = public hearing, X = prohibited, ? = undecided (S / no row).
# Types: 1-family, 2-family, 3-family, 4+-family, ADU, affordable/supportive.
EXPECTED = {
    # Table 2-2: Single-family dwelling – – P P P UP(4) UP(4); Multifamily 2 units – – – – UP P P;
    # 3 or 4 units – – – – – P P; ADU – – P P P P P; Supportive - - - - - P P;
    # up to 100 units with 25% affordable – – – – – – P
    ("17.22.020, Table 2-2", "OSC"): "XXXXXX",
    ("17.22.020, Table 2-2", "OSR"): "XXXXXX",
    ("17.22.020, Table 2-2", "RR"): "AXXXAX",
    ("17.22.020, Table 2-2", "RVL"): "AXXXAX",
    ("17.22.020, Table 2-2", "NL"): "AHXXAX",
    ("17.22.020, Table 2-2", "NM"): "HAAAAA",
    ("17.22.020, Table 2-2", "NU"): "HAAAAA",
    # Table 2-3 (both versions): no family rows; ADU P P P – – –; Supportive P P - - - -
    ("17.22.020, Table 2-3", "CE"): "????AA",
    ("17.22.020, Table 2-3", "CG"): "????AA",
    ("17.22.020, Table 2-3", "CD"): "????AX",
    ("17.22.020, Table 2-3", "CI"): "????XX",
    ("17.22.020, Table 2-3", "IG"): "????XX",
    ("17.22.020, Table 2-3", "PF"): "????XX",
    # Table 2-4: Residential Multifamily Project S S S S; ADU P P P P; Supportive P P P P
    ("17.22.020, Table 2-4", "HC"): "????AA",
    ("17.22.020, Table 2-4", "LP"): "????AA",
    ("17.22.020, Table 2-4", "NG"): "????AA",
    ("17.22.020, Table 2-4", "CA"): "????AA",
}
LETTERS = {"allowed": "A", "public_hearing": "H", "prohibited": "X", None: "?"}


def test_the_seeds_permit_matrices_give_the_treatments_read_by_hand(
    seed_database_path: Path,
) -> None:
    with sqlite3.connect(seed_database_path) as conn:
        found: dict[tuple[str, str, int], dict[str, str]] = {}
        for table, version, district, kind, treatment in conn.execute(
            "SELECT [table], version, district, housing_type, treatment FROM housing_treatments"
        ):
            found.setdefault((table, district, version), {})[kind] = LETTERS[treatment]
    versions = {(t, d, v) for t, d, v in found}
    assert {(t, d) for t, d, _v in versions} == set(EXPECTED)
    assert ("17.22.020, Table 2-3", "CE", 2) in versions  # every version has its rows
    for (table, district, _version), by_type in found.items():
        got = "".join(by_type[kind.value] for kind in HousingType)
        assert got == EXPECTED[table, district], (table, district)


def test_every_treatment_links_its_cells_and_the_current_view_holds_the_latest(
    seed_database_path: Path,
) -> None:
    with sqlite3.connect(seed_database_path) as conn:
        unlinked = conn.execute(
            """SELECT count(*) FROM housing_treatments t
               WHERE t.treatment IS NOT NULL AND NOT EXISTS (
                 SELECT 1 FROM housing_cells c JOIN table_cells tc
                   ON tc.jurisdiction = c.jurisdiction AND tc.[table] = c.[table]
                  AND tc.version = c.version AND tc.row = c.row AND tc.[column] = c.district
                 WHERE c.jurisdiction = t.jurisdiction AND c.[table] = t.[table]
                   AND c.version = t.version AND c.district = t.district
                   AND c.housing_type = t.housing_type AND c.decides = 1 AND c.row = t.row)"""
        ).fetchone()[0]
        current = conn.execute(
            "SELECT DISTINCT version FROM current_housing_treatments WHERE [table] LIKE '%2-3'"
        ).fetchall()
        mup = conn.execute(
            "SELECT DISTINCT treatment, basis, source FROM permit_codes WHERE code = 'MUP'"
        ).fetchall()
    assert unlinked == 0
    assert current == [(2,)]
    assert mup == [("public_hearing", "procedure", "17.62.050(E)(2)")]


def test_a_zoning_sidecar_decides_and_the_database_says_so(tmp_path: Path) -> None:
    raw = tmp_path / "raw"
    shutil.copytree(RAW, raw)
    sidecar = '[permit_codes]\nS = "allowed"\n\n[housing]\nunlisted = "prohibited"\n'
    (raw / "cotati" / "zoning.toml").write_text(sidecar)
    output = tmp_path / "corpus.db"
    build(raw, output)
    with sqlite3.connect(output) as conn:
        found = conn.execute(
            """SELECT district, housing_type, treatment, basis FROM current_housing_treatments
               WHERE (district = 'HC' AND housing_type = '4+-family')
                  OR (district = 'CE' AND housing_type = '1-family')
                  OR (district = 'NL' AND housing_type = '2-family') ORDER BY district"""
        ).fetchall()
        code = conn.execute(
            "SELECT DISTINCT treatment, basis, source FROM permit_codes WHERE code = 'S'"
        ).fetchall()
        documents = [r[0] for r in conn.execute("SELECT id FROM documents")]
    assert found == [
        ("CE", "1-family", "prohibited", "sidecar"),  # no row names it: the sidecar's rule
        ("HC", "4+-family", "allowed", "sidecar"),  # Residential Multifamily Project: S
        ("NL", "2-family", "public_hearing", "legend"),  # the sidecar says nothing of UP
    ]
    assert code == [("allowed", "sidecar", "cotati/zoning.toml")]  # named like a document
    assert not any(d.endswith("zoning.toml") for d in documents)  # never read as a document


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('[permit_codes]\nS = "maybe"\n', "maybe"),
        ("[permit_codes\n", "cannot read"),
        ('[zoning]\nS = "allowed"\n', "unknown table"),
        ('[housing]\nlisted = "allowed"\n', "unknown key"),
    ],
)
def test_a_broken_zoning_sidecar_is_a_parse_issue(tmp_path: Path, text: str, message: str) -> None:
    raw = tmp_path / "raw"
    shutil.copytree(RAW, raw)
    (raw / "cotati" / "zoning.toml").write_text(text)
    corpus = parse_jurisdictions(raw)["cotati"]
    assert corpus.zoning is None
    assert [i.document for i in corpus.issues] == ["cotati/zoning.toml"]
    assert message in corpus.issues[0].message
