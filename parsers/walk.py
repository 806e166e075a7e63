"""The walk of a raw tree: every entry under the raw folder is either a document to read or a
reported skip, never passed over in silence.

Rules (README "Input formats", docs/architecture.md "Robustness"):

- a file with a document suffix (`parsers/sniff.py`) is read; a sidecar (`<document>.toml`)
  is read with its document; `README.md` describes its folder and is not a document; a
  jurisdiction's `zoning.toml` is its zoning sidecar (`parsers/zoning.py`);
- anything else is a skip with its reason: a hidden (dot) file or folder (not walked), a FIFO,
  socket or device (never opened), an entry that cannot be read, an unknown suffix, a sidecar
  with no document beside it, a broken symlink, a symlink loop;
- symlinks are followed once: a folder or file reached through a link is read once, and a link
  to a folder or file the walk already reached (its own ancestor: a loop) is a skip naming the
  first way in. A jurisdiction folder may be a link to anywhere; any other link must stay
  inside the raw folder or its jurisdiction's folder (a link to `/` would walk the machine);
- ids are paths relative to the raw folder, with links kept as links (`cotati/x.txt`, not
  where it points), so nothing of the machine's own paths is stored.
"""

from __future__ import annotations

import errno
import os
import stat
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from parsers.records import ParseIssue, Severity
from parsers.sniff import DOCUMENT_SUFFIXES
from parsers.zoning import ZONING_SIDECAR

# A document's corrections beside it (`PA26-17.toml` for `PA26-17.txt`, parsers/ordinance).
SIDECAR_SUFFIX = ".toml"
# A folder's own description, not a document (raw/README.md lists the seeds).
FOLDER_README = "README.md"

Identity = tuple[int, int]  # (device, inode): one file or folder, however it is reached


class SkipReason(Enum):
    """Why an entry of the raw tree is not read (the parse issue's code is `skipped-<value>`)."""

    HIDDEN = "hidden"
    SPECIAL = "special-file"
    UNREADABLE = "unreadable"
    UNKNOWN_SUFFIX = "unknown-suffix"
    ORPHAN_SIDECAR = "orphan-sidecar"
    BROKEN_SYMLINK = "broken-symlink"
    SYMLINK_LOOP = "symlink-loop"
    ALREADY_READ = "already-read"
    OUTSIDE = "outside-raw"


# What the owner of a raw tree should look at (a warning) rather than merely be told (info).
_WARNINGS = frozenset(
    {
        SkipReason.SPECIAL,
        SkipReason.UNREADABLE,
        SkipReason.ORPHAN_SIDECAR,
        SkipReason.BROKEN_SYMLINK,
        SkipReason.SYMLINK_LOOP,
        SkipReason.OUTSIDE,
    }
)


@dataclass(frozen=True, slots=True)
class Skipped:
    """An entry of the raw tree that is not read, and why (`detail` names no machine path)."""

    id: str  # relative to the raw folder, as the walk reached it
    reason: SkipReason
    detail: str
    folder: bool = False

    def issue(self) -> ParseIssue:
        severity = Severity.WARNING if self.reason in _WARNINGS else Severity.INFO
        where = "folder" if self.folder else "file"
        return ParseIssue(self.id, where, severity, f"skipped-{self.reason.value}", self.detail)


@dataclass(frozen=True, slots=True)
class Walk:
    """What a raw tree holds: its documents' ids and the skipped entries, each in id order."""

    documents: tuple[str, ...]
    skipped: tuple[Skipped, ...]


@dataclass(frozen=True, slots=True)
class _Folder:
    """A plain folder the walk has yet to list."""

    id: str
    ancestors: frozenset[Identity]  # the folders that hold it, itself included
    bounds: tuple[str, ...]  # the real folders its links may point into


@dataclass(frozen=True, slots=True)
class _Link:
    """A symlinked folder met on the walk, walked once the plain tree is done."""

    id: str
    identity: Identity
    ancestors: frozenset[Identity]
    bounds: tuple[str, ...]  # the real folders its links may point into


_SPECIAL_KINDS = (
    (stat.S_ISFIFO, "a FIFO (named pipe)"),
    (stat.S_ISSOCK, "a socket"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
)


def _special_kind(mode: int) -> str:
    return next((name for test, name in _SPECIAL_KINDS if test(mode)), "not a regular file")


def _inside(real: str, bounds: tuple[str, ...]) -> bool:
    return any(real == b or real.startswith(b.rstrip(os.sep) + os.sep) for b in bounds)


class _Walker:
    def __init__(self, root: Path) -> None:
        self.root = root
        self.real_root = os.path.realpath(root)
        self.folders: dict[Identity, str] = {}  # each folder walked, by its first id
        self.found: list[tuple[str, Identity, bool]] = []  # (id, file, reached through a link)
        self.skipped: list[Skipped] = []
        self.links: list[_Link] = []
        self.stack: list[_Folder] = []

    def skip(self, rel: str, reason: SkipReason, detail: str, folder: bool = False) -> None:
        self.skipped.append(Skipped(rel, reason, detail, folder))

    def run(self) -> Walk:
        root_identity = _identity(os.stat(self.root))
        self.folders[root_identity] = "."
        self.walk_from(_Folder("", frozenset({root_identity}), (self.real_root,)))
        while self.links:  # links met while walking links are walked after them, in order
            pending, self.links = sorted(self.links, key=lambda link: link.id), []
            for link in pending:
                self.linked_folder(link)
        documents = self.read_once()  # first: it may skip links to files already read
        return Walk(tuple(documents), tuple(sorted(self.skipped, key=_skip_key)))

    def read_once(self) -> list[str]:
        """The documents, each file once: a link to a file also reached without a link (or
        through an earlier link) is skipped; files that are alike but distinct are all read."""
        first: dict[Identity, str] = {}
        for rel, identity, link in sorted(self.found, key=lambda f: (f[2], f[0])):
            if link and identity in first:
                self.skip(
                    rel, SkipReason.ALREADY_READ, f"a symlink to a file read as {first[identity]}"
                )
            else:
                first.setdefault(identity, rel)
        return sorted(set(first.values()) | {rel for rel, _, link in self.found if not link})

    def linked_folder(self, link: _Link) -> None:
        if link.identity in link.ancestors:
            self.skip(
                link.id,
                SkipReason.SYMLINK_LOOP,
                "a symlink to a folder that holds it: a loop",
                True,
            )
        elif link.identity in self.folders:
            first = self.folders[link.identity]
            self.skip(
                link.id, SkipReason.ALREADY_READ, f"a symlink to a folder read as {first}", True
            )
        else:
            self.folders[link.identity] = link.id
            self.walk_from(_Folder(link.id, link.ancestors | {link.identity}, link.bounds))

    def walk_from(self, start: _Folder) -> None:
        """The folder and every plain folder under it, from a stack rather than by recursion:
        a hostile tree may nest deeper than Python's recursion limit."""
        self.stack = [start]
        while self.stack:
            self.folder(self.stack.pop())

    def folder(self, here: _Folder) -> None:
        rel = here.id
        try:
            with os.scandir(self.root / rel if rel else self.root) as scan:
                entries = sorted(scan, key=lambda e: e.name)
        except OSError as exc:
            self.skip(
                rel, SkipReason.UNREADABLE, f"the folder cannot be listed ({exc.strerror})", True
            )
            return
        names = {e.name for e in entries}
        for entry in entries:
            child = f"{rel}/{entry.name}" if rel else entry.name
            self.entry(entry, child, names, here.ancestors, here.bounds)

    def entry(
        self,
        entry: os.DirEntry[str],
        rel: str,
        siblings: set[str],
        ancestors: frozenset[Identity],
        bounds: tuple[str, ...],
    ) -> None:
        link = entry.is_symlink()
        if entry.name.startswith("."):
            folder = entry.is_dir()
            kind = "folder" if folder else "file"
            self.skip(
                rel, SkipReason.HIDDEN, f"a hidden {kind} (its name begins with a dot)", folder
            )
            return
        try:
            st = os.stat(entry.path)  # follows links
        except OSError as exc:
            # ELOOP: a chain of links that comes back to itself
            if link and exc.errno == errno.ELOOP:
                self.skip(rel, SkipReason.SYMLINK_LOOP, "a symlink that points back to itself")
            elif link and isinstance(exc, FileNotFoundError):
                self.skip(
                    rel, SkipReason.BROKEN_SYMLINK, "a symlink to nothing (its target is gone)"
                )
            else:
                self.skip(rel, SkipReason.UNREADABLE, f"cannot be read ({exc.strerror})")
            return
        top_level = "/" not in rel
        if link:
            real = os.path.realpath(entry.path)
            if not (top_level and stat.S_ISDIR(st.st_mode)) and not _inside(real, bounds):
                self.skip(
                    rel,
                    SkipReason.OUTSIDE,
                    "a symlink out of the raw folder (allowed for a jurisdiction folder only)",
                    stat.S_ISDIR(st.st_mode),
                )
                return
        if stat.S_ISDIR(st.st_mode):
            identity = _identity(st)
            if top_level:  # a jurisdiction folder's links may point anywhere inside it
                bounds = (*bounds, os.path.realpath(entry.path))
            if link:
                self.links.append(_Link(rel, identity, ancestors, bounds))
            elif identity in ancestors:  # a bind mount or hard-linked folder into its own tree
                self.skip(rel, SkipReason.SYMLINK_LOOP, "a folder that holds itself: a loop", True)
            elif identity in self.folders:
                first = self.folders[identity]
                self.skip(rel, SkipReason.ALREADY_READ, f"the same folder as {first}", True)
            else:
                self.folders[identity] = rel
                self.stack.append(_Folder(rel, ancestors | {identity}, bounds))
        elif not stat.S_ISREG(st.st_mode):
            self.skip(rel, SkipReason.SPECIAL, f"{_special_kind(st.st_mode)}, not a document")
        else:
            self.file(rel, entry.name, _identity(st), link, siblings)

    @staticmethod
    def _top_level(rel: str) -> bool:
        """Whether `rel` lies in a jurisdiction's folder itself (or in the raw folder, which is
        a jurisdiction when documents lie in it)."""
        return len(Path(rel).parts) <= 2

    def file(self, rel: str, name: str, identity: Identity, link: bool, siblings: set[str]) -> None:
        suffix = Path(name).suffix.lower()
        if name == FOLDER_README:
            return
        if name == ZONING_SIDECAR and self._top_level(rel):
            return  # a jurisdiction's zoning sidecar: read by parsers/collect.py, not a document
        if suffix == SIDECAR_SUFFIX:
            stem = Path(name).stem
            if not any(
                Path(s).stem == stem and Path(s).suffix.lower() in DOCUMENT_SUFFIXES
                for s in siblings
            ):
                self.skip(
                    rel,
                    SkipReason.ORPHAN_SIDECAR,
                    "a sidecar (.toml) with no document of its name beside it",
                )
            return
        if suffix not in DOCUMENT_SUFFIXES:
            shown = f"`{suffix}`" if suffix else "no suffix"
            self.skip(
                rel,
                SkipReason.UNKNOWN_SUFFIX,
                f"not a document ({shown}; documents are {_SUFFIXES})",
            )
            return
        if not os.access(self.root / rel, os.R_OK):
            self.skip(rel, SkipReason.UNREADABLE, "cannot be read (permission denied)")
            return
        self.found.append((rel, identity, link))


_SUFFIXES = ", ".join(sorted(DOCUMENT_SUFFIXES))


def _identity(st: os.stat_result) -> Identity:
    return (st.st_dev, st.st_ino)


def _skip_key(skipped: Skipped) -> str:
    return skipped.id


def walk(raw_dir: Path) -> Walk:
    """Every entry under `raw_dir`: its documents, and what is skipped and why."""
    if not raw_dir.is_dir():
        raise FileNotFoundError(f"{raw_dir}: no such directory")
    return _Walker(raw_dir).run()
