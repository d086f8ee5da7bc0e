"""Distinct choices and the words of every decision (issue 18), for every
registered game: random games (several seeds and player counts, in English,
Russian and Ukrainian) are played into real board scenes, one per seat as
that seat's person sees it; at each decision the decider's board's own
``choice_lists`` (the captions
its buttons get, as the panel opens and after each narrowing click) must
not repeat a label, and its prompt must read as words (the text-truth guard
in conftest.py fails the test on a missing placeholder or raw key).
"""

from __future__ import annotations

import random

import pytest

from game.core.match import Match
from game.core.protocol import GameConfig
from game.registry import windowed
from game.ui.choices import repeated, tell_apart
from game.ui.controller import Controller, SeatSpec
from game.ui.i18n import LANGS, set_language
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import build_app

MAX_ACTIONS = 20000


def cases() -> list[tuple[str, int, int, str]]:
    """(game, players, seed, language): the fewest players (two seeds), one count
    between and the most players; the three languages in turn."""
    out = []
    for entry in windowed():
        counts = list(entry.load_rules().players_range())
        tables = [counts[0], counts[0], counts[len(counts) // 2], counts[-1]]
        for k, players in enumerate(tables):
            out.append((entry.id, players, 100 * players + k, LANGS[k % len(LANGS)]))
    return out


def play_into_boards(game: str, players: int, seed: int, lang: str, on_decision) -> int:
    """Play a random game with one board per seat, each as that seat's person sees
    the table; call ``on_decision(board)`` at each decision, on the decider's board."""
    entry = next(e for e in windowed() if e.id == game)
    window, rules = entry.load_window(), entry.load_rules()
    set_language(lang)
    app = build_app(lang, (1280, 800))
    app.settings.anim_speed = "off"
    app.settings.bot_speed = "instant"
    app.reset(MenuScene(app))
    match = Match(GameConfig(game, players, seed))
    meta = {"colours": list(window.colours[:players]), "names": [""] * players}
    boards = []
    for me in range(players):
        seats = [SeatSpec("human" if s == me else "bot", "random") for s in range(players)]
        ctl = Controller(match, seats, None, lambda: 0.0, meta)
        ctl.paused = True                  # the test makes every move
        boards.append(window.board_scene(app, ctl))
        app.push(boards[-1])
        boards[-1].ensure_layout()
    chooser = random.Random(seed)
    decisions = 0
    for _ in range(MAX_ACTIONS):
        to_move = match.to_move()
        if not to_move:
            break
        for seat in to_move:
            if seat in rules.automata(match.config):
                continue                               # an automaton's step: nobody chooses it
            boards[seat].refresh(force=True)           # the board catches up (log, view) as after a move
            on_decision(boards[seat])
            decisions += 1
        seat = chooser.choice(to_move)
        match.submit(seat, rules.sample_action(match.state, seat, chooser))
    assert match.is_over()
    return decisions


@pytest.mark.parametrize("game, players, seed, lang", cases())
def test_every_choice_list_reads_as_distinct_labels(game, players, seed, lang):
    seen = {"lists": 0, "labels": 0}

    def check(board) -> None:
        prompt = board.topbar_prompt()
        assert prompt.strip(), (game, board.view.get("decision") or board.view.get("phase"))
        for labels in board.choice_lists():
            assert not repeated(labels), (game, lang, labels)
            seen["lists"] += 1
            seen["labels"] += len(labels)

    try:
        decisions = play_into_boards(game, players, seed, lang, check)
    finally:
        set_language("en")
    assert decisions > 5
    assert seen["lists"] > 0 and seen["labels"] >= seen["lists"]


def test_tell_apart_names_only_the_labels_that_read_alike():
    labels = ["Orbit Alkimra", "Orbit Alkimra", "Land on Bq", "Fly home"]
    pieces = ["at home", "on Bq", "at home", None]
    shown = tell_apart(labels, pieces, lambda label, piece: f"{label} — ship {piece}")
    assert shown == ["Orbit Alkimra — ship at home", "Orbit Alkimra — ship on Bq", "Land on Bq", "Fly home"]
    assert repeated(["1. Orbit Alkimra", "2. Orbit Alkimra", "3. Land on Bq"]) == ["Orbit Alkimra"]
