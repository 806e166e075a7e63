F = "154-644-administration-appeal.txt"
HEAD = dict(place="Rock Island County, IL", state="IL", code="Rock Island County Code of Ordinances, Chapter 154 (zoning), § 154.644, American Legal Publishing",
  code_scheme="American Legal chapter.three-digit section '§ 154.644' with (A)/(1)/(a) labels; 'this subchapter' (subchapter unnamed on the page); 'division (C)(1) above'")
SUB = dict(kind="local", target_kind="subchapter", target="", relative=True, unresolved=True, note="the page names no subchapter title or range; the enclosing subchapter of Chapter 154")
CITATIONS = [
 dict(file=F, section="154.644", raw="This subchapter", **SUB),
 dict(file=F, section="154.644", raw="this subchapter", **SUB),
 dict(file=F, section="154.644", raw="the subchapter", **SUB),
 dict(file=F, section="154.644", raw="this section", kind="local", target_kind="section", target="154.644", relative=True),
 dict(file=F, section="154.644", raw="§ 154.055", kind="local", target_kind="section", target="154.055"),
 dict(file=F, section="154.644", raw="this subchapter", **SUB),
 dict(file=F, section="154.644", raw="division (C)(1) above", kind="local", target_kind="subsection", target="154.644(C)(1)", relative=True),
 dict(file=F, section="154.644", raw="this subchapter", **SUB),
]
NOT_CITATIONS = [
 dict(file=F, section="154.644", raw="§ 154.644 ADMINISTRATION AND APPEAL.", note="section heading"),
 dict(file=F, section="154.644", raw="herein", note="'the language contained herein': scope not fixed by the context"),
]
