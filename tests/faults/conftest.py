"""Fault-injection tests (the scripted policy comes from tests/testkit)."""
