"""The table widget: a QGraphicsView whose scene fills it (no scaling, so cards stay
crisp), with the action bar, the hand result and the game-over panel floating over it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QColor,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from ...app.controller import PERSON
from ...model import Event, GameResult, HandRecord, Phase, PlayerView, Rules
from .action_bar import ActionBar
from .drop import Drop
from .game_over import GameOverPanel
from .motion import LandedWait
from .panel import TablePanel
from .result_panel import ResultPanel
from .scene import TableScene

# The least text of a panel over the felt in its roomy form, as a share of its usual
# size (TableView._place_panel).
READABLE = 0.85
# The row of buttons under the piles is taken, with the keys, over the column beside
# the knock spot without them, where its print is at least this share of the table's.
ROW_LEAST = 0.85
PANEL_AFTER_MS = 80  # a hand's panel after its last card has come down
PANEL_CHECKS = 40  # ... looked for that often at most (about three seconds)

# The buttons that stand in the column beside the knock spot while a hand is played (the
# layoffs' come at the showdown, in a row in the middle).
COLUMN_ACTIONS = ("take_upcard", "pass", "big_gin")

# The buttons drawn in the quieter style: passing, and finishing the layoffs while
# something is still worth laying off. Once nothing fits, "Done laying off" is the
# bright one and accepting the best layoffs (which lays off nothing) the quiet one.
SECONDARY = ("pass", "finish_layoffs")
NOTHING_TO_LAY_OFF = ("pass", "accept_layoffs")

# The table's own keys, which choose a card, and with Shift move the chosen card
# (PlayBinding); the keyboard help lists each (EXTRA_KEYS in ui/window/actions.py).
CARD_KEYS = {
    Qt.Key.Key_Left: "left",
    Qt.Key.Key_Right: "right",
    Qt.Key.Key_Home: "home",
    Qt.Key.Key_End: "end",
}


class TableView(QGraphicsView):
    """Shows the TableScene at 1:1 and keeps the floating panels in place."""

    key_action = Signal(str)  # "left", "right", "move_left", "move_right"
    # A view was shown: the result panels are shown or hidden as it says (their
    # ``content_changed`` comes before they are shown).
    panels_shown = Signal()

    def __init__(self, actions: dict[str, QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = TableScene(self)
        self.setScene(self.table)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheNone)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.viewport().setMouseTracking(True)  # the cursor shows what can be picked up
        self.setMinimumSize(560, 380)
        bar_actions = [
            actions[k]
            for k in ("take_upcard", "pass", "big_gin", "accept_layoffs", "finish_layoffs")
            if k in actions
        ]
        self.action_bar = ActionBar(bar_actions, self, secondary=SECONDARY)
        self.result_panel = ResultPanel(actions["next_hand"], self)
        self.result_panel.hide()
        self.game_over = GameOverPanel([actions["new_game"]], self)
        self.game_over.last_hand_text = self.result_panel.last_hand_text
        self.game_over.hide()
        for panel in (self.result_panel, self.game_over):
            self.table.cloth_changed.connect(panel.set_cloth)
            panel.set_cloth(self.table.cloth())
        # Panels change size with their text (a new hand, a new language): place them
        # again once, after every widget has retranslated.
        self._replace_timer = QTimer(self)
        self._replace_timer.setSingleShot(True)
        self._replace_timer.setInterval(0)
        self._replace_timer.timeout.connect(self.place_overlays)
        self.result_panel.content_changed.connect(self._replace_timer.start)
        self.game_over.content_changed.connect(self._replace_timer.start)
        # A refusal while a panel shows (an undo after the hand was scored) goes above
        # it: under it the panel's buttons hid the words.
        self.table.feedback.panels = self.panel_rects
        self.table.feedback.buttons = self.button_rects
        self._record: HandRecord | None = None
        # The panels the last view called for (the hand's result, the game's), shown
        # once the cards have landed (see show_view).
        self._panels_wanted = (False, False)
        self._panel_wait = LandedWait(
            self.table, self._show_panels, interval=PANEL_AFTER_MS, checks=PANEL_CHECKS
        )
        self._keys_ring = False  # the keys' ring round the hand (see keys_ring)
        self._ring_kept = False  # ... shown when a menu took the keys (focusInEvent)
        self._rules: Rules | None = None
        self.table.dealing_changed.connect(lambda _dealing: self.place_overlays())
        self.table.resized.connect(self.place_overlays)
        self.retranslate_ui()

    # ------------------------------------------------------------ state
    def show_view(
        self,
        view: PlayerView,
        events: list[Event] | None = None,
        *,
        rules: Rules | None = None,
        record: HandRecord | None = None,
        game: GameResult | None = None,
        drop: Drop | None = None,
        deal_code: str | None = None,
    ) -> None:
        self.table.show_view(view, events, drop)
        self._rules = rules
        over = view.phase is Phase.OVER
        # The deal code only with the result: it names the deal, so not during the hand.
        self.result_panel.set_record(
            record if over else None, rules, deal_code=deal_code if over else None
        )
        self.game_over.set_result(game)  # after the record: it tells the last hand too
        self._panels_wanted = (over and record is not None and game is None, game is not None)
        self._panel_wait.stop()
        coming = any(
            want and not panel.isVisible()
            for want, panel in zip(self._panels_wanted, self._panels(), strict=True)
        )
        if coming and self.table.duration > 0 and self.table.cards_moving():
            # The hand's last cards still on their way (the showdown laid out, a
            # layoff): the panel comes once they are down, not over them as they fly
            # (at the slowest speed it stood over the cards still moving: play-test
            # h148). What goes away goes now.
            for want, panel in zip(self._panels_wanted, self._panels(), strict=True):
                if not want:
                    panel.hide()
            self._panel_wait.start(self.table.duration + PANEL_AFTER_MS)
            self.action_bar.refresh()
            self.place_overlays()
            return
        self._show_panels()

    def panels_waiting(self) -> bool:
        """Whether a panel the last view called for waits for the cards to land."""
        return self._panel_wait.waiting()

    def game_over_wanted(self) -> bool:
        """Whether the game's panel is shown, or waits for the cards to come down."""
        return self._panels_wanted[1]

    def _panels(self) -> tuple[TablePanel, TablePanel]:
        return (self.result_panel, self.game_over)

    def _show_panels(self) -> None:
        """The hand's panels as the last view wants them, placed, and said so."""
        self._panel_wait.stop()
        for want, panel in zip(self._panels_wanted, self._panels(), strict=True):
            panel.setVisible(want)
        self.action_bar.refresh()
        self.place_overlays()
        self.panels_shown.emit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self._replace_timer.start()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        # The scene has no changeEvent of its own.
        self.table.retranslate_ui()
        self.setToolTip("")
        self.setAccessibleName(self.tr("Card table"))
        self.place_overlays()

    # ------------------------------------------------------------ geometry
    def viewportEvent(self, event: QEvent) -> bool:
        # The mouse gone off the felt (out of the window, or onto a button or a panel
        # over it, which are the view's, not the viewport's: review h155): no card of
        # the hand stands up for it.
        if event.type() == QEvent.Type.Leave and self.table.dragged is None:
            self.table.input.leave()
        return super().viewportEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        dpr = self.devicePixelRatioF()
        if dpr != self.table.dpr:
            self.table.set_look(dpr=dpr)
        self.setSceneRect(0, 0, size.width(), size.height())
        self.table.resize_table(size.width(), size.height())  # and the overlays follow

    def text_px(self) -> int:
        """The size of the table's text over the felt (the buttons', the panels'), in
        pixels: it grows with the table's height."""
        return max(12, round(self.table.geo.label_h * 0.55))

    def place_overlays(self) -> None:
        g = self.table.geo
        px = self.text_px()
        view = self.table.view
        bar = self.action_bar
        # No buttons before a game is on the table (behind the start-up question),
        # nor while the cards fly out.
        bar.set_held(view is None or self.table.dealing)
        if view is not None and view.knocker is not None:
            # Showdown: a row in the middle of the table, under the prompt.
            bar.set_vertical(False)
            bar.set_show_keys(True)
            bar.font_pixel_size(round(px * 1.1))
            size = bar.sizeHint()
            y = round(g.middle_rect.center().y() - size.height() / 2 + g.label_h * 0.4)
            bar.move(QPoint(round(g.centre_x - size.width() / 2), y))
        else:
            # A column beside the knock spot, in the piles' row: the buttons grow with
            # the table (the band under the piles is too narrow once cards are big).
            bar.set_vertical(True)
            left = g.knock_rect.right() + g.card_w * 0.22
            room = g.width - g.margin - left
            # The band between the piles' labels and the hand's, for a row of them.
            top = g.middle_y + g.card_h + 8 + g.label_h * 1.1
            bottom = g.hand_y - g.label_h * 1.3
            row_font = round(min(px * 1.05, max(11.0, (bottom - top) * 0.4)))
            # The keys beside the words only in print as large as the table's: with
            # the large cards "Take the upcard (T)" fitted only in 13 px beside the
            # spot, smaller than at the normal size (play-test h129).
            fits = self._column_fits(room, px, keys=True)
            if not fits and row_font < px * ROW_LEAST:
                # The row's print would be small: the column, each key on a line of
                # its own under the words, as large as the words allow (they went
                # alone, and a keyboard player lost "(T)": play-test h160). The key
                # is never the wider, so where the words fit, so does it.
                fits = self._column_fits(room, 11, keys=True, under=True)
            if fits:
                size = bar.sizeHint()
                y = round(g.middle_y + g.card_h / 2 - size.height() / 2)
                bar.move(QPoint(round(left), y))
            else:
                # No room beside the spot with the keys (large cards in a small window,
                # the long Finnish words at 1366x768): a row in the band, with them.
                # Dropped to fit the column, "Ota avattu kortti" showed no key at
                # 1366x768 where 1024x640 showed "(T)" (play-test h152).
                bar.set_vertical(False)
                bar.set_show_keys(True)
                bar.font_pixel_size(row_font)
                size = bar.sizeHint()
                y = round((top + bottom) / 2 - size.height() / 2)
                bar.move(QPoint(round(g.centre_x - size.width() / 2), y))
        bar.raise_()
        panels = [p for p in (self.result_panel, self.game_over) if p.isVisible()]
        for panel in panels:
            self._place_panel(panel, px)
        # A table label under a panel would show through its glass: the panel tells
        # the same (the last hand's deadwood, the scores), so the label steps aside.
        for badge in self.table.badges.values():
            rect = badge.sceneBoundingRect()
            badge.setVisible(not any(QRectF(p.geometry()).intersects(rect) for p in panels))

    def _column_fits(self, room: float, least: int, *, keys: bool, under: bool = False) -> bool:
        """The buttons in a column, their keys shown or not (``under``: under the
        words), in print as large as fits ``room`` from the table's own size down to
        ``least``: whether they fit."""
        bar = self.action_bar
        bar.set_show_keys(keys, under=under)
        font = round(self.text_px() * 1.15)
        while True:
            bar.font_pixel_size(font)
            if bar.sizeHint().width() <= room:
                return True
            if font <= least:
                return False
            font -= 1

    def panel_headline(self) -> str:
        """The title of the panel shown (the game's result over the hand's), or ""."""
        for panel in (self.game_over, self.result_panel):
            if panel.isVisibleTo(self) and panel.title.text():
                return panel.title.text()
        return ""

    def controls_rect(self) -> QRect:
        """Where the table's own controls and words stand, in the view's pixels: the
        knock spot, and the buttons beside it, whose column keeps its place while it
        has no button to show (the upcard's, Big Gin's come and go), as wide as its
        widest button; at a showdown, the row of buttons in the middle; the labels (the
        deadwood count at the right end of the line over the hand). Nothing before a
        game is dealt. A window kept open beside the table (How to play) stays clear."""
        out = QRect()
        if self.table.view is None:
            return out
        for badge in self.table.badges.values():
            if badge.isVisible() and badge.text():
                out = out.united(badge.sceneBoundingRect().toAlignedRect())
        zone = self.table.knock_zone
        if zone.isVisible():
            out = out.united(zone.framed_rect().toAlignedRect())  # the view is 1:1
        bar = self.action_bar
        if bar.isVisible():
            out = out.united(bar.geometry())
        if bar.vertical:
            widest = bar.widest(COLUMN_ACTIONS)
            g = self.table.geo
            out = out.united(QRect(bar.x(), round(g.middle_y), widest, g.card_h))
        return out

    def button_rects(self) -> list[QRectF]:
        """Where the buttons of the action bar shown now lie (scene and viewport agree)."""
        bar = self.action_bar
        if not bar.isVisible():
            return []
        return [
            QRectF(button.geometry().translated(bar.pos()))
            for button in bar.buttons()
            if button.isVisible()
        ]

    def panel_rects(self) -> list[QRectF]:
        """Where the panels shown now lie on the table (scene and viewport agree)."""
        return [QRectF(p.geometry()) for p in (self.result_panel, self.game_over) if p.isVisible()]

    def _place_panel(self, panel: TablePanel, px: int) -> None:
        """Between the two hands, never over the knocker's melds (the person reads
        them with the result): wider first, then smaller text, and if it is still
        too tall it grows over the defender's cards, away from the melds. It is never
        narrower than its buttons side by side need, where the table has that width
        (a longer language's labels are shown whole, not cut short)."""
        g = self.table.geo
        middle = g.middle_rect
        view = self.table.view
        knocker_top = view is None or view.knocker is None or view.knocker != PERSON
        narrow, wide = panel.widths(g.width)
        room = middle.height()
        h = 0
        width = narrow
        base = round(px * 0.9)
        # The roomy form's text is never much smaller than the table's: tight (a
        # duplicate deal's two plays in short) at the table's size reads better than
        # roomy in small print, which was 12 px beside the table's 22 at 1920x1080
        # (play-test). Tight, the text gets as small as it must.
        readable = max(12, round(base * READABLE))
        steps = [(w, False) for w in sorted({narrow, round((narrow + wide) / 2), wide})]
        for step, tight in [*steps, (wide, True)]:
            size, least = base, (12 if tight else readable)
            while True:
                panel.set_scale(size, tight=tight)
                width = min(wide, max(step, panel.button_row_width()))
                panel.resize(width, max(1, panel.height()))  # the chart shows if it fits
                h = _panel_height(panel, width)
                if h <= room or size <= least:
                    break
                size -= 1
            if h <= room:
                break
        if panel is self.game_over and self.game_over.grow_chart(round(room - h - px)):
            h = _panel_height(panel, width)
        h = min(h, round(g.height - 2 * g.margin))
        top = round(middle.center().y() - h / 2)
        if knocker_top:
            # The melds are above: start under them and grow down if need be.
            top = max(round(middle.top()), min(top, round(g.height - g.margin - h)))
        else:
            # The person's melds are below: grow upwards over the computer's cards.
            top = min(top, round(middle.bottom() - h))
        top = max(round(g.margin), top)
        panel.setGeometry(round(g.centre_x - width / 2), top, width, h)
        panel.raise_()

    # ------------------------------------------------------------ keyboard
    def focusInEvent(self, event: QFocusEvent) -> None:
        # Come by Tab: the keys' ring shows where they act (see drawForeground); back
        # from a menu (F10, Esc) it shows again if it did before (play-test h157).
        tab = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)
        back = event.reason() == Qt.FocusReason.PopupFocusReason and self._ring_kept
        self._ring_kept = False
        self._show_keys_ring(event.reason() in tab or back)
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self._ring_kept = self._keys_ring and event.reason() == Qt.FocusReason.PopupFocusReason
        self._show_keys_ring(False)
        super().focusOutEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._show_keys_ring(False)  # the mouse in use: no ring for it
        super().mousePressEvent(event)

    def _show_keys_ring(self, shown: bool) -> None:
        if shown != self._keys_ring:
            self._keys_ring = shown
            self.viewport().update()

    def keys_ring(self) -> QRectF | None:
        """Where the ring that says the keys act on the hand stands (None: not shown):
        round the person's cards while the table has the keyboard by Tab or by the
        arrows. Tabbed to, the table showed nothing: no card is chosen until an arrow
        is pressed, and the player could not tell the keys were there, not in the
        list beside it (play-test h152)."""
        if not (self._keys_ring and self.hasFocus()):
            return None
        area = self.table.hand_area()
        if area is None:
            return None
        pad = max(4.0, self.table.geo.card_w * 0.06)
        bars = self.table.geo.card_h * 0.05 + 4  # the melds' bars under the cards
        return area.adjusted(-pad, -pad, pad, pad + bars)

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        super().drawForeground(painter, rect)
        ring = self.keys_ring()
        if ring is None:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(QColor(255, 255, 255, 200), 2.0, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        radius = self.table.geo.card_w * 0.08
        painter.drawRoundedRect(ring, radius, radius)
        painter.restore()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # A key pressed while the deal flies lands it first (as a click does); then it
        # does what it does (the arrows choose among the cards where they lie).
        self.table.finish_deal()
        key = event.key()
        if key == Qt.Key.Key_Escape and self.table.input.cancel():
            event.accept()
            return
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        name = next((n for k, n in CARD_KEYS.items() if k == key), None)
        if name is not None:
            self._show_keys_ring(True)  # the keys in use: the ring shows where
            self.key_action.emit(("move_" + name) if shift else name)
            event.accept()
            return
        super().keyPressEvent(event)


def _panel_height(panel: QWidget, width: int) -> int:
    """The height the panel needs at ``width``, measured after its new style sheet is
    applied (fonts change only once the widgets are polished again)."""
    for child in panel.findChildren(QWidget):
        child.ensurePolished()
    panel.ensurePolished()
    if isinstance(panel, TablePanel):
        panel.fit_width()  # e.g. the game-over tally's box counts under their points
    layout = panel.layout()
    if layout is None:
        return panel.sizeHint().height()
    layout.invalidate()
    layout.activate()
    # totalHeightForWidth, not heightForWidth: the layout lies inside the panel's
    # frame, and asked at the panel's whole width it wrapped a line 2 px less than
    # the label had, and the panel came out a line short (Norwegian void hand at
    # 1024x640: the scores cut through, play-test).
    need = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else -1
    return max(need, layout.totalMinimumSize().height(), panel.sizeHint().height())
