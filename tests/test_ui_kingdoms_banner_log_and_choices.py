"""Issue 15 (Play and screens) on the Kingdoms board: the action banner, the
colour names in the log, the Following-Quest choices, the header after the
game, "thinking" in the player panels and the 4-5 player card sizes."""

from __future__ import annotations

import pygame

from game.core.bots import RandomBot
from game.core.match import Match
from game.ui.kingdoms import words
from game.ui.kingdoms.board import BoardScene
from game.ui.kingdoms.positions import controller_for
from game.ui.screenshot import build_app

SIZE = (1024, 640)


def play_until(match: Match, stop, limit: int = 6000) -> bool:
    bots = [RandomBot(s, 7 + s) for s in range(match.config.players)]
    for _ in range(limit):
        if match.is_over():
            return False
        if stop(match):
            return True
        seat = match.to_move()[0]
        match.submit(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
    return False


def test_banner_names_who_selected_this_turns_action_not_the_active_player():
    """Issue 15: after a bot's Patrol, at the human's turn, the banner said
    "White selected Patrol"; it is built from the action_selected event."""
    match = Match(words.make_config(4, 11, True, None))

    def human_selects_after_a_bots_action(m: Match) -> bool:
        ev = m.state.events
        picked = [e for e in ev if e.kind == "action_selected"]
        return (bool(picked) and picked[-1].args["seat"] != 0 and m.state.phase == "play"
                and m.state.tstage == "select" and m.state.active == 0)

    assert play_until(match, human_selects_after_a_bots_action)
    assert match.view(0)["action"]                      # the card still shows the old action
    assert words.current_action(match.state.events) is None
    app = build_app("en", SIZE)
    board = BoardScene(app, controller_for(match, app))
    app.push(board)
    board.ensure_layout()
    assert board.selected is None
    # once the human selects, the banner names the human and that action
    action = next(a for a in match.legal(0) if a[0] == "select")
    board.ctl.submit_human(0, action)
    assert board.selected == (0, action[1])


def test_banner_during_following_names_the_bot_that_selected():
    match = Match(words.make_config(3, 5, True, None))

    def human_follows_a_bot(m: Match) -> bool:
        return m.state.phase == "play" and m.state.tstage == "act" and 0 in m.to_move() and m.state.active != 0

    assert play_until(match, human_follows_a_bot)
    seat, action = words.current_action(match.state.events)
    assert seat == match.state.active != 0 and action == match.state.act_action


def test_colour_blind_switch_keeps_the_names_in_panels_and_log():
    """Issue 15 wanted one naming in panels and log; issue 36 (finding 5): the
    safe palette changes colours, never names, so White stays White everywhere."""
    from game.ui import widgets
    from game.ui.i18n import tr

    app = build_app("en", SIZE)
    from game.ui.kingdoms.positions import stage

    stage(app, "board", 3)
    board = app.top
    board.ctl.paused = True
    surf = pygame.Surface(SIZE)
    app.frame(surf, [], 0.02)
    white = tr("colour.white")
    assert any(white in text for text, _seat in board.log_lines)
    app.settings.colorblind = True
    with widgets.recording() as drawn:
        app.frame(surf, [], 0.02)
    yellow = tr("colour.yellow")
    assert any(white in text for text, _seat in board.log_lines)
    assert not any(yellow in text for text, _seat in board.log_lines)
    log_texts = [d.text for d in drawn if board.log_rect.contains(d.rect)]
    assert log_texts and any(white in t for t in log_texts)


def follow_quest_position():
    """A 4-player match where seat 0 follows a bot's Quest with moves to choose from."""
    for seed in range(1, 80):
        match = Match(words.make_config(4, seed, True, None))

        def following(m: Match) -> bool:
            return (m.state.phase == "play" and m.state.tstage == "act" and m.state.act_action == "quest"
                    and m.state.active != 0 and 0 in m.to_move()
                    and any(a[0] == "quest" for a in m.legal(0)) and any(a[0] == "collect" for a in m.legal(0)))

        if play_until(match, following):
            return match
    raise AssertionError("no Following-Quest position")


def test_following_quest_offers_collect_first_and_marks_wars():
    """Issue 15: "collect resources" hid behind "More" under the quest moves."""
    match = follow_quest_position()
    app = build_app("en", SIZE)
    board = BoardScene(app, controller_for(match, app))
    app.push(board)
    board.ensure_layout()
    first = board.visible_choices()[0]
    assert first.action[0] == "collect"
    assert board.decision_buttons[0].data is first
    view = match.view(0)
    for c in board.choices:
        if c.action[0] in ("quest", "patrol"):
            assert c.war == (words.war_against(view, c.action[1], c.action[2]) is not None)
            assert c.label.endswith("⚔") == c.war


def test_war_against_follows_the_engine():
    """A move starts a war exactly when the engine says so (a random sample of moves)."""
    import random

    rng = random.Random(4)
    checked = 0
    for seed in range(3, 30):
        match = Match(words.make_config(3, seed, True, None))
        if not play_until(match, lambda m: m.state.phase == "play" and any(a[0] in ("quest", "patrol") for s in m.to_move() for a in m.legal(s))):
            continue
        seat = next(s for s in match.to_move() if any(a[0] in ("quest", "patrol") for a in match.legal(s)))
        move = rng.choice([a for a in match.legal(seat) if a[0] in ("quest", "patrol")])
        expected = words.war_against(match.view(seat), move[1], move[2])
        before = len(match.state.events)
        match.submit(seat, move)
        started = [e for e in match.state.events[before:] if e.kind in ("war_started", "neutral_war")]
        assert bool(started) == (expected is not None), (seed, move)
        checked += 1
    assert checked >= 10


def test_pointing_at_a_move_previews_its_target_region():
    match = follow_quest_position()
    app = build_app("en", SIZE)
    board = BoardScene(app, controller_for(match, app))
    app.push(board)
    board.ensure_layout()
    b = next(b for b in board.decision_buttons if isinstance(b.data, words.Choice) and b.data.regions)
    surf = pygame.Surface(SIZE)
    app.frame(surf, [pygame.event.Event(pygame.MOUSEMOTION, pos=b.rect.center, rel=(0, 0), buttons=(0, 0, 0))], 0.02)
    assert board.previewed() is not None and board.previewed().action == b.data.action
    b = next(b for b in board.decision_buttons if b.hover)        # the buttons of the frame just drawn
    dest = b.data.regions[-1]
    before = pygame.Surface(SIZE)
    b.hover = False
    board.draw(before)
    b.hover = True
    after = pygame.Surface(SIZE)
    board.draw(after)
    poly = board.region_polys[dest]
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    changed = sum(before.get_at((x, y)) != after.get_at((x, y))
                  for x in range(int(min(xs)), int(max(xs)), 3) for y in range(int(min(ys)), int(max(ys)), 3))
    assert changed > 20          # the target region lights up


def test_enter_answers_a_new_decision_not_the_menu():
    """Issue 15: in a 5-player game Enter opened the game menu: the focus stayed on
    the Menu button from while the bots decided."""
    from game.ui.scenes.pause import PauseMenu

    match = Match(words.make_config(5, 9, True, None))
    app = build_app("en", SIZE)
    board = BoardScene(app, controller_for(match, app))
    board.ctl.paused = True
    app.push(board)
    surf = pygame.Surface(SIZE)
    app.frame(surf, [], 0.02)
    bots = {s: RandomBot(s, s) for s in range(1, 5)}
    for _ in range(400):
        movers = match.to_move()
        if 0 in movers:
            break
        seat = movers[0]
        board.ctl.apply(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
        app.frame(surf, [], 0.02)
    # what the player last pointed at by keyboard while waiting: the Menu button
    board.group.focus = next(i for i, b in enumerate(board.group.buttons) if b.data == "top")
    board.group.keyboard = True
    board.new_decision = True
    board.rebuild()
    app.frame(surf, [], 0.02)
    before = len(match.log)
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    app.frame(surf, [enter], 0.02)
    assert not isinstance(app.top, PauseMenu)
    assert len(match.log) > before or app.top is not board       # answered (or opened the war bid)


def test_header_after_the_game_names_no_active_player():
    """Issue 15: after the game the header said "Turn 30 · White" though another player was active."""
    from game.ui import widgets
    from game.ui.i18n import tr
    from game.ui.kingdoms.positions import play_to

    app = build_app("en", SIZE)
    board = BoardScene(app, controller_for(play_to("scoring", 3), app))
    board.scoring_pushed = True
    app.push(board)
    with widgets.recording() as drawn:
        app.frame(pygame.Surface(SIZE), [], 0.02)
    heads = [d.text for d in drawn if d.rect.bottom <= board.topbar.bottom and d.text.startswith(tr("board.turn_over", turn=board.model.turn)[:4])]
    assert tr("board.turn_over", turn=board.model.turn) in heads


def test_tooltips_never_cover_the_button_they_describe():
    """Issue 15: at first start the menu's tooltips covered their buttons."""
    from game.ui.scenes.menu import MenuScene
    from game.ui.tooltip import tip_rect

    for size in ((1024, 640), (1280, 800)):
        app = build_app("en", size)
        app.reset(MenuScene(app))
        app.frame(pygame.Surface(size), [], 0.02)
        screen = pygame.Rect((0, 0), size)
        for b in app.top.group.buttons:
            for pos in (b.rect.center, b.rect.topleft, (b.rect.right - 2, b.rect.bottom - 2)):
                rect = tip_rect(screen, (int(360 * app.top.k), 90), pos, app.top.k, avoid=b.rect)
                assert not rect.colliderect(b.rect), (b.caption(), pos)


def test_four_and_five_player_tables_use_the_space():
    """Issue 15: 4- and 5-player boards left the cards small with empty space.
    The cards now fill more of the table (5 players: 0.36 -> 0.39 of it, and
    the tower card beside the second row instead of dropped)."""
    from game.ui.kingdoms.positions import stage_game

    for players, least in ((4, 0.43), (5, 0.38)):
        for size in ((1024, 640), (1280, 800)):
            app = build_app("en", size)
            stage_game(app, "board", 3, players=players)
            board = app.top
            board.ensure_layout()
            cards = list(board.card_rects.values())
            assert len(cards) == players
            assert board.tower_rect is not None, (players, size)
            table = board.area
            assert all(table.contains(r) for r in cards + [board.tower_rect])
            assert not any(a.colliderect(b) for i, a in enumerate(cards) for b in cards[i + 1:])
            assert not any(board.tower_rect.colliderect(r) for r in cards)
            used = sum(r.w * r.h for r in cards) / (table.w * table.h)
            assert used >= least, (players, size, used)
