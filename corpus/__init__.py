"""Stages 2 and 4 of the pipeline: the versioned store and the SQLite database built from it."""
