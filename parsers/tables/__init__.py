"""Tables as data: permit matrices and standards tables read into cells."""

from parsers.tables.parse import parse_table

__all__ = ["parse_table"]
