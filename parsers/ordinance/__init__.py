"""Ordinances (text, PDF or DOCX) into an `Ordinance` with its sections and amending instructions.

    parse_ordinance_text(text, doc_id, path="", sidecar=None) -> ParsedOrdinance
    parse_ordinance_file(path, doc_id) -> ParsedOrdinance   (reads `<same name>.toml` beside it)
    parse_ordinance_read(path, doc_id, text, decoding) -> ParsedOrdinance   (its text read already)

Both raise `DocumentError` and nothing else. Modules: `sections` (split and classify `SECTION n`),
`metadata` (caption, dated events, effective-date rule), `targets` (normalized target ids),
`instructions` (the amendment parser), `tables` (table-row amendments), `building` (spans and the
Instruction record), `cleaning` (page furniture), `bodies` (reading the new text), `rezoning`
(parcels), `sidecar` (a person's corrections).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial
from pathlib import Path

from parsers.decode import unix_lines
from parsers.errors import DocumentError
from parsers.limits import check_time
from parsers.marked_text import MarkedRun
from parsers.ordinance.bracketed import unstated_brackets
from parsers.ordinance.building import Context, line_starts, make_span, section_issue, section_key
from parsers.ordinance.choosing import unread_sentences
from parsers.ordinance.codifier import codifier_issues
from parsers.ordinance.cut_off import cut_off_instruction, untargeted_cut_off
from parsers.ordinance.effective import printed_effective, waits_for_later
from parsers.ordinance.exhibit_rows import exhibit_rows
from parsers.ordinance.form_dates import with_form_dates
from parsers.ordinance.form_numbers import form_number, named_form
from parsers.ordinance.form_titles import form_title
from parsers.ordinance.function_paragraphs import restated_by_function
from parsers.ordinance.glued_brackets import with_glued_brackets
from parsers.ordinance.instructions import parse_instructions
from parsers.ordinance.label_runs import unread_part
from parsers.ordinance.layout import is_flat, with_line_breaks
from parsers.ordinance.lost_marks import flag_lost_marks
from parsers.ordinance.metadata import (
    CAPTION_CHARS,
    effective_from,
    enacting_body,
    parse_caption,
    parse_effective_rule,
    parse_events,
    parse_jurisdiction,
)
from parsers.ordinance.notice_dates import with_notice_adoption
from parsers.ordinance.notices import caption_title, stated_effective
from parsers.ordinance.numbering import numbering
from parsers.ordinance.own_number import unprinted
from parsers.ordinance.partial_replacement import partial_replacement
from parsers.ordinance.passage import record_effective, with_passage
from parsers.ordinance.publisher_dates import with_publisher_date
from parsers.ordinance.reprinted import without_reprints
from parsers.ordinance.restated_outside import restated_outside
from parsers.ordinance.safety import ocr_keyword_removal, part_named_before, untargeted_removal
from parsers.ordinance.sections import RawSection, split_sections
from parsers.ordinance.sidecar import Sidecar, apply_sidecar, read_sidecar
from parsers.ordinance.state import is_urgency, named_state
from parsers.ordinance.summaries import summary_instructions
from parsers.ordinance.superseded import clause_repeals, mark_superseded
from parsers.ordinance.table_targets import title_of
from parsers.ordinance.titles import own_title
from parsers.ordinance.word_edits import marks_of_pdf, with_word_edits
from parsers.ordinance_records import (
    Instruction,
    Ordinance,
    OrdinanceEvent,
    OrdinanceSection,
    OrdinanceSectionKind,
    ParsedOrdinance,
)
from parsers.records import Document, DocumentKind, ParseIssue, Severity, SourceSpan

__all__ = ["parse_ordinance_file", "parse_ordinance_read", "parse_ordinance_text"]

INSTRUCTION_KINDS = frozenset({OrdinanceSectionKind.AMENDMENT, OrdinanceSectionKind.REZONING})
SIDECAR_SUFFIX = ".toml"


def _unnumbered(doc_id: str) -> ParseIssue:
    return ParseIssue(
        doc_id,
        "caption",
        Severity.WARNING,
        "ordinance-unnumbered",
        "neither an ordinance number nor a file number; the document id is used",
    )


def _number_issues(
    doc_id: str, number: str | None, file_no: str | None, text: str
) -> list[ParseIssue]:
    """What a reader should know of the ordinance's number: none at all, or one that only the
    records system's name of the document gives."""
    issues = [_unnumbered(doc_id)] if number is None and file_no is None else []
    named = unprinted(number, text) or named_form(number, text)
    if named is not None:
        issues.append(_number_from_name(doc_id, named))
    return issues


def _number_from_name(doc_id: str, name: str) -> ParseIssue:
    return ParseIssue(
        doc_id,
        "caption",
        Severity.WARNING,
        "ordinance-number-unprinted",
        f"no legible ordinance number is printed; the records system's name of the document "
        f"(`{name}`) gives it",
    )


def parse_ordinance_text(
    text: str,
    doc_id: str,
    path: str = "",
    sidecar: Path | None = None,
    marks: Sequence[MarkedRun] = (),
) -> ParsedOrdinance:
    """Parse an ordinance's text; a sidecar (if given) overrides what the text says. CR LF and
    bare CR line ends read as LF, as a file's do (offsets are in that text). `marks`: the
    words its format strikes through or underlines (offsets into `text`); inline marks
    (`~~x~~`, `<del>`, `<ins>`) are read from the text itself."""
    where = path or doc_id
    if "\r" in text:
        text = unix_lines(text)
        marks = ()  # offsets moved; a reader with marks gives LF text
    broken = with_line_breaks(text)
    if len(broken) != len(text):
        marks = ()  # offsets moved (double spacing read through); inline marks are re-read
    text = broken
    try:
        correction = read_sidecar(sidecar) if sidecar is not None else None
        return _parse(text, doc_id, where, correction, marks)
    except DocumentError:
        raise
    except Exception as exc:  # a parser bug on odd text must not stop the other documents
        raise DocumentError(
            where, f"could not parse the ordinance ({type(exc).__name__}: {exc})"
        ) from exc


def parse_ordinance_file(path: Path, doc_id: str) -> ParsedOrdinance:
    """Read a .txt, .md, .pdf or .docx ordinance (and its `.toml` sidecar) and parse it."""
    suffix = path.suffix.lower()
    decoding: tuple[ParseIssue, ...] = ()
    marks: tuple[MarkedRun, ...] = ()
    if suffix == ".pdf":
        from parsers.pdf import read_pdf_text

        text = read_pdf_text(path)
        marks = marks_of_pdf(path, text)
    elif suffix == ".docx":
        from parsers.word import read_docx_marked

        text, marks = read_docx_marked(path)
    elif suffix == ".md":
        from parsers.markdown import read_markdown_text

        markdown = read_markdown_text(path)  # a link read otherwise than printed is an issue
        text, decoding = markdown.text, markdown.issues(doc_id)
    else:
        from parsers.decode import read_decoded

        decoded = read_decoded(path)  # the shared decoder; its problems become parse issues
        text, decoding = decoded.text, decoded.issues(doc_id)
    return parse_ordinance_read(path, doc_id, text, decoding, marks=marks)


def parse_ordinance_read(
    path: Path,
    doc_id: str,
    text: str,
    decoding: tuple[ParseIssue, ...] = (),
    sha256: str | None = None,
    marks: Sequence[MarkedRun] = (),
) -> ParsedOrdinance:
    """An ordinance file whose text is read already (decoded by the registry, or read by the
    PDF or DOCX reader), with its `.toml` sidecar; `decoding`, the decoder's problems, come
    first among its issues; `sha256`, its bytes' digest when they were read with the text."""
    sidecar = path.with_suffix(SIDECAR_SUFFIX)
    parsed = parse_ordinance_text(
        text, doc_id, str(path), sidecar if sidecar.is_file() else None, marks
    )
    try:  # the document's hash is the file's, as for every other parser
        sha256 = sha256 or hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError as exc:
        raise DocumentError(path, f"cannot read the file: {exc}") from exc
    return replace(
        parsed,
        document=replace(parsed.document, sha256=sha256),
        issues=(*decoding, *parsed.issues),
    )


def _marked_edits(
    instructions: Sequence[Instruction], text: str, marks: Sequence[MarkedRun]
) -> list[Instruction]:
    """The instructions with their word edits read from the document's marks; bracketed words
    under no stated convention, and sentences whose stated marks did not survive, flagged."""
    edited = with_word_edits(instructions, text, marks)
    if not marks:
        edited = unstated_brackets(edited, text)
    return flag_lost_marks(edited, text, marks)


def _parse(
    text: str, doc_id: str, where: str, sidecar: Sidecar | None, marks: Sequence[MarkedRun]
) -> ParsedOrdinance:
    if not text.strip():
        raise DocumentError(where, "the ordinance is empty")
    split = split_sections(text, doc_id)
    if not split.sections:
        raise DocumentError(
            where,
            "not an ordinance this parser reads: it expected a caption (`ORDINANCE NO. …`, `AN "
            "ORDINANCE …`), an enacting clause (`… DOES ORDAIN AS FOLLOWS:`) or numbered "
            "sections (`SECTION 1.`), and found none",
        )
    issues: list[ParseIssue] = list(split.issues)
    preamble = text[: split.preamble_end]
    caption = parse_caption(preamble, text)
    line_index = line_starts(text)
    span_of = partial(make_span, doc_id, line_index)
    rule = _effective_rule(text, split.sections)
    number = form_number(caption.number, preamble[: CAPTION_CHARS * 2], text)
    if sidecar is not None and sidecar.number is not None:
        number = sidecar.number
    events = _events(text, split.sections, (preamble, number), span_of)
    ordinance_id = number or caption.file_no or doc_id
    issues.extend(_number_issues(doc_id, number, caption.file_no, text))
    title_no = title_of(caption.title) or title_of(text)
    style, scheme = numbering(text)
    context = Context(ordinance_id, doc_id, title_no, text, line_index, style, scheme)
    sections, instructions, found_issues = _read_sections(split.sections, context)
    issues.extend(found_issues + codifier_issues(text, context.document))
    instructions = with_glued_brackets(_marked_edits(instructions, text, marks))
    introduced = next((e.date for e in events if e.event == "introduction"), None)
    adopted = next((e.date for e in events if e.event == "adoption"), None)
    ordinance = Ordinance(
        id=ordinance_id,
        number=number,
        file_no=caption.file_no,
        title=form_title(own_title(caption_title(caption.title), text), text),
        document=doc_id,
        introduced=introduced,
        adopted=adopted,
        effective=record_effective(text)
        or (None if waits_for_later(text, rule) else effective_from(adopted, rule))
        or printed_effective(text, adopted, rule)
        or stated_effective(text),
        effective_rule=rule,
        state=named_state(text),
        urgency=is_urgency(preamble),
        events=events,
        sections=tuple(sections),
        instructions=tuple(instructions),
    )
    if sidecar is not None:
        ordinance, sidecar_issues = apply_sidecar(ordinance, sidecar)
        issues.extend(sidecar_issues)
    if ordinance.effective is None:  # the engine orders it by its latest dated event
        ordinance = replace(ordinance, effective_estimated=True)
    issues.extend(_flagged(doc_id, ordinance))  # after the sidecar: only the flags that remain
    document = _document(text, doc_id, where, ordinance)
    return ParsedOrdinance(document=document, ordinance=ordinance, issues=tuple(issues))


def _flagged(doc_id: str, ordinance: Ordinance) -> list[ParseIssue]:
    """One warning for each flag an instruction carries."""
    return [
        ParseIssue(doc_id, instruction.id, Severity.WARNING, "instruction-flagged", flag)
        for instruction in ordinance.instructions
        for flag in instruction.flags
    ]


def _document(text: str, doc_id: str, where: str, ordinance: Ordinance) -> Document:
    latest = max((event.date for event in ordinance.events), default=None)
    return Document(
        id=doc_id,
        path=where,
        kind=DocumentKind.ORDINANCE,
        sha256=hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest(),
        jurisdiction=parse_jurisdiction(text),
        as_of=ordinance.adopted or latest,
        title=ordinance.title or None,
    )


def _events(
    text: str,
    raws: tuple[RawSection, ...],
    caption: tuple[str, str | None],
    span_of: Callable[[int, int], SourceSpan],
) -> tuple[OrdinanceEvent, ...]:
    """Dated events (`metadata.parse_events`), then the passage dates other traditions print
    (`passage.with_passage`): at the end of the last section, or in a signature block after it;
    last, a notice's or summary's own sentence of adoption (`notice_dates`). `caption`: the
    preamble and the ordinance's number."""
    preamble, number = caption
    closing_start = raws[-1].start
    events = parse_events(preamble, text[closing_start:], closing_start, span_of)
    last = [raw.start for raw in raws if raw.kind is not OrdinanceSectionKind.SIGNATURES]
    passage_start = last[-1] if last else closing_start
    if is_flat(text) and all(raw.number is None for raw in raws):  # no section read: all of it
        passage_start = 0
    body = enacting_body(preamble)
    events = with_passage(events, text, passage_start, body, span_of)
    events = with_form_dates(events, text, body, span_of)
    events = with_notice_adoption(events, text, number, span_of)
    return with_publisher_date(events, text, span_of)  # a publisher's closing `(07-08-1996)`


def _effective_rule(text: str, raws: tuple[RawSection, ...]) -> str | None:
    """The rule is in the effective-date section; the whole text only when no section is one."""
    dated = [raw for raw in raws if raw.kind is OrdinanceSectionKind.EFFECTIVE_DATE]
    return next(
        (r for raw in dated if (r := parse_effective_rule(text[raw.start : raw.end]))), None
    ) or parse_effective_rule(text)


INTRODUCES = (
    "a sentence with no text of its own, followed by a section that restarts its number: it "
    "introduces the items after it, which are the instructions"
)


def _introduces(raw: RawSection, following: tuple[RawSection, ...], text: str) -> bool:
    """Whether an amending section is an introducing sentence (ending in its colon, no text of
    its own) whose items follow as sections numbered again from its own number (`Section 1. …
    Sections 135.01 and 135.02 are hereby amended as follows:` then `Section 1. … Section 135.01
    is hereby amended …`)."""
    return (
        bool(following)
        and raw.number is not None
        and following[0].number == raw.number
        and following[0].kind in INSTRUCTION_KINDS
        and raw.heading.rstrip().endswith(":")
        and not text[raw.heading_end : raw.end].strip()
    )


def _read_sections(
    raws: tuple[RawSection, ...], context: Context
) -> tuple[list[OrdinanceSection], list[Instruction], list[ParseIssue]]:
    """Every section classified; the instructions of the amending ones; an issue for each
    amending sentence elsewhere."""
    text = context.text
    issues: list[ParseIssue] = []
    sections: list[OrdinanceSection] = []
    instructions: list[Instruction] = []
    seen: dict[int | None, int] = {}
    for at, raw in enumerate(raws):
        check_time()
        seen[raw.number] = seen.get(raw.number, 0) + 1
        sections.append(
            OrdinanceSection(
                number=raw.number,
                heading=raw.heading,
                kind=raw.kind,
                text=text[raw.heading_end : raw.end].strip(),
                span=context.span(raw.start, raw.end),
            )
        )
        if raw.kind in INSTRUCTION_KINDS and _introduces(raw, raws[at + 1 : at + 2], text):
            issues.append(section_issue(context, raw, "instruction-context", INTRODUCES))
        elif raw.kind in INSTRUCTION_KINDS:
            key = section_key(raw, seen[raw.number])
            found, problems = parse_instructions(raw, key, context)
            found = untargeted_cut_off(found, raw, context)
            instructions.extend(exhibit_rows(found, raw, key, context))
            issues.extend(problems)
        else:  # a last section cut off before its verb, or sentences left unread
            key = section_key(raw, seen[raw.number])
            cut = cut_off_instruction(raw, key, context)
            # `… and existing Section 541.07 … repealed`; Maryland's `… read as follows:`
            folded = (
                clause_repeals(raw, key, context)
                or restated_by_function(raw, key, context)
                or restated_outside(raw, key, context)
                if cut is None
                else []
            )
            instructions.extend([cut] if cut is not None else folded)
            issues.extend(unread_sentences(raw, context) if cut is None and not folded else [])
    guarded = [
        partial_replacement(
            ocr_keyword_removal(unread_part(part_named_before(untargeted_removal(i))))
        )
        for i in mark_superseded(instructions, text)
    ]
    once, reprinted = without_reprints(guarded, context.document)
    return sections, summary_instructions(context, once), issues + reprinted
