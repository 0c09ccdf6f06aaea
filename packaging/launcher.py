"""Entry script of the PyInstaller bundle: runs the game's command-line main()."""

from __future__ import annotations

import sys

from ginrummy_desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
