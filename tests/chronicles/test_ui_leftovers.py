"""Player-visible Chronicles leftovers found in a real game (issue 19's follow-up):
each test names the text or behaviour the player met and checks the fixed one."""

from __future__ import annotations

import pytest

from game.chronicles.rules import RULES
from game.ui.chronicles import words
from game.ui.i18n import set_language, tr
from tests.chronicles.helpers import C, new_game


@pytest.fixture
def english():
    set_language("en")
    yield
    set_language("en")


def gold_builds() -> list[tuple]:
    """A build of every building that can be paid in gold, all in gold and half in gold."""
    out = []
    for b in C.buildings:
        if b.gold_price1 is not None:
            out.append(("build", b.key, 1, (True,), (0, 0, 0)))
            out.append(("build", b.key, 2, (False, True), (0, 0, 0)))
            out.append(("build", b.key, 2, (True, True), (0, 0, 0)))
    return out


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_build_tip_reads_as_a_sentence_when_paid_in_gold(lang):
    """It read 'Needs paid with gold instead of resources'."""
    set_language(lang)
    try:
        view = RULES.view(new_game(3), 0)
        builds = gold_builds()
        assert builds
        for action in builds:
            needs = words.build_needs(view, 0, action)
            tip = tr("chronicles.build.tip", needs=needs, land=1, gold=3, left=2)
            assert "paid with gold instead" not in tip and "вместо ресурсов" not in tip and "замість ресурсів" not in tip
            if all(action[3]):
                assert needs == tr("chronicles.build.by_gold")
            else:
                assert tr("chronicles.build.level_by_gold", n=2) in needs
    finally:
        set_language("en")


def test_build_tip_in_english(english):
    view = RULES.view(new_game(3), 0)
    action = gold_builds()[0]
    tip = tr("chronicles.build.tip", needs=words.build_needs(view, 0, action), land=1, gold=3, left=2)
    assert tip.startswith("Needs no resources (all paid in gold). ")


def board_at(scene: str, seed: int = 3, lang: str = "en"):
    """The board of a staged position (``positions.play_to``) with no overlay on it, drawn once."""
    from game.ui.chronicles.board import ChroniclesBoardScene
    from game.ui.chronicles.positions import controller_for, play_to
    from game.ui.screenshot import build_app

    app = build_app(lang, (1280, 800))
    match, _ = play_to(scene, seed)
    board = ChroniclesBoardScene(app, controller_for(match, app))
    board.ctl.paused = True
    board.scoring_pushed = True
    app.push(board)
    board.ensure_layout()
    return app, board


def drawn_texts(app) -> list[str]:
    from game.ui import widgets
    from game.ui.screenshot import render

    with widgets.recording() as drawn:
        render(app)
    return [d.text for d in drawn]


def test_side_panel_after_the_game_names_the_winner_not_waiting(english):
    """After the last round the side panel said 'Waiting for the others'."""
    app, board = board_at("scoring")
    assert board.view.get("over")
    texts = drawn_texts(app)
    assert tr("chronicles.waiting.title") not in texts
    winners = board.view["winners"]
    assert tr("chronicles.over") in texts
    assert any(board.name(winners[0]) in t and ("wins" in t or "share" in t) for t in texts)


def test_seat_headers_do_not_start_with_an_ellipsis(english):
    """The seats still deciding were headed '… Blue', which reads as a cut-off name."""
    app, board = board_at("placement")
    deciding = board.view["to_move"]
    assert deciding
    texts = drawn_texts(app)
    heads = [t for t in texts if any(t.startswith(board.name(s)) or t.endswith(board.name(s)) for s in deciding)]
    assert heads
    assert not [t for t in texts if t.startswith("…")]


def test_waiting_list_marks_the_undecided_without_an_ellipsis(english):
    app, board = board_at("building")
    board.submit(next(a for a in board.legal if a[0] == "pass"))
    board.refresh()
    board.ensure_layout()
    assert not board.my_turn() and board.view["to_move"]
    texts = drawn_texts(app)
    assert tr("chronicles.waiting.title") in texts
    assert {t for t in texts if t.startswith("○ ")} == {f"○ {board.name(s)}" for s in board.view["to_move"]}
    assert not [t for t in texts if t.startswith("…")]


def card_texts(key: str, w: int) -> list[str]:
    from game.ui import widgets
    from game.ui.chronicles import art

    with widgets.recording() as drawn:
        art._draw_card(key, (w, int(w * 1.4)), False)
    return [d.text for d in drawn]


def test_small_cards_are_named_all_or_none(english):
    """Small cards showed the names that happened to fit ('Tinker') and not the others."""
    kinds = [k.key for k in words.RULES.content.kinds]
    for w in (30, 40, 50, 56, 63):
        named = [key for key in kinds if words.kind_name(key) in " ".join(card_texts(key, w))]
        assert named == [], (w, named)
    for w in (64, 90):
        unnamed = [key for key in kinds if not card_texts(key, w)]
        assert unnamed == [], (w, unnamed)


def test_the_reveal_names_the_revealed_cards(english):
    from game.ui.chronicles.positions import stage
    from game.ui.screenshot import build_app

    app = build_app("en", (1280, 800))
    stage(app, "reveal", 3)
    overlay = app.top
    revealed = [u for e in overlay.of("reveal") for _s, u in e.args["cards"]]
    assert revealed
    texts = drawn_texts(app)
    assert [u for u in revealed if words.card_name(u) not in texts] == []


def key(k: int):
    import pygame

    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def test_enter_after_the_last_draft_pick_does_not_offer_to_discard_the_hand(english):
    """With the keys: 1 and Enter through the draft; its last card is kept by itself and
    the next Enter opened 'Confirm placement' with every hand card to be discarded."""
    import pygame

    from game.chronicles.state import PLACEMENT, RECRUIT
    from game.ui.scene import MessageDialog

    app, board = board_at("draft")
    ctl = board.ctl
    while board.phase() == RECRUIT:
        if board.my_turn():
            board.handle(key(pygame.K_1))
            board.handle(key(pygame.K_RETURN))
        for seat in ctl.match.to_move():
            if seat != board.viewer:
                ctl.apply(seat, ctl.match.legal(seat)[0])       # the bots' picks, at once
        board.refresh()
        board.ensure_layout()
    assert board.phase() == PLACEMENT and board.my_turn() and not board.plan.placed() and board.plan.reserve is None
    log = len(ctl.match.log)
    board.handle(key(pygame.K_RETURN))
    assert not isinstance(app.top, MessageDialog)
    assert len(ctl.match.log) == log
    assert board.message == tr("chronicles.place.untouched")
    # once something is placed, Enter confirms as before
    board.plan.place(board.plan.hand[0], 0 if board.plan.slots[0] is None else 1)
    board.rebuild()
    board.handle(key(pygame.K_RETURN))
    assert isinstance(app.top, MessageDialog) or len(ctl.match.log) > log


def test_twin_cards_in_the_draft_are_told_apart_in_the_choice_lists(english):
    """The draft reported no choice list, and twins in a pack had the same caption."""
    from game.chronicles.state import RECRUIT
    from game.ui.choices import repeated

    app, board = board_at("draft")
    assert board.phase() == RECRUIT and board.my_turn()
    pack = list(board.view["me"]["pack"])
    lists = board.choice_lists()
    assert lists == [words.card_captions(pack)]
    assert [b.label for b in board.group.buttons if isinstance(b.data, tuple) and b.data[0] == "pack"] == lists[0]
    # twins: two cards of one kind in a row
    by_kind: dict[str, list[int]] = {}
    for uid, kind in enumerate(words.t().kind):
        by_kind.setdefault(kind, []).append(uid)
    twins = next(u for u in by_kind.values() if len(u) > 1)[:2]
    row = [pack[0], twins[0], twins[1]]
    captions = words.card_captions(row)
    assert not repeated(captions)
    assert captions[0] == words.card_name(pack[0]) or words.kind_of(pack[0]) == words.kind_of(twins[0])
    assert captions[1] == tr("chronicles.card.nth", card=words.card_name(twins[0]), n="2")


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_the_herbalists_save_names_who_keeps_whom(lang):
    """The log said 'White keeps the character in Top 1 (Top 2)': no card named."""
    from game.chronicles.state import TOP_1, TOP_2
    from tests.chronicles.helpers import all_pass_build, in_play

    sc = in_play(phase="building")
    sc.put(0, TOP_1, "herbalist", 1)
    sc.put(0, TOP_2, "court_scribe", 1)
    state = sc.state()
    all_pass_build(state)
    RULES.submit(state, 0, ("save", TOP_2))
    sc2 = in_play(phase="building")
    sc2.put(0, TOP_1, "herbalist", 1)
    none_state = sc2.state()
    all_pass_build(none_state)
    RULES.submit(none_state, 0, ("save", None))
    set_language(lang)
    try:
        colours = ["white", "blue", "purple", "orange"]
        names = [""] * 4
        save = next(e for e in state.events if e.kind == "save")
        line = words.event_text(save.kind, save.args, names, colours)
        assert words.kind_name("herbalist") in line and words.kind_name("court_scribe") in line
        assert words.slot_name(TOP_1) in line and words.slot_name(TOP_2) in line
        nobody = next(e for e in none_state.events if e.kind == "save")
        line = words.event_text(nobody.kind, nobody.args, names, colours)
        assert words.kind_name("herbalist") in line and "{" not in line
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_the_draft_passing_arrow_points_like_the_neighbour_it_names(lang):
    """Playing the lesson: round 2 said "← the rest go to Purple" under the box
    "Purple · your right neighbour ▶" (and round 3 "→ … Blue" for "◀ your left
    neighbour"): the arrow pointed away from the neighbour it named."""
    set_language(lang)
    try:
        app, board = board_at("draft", lang=lang)
        v = board.view
        me, n = board.me, v["players"]
        assert n > 2
        for d, label in ((1, "chronicles.neighbour.left"), (-1, "chronicles.neighbour.right")):
            v["direction"] = d
            to = board.name((me + d) % n)
            passing = sorted({t for t in drawn_texts(app) if t[:1] in "←→" and to in t})
            assert len(passing) == 1, passing
            arrow = "←" if "◀" in tr(label) else "→"
            assert passing[0].startswith(arrow), (passing[0], tr(label))
    finally:
        set_language("en")


def test_a_sent_placement_shows_the_waiting_list_not_the_hand_under_the_notice(english):
    """Playing the lesson: once the placement was confirmed the panel still drew the
    whole hand, dimmed, under "Your placement is sent. Waiting for the others.",
    which was written across the cards.  Now it is the waiting list, as after a build."""
    app, board = board_at("placement")
    plan = board.plan
    assert plan is not None and plan.legal()
    board.submit(plan.action())
    board.refresh()
    board.ensure_layout()
    me = board.view["me"]
    assert me.get("pending") and not board.my_turn() and board.view["to_move"]
    assert not [b for b in board.group.buttons if isinstance(b.data, tuple) and b.data[0] == "hand"]
    texts = drawn_texts(app)
    assert tr("chronicles.waiting.title") in texts and tr("chronicles.place.sent") in texts
    assert tr("chronicles.place.title") not in texts
    assert {t for t in texts if t.startswith("○ ")} == {f"○ {board.name(s)}" for s in board.view["to_move"]}
