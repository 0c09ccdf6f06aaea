"""The score pad: the paper scoresheet for a game played with real cards."""
