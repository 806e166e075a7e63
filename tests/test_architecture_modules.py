"""docs/architecture.md names the modules that exist and every module that exists, and lists
the canned queries `datasette/metadata.yml` declares.

Modules were moved and renamed (issue 23) while the document kept the old names; now its module
table is compared with the package tree, every `.py` path and every dotted `corpus.`/`graph.`/
`parsers.` name it mentions must resolve, and its canned queries are the metadata's.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
DOC = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
PACKAGES = ("corpus", "graph", "parsers")

# A row of a two-or-more-column table whose first cell is one back-quoted name:
# "| `corpus/db/read.py` | Typed readers … |" → `corpus/db/read.py`.
FIRST_CELL_RE = re.compile(r"^\| `([^`]+)` \|", re.M)
# A path to a Python file as the document writes one, with or without its folders:
# `stages/code.py`, `collect.py`, `corpus/publish/loaders/section_page.py`.
PY_PATH_RE = re.compile(r"(?<![\w/.])((?:[A-Za-z_][\w]*/)*[A-Za-z_]\w*\.py)\b")
# A dotted name inside one of the packages, written as code: `corpus.db.read.version_in_force`,
# `graph.records.CorpusText` (a name in back quotes, so prose is not read as code).
DOTTED_RE = re.compile(r"`((?:corpus|graph|parsers)(?:\.[A-Za-z_]\w*)+)")


def _section(heading: str) -> str:
    """The document's `## heading` section, up to the next `## ` heading."""
    match = re.search(rf"^## {re.escape(heading)}\n(.*?)(?=^## |\Z)", DOC, re.S | re.M)
    assert match, f"docs/architecture.md has no section '## {heading}'"
    return match.group(1)


def _modules_in_tree() -> set[str]:
    found: set[str] = set()
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            relative = path.relative_to(ROOT)
            if path.name == "__init__.py":
                found.add(f"{relative.parent.as_posix()}/")
            else:
                found.add(relative.as_posix())
    return found


def _python_files() -> list[str]:
    return [
        p.relative_to(ROOT).as_posix()
        for p in ROOT.rglob("*.py")
        if not any(part.startswith(".") for part in p.relative_to(ROOT).parts)
    ]


def _metadata_queries() -> dict[str, Any]:
    data = yaml.safe_load((ROOT / "datasette" / "metadata.yml").read_text(encoding="utf-8"))
    queries: dict[str, Any] = data["databases"]["corpus"]["queries"]
    return queries


def test_the_module_table_is_the_package_tree() -> None:
    documented = set(FIRST_CELL_RE.findall(_section("Modules")))
    in_tree = _modules_in_tree()
    assert sorted(in_tree - documented) == [], "modules missing from docs/architecture.md"
    assert sorted(documented - in_tree) == [], "docs/architecture.md names missing modules"


def test_every_python_path_the_document_names_exists() -> None:
    files = _python_files()
    named = set(PY_PATH_RE.findall(DOC))
    assert len(named) > 50  # the pipeline tree, the rules and the module table
    missing = sorted(
        name for name in named if not any(f == name or f.endswith("/" + name) for f in files)
    )
    assert missing == []


def _resolves(dotted: str) -> bool:
    """Whether `dotted` is a module, or a module and attributes of it."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            target: object = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        for attribute in parts[cut:]:
            if not hasattr(target, attribute):
                return False
            target = getattr(target, attribute)
        return True
    return False


def test_every_dotted_name_the_document_names_resolves() -> None:
    named = sorted(set(DOTTED_RE.findall(DOC)))
    assert named
    assert [name for name in named if not _resolves(name)] == []


def test_the_canned_queries_are_the_metadata_s() -> None:
    documented = _section("Canned queries")
    rows = {
        name: params for name, params in re.findall(r"^\| `(\w+)` \| ([^|]*) \|", documented, re.M)
    }
    queries = _metadata_queries()
    assert list(rows) == list(queries)
    for name, query in queries.items():
        assert rows[name].strip() == ", ".join(f"`{p}`" for p in query.get("params", [])), name


@pytest.mark.parametrize(
    ("doc", "what"),
    [
        ("| `corpus/stages/view.py` | gone |", "a module the tree lacks"),
        ("", "a module the table lacks"),
    ],
)
def test_the_comparison_would_fail(doc: str, what: str) -> None:
    documented = set(FIRST_CELL_RE.findall(_section("Modules")))
    if doc:
        documented |= set(FIRST_CELL_RE.findall(doc))
    else:
        documented.discard("corpus/db/read.py")
    assert documented != _modules_in_tree(), what
