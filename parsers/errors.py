"""The one exception a parser raises for a document it cannot read.

Every parser either returns records (with recoverable problems as `ParseIssue`s) or raises
`DocumentError`; nothing else escapes. The message always names the file and, where it helps,
the page or line, so a person can find the problem.
"""

from __future__ import annotations

from pathlib import Path


class DocumentError(Exception):
    """A document that cannot be parsed at all (empty, binary, corrupt, or of a foreign kind)."""

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
