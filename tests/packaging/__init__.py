"""Tests of the packaging: bundle rules, installer scripts and the built Linux bundle."""
