"""The readers of the citation grammar: one per anchor regex (`graph.patterns`, `graph.laws`).

Each reader takes the text and its anchor's match and reads on with `.match(text, pos)`: the
first number, then lists (`, X`, ` and X`), ranges (` through X`), parenthetical and comma titles
and suffixes (`of this section`, `of the California Government Code`, `et seq.`). A reader returns
a `Hit` (the phrase's span and the members it names, each with its own span) or None when the
anchor is no citation. `graph.find` runs them all and merges overlapping hits.

- `graph.readers.cursor`: members, hits, the cursor over a tail, titles;
- `graph.readers.local`: this code's citations;
- `graph.readers.units`: subchapters, divisions, parts and appendices, within their parent;
- `graph.readers.dotted_units`: a division numbered within its article (`Div. 9.7`);
- `graph.readers.levels`: the labels below a section (subsections, paragraphs, clauses) and
  the enclosing node named by its kind (`this chapter`);
- `graph.readers.external`: outside law named by graph.laws' names, and a law's name before or
  after a municipal-looking citation;
- `graph.readers.joins`: what the merged hits say together (a subsection after its section, a
  chapter after its title, `This section` after a statute);
- `graph.readers.state_law`: every state's statutes, constitutions, session laws, law named
  without a number, and the body a text says once for several citations;
- `graph.readers.sessions`: session laws and constitutions whose name is partly said elsewhere
  (a note's heading, an earlier citation of the same act);
- `graph.readers.standards`: standards by their body and designation (`ANSI S1.4`);
- `graph.readers.bodies`: a body of statutes named alone, a title said once for later sections;
- `graph.readers.cells`: a section number alone in a table cell (a use table's column);
- `graph.readers.components`: `see TRAF. 331.20`: a part of the codified ordinances by its short
  name;
- `graph.readers.scope`: `herein`, `hereof`, `hereunder` where their sentence names the scope;
- `graph.readers.names`: the names a code's nodes give themselves (`this UDC`, `the Zoning Law`).
"""

from __future__ import annotations

import re

import graph.constitutions as constitutions
import graph.gazettes as gazettes
import graph.laws as law
import graph.named_codes as named_codes
import graph.patterns as p
import graph.statutes as statutes
from graph.readers import (
    bodies,
    cells,
    components,
    constitution,
    court_rules,
    divisions,
    dotted_units,
    external,
    levels,
    links,
    local,
    scope,
    sessions,
    short_ranges,
    spelled,
    standards,
    state_bodies,
    state_forms,
    state_law,
    units,
    unnumbered,
)
from graph.readers.cursor import Hit, Member, squash
from graph.readers.local import Reader, read_section_sign

# Readers whose anchor, opening a line with a caption after it, is the thing itself.
CAPTIONED = frozenset({local.read_table, local.read_figure})

# Every anchor and its reader. Order does not matter: overlaps are merged afterwards. The `§`
# anchor is read apart (`read_section_sign`), since it may be a heading.
READERS: tuple[tuple[re.Pattern[str], Reader], ...] = (
    (p.SECTION_RE, local.read_section),
    (p.SECTION_ABBREV_RE, local.read_section),
    (p.SECTION_LOWER_RE, local.read_section_lower),
    *((regex, short_ranges.read_short_range) for regex in short_ranges.SHORT_RANGE_RES),
    (links.LINK_ALONE_RE, links.read_link_alone),
    (links.HTML_LINK_SECTION_RE, links.read_html_link_section),
    (cells.CELL_NUMBER_RE, cells.read_cell_number),
    (components.SEE_COMPONENT_RE, components.read_component),
    (components.SEE_LIST_COMPONENT_RE, components.read_component),
    (p.CHAPTER_RE, divisions.read_chapter),
    (p.CHAPTER_LOWER_RE, divisions.read_chapter_lower),
    (p.CHAPTER_ABBREV_RE, divisions.read_chapter_abbreviation),
    (p.ARTICLE_RE, divisions.read_article),
    (p.ARTICLE_ABBREV_RE, divisions.read_article_abbreviation),
    (p.ARTICLE_LOWER_RE, divisions.read_article_lower),
    (divisions.ARTICLE_OF_CHAPTER_RE, divisions.read_article_of_chapter),
    (units.UNIT_ALONE_RE, units.read_unit_alone),
    (units.UNIT_OF_RE, units.read_unit_of),
    (dotted_units.DOTTED_DIVISION_RE, dotted_units.read_dotted_division),
    (p.SUBSECTION_RE, levels.read_subsection),
    (levels.LABEL_ABOVE_RE, levels.read_label_above),
    (p.PARAGRAPH_RE, levels.read_level),
    (p.CLAUSE_RE, levels.read_level),
    (p.DIVISION_RE, levels.read_level),
    (p.ITEM_RE, levels.read_level),
    (levels.SUBPART_RE, levels.read_subpart),
    (levels.SUBDIVISION_NUMBER_RE, levels.read_subdivision_number),
    (p.TABLE_RE, local.read_table),
    (units.LOWER_TABLE_RE, units.read_section_table),
    (p.FIGURE_RE, local.read_figure),
    (p.TITLE_RE, divisions.read_title),
    (divisions.TITLES_RE, divisions.read_titles),
    (spelled.SPELLED_DIVISION_RE, spelled.read_spelled_division),
    (p.TITLE_ABBREV_RE, divisions.read_title_abbreviation),
    (p.MC_RE, divisions.read_municipal_abbreviation),
    (p.THIS_RE, levels.read_this),
    (p.THAT_RE, levels.read_that),
    (levels.SAID_RE, levels.read_said),
    (scope.HERE_RE, scope.read_here),
    (law.CFR_CMR_RE, external.read_titled),
    (law.USC_RE, external.read_titled),
    (law.CEQA_RE, state_forms.read_ceqa),
    (law.RCW_RE, state_forms.read_washington),
    (law.WAC_RE, state_forms.read_washington),
    (law.GENERAL_LAWS_RE, state_forms.read_mgl),
    (law.MGL_RE, state_forms.read_mgl),
    (law.GL_RE, state_forms.read_mgl),
    (law.ACTS_RE, state_forms.read_acts),
    (state_forms.ASSEMBLY_ACTS_RE, state_forms.read_assembly_acts),
    (law.ACT_RE, external.read_act),
    (law.CODE_RE, standards.read_model_code),
    (law.CODE_RE, standards.read_state_code_of),
    (standards.UNIFORM_INITIALS_RE, standards.read_uniform_initials),
    (law.CODE_RE, unnumbered.read_code_named),
    (statutes.STATUTE_RE, state_law.read_statute),
    (court_rules.COURT_RULES_RE, court_rules.read_court_rules),
    (statutes.LAW_WORD_RE, unnumbered.read_unnumbered_law),
    (unnumbered.STATUTE_WORD_RE, unnumbered.read_unnumbered_law),
    (unnumbered.STATUTE_CAPITAL_RE, unnumbered.read_unnumbered_law),
    (unnumbered.LAW_CAPITAL_RE, unnumbered.read_unnumbered_law),
    *((regex, bodies.read_body_named) for regex in bodies.NAMED_BODY_END_RES),
    (bodies.LAWS_RE, bodies.read_laws),
    *((regex, state_bodies.read_state_body) for regex in state_bodies.STATE_BODY_RES),
    (bodies.CHARTER_RE, bodies.read_charter),
    (bodies.CHARTER_RE, unnumbered.read_kind_charter),
    (unnumbered.CHARTER_LOWER_RE, unnumbered.read_kind_charter),
    (bodies.SECTION_LETTER_RE, bodies.read_section_letter),
    *((regex, bodies.read_popular_name) for regex in named_codes.POPULAR_ACRONYM_RES),
    *((regex, standards.read_standard) for regex in standards.STANDARDS_BODY_RES),
    (constitutions.CONSTITUTION_RE, constitution.read_constitution),
    (constitution.LISTED_PLACE_RE, constitution.read_listed_place),
    (constitutions.CONSTITUTION_LOWER_RE, constitution.read_constitution),
    (constitutions.SESSION_ACT_RE, sessions.read_session_act),
    (constitutions.PUBLIC_LAW_RE, sessions.read_public_law),
    (constitutions.STATUTES_AT_LARGE_RE, sessions.read_statutes_at_large),
    (constitutions.PAMPHLET_LAW_RE, sessions.read_pamphlet_law),
    (constitutions.LAWS_YEAR_CHAPTER_RE, sessions.read_pamphlet_law),
    (constitutions.ACTS_OF_YEAR_RE, sessions.read_session_year),
    (constitutions.PUBLIC_ACT_RE, sessions.read_public_act),
    (sessions.STATUTE_YEAR_RE, sessions.read_statute_year),
    (sessions.CHAPTER_OF_YEAR_RE, sessions.read_chapter_of_year),
    (sessions.SAID_CHAPTER_RE, sessions.read_said_chapter),
    (sessions.ACT_SECTIONS_RE, sessions.read_act_sections),
    (sessions.ACT_SECTION_RE, sessions.read_act_section),
    (gazettes.GAZETTE_RE, sessions.read_gazette),
)

__all__ = ["CAPTIONED", "READERS", "Hit", "Member", "Reader", "read_section_sign", "squash"]
