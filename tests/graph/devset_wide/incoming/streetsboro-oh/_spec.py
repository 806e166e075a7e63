F = "1107-enforcement-penalty.txt"
HEAD = dict(place="City of Streetsboro, OH", state="OH", code="Codified Ordinances of Streetsboro, Ohio (Planning and Zoning Code, Chapter 1107 Enforcement and Penalty), American Legal Publishing",
  code_scheme="two-level dotted chapter.section 1107.02; cross-reference list with component-code prefixes 'P. & Z. 1157.02(h)', 'P. & Z. Ch. 1153', 'BLDG. Ch. 1305', the charter 'CHTR. 14.03' and 'Ohio R.C. 713.13'; in text 'Section 1107.08'")
P = "component code of the same Codified Ordinances"
CITATIONS = [
 dict(file=F, section="1107", raw="CHTR. 14.03", kind="external", target_kind="other", body="city charter", jurisdiction="OH", target="Streetsboro Charter § 14.03", note="the city charter is outside law by the set's convention"),
 dict(file=F, section="1107", raw="Ohio R.C. 713.13", kind="external", target_kind="statute", body="Ohio Rev. Code", jurisdiction="OH", target="Ohio Rev. Code § 713.13"),
 dict(file=F, section="1107", raw="P. & Z. Ch. 1153", kind="local", target_kind="chapter", target="1153", note=P + " (P. & Z. = Planning and Zoning Code)"),
 dict(file=F, section="1107", raw="P. & Z. 1157.02(h)", kind="local", target_kind="subsection", target="1157.02(h)", note=P + " (P. & Z. = Planning and Zoning Code)"),
 dict(file=F, section="1107", raw="P. & Z. Ch. 1159", kind="local", target_kind="chapter", target="1159", note=P + " (P. & Z. = Planning and Zoning Code)"),
 dict(file=F, section="1107", raw="BLDG. Ch. 1305", kind="local", target_kind="chapter", target="1305", note=P + " (BLDG. = Building Code)"),
 dict(file=F, section="1107.02", raw="Section 1107.08", kind="local", target_kind="section", target="1107.08"),
]
NOT_CITATIONS = [
 dict(file=F, section="1107", raw="1107.08   Schedule of fees", note="table-of-contents line, a heading"),
 dict(file=F, section="1107.01", raw="this Zoning Ordinance", note="the whole zoning code (a component code), not a citation by convention"),
 dict(file=F, section="1107.01", raw="Ord. 1989-51", note="history note: ordinance number"),
 dict(file=F, section="1107.01", raw="8-28-39", note="history note: passage date that looks like a chapter-dash number"),
]
