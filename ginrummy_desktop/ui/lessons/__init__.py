"""The lessons' widgets: the guided game's window with coach marks, and the follow-ups."""
