"""Issue 18 in the Galaxies window: what a player met, each checked here (the
looks were rendered and looked at too)."""

from __future__ import annotations

import pygame

from game.core.match import Match
from game.core.protocol import GameConfig
from game.galaxies.bots import EasyBot
from game.ui.galaxies import words
from game.ui.galaxies.board import GalaxiesBoardScene
from game.ui.galaxies.positions import controller_for
from game.ui.i18n import tr
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import build_app, render

SIZE = (1280, 800)


def position(wanted, players: int = 3, seeds=range(12), options=None) -> Match:
    """A game played by easy bots up to the first decision ``wanted(state, decision)`` accepts."""
    for seed in seeds:
        opts = dict(options or ({"first_player": 0} if players > 1 else {"hostile": 2}))
        match = Match(GameConfig("galaxies", players, seed, None, opts))
        bots = [EasyBot(s, seed * 7 + s) for s in range(match.rules.seat_count(match.config))]
        for _ in range(4000):
            st = match.state
            if match.is_over():
                break
            if st.pending is not None and not st.drafting and wanted(st, st.pending):
                return match
            seat = match.to_move()[0]
            match.submit(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
    raise AssertionError("no such position")


def board_for(match: Match, lang: str = "en") -> tuple:
    app = build_app(lang, SIZE)
    app.reset(MenuScene(app))
    ctl = controller_for(match, app)
    ctl.paused = True
    board = GalaxiesBoardScene(app, ctl)
    app.push(board)
    render(app, 2)
    return app, board


def test_the_upgrade_cost_is_shown_on_the_choice_and_on_the_mat():
    match = position(lambda st, d: d.seat == 0 and d.prompt == "utilize" and any(o[0] == "upgrade" for o in d.options))
    app, board = board_for(match)
    level = match.state.level[0]
    nxt = words.content().empire[level]
    ups = [b.caption() for b in board.option_buttons if "Upgrade" in b.caption()]
    assert ups and all(f"level {nxt.level}" in c and f"pay {nxt.cost} " in c for c in ups), ups
    assert f"{nxt.cost} energy or culture" in board.mat_tip(0)
    assert tr("galaxies.mat.upgrade", cost=nxt.cost) in drawn_text(board)      # (its own place on the mat: issue 36)


def drawn_text(board) -> str:
    """Every string the board's table shows now (what the player sees), joined."""
    import time

    from game.ui import widgets

    with widgets.recording() as drawn:
        board.draw_table(pygame.Surface(SIZE), time.monotonic())
    return " | ".join(d.text for d in drawn)


def test_the_converter_lists_real_changes_then_keep_and_pages_only_when_full():
    from game.core.bots import make_bot

    for seed in range(40):
        match = Match(GameConfig("galaxies", 3, seed, None, {"first_player": 0}))
        bots = [make_bot("galaxies", "normal", s, seed + s) for s in range(3)]
        while not match.is_over():
            d = match.state.pending
            if d is not None and not match.state.drafting and d.seat == 0 and d.prompt == "set_face":
                break
            seat = match.to_move()[0]
            match.submit(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
        if not match.is_over():
            break
    app, board = board_for(match)
    entries, is_prefix = board.steps(board.current_options())
    if is_prefix:
        board.choose_prefix(entries[0])
        render(app, 1)
    die = board.pick_prefix[1] if board.pick_prefix else board.current_options()[0][1]
    shown = board.view["dice"][die]["face"]
    captions = [b.caption() for b in board.option_buttons]
    assert not any(b.data == "more" for b in board.option_buttons), captions     # six faces fit: no "More"
    changes = [c for c in captions if "→" in c]
    assert len(changes) == 5 and not any(c.endswith("→ " + words.action_name(shown)) for c in changes), captions
    assert captions[-1].endswith(f"Keep die {die + 1} as {words.action_name(shown)}"), captions
    assert len(set(captions)) == len(captions)


def test_solo_the_board_says_what_the_hostile_attack_does_and_enter_means_no():
    match = position(lambda st, d: d.seat == 0 and d.prompt in ("copy", "force_reroll") and st.round_no >= 2, players=1)
    app, board = board_for(match)
    hostile = board.view["hostile"]["id"]
    level = match.state.level[1]
    attack = words.attack_text(hostile, level)
    shown = drawn_text(board)
    assert "Attack:" in shown and attack.split()[0] in shown, shown      # on the hostile mat, not only at setup
    assert attack in board.mat_tip(1)
    primary = [b for b in board.option_buttons if b.style == "primary"]
    free = {"copy": "Pass (P)", "force_reroll": "Let it be (P)"}[match.state.pending.prompt]
    assert len(primary) == 1 and primary[0].caption().endswith(free)           # highlighted: the choice that costs nothing
    assert board.group.focused() is primary[0]
    before = len(match.log)
    app.frame(pygame.Surface(SIZE), [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)], 0.016)
    assert len(match.log) == before + 1 and match.log[-1][1] in (("pass",), ("let",))


def solo_board(seed: int):
    """A solo game's board with the animation on (the hostile turn is shown step by step), bots paused."""
    match = Match(GameConfig("galaxies", 1, seed, None, {"hostile": 1 + seed % 5}))
    app = build_app("en", SIZE)
    app.reset(MenuScene(app))
    app.settings.anim_speed = "normal"
    ctl = controller_for(match, app)
    ctl.paused = True
    board = GalaxiesBoardScene(app, ctl)
    app.push(board)
    return match, app, board


def test_the_hostile_turn_is_shown_from_where_it_began_to_where_it_ends():
    """The hostile panel ran ahead of its narration: the table shown while its turn
    played out step by step began at the state after the turn.  Now each step is
    an action the controller plays and the board shows the view after it: when
    the human ends the turn the hostile mat is as it was, after each step it is
    the state."""
    import copy
    import time

    from game.core.bots import make_bot

    keys = ("energy", "culture", "level", "vp", "ships", "colonies")
    turns = 0
    for seed in range(6):
        match, app, board = solo_board(seed)
        bot = make_bot("galaxies", "normal", 0, seed)
        surf = pygame.Surface(SIZE)
        h = match.rules.automata(match.config)[0]
        while not match.is_over() and len(match.log) < 2000:
            app.frame(surf, [], 0.016)
            if match.automaton_to_move() is not None:
                board.ctl.step_automata(time.monotonic() + 60)      # the controller's step, the beat passed
                assert board.view["empires"][h] == match.view(0)["empires"][h]
                assert board.view["row"] == match.view(0)["row"]
                continue
            action = bot.choose(match.view(0), match.legal(0))
            before = copy.deepcopy(board.view)
            board.ctl.submit_human(0, action)
            if action == ("end",) and match.automaton_to_move() is not None:
                turns += 1
                hostile = {k: board.view["empires"][h][k] for k in keys}
                assert hostile == {k: before["empires"][h][k] for k in keys}, "the hostile panel is ahead of its narration"
    assert turns > 10


def test_a_bonus_die_rolled_again_says_so():
    from game.core.bots import make_bot

    seen = 0
    for seed in range(12):
        match, app, board = solo_board(seed)
        bot = make_bot("galaxies", "normal", 0, seed)
        while not match.is_over():
            seat = match.to_move()[0]
            match.submit(seat, bot.choose(match.view(seat), match.legal(seat)))
        board.forget_log()
        lines = [(board.event_line(ev) or ('',))[0] for ev in match.state.events]
        rolls = [i for i, ev in enumerate(match.state.events) if ev.kind == "hostile_roll" and ev.args.get("bonus")]
        for i in rolls:
            if i + 1 in rolls:                          # nothing happened between: the first was a repeat
                seen += 1
                assert "rolls again" in lines[i], lines[i]
            else:
                assert "rolls again" not in lines[i], lines[i]
    assert seen


def test_a_colony_effect_on_other_players_is_logged():
    """A planet giving every rival a resource, or taking one from a rival, said
    nothing about the rivals; now the log tells who gained or lost what."""
    import random

    from game.ui.i18n import set_language

    found = set()
    for seed in range(60):
        match = Match(GameConfig("galaxies", 3, seed, None, {"first_player": 0}))
        rng = random.Random(seed)
        while not match.is_over() and len(found) < 2:
            before = [list(match.state.energy), list(match.state.culture)]
            n = len(match.state.events)
            seat = match.to_move()[0]
            match.submit(seat, match.rules.sample_action(match.state, seat, rng))
            new = match.state.events[n:]
            for ev in new:
                if ev.kind in ("steal", "rival_gain"):
                    found.add(ev.kind)
                    res = ev.args["resource"]
                    pile = 0 if res == "energy" else 1
                    who = ev.args["rival"] if ev.kind == "steal" else ev.args["player"]
                    after = (match.state.energy if res == "energy" else match.state.culture)[who]
                    assert after != before[pile][who] or ev.kind == "rival_gain"
                    for lang in ("en", "ru", "uk"):
                        set_language(lang)
                        text = words.event_text(ev.kind, ev.args, match.view(None), [""] * 3, ["white", "blue", "purple"])
                        assert "{" not in text and words.resource_name(res) in text, text
                    set_language("en")
        if len(found) == 2:
            break
    assert found == {"steal", "rival_gain"}


def test_the_status_line_says_who_decides_what_during_another_turn():
    """It said "● Round 4 · Purple   Blue is thinking…": now the rival deciding is named with what it decides."""
    match = position(lambda st, d: d.seat != 0 and d.seat != st.active and d.prompt == "follow" and st.round_no >= 2)
    app, board = board_for(match)
    st = match.state
    active, seat = board.name(st.active), board.name(st.pending.seat)
    prompt = board.topbar_prompt()
    assert prompt.startswith(f"{seat} decides whether to follow {active}'s "), prompt
    assert prompt == board.help_text()
