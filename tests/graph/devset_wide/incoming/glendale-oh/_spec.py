F = "sign-regulations.txt"
HEAD = dict(place="Village of Glendale, OH", state="OH", code="Glendale Code of Ordinances, sign regulations section (section number not shown on the page), American Legal Publishing",
  code_scheme="unnumbered section with (A)/(B)/(C) labels; 'this section' throughout; 'the First Amendment' with no constitution named")
S = dict(kind="local", target_kind="section", target="", relative=True, unresolved=True, note="the page does not show the section's number")
CITATIONS = [
 dict(file=F, section="", raw="this section", **S),
 dict(file=F, section="", raw="this section", **S),
 dict(file=F, section="", raw="This section", **S),
 dict(file=F, section="", raw="this section", **S),
 dict(file=F, section="", raw="This section", **S),
 dict(file=F, section="", raw="the First Amendment", kind="external", target_kind="constitution", body="U.S. Const.", jurisdiction="US", target="U.S. Const. amend. I", note="no constitution named; the First Amendment's free-speech guarantee is the federal one"),
 dict(file=F, section="", raw="this section", **S),
 dict(file=F, section="", raw="this section", **S),
]
NOT_CITATIONS = [
 dict(file=F, section="", raw="(C) Definitions.", note="paragraph label and heading, not a reference"),
]
