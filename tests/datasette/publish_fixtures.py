"""Helpers the publication tests share: Datasette as `corpus serve` runs it, hostile inputs."""

from __future__ import annotations

from pathlib import Path

from datasette.app import Datasette

from corpus.publish.metadata import PLUGINS_DIR, TEMPLATES_DIR, load_metadata
from corpus.publish.serve import datasette_settings

REPO = Path(__file__).resolve().parents[2]
RAW = REPO / "raw"


# Untrusted document text: if any of it ever reaches a page unescaped, `window.__xss` is set.
PAYLOAD = '<script>window.__xss=1;alert("xss")</script><img src=x onerror="window.__xss=2">'
# The same in a shape a citation's caption keeps (no parentheses): `(Public … Hearings)`.
CAPTION_PAYLOAD = "<img src=x onerror=window.__xss=3>"


def hostile_raw(dest: Path) -> Path:
    """A copy of raw/ for another city, with script payloads in an export's section text and in
    the new text an ordinance gives a section (so they reach versions and diffs too)."""
    for source in sorted(RAW.rglob("*")):
        if not source.is_file():
            continue
        target = dest / source.relative_to(RAW)
        target.parent.mkdir(parents=True, exist_ok=True)
        text = source.read_text(encoding="utf-8").replace("City of Cotati", "City of Examplia")
        if source.name.endswith("17.62.txt"):
            text = text.replace(
                "Zoning clearance is the procedure",
                f"Zoning {PAYLOAD} clearance is the procedure",
                1,
            )
        # every caption of the chapter, so the node page shows it as the cited chapter's title
        text = text.replace("(Public Hearings)", f"(Public {CAPTION_PAYLOAD} Hearings)")
        if source.name.startswith("PA26-17"):
            text = text.replace(
                "for short-term activities.", f"for short-term {PAYLOAD} activities.", 1
            )
        target.write_text(text, encoding="utf-8")
    return dest


def make_datasette(database: Path, **settings: object) -> Datasette:
    """Datasette as `corpus serve` runs it: immutable, our metadata, plugins and templates
    (and other `settings`, to try them)."""
    return Datasette(
        immutables=[str(database)],
        metadata=load_metadata(database.stem),
        plugins_dir=str(PLUGINS_DIR),
        template_dir=str(TEMPLATES_DIR),
        settings={**datasette_settings(), **settings},
    )
