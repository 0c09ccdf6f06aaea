"""Gin Rummy desktop game: one person against the computer."""

__version__ = "0.1.0"
