"""Whole Kingdoms games played through the UI layer with simulated input.

Every human decision is made with pygame events only (clicks on buttons and
regions, number keys, the war overlay's keys); bots answer on the worker
thread.  The game must reach the scoring scene with no error shown.
"""

from __future__ import annotations

import random
import time

import pygame

from game.ui.i18n import tr as tr_
from game.ui.kingdoms.board import BoardScene
from game.ui.kingdoms.scoring import ScoringScene
from game.ui.kingdoms.setup import SetupScene
from game.ui.kingdoms.war import RevealOverlay, WarScene
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import build_app
from game.ui.table.handover import HandoverCover
from tests.frame_truth import watch
from tests.ui_helpers import answer_offer, click

SIZE = (960, 600)


def key(k, unicode=""):
    """A key press; the typed character is the second argument here (``tests.ui_helpers.key`` takes ``mod`` there)."""
    return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0)]


def button(scene, label_key, **args):
    from game.ui.i18n import tr

    for b in scene.group.buttons:
        if b.caption() == tr(label_key, **args):
            return b
    raise AssertionError(f"no button {label_key}")


def human_events(app, rng: random.Random) -> list:
    """One human input for whatever the top scene is asking."""
    top = app.top
    if isinstance(top, HandoverCover):
        return click(top.group.buttons[0].rect.center)
    if isinstance(top, WarScene):
        enabled = [b for b in top.group.buttons if b.enabled]
        b = rng.choice(enabled)
        return key(pygame.K_f) if b.data == "flag" and rng.random() < 0.5 else click(b.rect.center)
    if isinstance(top, RevealOverlay):
        return key(pygame.K_SPACE)
    if isinstance(top, BoardScene) and top.choices and not top.war_pending():
        targets = sorted(top.next_targets())
        if targets and rng.random() < 0.5:
            x, y = top.region_anchor[rng.choice(targets)]
            return click((int(x), int(y)))
        n = len(top.visible_choices())
        if n:
            return key(pygame.K_1 + rng.randrange(n))
    return []


def play_through_ui(kinds: list[str], seed: int, max_seconds: float = 60, animated: bool = False, lang: str = "en",
                    exploration: bool = False, faction_choice: bool = False) -> object:
    app = build_app(lang, SIZE)
    watch(app, every=6)                 # every picture is the state (issue 18)
    app.settings.bot_speed = "instant"
    app.settings.anim_speed = "fast" if animated else "off"
    app.reset(MenuScene(app))
    surf = pygame.Surface(SIZE)
    app.frame(surf, [], 0.016)
    # menu -> setup
    app.frame(surf, click(button(app.top, "menu.new_game_of", game=tr_("kingdoms.name")).rect.center), 0.016)
    answer_offer(app, surf)             # the first opening offers the lesson: "Not now"
    setup = app.top
    assert isinstance(setup, SetupScene)
    app.frame(surf, click(setup.group.buttons[len(kinds) - 2].rect.center), 0.016)      # player count chip
    for seat, kind in enumerate(kinds):
        setup.kinds[seat] = "easy"
        while setup.kinds[seat] != kind:     # the seat's person-or-bot toggle (leftmost), then its level (next)
            setup.ensure_layout()
            row = sorted((b for b in setup.group.buttons if b.action and b.rect.y == setup.rows[seat]), key=lambda b: b.rect.x)
            b = row[0] if (setup.kinds[seat] == "human") != (kind == "human") else row[1]
            app.frame(surf, click(b.rect.center), 0.016)
    # type the seed
    seed_button = next(b for b in setup.group.buttons if b.data == "seed")
    events = click(seed_button.rect.center) + key(pygame.K_BACKSPACE) * 9
    events += [e for d in str(seed) for e in key(pygame.K_0 + int(d), d)] + key(pygame.K_RETURN)
    app.frame(surf, events, 0.016)
    assert setup.seed == seed
    if exploration:
        app.frame(surf, click(button(setup, "ui.on").rect.center), 0.016)
        assert setup.exploration
    if faction_choice:
        app.frame(surf, click(button(setup, "kingdoms.setup.factions.choice").rect.center), 0.016)
        assert setup.faction_choice
    app.frame(surf, click(button(setup, "setup.play").rect.center), 0.016)
    board = app.top
    assert isinstance(board, BoardScene)
    if animated:
        board.ctl.bot_delay = lambda: 0.002     # bots wait a little between moves; reveals animate
    rng = random.Random(seed)
    started = time.process_time()      # CPU seconds of this process (bot thread too): a hang, not a busy machine
    board.reveals_seen = 0
    while not isinstance(app.top, ScoringScene):
        if isinstance(app.top, RevealOverlay):
            board.reveals_seen += 1
        assert time.process_time() - started < max_seconds, "game did not finish in time"
        assert not app.errors, app.errors[-1]
        events = human_events(app, rng)
        app.frame(surf, events, 0.016)
        if not events:
            time.sleep(0.0005)       # let the bot thread answer
    assert not app.errors, app.errors[-1]
    return board


def test_one_human_against_bots_plays_to_the_scoring_scene():
    board = play_through_ui(["human", "easy", "normal"], seed=4242)
    match = board.ctl.match
    assert match.is_over()
    assert any(seat == 0 for seat, _ in match.log)          # the human really played
    assert board.view["result"]["winners"]
    assert len(board.log_lines) > 50                         # the log told the story in words
    assert not any(text.startswith("kingdoms.event.") for text, _ in board.log_lines)


def test_two_humans_hotseat_with_lost_kingdom_reach_scoring():
    board = play_through_ui(["human", "human"], seed=77, faction_choice=True)
    match = board.ctl.match
    assert match.is_over()
    assert {seat for seat, _ in match.log} == {0, 1}
    assert sum(1 for _, a in match.log if a[0] == "faction") == 2      # both picked at the table


def test_animated_game_with_reveal_overlays_reaches_scoring():
    board = play_through_ui(["human", "hard", "easy", "normal"], seed=9, max_seconds=90, animated=True, lang="uk")
    assert board.ctl.match.is_over()
    assert not board.ctl.paused
    wars = sum(1 for e in board.ctl.match.state.events if e.kind == "war_revealed")
    assert wars == 0 or board.reveals_seen > 0


def test_five_players_with_exploration_token_regions_chosen_by_clicks():
    board = play_through_ui(["human", "easy", "easy", "normal", "hard"], seed=31, exploration=True, lang="ru")
    match = board.ctl.match
    assert match.is_over()
    assert any(a[0] == "token_regions" for seat, a in match.log if seat == 0)


def test_hotseat_log_never_shows_a_private_line():
    """Two people share the screen: one's secret bid must not appear in the shared log."""
    board = play_through_ui(["human", "human", "easy"], seed=1234)
    private = [e for e in board.ctl.match.state.events if e.to is not None]
    assert private, "this seed should contain a war with human bids"
    from game.ui.kingdoms import words

    shown = {text for text, _ in board.log_lines}
    for ev in private:
        assert words.event_text(ev.kind, ev.args, board.view, board.colours) not in shown
