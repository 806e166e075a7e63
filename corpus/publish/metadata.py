"""Datasette metadata for one served database, from `datasette/metadata.yml`.

Datasette keys per-database metadata (tables, canned queries) by the database's name, which is
the file's stem; the YAML file uses the placeholder key `corpus`, re-keyed here to the real name
so one metadata file serves every jurisdiction's database.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml

REPO_ROOT = Path(__file__).resolve().parents[2]
DATASETTE_DIR = REPO_ROOT / "datasette"
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
