"""Qt Widgets user interface: the table, card items, panels, dialogs."""
