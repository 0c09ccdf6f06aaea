"""Charts drawn with QPainter on the scoresheet's paper: running totals, results over time."""
