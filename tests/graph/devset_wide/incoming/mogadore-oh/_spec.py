F = "152-125-board-of-zoning-appeals.txt"
HEAD = dict(place="Village of Mogadore, OH", state="OH", code="Mogadore Code of Ordinances, Chapter 152 (zoning), § 152.125, American Legal Publishing",
  code_scheme="American Legal chapter.three-digit section '§ 152.125' with (A)/(1) labels; 'R.C. § 713.11'; 'the Charter' with no article")
CH = dict(kind="local", target_kind="chapter", target="152", relative=True)
CITATIONS = [
 dict(file=F, section="152.125", raw="R.C. § 713.11", kind="external", target_kind="statute", body="Ohio Rev. Code", jurisdiction="OH", target="Ohio Rev. Code § 713.11"),
 dict(file=F, section="152.125", raw="this chapter", **CH),
 dict(file=F, section="152.125", raw="the Charter", kind="external", target_kind="other", body="city charter", jurisdiction="OH", target="", unresolved=True, note="the village charter, no article named"),
 dict(file=F, section="152.125", raw="this chapter", **CH),
 dict(file=F, section="152.125", raw="this chapter", **CH),
]
NOT_CITATIONS = [
 dict(file=F, section="152.125", raw="§ 152.125 BOARD OF ZONING APPEALS.", note="section heading"),
]
