"""Qt Widgets user interface: the table, card items, panels, dialogs."""

from . import none_guard as _none_guard  # noqa: F401  (must run before any Qt call)
