"""A permit matrix's body lines into rows of cells.

The lines come as a PDF's text layer prints them: a use's name wrapped over two or three lines
with its cells on the next line, or its cells on the first line and the rest of the name after
them; two rows run together on one line; a footnote mark on a line of its own, above the cell
it belongs to; a specific-use section number printed before the name. The body is read as one
stream of tokens, and a row is complete when it has one code per district column:

- a name's words continue on the next line when they start in lower case, with a digit or a
  parenthesis, or when the name so far ends unfinished (`–`, `,`, `and`, `of`);
- a dash followed by a word is part of the name (`Office – Accessory`); a run of one code more
  than there are columns that starts with a dash began with the name's dash;
- a mark standing alone belongs to the next code or name, except at the start of a line in the
  middle of a row, where it belongs to the code before it;
- a line of words alone, between rows, followed by a row, is a group heading.

A row that does not come out with exactly one code per column is kept as text with an issue:
nothing is padded or guessed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from parsers.tables.records import Cell, CellKind, RowStatus, TableIssue, TableRow
from parsers.tables.tokens import Kind, Token, is_code

# Words a use's name does not end with: the name goes on (`Residential care facility for the`).
OPEN_WORDS = frozenset(
    {"and", "or", "of", "the", "for", "to", "a", "an", "with", "in", "on", "no", "than", "by"}
)
OPEN_ENDINGS = ("–", "—", "-", ",", "/", "&")


@dataclass(slots=True)
class _Row:
    category: str | None
    category_marks: tuple[str, ...]
    label: list[Token] = field(default_factory=list)
    cells: list[Token] = field(default_factory=list)
    cell_marks: list[list[str]] = field(default_factory=list)
    refs: list[Token] = field(default_factory=list)
    marks: list[str] = field(default_factory=list)
    tokens: list[Token] = field(default_factory=list)
    continued: bool = False  # words followed its cells

    def unfinished(self) -> bool:
        if not self.label:
            return True
        last = self.label[-1].text
        return last.endswith(OPEN_ENDINGS) or last.casefold() in OPEN_WORDS


@dataclass(slots=True)
class Assembler:
    text: str
    columns: tuple[str, ...]
    codes: frozenset[str]
    reference_column: str | None
    rows: list[TableRow] = field(default_factory=list)
    issues: list[TableIssue] = field(default_factory=list)
    row: _Row | None = None
    category: str | None = None
    category_marks: tuple[str, ...] = ()
    pending_marks: list[str] = field(default_factory=list)
    pending_refs: list[Token] = field(default_factory=list)

    # --- rows ------------------------------------------------------------------------------

    def _complete(self) -> bool:
        return self.row is not None and len(self.row.cells) == len(self.columns)

    def _start(self) -> _Row:
        self.finish()
        self.row = _Row(self.category, self.category_marks)
        self.row.refs.extend(self.pending_refs)
        self.row.tokens.extend(self.pending_refs)
        self.pending_refs = []
        return self.row

    def finish(self) -> None:
        row, self.row = self.row, None
        if row is None or not row.tokens:
            return
        start, end = min(t.start for t in row.tokens), max(t.end for t in row.tokens)
        printed = " ".join(self.text[t.start : t.end] for t in sorted(row.tokens, key=_at))
        label = join_words(row.label)
        problem = None
        if not label:
            problem = "codes without a use's name"
        elif len(row.cells) != len(self.columns):
            problem = f"{len(row.cells)} codes for {len(self.columns)} district columns"
        elif any(c.text.endswith("/") for c in row.cells):
            problem = "a code split over lines that could not be rejoined"
        if problem is not None:
            self.issues.append(
                TableIssue(start, end, "warning", "table-row-unread", f"{problem}: {printed!r}")
            )
            self.rows.append(
                TableRow(
                    label or printed,
                    row.category,
                    (),
                    RowStatus.TEXT,
                    printed,
                    start,
                    end,
                    tuple(row.marks),
                    row.category_marks,
                )
            )
            return
        cells = [
            Cell(column, token.text, CellKind.PERMIT, tuple(marks))
            for column, token, marks in zip(self.columns, row.cells, row.cell_marks, strict=True)
        ]
        if row.refs and self.reference_column:
            refs = ", ".join(t.text for t in row.refs)
            cells.append(Cell(self.reference_column, refs, CellKind.REFERENCE))
        self.rows.append(
            TableRow(
                label,
                row.category,
                tuple(cells),
                RowStatus.CELLS,
                printed,
                start,
                end,
                tuple(row.marks),
                row.category_marks,
            )
        )

    # --- tokens ----------------------------------------------------------------------------

    def word(self, token: Token, following: Token | None) -> None:
        row = self.row
        if row is not None and self._complete() and self._continues(row, token):
            row.continued = True
        elif row is not None and row.cells and not self._complete():
            if all(c.dash for c in row.cells) and not row.continued:
                row.label.extend(row.cells)  # the dashes were the name's
                row.cells, row.cell_marks = [], []
            else:
                row = self._start()
        elif row is None or self._complete():
            row = self._start()
        row.label.append(token)
        row.tokens.append(token)
        row.marks.extend([*self.pending_marks, *token.marks])
        self.pending_marks = []

    def _continues(self, row: _Row, token: Token) -> bool:
        if not row.label:
            return False  # codes without a name take no words after them
        first = token.text[0]
        return first.islower() or first.isdigit() or first in "(/" or row.unfinished()

    def value(self, token: Token, following: Token | None) -> None:
        row = self.row
        name_dash = token.dash and following is not None and following.kind is Kind.WORD
        if name_dash and row is not None and row.label and (not row.cells or row.continued):
            row.label.append(token)  # the name's own dash: `Office – Accessory`
            row.tokens.append(token)
            return
        if row is None:
            row = self._start()
        elif self._complete():
            same_line = row.cells[-1].line == token.line
            if row.cells[0].dash and not row.continued and same_line:
                row.label.append(row.cells.pop(0))  # `Alcoholic beverage sales – P P …`
                row.cell_marks.pop(0)
            else:
                row = self._start()
        row.cells.append(token)
        row.cell_marks.append([*self.pending_marks, *token.marks])
        row.tokens.append(token)
        self.pending_marks = []

    def mark(self, token: Token) -> None:
        row = self.row
        mid_row = row is not None and row.cells and not self._complete()
        if token.first and not token.last and mid_row and row is not None:
            row.cell_marks[-1].extend(token.marks)  # a mark wrapped after its code
            row.tokens.append(token)
            return
        self.pending_marks.extend(token.marks)
        if row is not None:
            row.tokens.append(token)

    def reference(self, token: Token) -> None:
        row = self.row
        if row is None or (self._complete() and token.first):
            self.pending_refs.append(token)  # printed before the name it belongs to
            return
        row.refs.append(token)
        row.tokens.append(token)

    def heading(self, tokens: list[Token]) -> None:
        self.finish()
        marks = [*self.pending_marks]
        for token in tokens:
            marks.extend(token.marks)
        self.pending_marks = []
        self.category = join_words([t for t in tokens if t.kind is not Kind.MARK])
        self.category_marks = tuple(marks)


def _at(token: Token) -> int:
    return token.start


def join_words(tokens: list[Token]) -> str:
    """A name's words rejoined: a word broken at a hyphen or slash (`right-` `of-way`,
    `Professional/` `administrative`) is one word again."""
    out = ""
    for token in tokens:
        if out and not out.endswith(("/",)) and not (out.endswith("-") and out[-2:-1].isalpha()):
            out += " "
        out += token.text
    return out.strip()


def is_heading(
    line: list[Token], following: list[Token] | None, row: _Row | None, width: int
) -> bool:
    """A line of words alone, between rows, that a row follows: a group heading."""
    if not line or any(
        t.kind not in (Kind.WORD, Kind.MARK) and not _name_dash(t, after)
        for t, after in zip(line, [*line[1:], None], strict=True)
    ):
        return False
    words = [t for t in line if t.kind is not Kind.MARK]
    if not words or line[0].kind is not Kind.WORD:
        return False
    if row is not None and (len(row.cells) != width or _continues_heading(row, words[0])):
        return False
    probe = _Row(None, (), label=words)
    if probe.unfinished() or following is None:
        return False
    first = next((t for t in following if t.kind is not Kind.MARK), None)
    return first is not None and first.kind is Kind.WORD and first.text[0].isupper()


def _name_dash(token: Token, after: Token | None) -> bool:
    """A dash between two words of a name: `Services – General`."""
    return token.dash and after is not None and after.kind is Kind.WORD


def _continues_heading(row: _Row, token: Token) -> bool:
    first = token.text[0]
    return first.islower() or first.isdigit() or first in "(/" or row.unfinished()


def assemble(
    text: str,
    lines: list[list[Token]],
    columns: tuple[str, ...],
    codes: frozenset[str],
    reference_column: str | None,
) -> tuple[list[TableRow], list[TableIssue]]:
    """The rows of a permit matrix from its body's tokens, line by line."""
    asm = Assembler(text, columns, codes, reference_column)
    flat = [t for line in lines for t in line]
    position = 0
    for index, line in enumerate(lines):
        following = next(
            (ln for ln in lines[index + 1 :] if any(t.kind is not Kind.MARK for t in ln)), None
        )
        if is_heading(line, following, asm.row, len(columns)):
            asm.heading(line)
            position += len(line)
            continue
        for token in line:
            position += 1
            after = flat[position] if position < len(flat) else None
            _feed(asm, token, after, codes)
    asm.finish()
    return asm.rows, asm.issues


def _feed(asm: Assembler, token: Token, after: Token | None, codes: frozenset[str]) -> None:
    if token.kind is Kind.WORD:
        asm.word(token, after)
    elif token.kind is Kind.VALUE:
        asm.value(token, after)
    elif token.kind is Kind.MARK:
        asm.mark(token)
    else:
        asm.reference(token)


def merge_split_codes(lines: list[list[Token]], codes: frozenset[str]) -> list[list[Token]]:
    """`P/` at the end of a cell's first line and `MUP` after it are one code, `P/MUP`."""
    out: list[list[Token]] = []
    carry: Token | None = None
    for line in lines:
        kept: list[Token] = []
        for token in line:
            if carry is not None:
                joined = carry.text + token.text
                if token.kind is Kind.VALUE and is_code(joined, codes) and not joined.endswith("/"):
                    token = Token(
                        Kind.VALUE,
                        joined,
                        carry.marks + token.marks,
                        carry.start,
                        token.end,
                        token.line,
                        token.first,
                        token.last,
                    )
                else:
                    (out[-1] if out and not kept else kept).append(carry)
                carry = None
            if token.kind is Kind.VALUE and token.text.endswith("/"):
                carry = token
                continue
            kept.append(token)
        out.append(kept)
    if carry is not None:
        out[-1].append(carry)
    return out
