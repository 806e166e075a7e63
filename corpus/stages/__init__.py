"""The build's stages over a whole jurisdiction, each with the tables it writes."""
