"""The scoresheet: the docked panel, its full view, the document for print and export, the tally."""
