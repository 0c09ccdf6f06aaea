"""The card table: scene, card items, layout, drag and drop, labels, showdown, panels."""
