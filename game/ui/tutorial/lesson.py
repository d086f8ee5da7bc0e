"""Starting, resuming and ending a guided first game ("Learn to play").

A lesson is an ordinary match started from the tutorial's config (a scenario
preset), played on the game's own board with the coach over it.  It autosaves
to its own file (``<user folder>/tutorials/<game>.json``), away from the saves
folder, so it never takes the place of a real game; "Learn to play" resumes it
where it was left (where a lesson stands is a function of its moves,
``Tutorial.position``).  The bots' seats play the tutorial's scripted moves
(:class:`ScriptedBot`) through the same bot path as any game.
"""

from __future__ import annotations

import os
import random
from functools import partial
from pathlib import Path
from typing import Any

from game.core.match import Match
from game.core.protocol import GameConfig
from game.core.tutorial import Tutorial, TutorialError
from game.ui.controller import Controller, SeatSpec
from game.ui.i18n import tr
from game.ui.tutorial import COACH_KEY
from game.ui.tutorial.scripted import ScriptedBot

OFFERED = "tutorial_offered"          # the per-game setting: the first-time offer was made
FINISHED = "tutorial_finished"        # ... the parts of its lesson played to their end (names, space-separated)


def tutorial_of(game: str) -> Tutorial | None:
    from game.registry import get_entry

    return get_entry(game).load_tutorial()


def has_tutorial(game: str) -> bool:
    from game.registry import GAMES, get_entry

    return game in GAMES and get_entry(game).tutorial is not None and get_entry(game).in_window


def lesson_path(game: str, create: bool = False) -> Path:
    from game.paths import user_dir

    folder = user_dir(create=create) / "tutorials"
    if create:
        folder.mkdir(parents=True, exist_ok=True)
    return folder / f"{game}.json"


def seats_of(tutorial: Tutorial) -> list[SeatSpec]:
    return [SeatSpec(s.kind, s.level if s.kind == "bot" else "normal") for s in tutorial.seats]


def meta_of(tutorial: Tutorial) -> dict[str, Any]:
    from game.registry import get_entry

    window = get_entry(tutorial.game).load_window()
    colours = list(getattr(window, "colours", ())[: tutorial.players])
    meta: dict[str, Any] = {"tutorial": tutorial.game, "names": [""] * tutorial.players}
    if len(colours) == tutorial.players:
        meta["colours"] = colours
    return meta


def saved_lesson(app, tutorial: Tutorial, problems: list[str] | None = None) -> tuple[Tutorial, Match, dict[str, Any]] | None:
    """The lesson left unfinished, if its file still fits a part of this
    tutorial: that part, the match and its save's meta.  A file that is damaged
    or no longer fits is set aside (``set_aside``) and what the player should be
    told is added to ``problems``: the lesson then starts over."""
    if not app.persist:
        return None
    path = lesson_path(tutorial.game)
    if not path.exists():
        return None
    from game.core.saves import SaveError, load_match

    try:
        match, meta = load_match(path)
        part = next((p for p in tutorial.parts() if p.config() == match.config), None)
        if part is None:
            raise TutorialError(f"{path.name}: its game is not a part of this lesson")
        part.position(match.log)
    except (SaveError, TutorialError, OSError) as exc:
        told = set_aside(app, path, exc)
        if problems is not None:
            problems.append(told)
        return None
    return part, match, meta if isinstance(meta, dict) else {}


def set_aside(app, path: Path, exc: Exception) -> str:
    """Rename a lesson file that cannot be carried on (``<game>.json.bad``, never
    over an earlier one), log it, and return what the player is told: the file,
    why, and where it was kept (the next move would otherwise write over it)."""
    from game.core.files import unique_path
    from game.core.userlog import log
    from game.ui.session import reason_text, shown

    name = shown(path.name, 80)
    detail = shown(str(exc), 300)
    detail = detail[len(name) + 2:] if detail.startswith(f"{name}: ") else detail
    why = tr("tutorial.set_aside.unfitting") if isinstance(exc, TutorialError) else reason_text(detail)
    if app.read_only:
        log(f"lesson: {path} cannot be carried on ({detail}); left as it is (read-only)")
        return tr("tutorial.set_aside.kept_body", file=name, why=why)
    aside = None
    try:
        aside = unique_path(path.parent, path.name, ".bad")
        os.replace(path, aside)
    except OSError as exc2:
        if aside is not None:           # the name reserved for it stays free (a folder cannot replace a file)
            aside.unlink(missing_ok=True)
        log(f"lesson: {path} cannot be carried on ({detail}); could not be set aside ({exc2.strerror or exc2})")
        return tr("tutorial.set_aside.failed_body", file=name, why=why, error=shown(exc2.strerror or str(exc2), 80))
    log(f"lesson: {path} cannot be carried on ({detail}); set aside as {aside.name}")
    return tr("tutorial.set_aside.body", file=name, why=why, aside=shown(aside.name, 80))


def open_lesson(app, game: str, match: Match | None = None, resume: dict[str, Any] | None = None, part: int = 0) -> None:
    """Put the lesson on the screen: the game's board with the coach over it
    (``resume``: the coach's part of a saved lesson's meta, where it was left;
    ``part``: which part of a lesson in parts, 0 = the first)."""
    from game.registry import get_entry
    from game.ui.scene import MessageDialog
    from game.ui.tutorial.coach import CoachScene

    entry = get_entry(game)
    try:
        tutorial = entry.load_tutorial().parts()[part]
        hooks = entry.load_coach()
        match = match or Match(tutorial.config())
    except (TutorialError, ValueError) as exc:
        app.push(MessageDialog(app, tr("tutorial.failed"), str(exc)[:300]))
        return
    autosave, folder_error = None, None
    if app.persist and not app.read_only:
        autosave = lesson_path(game)
        try:
            lesson_path(game, create=True)
        except OSError as exc:          # the banner says so from the first frame (each save tries again)
            folder_error = exc
    ctl = Controller(match, seats_of(tutorial), autosave, lambda: app.settings.bot_delay, meta_of(tutorial))
    if autosave is not None and folder_error is not None:
        ctl.note_save_failure(autosave, folder_error)
    ctl.paused = True           # the coach lets the bots and automata play, at its watch steps only
    for seat in list(ctl.bots):
        ctl.bots[seat] = ScriptedBot(seat, ctl.bots[seat])
    app.go_home()
    board = entry.load_window().board_scene(app, ctl)
    app.push(board)
    on_next = (lambda: next_part(app, tutorial, ctl, part + 1)) if tutorial.next is not None else None
    app.push(CoachScene(app, board, tutorial, hooks, lambda play: finish(app, tutorial, ctl, play), resume, on_next))


def learn(app, game: str) -> None:
    """"Learn to play": resume the lesson left unfinished (asking), else start it."""
    from game.ui.scene import MessageDialog

    try:
        tutorial = tutorial_of(game)
    except TutorialError as exc:
        app.push(MessageDialog(app, tr("tutorial.failed"), str(exc)[:300]))
        return
    if tutorial is None:
        return
    mark_offered(app, game)
    problems: list[str] = []
    saved = saved_lesson(app, tutorial, problems)
    if problems:                # a file that cannot be carried on: the lesson starts over, and says why
        open_lesson(app, game)
        app.push(MessageDialog(app, tr("tutorial.set_aside.title"), problems[0]))
        return
    reached = reached_parts(app, tutorial)
    if reached:
        choose_part(app, tutorial, saved, reached)
        return
    if saved is None or (not saved[1].log and saved[0] is tutorial):      # (a later part resumes even before its first move)
        open_lesson(app, game)
        return
    part, match, meta = tutorial.parts().index(saved[0]), saved[1], saved[2]
    name = tr(f"{game}.name")
    app.push(MessageDialog(app, tr("tutorial.resume.title", game=name), tr("tutorial.resume.body", game=name),
                           [(tr("tutorial.resume.again"), lambda: open_lesson(app, game)),
                            (tr("tutorial.resume.yes"), lambda: open_lesson(app, game, match, meta.get(COACH_KEY), part))]))


def part_name(part: Tutorial) -> str:
    """A part's name in the settings (the first part has none in its file)."""
    return part.part or "first"


def finished_parts(app, game: str) -> set[str]:
    """The parts of ``game``'s lesson played to their end (a damaged entry: none)."""
    prefs = app.settings.games.get(game)
    value = prefs.get(FINISHED) if isinstance(prefs, dict) else None
    return set(value.split()) if isinstance(value, str) else set()


def mark_finished(app, part: Tutorial) -> None:
    done = finished_parts(app, part.game)
    if part_name(part) not in done:
        app.settings.set_game_pref(part.game, FINISHED, " ".join(sorted(done | {part_name(part)})))
        app.save_settings()


def reached_parts(app, tutorial: Tutorial) -> list[int]:
    """The later parts the player may start directly: each whose part before it was finished."""
    parts = tutorial.parts()
    done = finished_parts(app, tutorial.game)
    return [k for k in range(1, len(parts)) if part_name(parts[k - 1]) in done]


def choose_part(app, tutorial: Tutorial, saved, reached: list[int]) -> None:
    """Where to start a lesson in parts once a part was finished: carry on (a lesson
    left unfinished), from the beginning, or a later part the player has reached."""
    from game.ui.tutorial.chooser import PartChooser

    game = tutorial.game
    parts = tutorial.parts()
    choices = []
    if saved is not None and (saved[1].log or saved[0] is not tutorial):
        part, match, meta = parts.index(saved[0]), saved[1], saved[2]
        choices.append((tr("tutorial.choose.carry_on"), "carry_on",
                        lambda: open_lesson(app, game, match, meta.get(COACH_KEY), part)))
    choices.append((tr("tutorial.choose.beginning"), "beginning", lambda: open_lesson(app, game)))
    for k in reached:
        title = tr(parts[k].title_key)          # (a title may be written to follow "Next: ": a button starts it capitalised)
        choices.append((title[:1].upper() + title[1:], f"part:{parts[k].part}", partial(open_lesson, app, game, part=k)))
    name = tr(f"{game}.name")
    app.push(PartChooser(app, tr("tutorial.resume.title", game=name), tr("tutorial.choose.body", game=name), choices))


def mark_offered(app, game: str) -> None:
    if not app.settings.games.get(game, {}).get(OFFERED):
        app.settings.set_game_pref(game, OFFERED, True)
        app.save_settings()


def offer_first_time(app, game: str, go) -> None:
    """Opening a game for the first time offers its lesson (once; remembered in
    the settings); otherwise, or when declined, ``go`` opens the game's setup."""
    from game.ui.scene import MessageDialog

    if not has_tutorial(game) or app.settings.games.get(game, {}).get(OFFERED):
        go()
        return
    mark_offered(app, game)
    name = tr(f"{game}.name")
    app.push(MessageDialog(app, tr("tutorial.offer.title", game=name), tr("tutorial.offer.body", game=name),
                           [(tr("tutorial.offer.no"), go), (tr("tutorial.offer.yes"), lambda: learn(app, game))]))


def next_part(app, tutorial: Tutorial, ctl: Controller, part: int) -> None:
    """The end of a part that leads on: the next part's position, its coach, and
    its file saved at once (so "Learn to play" resumes there, not at the start)."""
    mark_finished(app, tutorial)
    ctl.paused = True
    ctl.stop_saving()           # the old part's pending save must not land over the next part's file
    from game.ui.tutorial.coach import CoachScene

    open_lesson(app, tutorial.game, part=part)
    if isinstance(app.top, CoachScene):
        app.top.ctl.save_async()


def finish(app, tutorial: Tutorial, ctl: Controller, play: bool) -> None:
    """The lesson is over: forget its file, then a real game with the same seats
    (``play``) or the menu.  The part is remembered as finished: "Learn to play"
    then offers the part after it (``choose_part``)."""
    mark_finished(app, tutorial)
    ctl.paused = True
    ctl.stop_saving()           # a pending save landing after the unlink would bring the lesson back as "Carry on"
    if app.persist and not app.read_only:
        try:
            lesson_path(tutorial.game).unlink(missing_ok=True)
        except OSError:
            pass
    if not play:
        app.go_home()
        return
    from game.ui import session

    options = {k: v for k, v in tutorial.options.items() if k != "scenario"}
    options.pop("first_player", None)
    config = GameConfig(tutorial.game, tutorial.players, random.randrange(1, 2**31), tutorial.variant, options)
    meta = {k: v for k, v in ctl.meta.items() if k in ("colours", "names")}
    session.start(app, config, seats_of(tutorial), meta)
