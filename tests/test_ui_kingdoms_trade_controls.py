"""Kingdoms' trade is made with direct controls (give, get, amount, Trade), not a
paged list (issue 30): every legal trade is reachable with whole press and
release clicks and with the keys the panel shows, each makes exactly one
submit, "Do nothing" is always on screen, and an illegal combination is greyed
with its reason.  The board is the lesson's position with the trade selected."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core.match import Match
from game.registry import get_entry
from game.ui.controller import Controller
from game.ui.i18n import set_language, tr
from game.ui.kingdoms.board_model import RESOURCES
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import build_app
from game.ui.tutorial.lesson import meta_of, seats_of

SIZES = [(1280, 800), (1024, 640)]


def press(pos: tuple[int, int]) -> list[pygame.event.Event]:
    """The mouse moved onto ``pos``, pressed and released there."""
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def key(k: int, mod: int = 0) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0),
            pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)]


class Table:
    """A board at the lesson's position, White to carry out Trade holding ``res``;
    the controller's submits counted."""

    def __init__(self, res: tuple[int, int, int], size: tuple[int, int] = SIZES[0], follower: bool = False) -> None:
        entry = get_entry("kingdoms")
        tutorial = entry.load_tutorial()
        self.app = build_app("en", size)
        self.app.settings.anim_speed = "off"
        self.app.reset(MenuScene(self.app))
        config = tutorial.config()
        config.options["scenario"]["seats"][0].update(mana=res[0], ore=res[1], food=res[2])
        if follower:                     # Purple selects Trade; White follows it or collects
            config.options["scenario"]["active"] = 2
        self.ctl = Controller(Match(config), seats_of(tutorial), Path("/nonexistent/autosave.json"), lambda: 0.0, meta_of(tutorial))
        self.ctl.paused = True
        self.ctl.save_async = lambda: None
        self.ctl.match.submit(2 if follower else 0, ("select", "trade"))
        if follower:
            self.ctl.match.submit(2, ("nothing",))
        assert 0 in self.ctl.match.to_move()
        self.submits: list[tuple] = []
        apply = self.ctl.apply

        def counted(seat, action):
            self.submits.append(action)
            apply(seat, action)

        self.ctl.apply = counted
        self.board = entry.load_window().board_scene(self.app, self.ctl)
        self.app.push(self.board)
        self.surf = pygame.Surface(size)
        self.frame([])
        self.clicks = 0

    def frame(self, events: list) -> None:
        self.app.frame(self.surf, events, 0.016)
        self.board.ensure_layout()

    def click(self, button) -> None:
        assert button.enabled, button.caption()
        assert self.surf.get_rect().contains(button.rect), button.caption()
        self.clicks += 1
        self.frame(press(button.rect.center))

    @property
    def trade(self):
        return self.board.decision_panel.trade

    def legal_trades(self) -> list[tuple]:
        return [a for a in self.ctl.match.legal(0) if a[0] == "trade"]


def reach_by_clicks(t: Table, want: tuple) -> None:
    """Press the chips and − / + a person would, toward ``want``."""
    _, give, get, k = want
    if t.trade.give != give:
        t.click(t.trade.chips[("give", give)])
    if t.trade.get != get:
        t.click(t.trade.chips[("get", get)])
    if t.trade.k != k:
        t.click(t.trade.amount[k])


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


@pytest.mark.parametrize("res", [(0, 9, 3), (3, 4, 5), (9, 1, 0)])
def test_every_legal_trade_is_reached_by_clicks_and_made_by_one_submit(res):
    t0 = Table(res)
    legal = t0.legal_trades()
    assert len(legal) >= 10           # the list that used to run over two pages
    clicks = []
    for want in legal:
        t = Table(res)
        reach_by_clicks(t, want)
        assert t.trade.trade_button.data is not None and t.trade.trade_button.data.action == want
        t.click(t.trade.trade_button)
        assert t.submits == [want], (want, t.submits)
        clicks.append(t.clicks)
    assert max(clicks) <= 4 and min(clicks) == 1          # give, get, amount, Trade at most


def test_the_keys_the_panel_shows_reach_every_trade_and_t_trades_once():
    res = (3, 4, 5)
    legal = Table(res).legal_trades()
    keys = {"give": pygame.K_g, "get": pygame.K_r}
    for want in legal:
        t = Table(res)
        for side, target in (("give", want[1]), ("get", want[2])):
            for _ in range(3):
                if getattr(t.trade, side) == target:
                    break
                t.frame(key(keys[side]))
        while t.trade.k < want[3]:
            t.frame(key(pygame.K_EQUALS, pygame.KMOD_SHIFT))
        assert (t.trade.give, t.trade.get, t.trade.k) == want[1:]
        t.frame(key(pygame.K_t))
        assert t.submits == [want]
    # the keys are written on the controls
    t = Table(res)
    captions = [c for c, _ in t.trade.captions] + [t.trade.trade_button.caption()]
    assert any("(G)" in c for c in captions) and any("(R)" in c for c in captions)
    assert any("−" in c and "+" in c for c in captions) and "(T)" in t.trade.trade_button.caption()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("follower", [False, True])
def test_do_nothing_or_collect_and_every_control_stay_on_screen(size, follower):
    t = Table((3, 4, 5), size, follower)
    listed = [b for b in t.board.decision_buttons if hasattr(b.data, "action") and b.data.action[0] != "trade"]
    word = tr("kingdoms.choice.collect") if follower else tr("kingdoms.choice.nothing")
    assert any(word in b.caption() for b in listed)
    screen = t.surf.get_rect()
    controls = list(t.trade.chips.values()) + list(t.trade.amount.values()) + [t.trade.trade_button] + listed
    for b in controls:
        assert t.board.decision_rect.contains(b.rect) and screen.contains(b.rect), b.caption()
    # no page buttons: nothing of the decision is hidden on another page
    assert not any(b.caption() in (tr("kingdoms.board.prev"), tr("kingdoms.board.next")) for b in t.board.group.buttons)
    before = len(t.submits)
    t.frame(key(pygame.K_1))
    assert len(t.submits) == before + 1 and t.submits[-1][0] == ("collect" if follower else "nothing")


def test_illegal_combinations_are_greyed_with_the_reason():
    t = Table((0, 9, 3))
    assert not t.trade.chips[("give", "mana")].enabled
    assert "mana" in t.trade.chips[("give", "mana")].tip()
    assert not t.trade.chips[("get", "ore")].enabled
    assert "9" in t.trade.chips[("get", "ore")].tip()
    # give food (3) for mana: the amounts stop at 3 and say why; + stops there too
    t.click(t.trade.chips[("give", "food")])
    t.click(t.trade.chips[("get", "mana")])
    assert [n for n, chip in t.trade.amount.items() if chip.enabled] == [1, 2, 3]
    assert "3 food" in t.trade.amount[4].tip()
    for _ in range(4):
        t.frame(key(pygame.K_KP_PLUS))
    assert t.trade.k == 3
    t.frame(key(pygame.K_MINUS))
    assert t.trade.k == 2
    # mana at 8 can take only 1 more: the reason is the room, not what you have
    t2 = Table((8, 5, 3))
    t2.click(t2.trade.chips[("give", "ore")])
    t2.click(t2.trade.chips[("get", "mana")])
    assert [n for n, chip in t2.trade.amount.items() if chip.enabled] == [1]
    assert "9" in t2.trade.amount[2].tip()
    # a key toward an illegal trade explains instead of submitting
    t.trade.give, t.trade.get = "mana", "ore"
    t.board.rebuild()
    t.frame([])
    assert not t.trade.trade_button.enabled and t.trade.trade_button.tip()
    t.frame(key(pygame.K_t))
    assert t.submits == []


def test_the_rate_counts_a_magic_bonus_as_the_rules_pay_it():
    from game.ui.kingdoms.trade_controls import received

    assert received((3, 4, 5), [], "food", "mana", 3) == 3
    assert received((3, 4, 5), [(1, 3)], "food", "mana", 3) == 4
    assert received((3, 4, 5), [(1, 3)], "food", "mana", 2) == 2
    assert received((8, 4, 5), [(1, 1)], "food", "mana", 1) == 1          # never past 9
    assert set(RESOURCES) == {"mana", "ore", "food"}
