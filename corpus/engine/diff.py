"""Diffs between two versions of a section: structural (over the subsection tree) and word-level.

The structural diff pairs the nodes of the earlier and later trees by content, not by position
(rapidfuzz similarity, with a bonus for keeping the same label), so a paragraph that moved from
(E)(5) to (E)(8) is `renumbered`, not `removed` + `added`. A paired node whose words differ only in
typography — whitespace, line breaks, hyphenation, quote style, footnote markers like `[1]`, letter
case, `12` vs `twelve` — is `editorial`; anything else is `modified`. Each changed node carries a
word-level diff (diff-match-patch over word tokens).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from diff_match_patch import diff_match_patch
from rapidfuzz import fuzz

from corpus.engine.sectiontext import intro_of, paragraphs_for_parsing
from corpus.engine.versions import NodeChange, StructuralChange, WordDiff, WordOp
from parsers.records import Subsection
from parsers.subsections import parse_subsections

# A footnote marker the export or a drafter left in the text: `[1]`, `[12]`.
FOOTNOTE_MARKER = re.compile(r"\[\d{1,3}\]")
# A number written in words followed by its numerals in parentheses (`thirty (30)`): the pair
# means the same as the numerals alone.
WORDS_THEN_NUMERALS = re.compile(r"\b([a-z]+(?:[\s-][a-z]+)?)\s*\((\d+)\)")
# A number written in words: a tens word optionally joined to a units word (`thirty-five`), or
# a single units/teens/tens word.
NUMBER_WORDS = re.compile(
    r"\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-]"
    r"(one|two|three|four|five|six|seven|eight|nine))?\b"
    r"|\b(zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen"
    r"|fifteen|sixteen|seventeen|eighteen|nineteen)\b"
)
# Characters that carry no words: whitespace, quotes of every style, hyphens and dashes (a word
# split across lines is rejoined, `right-of-way` equals `rightof way`), soft hyphens.
TYPOGRAPHY = re.compile(r"[\s\"'`´‘’‚‛“”„‟«»\-‐‑‒–—―\u00ad]+")
# Word tokens for the word-level diff: runs of word characters, runs of whitespace, or single
# punctuation marks, so the diff never splits a word.
WORD_TOKEN = re.compile(r"\w+|\s+|[^\w\s]")

UNITS = {
    "zero": 0,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
}
TENS = {
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
}

# Pairing thresholds (rapidfuzz ratios, 0–100): a node keeps its label when it is at least this
# similar to the node of the same id; a node found under another label must be closer still.
SAME_ID_MIN = 40.0
MOVED_MIN = 80.0
SAME_ID_BONUS = 15.0


def _number_word(match: re.Match[str]) -> str:
    if match.group(3):
        return str(UNITS[match.group(3)])
    value = TENS[match.group(1)]
    if match.group(2):
        value += UNITS[match.group(2)]
    return str(value)


def _words_then_numerals(match: re.Match[str]) -> str:
    words = NUMBER_WORDS.sub(_number_word, match.group(1))
    return match.group(2) if words == match.group(2) else match.group(0)


def normalize(text: str) -> str:
    """The text with every editorial difference removed (used to compare, never shown)."""
    text = FOOTNOTE_MARKER.sub("", text).casefold()
    text = WORDS_THEN_NUMERALS.sub(_words_then_numerals, text)
    text = NUMBER_WORDS.sub(_number_word, text)
    return TYPOGRAPHY.sub("", text)


def is_editorial(before: str, after: str) -> bool:
    """True when the two texts differ at most editorially (or not at all)."""
    return before == after or normalize(before) == normalize(after)


def word_diff(before: str, after: str) -> tuple[WordDiff, ...]:
    """A word-level diff: diff-match-patch run over word tokens mapped to single characters."""
    if before == after:
        return (WordDiff(WordOp.EQUAL, before),) if before else ()
    codes: dict[str, str] = {}
    tokens: list[str] = []

    def encode(text: str) -> str:
        out = []
        for token in WORD_TOKEN.findall(text):
            code = codes.get(token)
            if code is None:
                code = (
                    chr(0xE000 + len(tokens))
                    if len(tokens) < 0x1900
                    else chr(0x10000 + len(tokens))
                )
                codes[token] = code
                tokens.append(token)
            out.append(code)
        return "".join(out)

    def decode(chars: str) -> str:
        return "".join(tokens[_token_index(c)] for c in chars)

    engine = diff_match_patch()
    engine.Diff_Timeout = 0
    diffs = engine.diff_main(encode(before), encode(after), False)
    engine.diff_cleanupSemantic(diffs)
    ops = {0: WordOp.EQUAL, -1: WordOp.DELETE, 1: WordOp.INSERT}
    return tuple(WordDiff(ops[op], decode(chars)) for op, chars in diffs if chars)


def _token_index(code: str) -> int:
    point = ord(code)
    return point - 0xE000 if point < 0x10000 else point - 0x10000


def render_words(words: Sequence[WordDiff]) -> str:
    """A diff as plain text: `[-removed-]` and `{+added+}` inline."""
    parts = []
    for w in words:
        if w.op is WordOp.EQUAL:
            parts.append(w.text)
        elif w.op is WordOp.DELETE:
            parts.append(f"[-{w.text}-]")
        else:
            parts.append(f"{{+{w.text}+}}")
    return "".join(parts)


@dataclass(frozen=True, slots=True)
class Node:
    """One node to compare: a subsection, or the section's own text (id = the section id)."""

    id: str
    text: str


def nodes_of(section: str, intro: str, subsections: Sequence[Subsection]) -> list[Node]:
    """The nodes of a version: its own text (when it has any) and each subsection."""
    nodes = [Node(section, intro)] if intro.strip() else []
    nodes.extend(Node(s.id, s.text) for s in subsections)
    return nodes


def text_tree(section: str, text: str, document: str = "") -> tuple[str, Sequence[Subsection]]:
    """(own text, subsections) of a version's stored text, read as the engine reads a version
    (one paragraph per line, then the subsection parser): what a page shows and what the stored
    `changes` were computed over."""
    subsections, _issues = parse_subsections(
        section, paragraphs_for_parsing(text), document=document
    )
    return intro_of(text, subsections), subsections


def text_nodes(section: str, text: str, document: str = "") -> list[Node]:
    return nodes_of(section, *text_tree(section, text, document))


def compare_texts(
    section: str, version: int, before: str, after: str, document: str = ""
) -> tuple[StructuralChange, ...]:
    """The structural diff between any two stored texts of a section (the build stores the diff
    between consecutive versions; this compares any pair the same way)."""
    return diff_nodes(
        section,
        version,
        text_nodes(section, before, document),
        text_nodes(section, after, document),
    )


def change_counts(changes: Iterable[StructuralChange]) -> tuple[tuple[NodeChange, int], ...]:
    """How many changes of each kind, in NodeChange's order, kinds with none left out."""
    counts = dict.fromkeys(NodeChange, 0)
    for change in changes:
        counts[change.change] += 1
    return tuple((kind, n) for kind, n in counts.items() if n)


def change_summary(changes: Iterable[StructuralChange]) -> str:
    """`4 added, 1 renumbered, 5 modified, 2 editorial`: the counts the CLI and the page print."""
    counts = change_counts(changes)
    return ", ".join(f"{n} {kind.value}" for kind, n in counts) if counts else "no changes"


def _pair(before: Sequence[Node], after: Sequence[Node]) -> list[tuple[int, int]]:
    """Pairs (i, j) of nodes that are the same node in the two versions.

    Identical nodes pair first (preferring the same id), then the remaining candidates in order
    of similarity (plus a bonus for the same id): above SAME_ID_MIN for the same id, MOVED_MIN
    for a different one. Each node pairs at most once.
    """
    pairs: list[tuple[int, int]] = []
    used_before: set[int] = set()
    used_after: set[int] = set()
    norm_before = [normalize(n.text) for n in before]
    norm_after = [normalize(n.text) for n in after]

    # 1. Unchanged (or editorially changed) nodes at the same id.
    after_index = {n.id: j for j, n in enumerate(after)}
    for i, node in enumerate(before):
        j = after_index.get(node.id)
        if j is not None and norm_before[i] == norm_after[j]:
            pairs.append((i, j))
            used_before.add(i)
            used_after.add(j)
    # 2. Identical content under another id (a renumbering), in document order.
    by_text: dict[str, list[int]] = {}
    for j, text in enumerate(norm_after):
        if j not in used_after and text:
            by_text.setdefault(text, []).append(j)
    for i, text in enumerate(norm_before):
        if i in used_before or not by_text.get(text):
            continue
        j = by_text[text].pop(0)
        pairs.append((i, j))
        used_before.add(i)
        used_after.add(j)
    # 3. Similar content, best first.
    candidates: list[tuple[float, int, int]] = []
    for i, b in enumerate(before):
        if i in used_before:
            continue
        for j, a in enumerate(after):
            if j in used_after:
                continue
            score = float(fuzz.ratio(norm_before[i], norm_after[j]))
            same = b.id == a.id
            if score >= (SAME_ID_MIN if same else MOVED_MIN):
                candidates.append((score + (SAME_ID_BONUS if same else 0.0), i, j))
    for _score, i, j in sorted(candidates, key=lambda c: (-c[0], c[1], c[2])):
        if i in used_before or j in used_after:
            continue
        pairs.append((i, j))
        used_before.add(i)
        used_after.add(j)
    # 4. What is left at the same id was rewritten in place.
    for i, node in enumerate(before):
        j = after_index.get(node.id)
        if i not in used_before and j is not None and j not in used_after:
            pairs.append((i, j))
            used_before.add(i)
            used_after.add(j)
    return pairs


def diff_nodes(
    section: str, version: int, before: Sequence[Node], after: Sequence[Node]
) -> tuple[StructuralChange, ...]:
    """The structural changes from `before` to `after`, in the later version's order (removals
    where the node stood)."""
    pairs = _pair(before, after)
    paired_after = {j: i for i, j in pairs}
    paired_before = {i for i, _ in pairs}
    changes: list[tuple[float, StructuralChange]] = []
    for j, node in enumerate(after):
        i = paired_after.get(j)
        if i is None:
            changes.append(
                (j, StructuralChange(section, version, node.id, NodeChange.ADDED, None, node.text))
            )
            continue
        old = before[i]
        if old.id == node.id and old.text == node.text:
            continue
        if old.id != node.id:
            kind = NodeChange.RENUMBERED
        elif is_editorial(old.text, node.text):
            kind = NodeChange.EDITORIAL
        else:
            kind = NodeChange.MODIFIED
        words = word_diff(old.text, node.text) if old.text != node.text else ()
        changes.append(
            (
                j,
                StructuralChange(
                    section, version, node.id, kind, old.text, node.text, old.id, words
                ),
            )
        )
    # Removed nodes sort just after the later node that follows their earlier neighbour.
    for i, node in enumerate(before):
        if i in paired_before:
            continue
        anchor = _removal_position(i, pairs)
        changes.append(
            (
                anchor,
                StructuralChange(
                    section, version, node.id, NodeChange.REMOVED, node.text, None, node.id
                ),
            )
        )
    changes.sort(key=lambda item: item[0])
    return tuple(change for _, change in changes)


def _removal_position(i: int, pairs: Sequence[tuple[int, int]]) -> float:
    earlier = [j for k, j in pairs if k < i]
    return (max(earlier) if earlier else -1) + 0.5
