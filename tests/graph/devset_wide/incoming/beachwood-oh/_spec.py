F = "1105-enforcement-penalty.txt"
HEAD = dict(place="City of Beachwood, OH", state="OH", code="Codified Ordinances of Beachwood, Ohio (Planning and Zoning Code, Chapter 1105 Enforcement and Penalty), American Legal Publishing",
  code_scheme="two-level dotted chapter.section 1105.01 with component-code prefixes 'ADM. 143.04', 'P. & Z. Ch. 1147', 'BLDG. Ch. 1329', 'BLDG. 1329.08'; 'Ohio R.C. 713.13' in the cross-reference list; 'the laws of the City or of the State'")
P = "component code of the same Codified Ordinances"
ST = dict(kind="external", target_kind="statute", body="state law", jurisdiction="OH", target="", unresolved=True, note="the city's laws and the State's named together; only the State's laws are outside law, the city's own laws name no part")
CITATIONS = [
 dict(file=F, section="1105", raw="Ohio R.C. 713.13", kind="external", target_kind="statute", body="Ohio Rev. Code", jurisdiction="OH", target="Ohio Rev. Code § 713.13"),
 dict(file=F, section="1105", raw="ADM. 143.04", kind="local", target_kind="section", target="143.04", note=P + " (ADM. = Administrative Code)"),
 dict(file=F, section="1105", raw="P. & Z. Ch. 1147", kind="local", target_kind="chapter", target="1147", note=P + " (P. & Z. = Planning and Zoning Code)"),
 dict(file=F, section="1105", raw="BLDG. Ch. 1329", kind="local", target_kind="chapter", target="1329", note=P + " (BLDG. = Building Code)"),
 dict(file=F, section="1105", raw="BLDG. 1329.08", kind="local", target_kind="section", target="1329.08", note=P + " (BLDG. = Building Code)"),
 dict(file=F, section="1105.01", raw="the laws of the City or of the State", **ST),
 dict(file=F, section="1105.01", raw="the laws of the City or of the State", **ST),
 dict(file=F, section="1105.01", raw="the laws of the City or of the State", **ST),
]
NOT_CITATIONS = [
 dict(file=F, section="1105", raw="1105.99   Penalty.", note="table-of-contents line, a heading"),
 dict(file=F, section="1105.01", raw="This Code", note="the whole code (here the zoning code the chapter belongs to), not a citation by convention"),
]
