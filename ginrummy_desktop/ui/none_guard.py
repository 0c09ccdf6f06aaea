"""Keeps Python 3.11 alive under PySide6 6.12, which drops references to None (and
at times True, False and small ints) that it never took."""

from __future__ import annotations

import sys

# Shiboken 6.12 treats None as immortal (true from Python 3.12 on). On 3.11 each
# void Qt call (setFont, drawPixmap, setText, ...) decrements None's refcount, and
# after a few thousand calls Python aborts with "deallocating None". Giving None
# a refcount no session can exhaust is what 3.12 does for immortal objects.
_PIN = 1 << 60


def pin_none() -> None:
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    import ctypes

    for obj in (None, True, False, (), "", *range(-5, 257)):
        refcount = ctypes.c_ssize_t.from_address(id(obj))
        if refcount.value < _PIN // 2:
            refcount.value += _PIN


pin_none()
