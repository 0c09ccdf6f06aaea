"""The hand review: the dialog stepping through a finished hand and its board."""
