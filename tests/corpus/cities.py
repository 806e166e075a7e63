"""Other cities made from the seeds: the same documents under another name, ecode360 code and
title number, optionally with their wording varied, for multi-jurisdiction tests and
`benchmarks/cities.py`. Nothing here keys on the seeds' exact wording: every replacement is a
pattern (a name, a code, a number) the documents print."""

from __future__ import annotations

import random
import re
from pathlib import Path

RAW = Path(__file__).resolve().parents[2] / "raw"
SEED_CITY = "cotati"

# The seed city's name as its documents print it, and its ecode360 customer code.
_NAME = re.compile(r"Cotati", re.IGNORECASE)
_CODE = re.compile(r"\bCO4398\b")
# The title number where it stands in an id (`17.62.030`) or a caption (`Title 17`).
_TITLE = re.compile(r"(?<![\d.])17(?=\.\s?\d)|(?<=title )17\b", re.IGNORECASE)
# Words whose spelling a varied city changes, so that search sees different texts.
_WORDS = (
    "permit",
    "parking",
    "district",
    "building",
    "structure",
    "sign",
    "lot",
    "street",
    "residential",
    "commercial",
    "approval",
    "application",
    "review",
    "use",
    "setback",
    "height",
    "fence",
    "yard",
    "project",
    "development",
)
_VARIED = re.compile(r"\b(" + "|".join(_WORDS) + r")(s?)\b")
_SYLLABLES = ("ka", "lo", "mi", "ne", "ru", "sa", "te", "vo", "zi", "por")


def city_name(index: int) -> str:
    rng = random.Random(index)
    return "".join(rng.choice(_SYLLABLES) for _ in range(3)).capitalize() + f" {index}"


def _vary(text: str, rng: random.Random) -> str:
    return vary_words(text, rng, share=1.0)


def vary_words(text: str, rng: random.Random, share: float) -> str:
    """`text` with a `share` of the varied words respelled, each one way for this `rng` (a
    city): texts of many cities differ while most keep the common vocabulary."""
    endings = {w: rng.choice(_SYLLABLES) for w in _WORDS if share >= 1 or rng.random() < share}
    return _VARIED.sub(
        lambda m: m.group(1) + endings.get(m.group(1), "") + m.group(2),
        text,
    )


def make_city(
    raw: Path,
    slug: str,
    name: str,
    code: str,
    title: int,
    *,
    vary: bool = False,
    source: Path = RAW / SEED_CITY,
) -> Path:
    """A copy of the seed city's documents as city `name` under `raw/<slug>/`."""
    rng = random.Random(slug)
    for path in sorted(source.rglob("*")):
        if not path.is_file() or path.name == "README.md":
            continue
        target = raw / slug / path.relative_to(source)
        target.parent.mkdir(parents=True, exist_ok=True)
        text = path.read_text(encoding="utf-8")
        text = _NAME.sub(lambda m: name.upper() if m.group(0).isupper() else name, text)
        text = _CODE.sub(code, _TITLE.sub(str(title), text))
        target.write_text(_vary(text, rng) if vary else text, encoding="utf-8")
    return raw / slug


def make_cities(raw: Path, count: int, *, vary: bool = True) -> list[str]:
    """`count` cities with other names (their folders named after them), ecode360 codes and
    title numbers."""
    slugs = []
    for i in range(count):
        name = city_name(i)
        slug = name.lower().replace(" ", "-")
        make_city(raw, slug, name, f"XY{1000 + i}", 20 + i % 70, vary=vary)
        slugs.append(slug)
    return slugs
