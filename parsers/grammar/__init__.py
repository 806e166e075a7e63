"""The grammar of lists, ranges and labels that citations and amending instructions share.

Both readers of a target, the citation finder (`graph/`) and the ordinance instruction parser
(`parsers/ordinance/`), name several things in one phrase the same way: members joined by
`,`, `and`, `or`, `&` (`joints`), ranges from one end `through` or `to` another (`joints`,
`ranges`), subsection labels in paths and runs (`(b)(1), (2) or (3)`, `A through J`: `labels`)
after a keyword in the singular or plural (`Sections`, `§§`, `Chapters`: `keywords`). Each
piece is written once here, below both (docs/architecture.md "One grammar for targets and
citations"), so that what one reader learns the other reads too. Numbers themselves are the
numbering-scheme registry's (`parsers.schemes`), which this package's users compose with.
"""
