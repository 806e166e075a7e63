"""The query commands read ids the way the search box does, and say clearly what is not there."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from corpus.cli import main


def invoke(*args: str) -> Result:
    return CliRunner().invoke(main, list(args))


@pytest.mark.parametrize("typed", ["PA#26-17", "PA26-17", "pa 26-17", "PA 26-17"])
def test_instructions_of_an_ordinance_in_any_form(seed_database_path: Path, typed: str) -> None:
    result = invoke("instructions", "--ordinance", typed, "--db", str(seed_database_path))
    assert result.exit_code == 0, result.output
    assert "PA#26-17 §12" in result.output and "PA22/14" not in result.output
    assert result.output.rstrip().endswith("8 instructions")


def test_an_unknown_ordinance_is_an_error_naming_those_there_are(
    seed_database_path: Path,
) -> None:
    result = invoke("instructions", "--ordinance", "PA99-1", "--db", str(seed_database_path))
    assert result.exit_code == 1
    assert "PA99-1: no such ordinance" in result.output
    assert "PA#26-17" in result.output and "PA22/14" in result.output


@pytest.mark.parametrize("typed", ["17.62.030", "§ 17.62.030", "Section 17.62.030", "§17.62.030."])
def test_sections_in_any_form(seed_database_path: Path, typed: str) -> None:
    result = invoke("history", typed, "--db", str(seed_database_path))
    assert result.exit_code == 0, result.output
    assert result.output.startswith("v1  ")


def test_a_subsection_in_any_form(seed_database_path: Path) -> None:
    result = invoke("show", "§ 17.62.030(E)(8)", "--db", str(seed_database_path))
    assert result.exit_code == 0, result.output
    assert result.output.startswith("17.62.030(E)(8) — v2")


def test_an_unknown_section_names_its_chapter(seed_database_path: Path) -> None:
    result = invoke("show", "17.62.999", "--db", str(seed_database_path))
    assert result.exit_code == 1
    assert "17.62.999: no such section in cotati" in result.output
    assert "17.62.030" in result.output  # a section of the same chapter


def test_a_one_version_diff_says_so(seed_database_path: Path) -> None:
    result = invoke("diff", "17.62.050", "--db", str(seed_database_path))
    assert result.exit_code == 1
    assert "17.62.050 has one version only (v1" in result.output
    assert "version 0" not in result.output


def test_refs_of_a_table_by_its_number(seed_database_path: Path) -> None:
    # `Table 2-4` names two tables (17.22.020's and 17.24.020's); `Table 2-5` one
    by_number = invoke("refs", "Table 2-5", "--inbound", "--db", str(seed_database_path))
    full = invoke("refs", "17.24.030, Table 2-5", "--inbound", "--db", str(seed_database_path))
    assert by_number.exit_code == 0, by_number.output
    assert by_number.output == full.output
