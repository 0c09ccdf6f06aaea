"""The training aids: the panel and the dock that wires it to the table."""
