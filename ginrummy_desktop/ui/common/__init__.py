"""Shared by all of the UI: texts of model codes, card images, sounds, panel styles."""
