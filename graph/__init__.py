"""Stage 3 of the pipeline: citation extraction and resolution, and the networkx graph."""
