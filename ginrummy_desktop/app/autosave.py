"""Autosave and history: saves the match after every action, records finished hands and
matches in the SQLite history, and offers the saved match again at start-up.

Wiring (start-up, after the window exists)::

    saver = AutoSaver(controller, parent=window)   # data_dir() unless directory= is given
    window.attach_autosaver(saver)
    if not saver.resume(settings.get(AI_LEVEL), confirm=resume.ask_to_resume(window)):
        window.new_game(...)                         # nothing to resume, or declined
    # saver.history is the HistoryDB for StatisticsDialog / HistoryDialog.

The match's id and whether it is "assisted" (played with a training aid on) live in
the app's :class:`~.session.Session`, shared with the training aids; a mark there goes
into the save's ``extra["assisted"]`` and every hand and match recorded in the history,
and ``assisted_restored`` says a resumed match was assisted.

``resume`` tells the start-up notices (a damaged save or database that was moved
aside) as ``notice``; runtime failures (disk full) are emitted as ``problem``; the UI
shows both (ui/dialogs/resume.py). Nothing here ever raises into the
event loop: the game goes on, and the next action tries to save again.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import sqlite3
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QDateTime,
    QLocale,
    QObject,
    QStandardPaths,
    Qt,
    QTimer,
    Signal,
)

from ..ai import LEVELS
from ..model import GameResult, HandRecord, Match
from ..model.undo import UndoPlan, has_played
from ..persistence import (
    DEFAULT_LEVEL,
    DbProblem,
    HistoryDB,
    HistoryError,
    LoadOutcome,
    LoadProblem,
    SaveStore,
)
from ..persistence.history import (
    MatchFacts,
    abandoned_entry,
    assisted_entry,
    hand_entry,
    result_entry,
    rewound_entry,
    save_lost_entry,
    undos_entry,
)
from ..persistence.history_salvage import Salvaged
from ..persistence.history_writer import HistoryWriter
from .i18n import as_words
from .kept_path import marked
from .session import Session

_log = logging.getLogger(__name__)
CTX = "AutoSaver"


def data_dir() -> Path:
    """The platform's folder for the game's data (created if missing).

    Linux ~/.local/share/<org>/<app>, macOS ~/Library/Application Support/<app>,
    Windows %APPDATA%/<org>/<app>; a hidden folder in the home folder if Qt has none.
    """
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    folder = Path(location) if location else Path.home() / ".ginrummy"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        _log.exception("cannot create the data folder %s", folder)
    return folder


# ---------------------------------------------------------------- messages
def failure_reason(exc: BaseException) -> str:
    """Why a file could not be written or opened, in the player's words for the common
    causes; the system's own words otherwise. A bokmål message said "[Errno 13]
    Permission denied: '/home/kari/.local'" (play-test h138); the log keeps those."""
    if exc.__cause__ is not None and getattr(exc, "errno", None) is None:
        exc = exc.__cause__  # the history's error wraps the system's
    code = getattr(exc, "errno", None)
    where = getattr(exc, "filename", None)
    if code in (errno.EACCES, errno.EPERM):
        # A rename names both files: the save it would replace is the one refused (read
        # only, or held by a sync program), not the folder (review h167).
        where = getattr(exc, "filename2", None) or where
        if where:
            path = Path(str(where))
            if path.name.startswith(".") and path.name.endswith(".tmp"):
                # A save's hidden temporary copy (persistence/atomic.py): the folder is
                # what the player can look at and fix (play-test h166).
                return AutoSaver.tr("no permission to write to the folder %1").replace(
                    "%1", marked(path.parent)
                )
            return AutoSaver.tr("no permission to write to %1").replace("%1", marked(where))
        return AutoSaver.tr("no permission to write there")
    if code == errno.ENOSPC:
        return AutoSaver.tr("the disk is full")
    if code == errno.EROFS:
        return AutoSaver.tr("the disk can only be read")
    if isinstance(exc, sqlite3.Error):
        code = getattr(exc, "sqlite_errorcode", None)
        primary = code & 0xFF if isinstance(code, int) else None  # the extended code's base
        if primary == sqlite3.SQLITE_FULL:
            return AutoSaver.tr("the disk is full")
        if primary in (sqlite3.SQLITE_READONLY, sqlite3.SQLITE_PERM):
            return AutoSaver.tr("no permission to write there")
        return AutoSaver.tr("its file cannot be opened or written")
    return str(exc)


def unopened_history_notice(exc: BaseException, *, waits: bool) -> str:
    """The translated start-up message for a history that cannot be opened: its results
    wait beside it (``waits``), or, with nowhere to keep them, a game still unfinished
    at a later start goes into it then (not "this session is not recorded": play-test
    h138)."""
    if waits:
        text = AutoSaver.tr(
            "Your game history cannot be opened (%1). The results of your games wait in "
            "a file beside it and go into it once it can be opened again."
        )
    else:
        text = AutoSaver.tr(
            "Your game history cannot be opened (%1). The game in play goes into it at a "
            "later start if it is still unfinished then; a game finished before that is "
            "not recorded."
        )
    return text.replace("%1", failure_reason(exc))


def _system_words(exc: BaseException) -> str:
    """A failure in the system's words, which do not change with the game's language."""
    return str(exc) or type(exc).__name__


def _writable(directory: Path) -> bool:
    """Whether a file can be made in ``directory``, tried (os.access ignores a Windows
    folder's permissions: review h167)."""
    try:
        fd, name = tempfile.mkstemp(prefix=".write-check-", dir=directory)
    except OSError:
        return False
    os.close(fd)
    with contextlib.suppress(OSError):
        os.unlink(name)
    return True


def save_notice(outcome: LoadOutcome) -> str:
    """The translated start-up message for a save that could not be used."""
    why = {
        LoadProblem.UNREADABLE: AutoSaver.tr("The file could not be opened."),
        LoadProblem.DENIED: AutoSaver.tr("You have no permission to read the file."),
        LoadProblem.NOT_JSON: AutoSaver.tr("The file is incomplete or damaged."),
        LoadProblem.WRONG_VERSION: AutoSaver.tr(
            "It was saved by a version of the game that this one does not know."
        ),
        LoadProblem.BAD_CONTENT: AutoSaver.tr(
            "Its contents are not a game this version can continue."
        ),
    }.get(outcome.problem or LoadProblem.NOT_JSON, "")
    # A headline, then why and where the file went, as their own paragraph.
    text = AutoSaver.tr("Your saved game could not be continued, so a new game starts.")
    text += "\n\n" + why
    if outcome.moved_to is not None:
        text += " " + AutoSaver.tr("The file was kept as %1.").replace(
            "%1", marked(outcome.moved_to)
        )
    return text


def journal_notice(outcome: LoadOutcome) -> str:
    """The translated start-up message for a save whose last moves could not be read."""
    text = AutoSaver.tr(
        "The last moves of your saved game could not be read: the game goes on from the "
        "last move that could be read."
    )
    if outcome.journal_moved_to is not None:
        text += "\n\n" + AutoSaver.tr("The damaged part was kept as %1.").replace(
            "%1", marked(outcome.journal_moved_to)
        )
    return text


def history_notice(
    problem: DbProblem, moved_to: Path | None, salvaged: Salvaged | None = None
) -> str:
    """What the player is told of a history file set aside; ``salvaged``: what could
    still be read of it, copied into the new one."""
    if problem is DbProblem.NEWER:
        text = AutoSaver.tr("Your game history was written by a newer version of the game.")
    else:
        text = AutoSaver.tr("Your game history could not be read.")
    if salvaged is not None and salvaged.any:
        # All four games of a file with one damaged index page were still there, and
        # the player read that a new, empty history had begun (play-test h153).
        games = salvaged.games + salvaged.pad_games
        text += " " + AutoSaver.tr(
            "A new history was started with what could still be read of it: %n game(s).",
            "",
            games,
        )
    else:
        text += " " + AutoSaver.tr("A new, empty history was started.")
    if moved_to is not None:
        text += "\n\n" + AutoSaver.tr("The old file was kept as %1.").replace(
            "%1", marked(moved_to)
        )
    return text


@dataclass(frozen=True, slots=True)
class ResumeOffer:
    """A match in progress found on disk, ready to be continued."""

    match: Match
    level: str
    match_id: str
    saved_at: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    migrated: bool = False  # from an old save without a level: the caller's default wins
    # What went wrong at this start (a damaged journal, settings set aside), told in
    # the question that offers the game rather than in a box of its own before it.
    notices: tuple[str, ...] = ()

    @property
    def assisted(self) -> bool:
        """The saved match was played with a training aid on."""
        return _assisted_in(self.extra)

    def describe(self) -> str:
        """E.g. 'Continue the game saved on 29.11.2026 18.04? Hand 3: you 45, computer 20.'"""
        m = self.match
        loc = QLocale()
        hollywood = m.hollywood
        # A hand over when the game was saved is named as such: "Hand 3" read as if it
        # were still in play (play-test).
        over = m.current.is_over
        if hollywood is None:
            scores = (
                (
                    AutoSaver.tr("After hand %1: you %2, computer %3.")
                    if over
                    else AutoSaver.tr("Hand %1: you %2, computer %3.")
                )
                .replace("%1", loc.toString(m.hand_number))
                .replace("%2", loc.toString(m.totals[0]))
                .replace("%3", loc.toString(m.totals[1]))
            )
        else:
            # The three games' scores: the hands' sum stands in none of them. Each
            # stays on one line: "spill 3" at a line's end and "0–0." under it read
            # as two things (play-test h127).
            # A game no win has opened reads "game 3 –", as on the scoresheet (it read
            # "game 3 0–0": play-test h129).
            games = ", ".join(
                unbroken(
                    (
                        AutoSaver.tr("game %1 %2–%3")
                        .replace("%2", loc.toString(game.totals[0]))
                        .replace("%3", loc.toString(game.totals[1]))
                        if any(hollywood.opened[g])
                        else AutoSaver.tr("game %1 –", "a Hollywood game no hand is written in yet")
                    ).replace("%1", str(g + 1))
                )
                for g, game in enumerate(hollywood.games)
            )
            scores = (
                (
                    AutoSaver.tr("After hand %1 of a Hollywood match, you – computer: %2.")
                    if over
                    else AutoSaver.tr("Hand %1 of a Hollywood match, you – computer: %2.")
                )
                .replace("%1", loc.toString(m.hand_number))
                .replace("%2", games)
            )
        when = QDateTime.fromString(self.saved_at or "", Qt.DateFormat.ISODate)
        if when.isValid():
            # The day written out: "12/7/26" read as 12 July to a British reader
            # (play-test h123, of the printed sheet's date).
            local = when.toLocalTime()
            # The time kept with the day: "mandag 7. desember 2026" at a line's end and
            # "13:01?" under it (play-test h138).
            stamp = (
                loc.toString(local.date(), QLocale.FormatType.LongFormat)
                + "\u00a0"
                + unbroken(loc.toString(local.time(), QLocale.FormatType.ShortFormat))
            )
            saved = AutoSaver.tr("Continue the game saved on %1?").replace("%1", stamp)
            return saved + " " + scores
        return AutoSaver.tr("Continue your unfinished game?") + " " + scores


def unbroken(text: str) -> str:
    """``text`` kept on one line: its spaces no-break, its dashes joined to what is
    beside them (a line broke after the en dash of "0–0")."""
    return text.replace(" ", "\u00a0").replace("–", "\u2060–\u2060")


def _assisted_in(extra: dict[str, Any]) -> bool:
    # Only a real True counts: a hand-edited or damaged extra must not mark a match.
    return extra.get("assisted") is True


# The save's ``extra`` key of the time the match started (ISO, UTC).
STARTED_KEY = "started_at"
# The duplicate runner's key in the save's ``extra`` (app/duplicate.py's EXTRA_KEY).
DUPLICATE_KEY = "duplicate"


def _started_in(extra: dict[str, Any]) -> str | None:
    started = extra.get(STARTED_KEY)
    return started if isinstance(started, str) and started else None


def facts_in(extra: dict[str, Any]) -> MatchFacts:
    """When the saved match started and its duplicate reference level, as its save's
    ``extra`` keeps them (either None where it does not)."""
    ledger = extra.get(DUPLICATE_KEY)
    level = ledger.get("reference_level") if isinstance(ledger, dict) else None
    return MatchFacts(
        started=_started_in(extra), duplicate=level if isinstance(level, str) and level else None
    )


class _WriterBridge(QObject):
    """Carries the history writer's results from its thread to the GUI thread."""

    result = Signal(object)  # None (written) or the HistoryError


class AutoSaver(QObject):
    """Keeps the controller's match on disk and its finished hands in the history.

    The history is written by a :class:`HistoryWriter` on a thread of its own, so a
    database held by another program never stops the table; :meth:`close` (at the
    end of the session) makes a last attempt and keeps what stays unwritten queued
    beside the database."""

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """The autosave's words, in its own context (lupdate files ``AutoSaver.tr``
        calls under it; the module's functions use it too)."""
        return QCoreApplication.translate(CTX, text, disambiguation, n)

    problem = Signal(str)  # a translated message about a failure at run time
    # The same message as a function that words it in the language of the moment, for
    # a box still open when the language changes (play-test h138: a save failure at the
    # first start stayed in English once bokmål was chosen in the question over it).
    problem_words = Signal(object)  # Callable[[], str]
    notice = Signal(str)  # translated notices of the start (a damaged save kept aside...)
    notice_words = Signal(object)  # the same as a function that words them anew
    saved = Signal()
    history_written = Signal()  # the writer's queue went in (a failure told is over)
    assisted_restored = Signal()  # the resumed match was played with a training aid on

    def __init__(
        self,
        controller: QObject,
        *,
        session: Session | None = None,
        directory: Path | None = None,
        extra: Callable[[], dict[str, Any]] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.directory = Path(directory) if directory is not None else data_dir()
        self.store = SaveStore(self.directory)
        self._extra = extra
        # The start's messages, each worded when shown (a language chosen meanwhile,
        # in the first start's question, is theirs: review h141).
        self._notices: list[Callable[[], str]] = []
        self._notices_shown = False
        self._reported: set[str] = set()
        self._closed_told = ""  # why the start said the history cannot be opened
        self._save_failure: BaseException | None = None  # why the last save failed
        self._offer: ResumeOffer | None = None
        self._checked = False
        # The match's id and 'assisted' belong to the session (shared with the
        # training aids when the window hands it over).
        if session is None:
            session = Session(controller, parent=self)  # type: ignore[arg-type]
        self.session = session
        self.session.marked_assisted.connect(self._marked_assisted)
        self.history = self._open_history()
        self._bridge = _WriterBridge(self)
        self._bridge.result.connect(self._written)
        self.writer = HistoryWriter(self.history, on_result=self._bridge.result.emit)
        controller.changed.connect(self.save_now)  # type: ignore[attr-defined]
        controller.hand_finished.connect(self._hand_finished)  # type: ignore[attr-defined]
        controller.match_finished.connect(self._match_finished)  # type: ignore[attr-defined]
        controller.match_replaced.connect(self._match_replaced)  # type: ignore[attr-defined]
        # Signals a test's stand-in controller may not have.
        abandoned = getattr(controller, "match_abandoned", None)
        if abandoned is not None:
            abandoned.connect(self._match_abandoned)
        undone = getattr(controller, "undone", None)
        if undone is not None:
            undone.connect(self._undone)

    def _open_history(self) -> HistoryDB:
        try:
            db = HistoryDB(self.directory, wait_if_closed=True)
        except Exception as exc:  # even the folder failed (a file in its place, ...)
            _log.exception("history database unavailable")
            failed = exc.with_traceback(None)
            self._notices.append(lambda: unopened_history_notice(failed, waits=False))
            return HistoryDB(path=Path(":memory:"))
        closed = db.closed_reason
        if closed is not None:
            reason = closed.with_traceback(None)
            # Said here: not again at each match's first write for the same reason.
            self._closed_told = _system_words(reason)
            waits = _writable(self.directory)  # the queue beside it can be kept on disk
            self._notices.append(lambda: unopened_history_notice(reason, waits=waits))
        problem, moved_to, kept = db.problem, db.moved_to, db.pending_moved_to
        salvaged = db.salvaged
        if problem is not None:
            self._notices.append(lambda: history_notice(problem, moved_to, salvaged))
        if kept is not None:
            # Set aside without a word, the results in it were gone (play-test h138).
            self._notices.append(
                lambda: AutoSaver.tr(
                    "Results waiting to be written to your game history could not be read; "
                    "they are not in it. The file was kept as %1."
                ).replace("%1", marked(kept))
            )
        # Damage found later, while the history is read: the file is kept aside too.
        db.on_problem = self._history_damaged
        return db

    def _history_damaged(self, problem: DbProblem, moved_to: Path | None) -> None:
        self.writer.reopen()  # not into the file that was set aside
        salvaged = self.history.salvaged
        self._report("history-damaged", lambda: history_notice(problem, moved_to, salvaged))

    # ------------------------------------------------------------ state
    @property
    def match_id(self) -> str:
        return self.session.match_id

    @property
    def assisted(self) -> bool:
        """The match in the controller has been played with a training aid on."""
        return self.session.assisted

    def set_assisted(self, on: bool) -> None:
        """A training aid is on in the match in play: it counts as assisted from now on
        (switching the aids off again does not undo that; False changes nothing)."""
        if on:
            self.session.mark_assisted()

    def _marked_assisted(self) -> None:
        self.save_now()  # a resume must know, even if the game is closed before a move
        self.writer.submit(assisted_entry(self.match_id))

    def _level(self) -> str:
        level = getattr(self.controller, "level", None)
        return level if isinstance(level, str) and level else DEFAULT_LEVEL

    def _match(self) -> Match | None:
        match = getattr(self.controller, "match", None)
        return match if isinstance(match, Match) else None

    # ------------------------------------------------------------ start-up
    def pending_resume(self) -> ResumeOffer | None:
        """The unfinished match on disk, if any (read once; a damaged file is moved
        aside and a notice queued for :meth:`startup_notices`)."""
        if self._checked:
            return self._offer
        self._checked = True
        outcome = self.store.load(levels=LEVELS)
        if outcome.problem is not None:
            _log.warning("save unusable (%s): %s", outcome.problem.value, outcome.detail)
            self._notices.append(lambda: save_notice(outcome))
            # The game it held can never be continued: closed in the history, where it
            # stayed "not finished" for ever (play-test 11); not counted as abandoned,
            # as the player did not leave it. Only once the file is kept aside: one
            # that could not be moved is found again at the next start (review).
            if outcome.moved_to is not None:
                self.writer.submit(save_lost_entry())
            return None
        game = outcome.game
        if game is None:
            return None
        if outcome.journal_damaged:
            _log.warning("save's journal damaged, kept as %s", outcome.journal_moved_to)
            self._notices.append(lambda: journal_notice(outcome))
        elif outcome.journal_torn:
            # Half a line: nothing in it to keep, but the moves it held are gone (a
            # journal cut in half went back eleven moves unsaid: play-test h113).
            _log.warning("save's journal ends in a torn line")
            self._notices.append(
                lambda: AutoSaver.tr(
                    "Your saved game ended in the middle of a move (the game stopped while "
                    "saving it, or the file was cut short): it goes on from the last whole move."
                )
            )
        # Hands finished just before a crash may have missed the history: recording
        # is idempotent, so catch up now.
        self._record_all(
            game.match,
            game.match_id,
            game.ai_level,
            _assisted_in(game.extra),
            facts_in(game.extra),
        )
        if game.match.is_over:
            return None
        self._offer = ResumeOffer(
            match=game.match,
            level=game.ai_level,
            match_id=game.match_id,
            saved_at=game.saved_at,
            extra=game.extra,
            migrated=game.migrated_from is not None,
        )
        return self._offer

    def startup_notices(self) -> list[str]:
        """Translated messages about files that were damaged and set aside."""
        return [words() for words in self._notices]

    def add_notices(self, texts: Sequence[str | Callable[[], str]]) -> None:
        """Other messages of the start (the settings'), told with the saver's own, in
        one box or in the question that offers the saved game; each a text, or a
        function that words it in the language of the moment."""
        for text in texts:
            self._notices.append(as_words(text))

    def resume(
        self,
        default_level: str | None = None,
        *,
        confirm: Callable[[ResumeOffer], bool] | None = None,
    ) -> bool:
        """Continue the saved match in the controller; False if there is none or the
        person declined (``confirm`` asks; without it the match is resumed)."""
        offer = self.pending_resume()
        if offer is not None and confirm is not None and not self._notices_shown:
            # One box, not a warning and then the question (play-test 11, P4).
            offer = replace(offer, notices=tuple(self.startup_notices()))
            self._notices_shown = True
        self.show_notices()
        if offer is None:
            return False
        if confirm is not None and not confirm(offer):
            self.abandon_pending()
            return False
        self.adopt(offer, default_level=default_level)
        return True

    def abandon_pending(self) -> None:
        """The saved match will not be continued (the person chose a new game): if it
        was being played, the history records it as abandoned."""
        offer = self.pending_resume()
        if offer is None or not has_played(offer.match, 0):
            return
        self._offer = None
        self._record_abandoned(
            offer.match, offer.match_id, offer.level, offer.assisted, facts_in(offer.extra)
        )

    def adopt(self, offer: ResumeOffer, *, default_level: str | None = None) -> None:
        """Hand the saved match to the controller, keeping its history id. Hands the
        save no longer has (its journal cut short, or unreadable) leave the history as
        the game goes on from where the save is; a game not continued keeps them."""
        self.writer.submit(rewound_entry(offer.match_id, offer.match, offer.level))
        if offer.migrated and default_level:
            level = default_level
        else:
            level = offer.level or default_level or DEFAULT_LEVEL
        self.session.adopt(
            offer.match,
            level,
            match_id=offer.match_id,
            assisted=offer.assisted,
            started_at=_started_in(offer.extra),
        )
        if self.assisted:
            # The dock forgot it when the match was replaced; it shows it again.
            self.assisted_restored.emit()

    def show_notices(self) -> None:
        """Send the start's messages (``notice``), once, if not yet told."""
        if not self._notices or self._notices_shown:
            return
        self._notices_shown = True
        notices = list(self._notices)

        def words() -> str:
            return "\n\n".join(notice() for notice in notices)

        def tell() -> None:
            self.notice.emit(words())
            self.notice_words.emit(words)

        # Told once the start is done, for the UI to show (ui/dialogs/resume.py).
        QTimer.singleShot(0, self, tell)

    # ------------------------------------------------------------ controller signals
    def _match_replaced(self) -> None:
        self._reported.clear()

    def save_now(self) -> bool:
        match = self._match()
        if match is None:
            return False
        try:
            extra = dict(self._extra()) if self._extra is not None else {}
            extra["assisted"] = self.assisted
            if self.session.started_at is not None:
                extra[STARTED_KEY] = self.session.started_at
            self.store.save(match, match_id=self.match_id, ai_level=self._level(), extra=extra)
        except (OSError, ValueError, TypeError) as exc:
            _log.exception("autosave failed")
            # (The except clause's own name is gone after it; kept without its
            # traceback, the frame of this save is not kept alive by the message.)
            failure = self._save_failure = exc.with_traceback(None)
            self._report(
                "save",
                lambda: AutoSaver.tr(
                    "The game could not be saved (%1). It goes on, and saving is tried again "
                    "after the next move."
                ).replace("%1", failure_reason(failure)),
            )
            return False
        self._reported.discard("save")
        self._save_failure = None
        self.saved.emit()
        return True

    def unsaved_reason(self) -> str | None:
        """Why the match in play is not saved as it stands (its last save failed, and
        the one tried now too), in the player's words; None when it is saved. Asked
        before the game closes: a game that could not be saved was lost at the close
        without a word (play-test h138)."""
        if self._save_failure is None or self._match() is None:
            return None
        if self.save_now():
            return None
        return failure_reason(self._save_failure) if self._save_failure is not None else None

    def _facts(self) -> MatchFacts:
        """When the match in play started, and its duplicate reference level (the
        runner's part of the save's extra: still the match's own while it is told
        that the match is being left)."""
        try:
            extra = dict(self._extra()) if self._extra is not None else {}
        except (TypeError, ValueError):
            extra = {}
        duplicate = facts_in(extra).duplicate
        return MatchFacts(started=self.session.started_at, duplicate=duplicate)

    def _match_abandoned(self, match: Match) -> None:
        # Told while the old match is still the session's: its id is still known.
        if match is self._match():
            self._record_abandoned(
                match, self.match_id, self._level(), self.assisted, self._facts()
            )

    def _record_abandoned(
        self, match: Match, match_id: str, level: str, assisted: bool, facts: MatchFacts
    ) -> None:
        self.writer.submit(
            abandoned_entry(
                match_id=match_id, match=match, ai_level=level, assisted=assisted, facts=facts
            )
        )

    def _undone(self, _plan: UndoPlan) -> None:
        match = self._match()
        if match is None:
            return
        # The save itself follows with the change (a new snapshot: the journal only
        # ever adds moves); the history marks the match if it knows it already.
        self.writer.submit(undos_entry(self.match_id, match.undo_count))

    def _hand_finished(self, record: HandRecord) -> None:
        match = self._match()
        if match is None:
            return
        self.writer.submit(
            hand_entry(
                match_id=self.match_id,
                match=match,
                record=record,
                ai_level=self._level(),
                assisted=self.assisted,
                facts=self._facts(),
            )
        )

    def _match_finished(self, result: GameResult) -> None:
        match = self._match()
        if match is None:
            return
        self.writer.submit(
            result_entry(
                match_id=self.match_id,
                match=match,
                result=result,
                ai_level=self._level(),
                assisted=self.assisted,
                facts=self._facts(),
            )
        )

    def _record_all(
        self, match: Match, match_id: str, level: str, assisted: bool, facts: MatchFacts
    ) -> None:
        for record in match.records:
            self.writer.submit(
                hand_entry(
                    match_id=match_id,
                    match=match,
                    record=record,
                    ai_level=level,
                    assisted=assisted,
                    facts=facts,
                )
            )
        if match.game_result is not None:
            self.writer.submit(
                result_entry(
                    match_id=match_id,
                    match=match,
                    result=match.game_result,
                    ai_level=level,
                    assisted=assisted,
                    facts=facts,
                )
            )

    def _written(self, error: object) -> None:
        """The writer's result, on the GUI thread."""
        if isinstance(error, HistoryError):
            self._history_failed(error)
        else:
            # Written again: a later failure is told again.
            self._reported.discard("history-busy")
            self._reported.discard("history")
            self._closed_told = ""
            self.history_written.emit()

    def _history_failed(self, exc: Exception) -> None:
        _log.error("history not recorded: %s", exc)
        if getattr(exc, "busy", False):
            # Queued beside the database and written as soon as it is free again.
            self._report(
                "history-busy",
                lambda: AutoSaver.tr(
                    "Your game history is in use by another program. The results are kept "
                    "and written to it as soon as it is free."
                ),
            )
            return
        if self._closed_told and _system_words(exc) == self._closed_told:
            return  # the start's notice said so, and that the results wait
        self._report(
            "history",
            lambda: AutoSaver.tr(
                "The result could not be written to your game history (%1). It is kept "
                "and tried again."
            ).replace("%1", failure_reason(exc)),
        )

    def _report(self, kind: str, words: Callable[[], str]) -> None:
        # One message per kind of failure until it works again, not one per move.
        if kind in self._reported:
            return
        self._reported.add(kind)
        self.problem.emit(words())
        self.problem_words.emit(words)  # the UI shows it (ui/dialogs/resume.py)

    def close(self) -> None:
        """The end of the session: the writer's last attempt (what stays unwritten is
        kept queued for the next start), then the database is closed."""
        self.writer.close()
        self.history.close()
