"""The root click group every command module attaches to."""

from __future__ import annotations

import click


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="code-corpus")
def main() -> None:
    """Build, query and publish a versioned, cross-referenced municipal code corpus."""
