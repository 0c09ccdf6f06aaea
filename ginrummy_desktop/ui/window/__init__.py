"""The main window: menus from the action registry, play binding, settings menus, dialogs."""
