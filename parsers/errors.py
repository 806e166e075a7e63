"""The one exception a parser raises for a document it cannot read.

Every parser either returns records (with recoverable problems as `ParseIssue`s) or raises
`DocumentError`; nothing else escapes. The message always names the file and, where it helps,
the page or line, so a person can find the problem.
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar


class DocumentError(Exception):
    """A document that cannot be parsed at all (empty, binary, corrupt, or of a foreign kind)."""

    code: ClassVar[str] = "unreadable"  # the `parse_issues.code` of the row that stands for it

    def __init__(
        self,
        path: str | Path,
        message: str,
        *,
        page: int | None = None,
        line: int | None = None,
    ) -> None:
        self.path = str(path)
        self.reason = message
        self.page = page
        self.line = line
        where = self.path
        if page is not None:
            where += f", page {page}"
        if line is not None:
            where += f", line {line}"
        super().__init__(f"{where}: {message}")


class AmbiguousDocument(DocumentError):
    """A document that reads as two kinds at once (an ordinance's caption and an ecode360
    download footer, neither decisive): refused, so that it replaces nothing."""

    code: ClassVar[str] = "ambiguous-kind"
