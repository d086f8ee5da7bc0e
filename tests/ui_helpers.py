"""Input and app set-up shared by the tests that play a game through the UI
with simulated events only."""

from __future__ import annotations

import pygame

from game.ui.i18n import set_language
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import build_app

SIZE = (1024, 640)


def click(pos, button=1):
    """The mouse moved onto ``pos`` and clicked there: pressed and let go (a
    button acts on the release over the button it was pressed on)."""
    return press(pos, button) + release(pos, button)


def press(pos, button=1):
    """The mouse moved onto ``pos`` and went down there (not yet let go)."""
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)]


def release(pos, button=1):
    """The mouse button let go at ``pos``."""
    return [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]


def clicks_let_go(events):
    """``events`` with each mouse press let go where it went down (a fuzz's random
    presses are whole clicks: a button acts on its release)."""
    out = []
    for e in events:
        out.append(e)
        if e.type == pygame.MOUSEBUTTONDOWN:
            out.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=e.pos, button=e.button))
    return out


def key(k, mod=0, unicode=""):
    return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)]


def tap(k, mod=0, unicode=""):
    """A key pressed and let go."""
    return [*key(k, mod, unicode), pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0)]


def menu_app(size=SIZE, lang: str = "en"):
    """An app at the menu (English unless ``lang``), bots instant and no animations, with a surface to draw on."""
    set_language(lang)
    app = build_app(lang, size)
    app.settings.bot_speed = "instant"
    app.settings.anim_speed = "off"
    app.reset(MenuScene(app))
    return app, pygame.Surface(size)


def answer_offer(app, surf, learn: bool = False) -> None:
    """A game's first opening offers its guided lesson: answer it ("Not now"
    is the first button) if it is showing."""
    from game.registry import GAMES
    from game.ui.i18n import tr
    from game.ui.scene import MessageDialog

    top = app.top
    titles = {tr("tutorial.offer.title", game=tr(f"{g}.name")) for g in GAMES}
    if isinstance(top, MessageDialog) and top.title_text in titles:
        top.ensure_layout()
        app.frame(surf, click(top.group.buttons[-1 if learn else 0].rect.center), 0.016)


def handover_button(board):
    """The top bar's "Show my choice" (the kit's hotseat cover, after it was put away)."""
    from game.ui.i18n import tr

    return next(b for b in board.group.buttons if b.data == "top" and b.caption() == tr("handover.me"))
