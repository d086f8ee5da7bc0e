"""The main menu: a card per game (the registered ones, then those announced
as coming), continue, load, settings, rules, about, quit.  It knows games only
through the registry and their windows."""

from __future__ import annotations

from functools import partial

import pygame

from game.ui import theme, widgets
from game.ui.i18n import tr
from game.ui.scene import Scene
from game.ui.scenes.continue_button import TwoLineButton, progress_line
from game.ui.tutorial.lesson import has_tutorial, learn, offer_first_time


def menu_games() -> list[str]:
    """The games on the menu: every registered one, then the announced ones."""
    from game.registry import COMING, GAMES

    return list(GAMES) + [g for g in COMING if g not in GAMES]


def window_of(game: str):
    """The game's window if it is registered with one that is ready to play, else None."""
    from game.registry import GAMES, get_entry

    if game not in GAMES:
        return None
    entry = get_entry(game)
    return entry.load_window() if entry.in_window else None


def setup_opener(game: str):
    """How to open a game's setup screen, or None while the game has no window yet."""
    window = window_of(game)
    return None if window is None else window.open_setup


def rules_opener(game: str):
    """How to open a game's rules reference, or None while the game has no window yet."""
    window = window_of(game)
    return None if window is None else window.open_rules


def draw_emblem(game: str, size: int) -> pygame.Surface:
    """A game's card picture: its window's, its entry's, an announced game's, or a blank."""
    from game.core.entry import load_target
    from game.registry import COMING, GAMES, get_entry

    if game in GAMES:
        draw = get_entry(game).load_emblem()
    else:
        draw = load_target(COMING[game], game, "emblem") if game in COMING else None
    return draw(size) if draw is not None else pygame.Surface((size, size), pygame.SRCALPHA)


class MenuScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.cards: list[tuple[str, pygame.Rect]] = []
        self.games = menu_games()
        playable = [g for g in self.games if setup_opener(g) is not None]
        self.first = playable[0] if playable else self.games[0]
        # the game New game and Rules open: the last one pointed at or focused, kept
        # across returns to the menu (leaving a game or a lesson comes back to it)
        last = getattr(app, "menu_chosen", None)
        self.chosen = last if last in playable else self.first
        self._emblems: dict[tuple[str, int], pygame.Surface] = {}

    def build(self) -> None:
        from game.ui import session

        w, h = self.app.size
        col_w = self.u(300)
        right = pygame.Rect(w - col_w - self.u(60), self.u(150), col_w, h - self.u(200))
        last_path = session.last_save_path(self.app)
        has_last = last_path is not None
        last_info = session.summarize(last_path) if last_path is not None else None
        items = [
            ("menu.new_game_of", self.new_game, True, "primary"),
            ("menu.learn_of", self.learn, True, "normal"),
            ("menu.continue", self.continue_game, has_last, "normal"),
            ("menu.load", self.load, True, "normal"),
            ("menu.records", self.records, True, "normal"),
            ("menu.settings", self.settings, True, "normal"),
            ("menu.rules_of", self.rules, True, "normal"),
            ("menu.about", self.about, True, "normal"),
            ("menu.quit", self.quit, True, "normal"),
        ]
        buttons = []
        sub = ""
        bh, gap = self.u(52), self.u(14)
        for i, (key, cb, enabled, style) in enumerate(items):
            r = pygame.Rect(right.x, right.y + i * (bh + gap), col_w, bh)
            if key in ("menu.rules_of", "menu.new_game_of", "menu.learn_of"):
                # These follow the game card last pointed at or focused.
                label: widgets.Label = partial(self.of_chosen, key)
                tip: widgets.Label = partial(self.of_chosen, key + ".tip")
            elif key == "menu.continue" and last_info is not None and last_info.game:
                # name what Continue resumes: the column's "New game: Conquest" sat over a
                # Continue that resumed Galaxies (issue 30); round and leader on a second line
                label, tip = continue_words(last_info)
                sub = progress_line(last_info)
            else:
                label, tip = tr(key), tr(key + ".tip")
            whys: dict[str, widgets.Label] = {"menu.continue": tr("menu.continue.none"),
                                              "menu.learn_of": partial(self.of_chosen, "menu.learn_of.none")}
            why = whys.get(key)
            make = partial(TwoLineButton, sub=sub) if key == "menu.continue" and sub else widgets.Button
            button = make(r, label, cb, enabled, style=style, tooltip=tip, why_disabled=why)
            if key == "menu.learn_of":
                self.learn_button = button
            buttons.append(button)
        # game cards on the left, two per row
        area = pygame.Rect(self.u(60), self.u(150), right.x - self.u(120), h - self.u(210))
        rows = max(2, (len(self.games) + 1) // 2)
        cw = (area.w - self.u(24)) // 2
        ch = min((area.h - self.u(24) * (rows - 1)) // rows, self.u(290))
        self.cards = []
        for i, game in enumerate(self.games):
            r = pygame.Rect(area.x + (i % 2) * (cw + self.u(24)), area.y + (i // 2) * (ch + self.u(24)), cw, ch)
            self.cards.append((game, r))
            playable = setup_opener(game) is not None
            b = widgets.Button(r, tr(f"{game}.name"), partial(self.pick_game, game), playable,
                               tooltip=tr(f"{game}.blurb"), why_disabled=tr("menu.coming_tip"), style="ghost", data=game)
            buttons.insert(i, b)
        self.group.set(buttons)
        self.group.focus = len(self.games)         # the first menu button
        self.follow_chosen()

    def follow_chosen(self) -> None:
        """"Learn to play" is offered for the chosen game if it has a lesson."""
        self.app.menu_chosen = self.chosen
        learn = getattr(self, "learn_button", None)
        if learn is not None:
            learn.enabled = has_tutorial(self.chosen)

    def of_chosen(self, key: str) -> str:
        """A text about the game card last pointed at or focused (its name as ``game``)."""
        return tr(key, game=tr(f"{self.chosen}.name"))

    def handle(self, event: pygame.event.Event) -> None:
        super().handle(event)
        pointed = self.group.hovered() if event.type == pygame.MOUSEMOTION else (self.group.focused() if event.type == pygame.KEYDOWN else None)
        if (pointed is not None and pointed.style == "ghost" and isinstance(pointed.data, str)
                and setup_opener(pointed.data) is not None):
            self.chosen = pointed.data
            self.follow_chosen()

    def pick_game(self, game: str) -> None:
        self.chosen = game
        self.follow_chosen()
        opener = setup_opener(game)
        if opener is not None:
            offer_first_time(self.app, game, lambda: opener(self.app))

    def new_game(self) -> None:
        game = self.chosen if setup_opener(self.chosen) is not None else self.first
        opener = setup_opener(game)
        offer_first_time(self.app, game, lambda: opener(self.app))

    def learn(self) -> None:
        """The chosen game's guided first game (resumed if one was left unfinished)."""
        if has_tutorial(self.chosen):
            learn(self.app, self.chosen)
        else:
            self.explain(tr("menu.learn_of.none", game=tr(f"{self.chosen}.name")))

    def continue_game(self) -> None:
        from game.ui import session

        session.continue_last(self.app)

    def load(self) -> None:
        from game.ui.scenes.load import LoadScene

        self.app.push(LoadScene(self.app))

    def records(self) -> None:
        from game.ui.scenes.records import RecordsScene

        self.app.push(RecordsScene(self.app))

    def settings(self) -> None:
        from game.ui.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def rules(self) -> None:
        opener = rules_opener(self.chosen) or rules_opener(self.first)
        opener(self.app)

    def about(self) -> None:
        from game.ui.scenes.about import AboutScene

        self.app.push(AboutScene(self.app))

    def quit(self) -> None:
        self.app.running = False

    def back(self) -> None:
        self.quit()

    def keep_clear(self) -> list[pygame.Rect]:
        """The title and the subtitle under it: a card's tooltip goes elsewhere."""
        w, _ = self.app.size
        return [pygame.Rect(self.u(40), self.u(30), w - self.u(80), self.u(92))]

    def emblem(self, game: str, size: int) -> pygame.Surface:
        key = (game, size)
        if key not in self._emblems:
            self._emblems[key] = draw_emblem(game, size)
        return self._emblems[key]

    def draw(self, surf: pygame.Surface) -> None:
        self.background(surf)
        w, _ = surf.get_size()
        widgets.text(surf, tr("app.title"), (w // 2, self.u(30)), self.u(54), theme.GOLD, "title", "midtop")
        widgets.text(surf, tr("app.tagline"), (w // 2, self.u(98)), self.u(18), theme.MUTED, anchor="midtop", max_width=w - self.u(80))
        for i, b in enumerate(self.group.buttons):
            if b.style == "ghost":
                self.draw_card(surf, b, self.group.keyboard and i == self.group.focus)
            else:
                b.draw(surf, self.k, self.group.keyboard and i == self.group.focus)

    def draw_card(self, surf: pygame.Surface, b: widgets.Button, focused: bool) -> None:
        game = str(b.data)              # (a card's data is its game's id)
        r = b.rect
        playable = b.enabled
        base = (52, 62, 84) if playable else (40, 44, 56)
        if b.hover and playable:
            base = theme.mix(base, (255, 255, 255), 0.1)
        widgets.shadow(surf, r, self.u(14))
        lit = focused or (b.hover and playable)
        edge = theme.GOLD if lit else (theme.mix(theme.GOLD, theme.EDGE, 0.5) if game == self.chosen else theme.EDGE)
        widgets.panel(surf, r, base, self.u(14), edge, 3 if focused else (2 if game == self.chosen else 1))
        size = min(r.h - self.u(86), r.w // 2)
        img = self.emblem(game, max(16, size))
        if not playable:
            img = img.copy()
            img.set_alpha(110)
        surf.blit(img, img.get_rect(midtop=(r.centerx, r.y + self.u(12))))
        widgets.text(surf, tr(f"{game}.name"), (r.centerx, r.bottom - self.u(66)), self.u(24), theme.TEXT if playable else theme.MUTED, "title", "midtop", max_width=r.w - self.u(20))
        sub = tr("menu.play_now") if playable else tr("menu.coming")
        widgets.text(surf, sub, (r.centerx, r.bottom - self.u(32)), self.u(15), theme.GOLD if playable else theme.MUTED, "bold", "midtop", max_width=r.w - self.u(20))


def continue_words(info) -> tuple[str, str]:
    """Continue's label ("Continue: Galaxies") and tip (the save's round, leader…)."""
    from game.ui import session

    game = tr(f"{info.game}.name")
    _title, details = session.describe(info)
    return tr("menu.continue_of", game=game), tr("menu.continue_of.tip", game=game, details=details)
