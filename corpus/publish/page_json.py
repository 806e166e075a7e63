"""The pages as data: what `.json` after a page's path answers (Datasette's convention).

Each carries what its page shows, with the URL of every node it names, so a client can walk
the site the way a reader does.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from corpus.publish.loaders.node_pages import NodePage
from corpus.publish.loaders.ordinance_page import OrdinancePage
from corpus.publish.loaders.section_page import Citation, SectionPage
from corpus.publish.render import target_url
from corpus.publish.section_view import ShownNode, cited_by, shown_nodes
from corpus.publish.urls import Links


def citation_json(c: Citation, links: Links) -> dict[str, Any]:
    """A citation of the page's node, with where its citing unit lives."""
    return {
        "source": c.source,
        "source_kind": c.source_kind,
        "raw": c.raw,
        "target": c.target,
        "target_kind": c.target_kind,
        "in_corpus": c.in_corpus,
        "url": links.source(c.source_kind, c.jurisdiction, c.source),
    }


def node_text_json(node: ShownNode, links: Links) -> dict[str, Any]:
    """One node of the version shown, with the citations found in its text."""
    return {
        "id": node.id,
        "label": node.label,
        "level": node.level,
        "citations": [
            {
                "raw": p.citation.raw,
                "target": p.citation.target,
                "target_kind": p.citation.target_kind,
                "in_corpus": p.citation.in_corpus,
                "url": target_url(p.citation, links),
            }
            for p in node.placed
        ],
    }


def section_json(page: SectionPage, links: Links) -> dict[str, Any]:
    """The section page as data: the version shown, its nodes and citations, who cites it."""
    shown = page.shown
    groups = cited_by(page)
    return {
        "jurisdiction": page.jurisdiction,
        "id": page.id,
        "title": page.title,
        "chapter": page.chapter,
        "status": page.status,
        "notice": page.notice,
        "version": shown.version if shown else None,
        "current_version": page.current,
        "valid_from": shown.valid_from if shown else None,
        "valid_to": shown.valid_to if shown else None,
        "valid_from_estimated": shown.estimated if shown else False,
        "text": page.text,
        "nodes": [node_text_json(n, links) for n in shown_nodes(page, links)],
        "cited_by": [citation_json(c, links) for c in groups.code],
        "restated_by_amending_ordinances": [citation_json(c, links) for c in groups.restated],
        "cited_by_ordinances": [citation_json(c, links) for c in groups.ordinances],
        "versions": [
            {
                "version": v.version,
                "valid_from": v.valid_from,
                "valid_to": v.valid_to,
                "valid_from_estimated": v.estimated,
                "ordinance": v.ordinance,
                "change": v.change,
                "url": links.section_version(page.jurisdiction, page.id, v.version),
            }
            for v in page.versions
        ],
        "changes": [
            {"subsection": c.subsection, "change": c.change.value, "before_id": c.before_id}
            for c in page.changes
        ],
        "history_note": page.history_note,
    }


def ordinance_json(page: OrdinancePage, links: Links) -> dict[str, Any]:
    """The ordinance page as data: its row, events, instructions, versions, what it touched,
    the table cells it changed and the parcels it rezoned."""
    return {
        "jurisdiction": page.jurisdiction,
        "id": page.id,
        "ordinance": page.row,
        "events": list(page.events),
        "instructions": [
            {
                "id": i.id,
                "verb": i.verb,
                "target_kind": i.target_kind,
                "target": i.target,
                "targets": [{"kind": k, "id": t} for k, t in i.named],
                "status": i.status,
                "note": i.note,
            }
            for i in page.instructions
        ],
        "versions": [
            {
                "section": v.section,
                "version": v.version,
                "change": v.change,
                "valid_from": v.valid_from,
                "url": links.section_version(page.jurisdiction, v.section, v.version),
            }
            for v in page.versions
        ],
        "touched": [
            {"kind": t.kind, "id": t.id, "instruction": t.instruction, "status": t.status}
            for t in page.touched
        ],
        "cells": [
            asdict(c) | {"url": links.table_version(page.jurisdiction, c.table, c.version)}
            for c in page.cells
        ],
        "parcels": [asdict(p) for p in page.parcels],
    }


def node_json(page: NodePage, links: Links) -> dict[str, Any]:
    """A node page as data: whether the corpus holds it, its parts, who cites it."""
    return {
        "jurisdiction": page.jurisdiction,
        "kind": page.kind,
        "id": page.id,
        "in_corpus": page.in_corpus,
        "title": page.title,
        "title_source": page.title_source,
        "publisher": page.publisher,
        "members": [
            {
                "kind": m.kind,
                "id": m.id,
                "title": m.title,
                "in_corpus": m.in_corpus,
                "url": links.node(m.kind, page.jurisdiction, m.id),
            }
            for m in page.members
        ],
        "cited_by": [citation_json(c, links) for c in page.inbound],
        "instructions": [
            {"id": i.id, "verb": i.verb, "status": i.status} for i in page.instructions
        ],
        "history_notes_of": list(page.history),
        "rows": list(page.table_rows),
    }
