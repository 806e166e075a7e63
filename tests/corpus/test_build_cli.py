"""`corpus build`'s progress, `parse`'s columns and `check`'s summary."""

from __future__ import annotations

import re
from pathlib import Path

from click.testing import CliRunner

from corpus.build import INDEXES, WRITING, build, build_stages
from corpus.cli import main
from corpus.stages.pipeline import STAGES

RAW = Path(__file__).resolve().parents[2] / "raw"


def test_every_stage_of_every_jurisdiction_is_announced(tmp_path: Path) -> None:
    heard: list[tuple[str, str]] = []
    build(RAW, tmp_path / "c.db", stages=lambda j, name: heard.append((j, name)))
    assert heard == [("cotati", s) for s in (*STAGES, WRITING)] + [("", INDEXES)]
    assert len(heard) == build_stages(1, distributed=False)


def test_no_progress_bars_when_stderr_is_not_a_terminal(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["build", str(RAW), "-o", str(tmp_path / "c.db")])
    assert result.exit_code == 0, result.output
    assert "it/s" not in result.output and "stage/s" not in result.output
    assert "\r" not in result.output


def test_parse_columns_line_up() -> None:
    ordinance = RAW / "cotati" / "ordinances" / "PA22-14.txt"
    result = CliRunner().invoke(main, ["parse", str(ordinance)])
    assert result.exit_code == 0, result.output
    heads = [
        re.match(r"(?:SECTION \w+:|\(unnumbered\):)\s+", line)
        for line in result.output.splitlines()
    ]
    rows = [head for head in heads if head]
    assert {head.group(0).split(":")[0] for head in rows} >= {"SECTION 9", "SECTION 11"}
    assert "SECTION None" not in result.output
    assert len({head.end() for head in rows}) == 1  # the kind column starts at one offset


def test_check_summarises_and_lists_all_on_request(seed_database_path: Path) -> None:
    db = ["--db", str(seed_database_path)]
    summary = CliRunner().invoke(main, ["check", *db])
    every = CliRunner().invoke(main, ["check", "--all", *db])
    assert summary.exit_code == every.exit_code == 1  # the seeds have unresolved citations
    dangling = every.output.count("dangling: ")
    assert dangling > 100
    assert summary.output.count("\n") < 30
    assert re.search(rf"^{dangling} dangling citation\(s\)", summary.output, re.M)
    assert "corpus check --all" in summary.output
