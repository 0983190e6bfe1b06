"""Scoring functions, one module per family of rule systems."""
