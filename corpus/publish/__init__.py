"""Publication: what Datasette serves (metadata, pages, rendering), as typed, testable code.

The plugin files in `datasette/plugins/` are thin hooks over this package.
"""
