"""The database: its schema (every table, index and view), records to rows, typed readers."""
