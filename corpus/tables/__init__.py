"""Writers for the database contract's tables, one module per pipeline stage."""
