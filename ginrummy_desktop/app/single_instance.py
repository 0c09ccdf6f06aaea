"""One running copy of the game per data folder: a lock file, and a local socket that a
second copy uses to bring the first one's window to the front."""

from __future__ import annotations

import contextlib
import hashlib
import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile, QObject, QSysInfo, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

_log = logging.getLogger(__name__)

LOCK_NAME = "ginrummy.lock"
ACTIVATE = b"activate\n"
CONNECT_MS = 1000


def already_running_text() -> str:
    """The translated message a second copy shows before it closes."""
    return QCoreApplication.translate(
        "SingleInstance",
        "Gin Rummy is already running, so this copy closes and the game that is open "
        "comes to the front. Two copies would overwrite each other's saved game.",
    )


def unanswered_text(pid: int) -> str:
    """The translated question when the lock names a live process that does not answer."""
    return (
        QCoreApplication.translate(
            "SingleInstance",
            "Gin Rummy seems to be open already, but the copy its lock names (process %1) "
            "does not answer. If no Gin Rummy window is open, that copy has stopped and "
            "left its lock behind, and its number now belongs to another program.",
        ).replace("%1", str(pid))
        + "\n\n"
        + QCoreApplication.translate("SingleInstance", "Start the game anyway?")
    )


def server_name(directory: Path) -> str:
    # Per data folder (and so per user): two accounts on one machine never meet.
    digest = hashlib.sha256(str(Path(directory).resolve()).encode("utf-8")).hexdigest()
    return f"ginrummy-{digest[:24]}"


class SingleInstance(QObject):
    """Holds the lock of ``directory`` for the lifetime of this copy of the game.

    ``acquire()`` is True for the first copy, which then listens for others; a second
    copy gets False, and has already asked the first to come forward (``activated``
    is emitted in the first)."""

    activated = Signal()  # another copy was started: show the window

    def __init__(self, directory: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.directory = Path(directory)
        self._lock = QLockFile(str(self.directory / LOCK_NAME))
        # A copy that crashed leaves its lock behind: QLockFile sees that its process is
        # gone and takes the lock over; a lock is never considered stale by age alone.
        self._lock.setStaleLockTime(0)
        self._server: QLocalServer | None = None
        self._name = server_name(self.directory)
        # The process the lock names when it is alive and no copy answered (0: none):
        # a crashed copy's number taken by another program since (play-test h166).
        self.unanswered_pid = 0

    def acquire(self) -> bool:
        with contextlib.suppress(OSError):  # then the lock below fails and says why
            self.directory.mkdir(parents=True, exist_ok=True)
        if self._lock.tryLock(100):
            self._listen()
            return True
        if self._lock.error() != QLockFile.LockError.LockFailedError:
            # No lock file can be made (a read-only folder): nothing will be saved
            # there by either copy, so this one may run.
            _log.warning("no instance lock in %s (%s)", self.directory, self._lock.error())
            return True
        if self._ask_first_to_come_forward():
            return False
        # Nobody answered. A lock file that names no owner (empty or garbled, as a
        # power cut can leave it) is nobody's: QLockFile never counts it stale, and
        # every start said "already running" and closed (play-test h138). It goes,
        # and this copy takes the lock.
        pid, host, _app = self._lock.getLockInfo()
        if not pid and self._lock.removeStaleLockFile() and self._lock.tryLock(100):
            _log.warning("took over a lock file naming no owner in %s", self.directory)
            self._listen()
            return True
        # A live process named and deaf: a copy whose socket failed, or another program
        # that has the number of a copy that crashed. Only the person can tell (is a
        # window open?): never taken unasked (review h141), offered by take_over(). A
        # lock of another computer (a home folder shared over the network) is not
        # offered: its copy may well run there.
        if pid and host == QSysInfo.machineHostName():
            self.unanswered_pid = pid
        return False

    def take_over(self) -> bool:
        """Remove the lock a process that does not answer holds and take it, as the
        person asked once told no window of the game is open. False if it stays: the
        lock names another process by now (a copy started while the question was
        open), or a copy answers now, or the file cannot be removed."""
        pid, host, _app = self._lock.getLockInfo()
        if (
            not self.unanswered_pid
            or pid != self.unanswered_pid
            or host != QSysInfo.machineHostName()
            or self._ask_first_to_come_forward()
        ):
            return False
        path = self.directory / LOCK_NAME
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            _log.warning("could not remove the lock %s: %s", path, exc)
            return False
        if not self._lock.tryLock(100):
            return False
        _log.warning("took over the lock of process %s in %s", self.unanswered_pid, path)
        self.unanswered_pid = 0
        self._listen()
        return True

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        if self._lock.isLocked():
            self._lock.unlock()

    def _listen(self) -> None:
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        # We hold the lock, so a socket left by a crashed copy is stale.
        QLocalServer.removeServer(self._name)
        if not server.listen(self._name):
            _log.warning("no local server %s: %s", self._name, server.errorString())
            return
        server.newConnection.connect(self._on_connection)
        self._server = server

    def _on_connection(self) -> None:
        server = self._server
        if server is None:
            return
        while server.hasPendingConnections():
            socket = server.nextPendingConnection()
            # The other copy writes at once and then closes: a short wait, no state.
            arrived = socket.bytesAvailable() > 0 or socket.waitForReadyRead(CONNECT_MS)
            if arrived and bytes(socket.readAll().data()).startswith(ACTIVATE.strip()):
                self.activated.emit()
            socket.abort()
            socket.deleteLater()

    def _ask_first_to_come_forward(self) -> bool:
        """Whether a running copy answered (and was asked to come forward)."""
        socket = QLocalSocket()
        socket.connectToServer(self._name)
        if not socket.waitForConnected(CONNECT_MS):
            _log.warning("the running copy did not answer: %s", socket.errorString())
            return False
        socket.write(ACTIVATE)
        socket.waitForBytesWritten(CONNECT_MS)
        socket.disconnectFromServer()
        return True
