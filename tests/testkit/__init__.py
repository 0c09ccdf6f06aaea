"""Helpers shared by test folders: scripted matches and hands (import as ``testkit.*``).

``tests/`` is on the import path (pyproject.toml [tool.pytest.ini_options] pythonpath).
"""
