"""`python -m corpus.cli`: the same as the `corpus` command."""

from corpus.cli import main

main()
