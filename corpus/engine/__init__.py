"""The amendment engine: instructions applied in effective-date order, versions and diffs."""
