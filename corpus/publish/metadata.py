"""Datasette metadata for one served database, from `datasette/metadata.yml`.

Datasette keys per-database metadata (tables, canned queries) by the database's name, which is
the file's stem; the YAML file uses the placeholder key `corpus`, re-keyed here to the real name
so one metadata file serves every jurisdiction's database.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Any

import yaml

# The repository's `datasette/` folder ships in the wheel as this package's data
# (pyproject.toml maps it), so `corpus serve` works from an installed wheel, not only a checkout.
SITE_PACKAGE = "corpus_datasette"


def site_dir() -> Path:
    """The folder holding Datasette's metadata, templates and plugins: the `datasette/` folder
    of the checkout this code runs from (so a second worktree serves its own templates, not the
    editable install's), else the installed `corpus_datasette` data."""
    checkout = Path(__file__).resolve().parents[2] / "datasette"
    if (checkout / "metadata.yml").is_file():
        return checkout
    spec = importlib.util.find_spec(SITE_PACKAGE)
    # A namespace package's search path may hold an editable install's path hook (not a
    # folder): take the first location that is the real folder.
    for location in (spec.submodule_search_locations or []) if spec else []:
        if (Path(location) / "metadata.yml").is_file():
            return Path(location)
    raise FileNotFoundError(f"no {SITE_PACKAGE} package data and no {checkout}: reinstall")


DATASETTE_DIR = site_dir()
METADATA_FILE = DATASETTE_DIR / "metadata.yml"
PLUGINS_DIR = DATASETTE_DIR / "plugins"
TEMPLATES_DIR = DATASETTE_DIR / "templates"
PLACEHOLDER = "corpus"


def load_metadata(database: str, path: Path = METADATA_FILE) -> dict[str, Any]:
    """The metadata with its database entry keyed (and its links pointed) at `database`."""
    data: dict[str, Any] = yaml.safe_load(path.read_text(encoding="utf-8"))
    databases: dict[str, Any] = data.get("databases", {})
    if PLACEHOLDER in databases:
        databases[database] = databases.pop(PLACEHOLDER)
    if "description_html" in data:
        data["description_html"] = data["description_html"].replace("{database}", database)
    return data


def write_metadata(database: str, output: Path) -> Path:
    """Write the re-keyed metadata as JSON (what `datasette -m` reads) and return its path."""
    output.write_text(json.dumps(load_metadata(database), indent=2), encoding="utf-8")
    return output
