"""The page loaders: what each page shows, read from the database as typed records.

They take a plain `sqlite3.Connection`, bind every parameter, and know nothing of Datasette or
of HTML; the views beside them (`corpus/publish/`) draw what they return, and the CLI reads
through the few that answer its questions too (`changes_between`, `treatments_in_force`,
`code_as_of`).
"""
