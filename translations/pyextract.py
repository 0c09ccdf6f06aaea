"""Finds the translatable strings of Python files with the ast module, as lupdate names them.

pyside6-lupdate 6.11 silently skips a ``translate()`` or ``tr()`` call whose count is
not a plain name (``line.count``, ``len(pile)``); update_translations.py adds what
it missed from this list. Contexts are lupdate's (class name for ``self.tr``, ""
for a bare ``tr``, the object's name for ``x.tr``), which the code keeps equal to the run-time ones.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Found:
    context: str
    source: str
    comment: str
    numerus: bool
    filename: Path
    line: int

    @property
    def key(self) -> tuple[str, str, str]:
        return self.context, self.source, self.comment


def _text(node: ast.AST | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _comment(node: ast.AST | None) -> str | None:
    """A disambiguation: a string, or None / nothing (an empty comment)."""
    if node is None or (isinstance(node, ast.Constant) and node.value is None):
        return ""
    return _text(node)


def _count_given(call: ast.Call, position: int) -> bool:
    return len(call.args) > position or any(k.arg == "n" for k in call.keywords)


class _Visitor(ast.NodeVisitor):
    def __init__(self, path: Path) -> None:
        self.path = path
        self.classes: list[str] = []
        self.found: list[Found] = []

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def _add(self, context: str, source: str | None, comment: str | None, numerus: bool,
             node: ast.AST) -> None:  # fmt: skip
        if source and comment is not None:
            self.found.append(
                Found(context, source, comment, numerus, self.path, getattr(node, "lineno", 0))
            )

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        args = node.args
        if name == "translate" and isinstance(func, ast.Attribute) and len(args) >= 2:
            context = _text(args[0])
            if context is not None:
                comment = _comment(args[2] if len(args) > 2 else None)
                self._add(context, _text(args[1]), comment, _count_given(node, 3), node)
        elif name == "tr" and args:
            if isinstance(func, ast.Attribute):
                owner = func.value
                if isinstance(owner, ast.Name) and owner.id == "self":
                    context = self.classes[-1] if self.classes else ""
                elif isinstance(owner, ast.Name):
                    context = owner.id
                else:
                    context = None
            else:
                context = ""
            if context is not None:
                comment = _comment(args[1] if len(args) > 1 else None)
                self._add(context, _text(args[0]), comment, _count_given(node, 2), node)
        elif name in ("QT_TRANSLATE_NOOP", "QT_TRANSLATE_NOOP3") and len(args) >= 2:
            context = _text(args[0])
            comment = _comment(args[2] if len(args) > 2 else None)
            if context is not None:
                self._add(context, _text(args[1]), comment, False, node)
        elif name == "QT_TR_NOOP" and args:
            context = self.classes[-1] if self.classes else ""
            self._add(context, _text(args[0]), "", False, node)
        self.generic_visit(node)


def extract(paths: list[Path]) -> list[Found]:
    """Every translatable string of ``paths``, in file and line order."""
    found: list[Found] = []
    for path in paths:
        visitor = _Visitor(path)
        visitor.visit(ast.parse(path.read_text("utf-8"), str(path)))
        found.extend(visitor.found)
    return found
