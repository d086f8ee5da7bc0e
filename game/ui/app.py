"""The game window: `python -m game` opens it."""

from __future__ import annotations

import os
import signal
import sys
import time
import warnings
from typing import TYPE_CHECKING

import pygame

from game.paths import resource
from game.ui.settings import MIN_WINDOW, desktop_room, load_settings, window_that_fits

if TYPE_CHECKING:
    from game.instance import Holder, InstanceLock
    from game.startwatch import StartWatch

QUIT_SIGNALS = ("SIGINT", "SIGTERM", "SIGHUP")

TITLE = "Pocket Epics"
WM_CLASS = "PocketEpics"
WINDOWS_ICON = (32, 32)      # the window icon size Windows shows without rescaling


def name_the_window() -> None:
    """The window and the taskbar say "Pocket Epics", not the script's name
    (``__main__.py``): X11's WM_CLASS, Wayland's app id and SDL's app name.

    ``import pygame`` already set the X11 class to the script's name when a
    display is set, so that one value is replaced; a class the user chose is kept."""
    if os.environ.get("SDL_VIDEO_X11_WMCLASS") in (None, "", os.path.basename(sys.argv[0])):
        os.environ["SDL_VIDEO_X11_WMCLASS"] = WM_CLASS
    os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", WM_CLASS)
    os.environ.setdefault("SDL_APP_NAME", TITLE)


def window_icon() -> pygame.Surface:
    """The window's icon: the executable's picture (build_scripts/make_icon.py).

    Windows shrinks a 256-pixel window icon by dropping rows and columns (a smeared
    crown, seen under wine), so there it gets the 32 pixels it shows, drawn smoothly.
    """
    icon = pygame.image.load(str(resource("assets", "icon", "pocket_epics.png")))
    if sys.platform == "win32":
        icon = pygame.transform.smoothscale(icon, WINDOWS_ICON)
    return icon


def _set_mode(settings) -> pygame.Surface:
    if settings.fullscreen:
        return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
    settings.window = window_that_fits(settings.window, desktop_room())     # a size saved on a larger display
    screen = pygame.display.set_mode(tuple(settings.window), pygame.RESIZABLE)
    set_minimum_size()
    return screen


def set_minimum_size() -> None:
    """Stop the window from being dragged smaller than the boards can lay out."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)     # the Window view of the display is all we need
            pygame.Window.from_display_module().minimum_size = MIN_WINDOW
    except (AttributeError, pygame.error):
        pass


def install_quit_signals(app) -> list[tuple[int, object]]:
    """Ctrl+C, SIGTERM and SIGHUP end the loop the way closing the window does,
    so the final save is made.  Returns the previous handlers."""
    previous: list[tuple[int, object]] = []

    def stop(signum, frame) -> None:
        app.running = False
        app.quit_signal = signum        # no question at quit: the session is ending

    for name in QUIT_SIGNALS:
        sig = getattr(signal, name, None)
        if sig is None:
            continue
        try:
            previous.append((sig, signal.signal(sig, stop)))
        except (ValueError, OSError):       # not the main thread, or not allowed here
            continue
    return previous


def tidy_user_folder() -> None:
    """Remove temporary files that killed writes left behind (old enough to be no one's)."""
    from game.core.files import remove_stale_temps
    from game.paths import user_dir

    try:
        home = user_dir()
    except OSError:
        return
    for folder in (home, home / "saves"):
        remove_stale_temps(folder)


def show_fatal(message: str) -> None:
    """A plain window with the reason the game cannot start (pygame's own font file)."""
    try:
        screen = pygame.display.set_mode((760, 240))
        pygame.display.set_caption(TITLE, TITLE)
        from game.ui import fonts

        font = pygame.font.Font(None, 24)
        words, lines, line = message.split(), [], ""
        for word in words:
            if font.size(line + " " + word)[0] > 700:
                lines.append(line)
                line = word
            else:
                line = (line + " " + word).strip()
        lines.append(line + "  (press any key)")
        deadline = pygame.time.get_ticks() + 60000
        while pygame.time.get_ticks() < deadline:
            if any(e.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) for e in pygame.event.get()):
                break
            screen.fill((40, 24, 24))
            for i, text in enumerate(lines):
                screen.blit(fonts.fallback_render(text, 24, (240, 230, 220)), (30, 30 + i * 30))
            pygame.display.flip()
            pygame.time.wait(50)
    except pygame.error:
        pass


def next_events(wait: float) -> list[pygame.event.Event]:
    """The waiting events, sleeping up to ``wait`` seconds for the first one.

    SDL's dummy and offscreen drivers cannot wait for events (SDL polls every
    millisecond instead), and they get no input anyway: there, plain sleep.
    """
    if wait > 0.001 and pygame.display.get_driver() in ("dummy", "offscreen"):
        time.sleep(wait)
    elif wait > 0.001:
        first = pygame.event.wait(max(1, int(wait * 1000)))
        events = [] if first.type == pygame.NOEVENT else [first]
        return events + pygame.event.get()
    return pygame.event.get()


def loop(app, get_screen, apply_window) -> None:
    """Play until the player quits: draw only when the picture changed or moves.

    With nothing happening the loop sleeps in ``pygame.event.wait`` and wakes
    a few times a second, so an idle window costs next to no CPU.
    """
    clock = pygame.time.Clock()
    last = time.monotonic()
    while app.running:
        events = next_events(app.wait_time())
        for event in events:
            if event.type == pygame.VIDEORESIZE and not app.settings.fullscreen:
                app.settings.window = [max(MIN_WINDOW[0], event.w), max(MIN_WINDOW[1], event.h)]
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                app.settings.fullscreen = not app.settings.fullscreen
                apply_window()
        now = time.monotonic()
        dt, last = min(0.1, now - last), now
        screen = pygame.display.get_surface() or get_screen()
        if app.frame(screen, events, dt, force=False):
            pygame.display.flip()
            if app.first_frame is not None:
                hook, app.first_frame = app.first_frame, None
                hook()              # once: the start's watchdog stands down (game.startwatch)
            clock.tick(60)          # never more than 60 pictures a second


def run(watch: StartWatch | None = None) -> int:
    """Open the window and play until the player quits.  Returns an exit code.

    A watchdog (``game.startwatch``, armed by the caller before pygame is even
    imported, or here) writes every thread's stack to error.log if no frame is
    drawn within 20 seconds."""
    from game.startwatch import StartWatch

    watch = watch or StartWatch()
    try:
        return _run(watch)
    finally:
        watch.cancel()


def _run(watch: StartWatch) -> int:
    from game.ui.picture_cache import tune_allocator

    tune_allocator()                # large pictures give their memory back when freed
    os.environ.setdefault("SDL_VIDEO_CENTERED", "1")
    name_the_window()
    # Only what the window needs: pygame.init() would also open the audio
    # device, loudly when there is none; game.ui.sound opens it quietly.
    pygame.display.init()
    pygame.font.init()
    from game.ui.fonts import FontMissing, check_fonts
    from game.ui.i18n import CatalogError

    problems = check_fonts()
    if problems:
        message = "Pocket Epics cannot start: " + "; ".join(problems) + ". Reinstall the game to restore its fonts."
        print(message, file=sys.stderr)
        watch.cancel()                  # the message is the window's first picture
        show_fatal(message)
        return 2
    lock, holder = take_the_user_folder()
    if holder is None:
        tidy_user_folder()
    settings = load_settings(repair=holder is None)
    try:
        pygame.display.set_icon(window_icon())
    except (pygame.error, FileNotFoundError):
        pass
    try:
        screen = _set_mode(settings)
    except pygame.error as exc:
        print(f"Pocket Epics cannot open a window: {exc}", file=sys.stderr)
        return 2
    pygame.display.set_caption(TITLE, TITLE)
    try:
        from game.ui.scenes.menu import MenuScene
        from game.ui.stack import App

        app = App(settings, screen.get_size())
    except (CatalogError, FontMissing) as exc:
        print(f"Pocket Epics cannot start: {exc}", file=sys.stderr)
        return 2

    def apply_window() -> None:
        nonlocal screen
        screen = _set_mode(app.settings)

    app.window_request = apply_window
    from game.ui import sound

    sound.ready()                   # open the audio device now (quietly), not at the first move
    app.reset(MenuScene(app))            # the main menu: the home every "back to the menu" returns to
    if holder is not None:               # another copy has the user folder: quit, or look and play writing nothing
        from game.ui.i18n import tr
        from game.ui.scenes.already_open import offer_read_only

        caption = tr("instance.read_only.caption")
        offer_read_only(app, holder, lambda: pygame.display.set_caption(caption, caption))
    install_quit_signals(app)
    pygame.key.set_repeat(350, 40)
    def on_first_frame() -> None:
        from game.ui.picture_cache import settle

        watch.first_frame()
        settle()                    # the start's objects live on; the collector looks only at what came after

    app.first_frame = on_first_frame
    while True:
        loop(app, lambda: screen, apply_window)
        if final_saves(app):
            break
        app.running = True              # the last save failed: the player is asked, and may save elsewhere
    app.save_settings()
    pygame.quit()
    if lock is not None:
        lock.release()
    return 0


def take_the_user_folder() -> tuple[InstanceLock | None, Holder | None]:
    """This copy's lock on the user folder (``game.instance``): (the lock, None)
    when taken, (None, the holder) when another running copy has it.  A folder
    where no lock can be made is left to the saves to report (they fail there too)."""
    from game.instance import InstanceLock
    from game.paths import user_dir

    try:
        lock = InstanceLock(user_dir())
        holder = lock.acquire()
    except OSError:
        return None, None
    return (None, holder) if holder is not None else (lock, None)


SAVING_NOTE_AFTER = 1.0         # seconds of waiting for the disk before the window says so


def final_saves(app) -> bool:
    """Save every game's position at quit and wait for the disk, however slow,
    with a note on the window.  True when the program may end; False when a
    final save failed and the player was asked what to do (never after a quit
    signal, nor when the player already chose to quit without saving)."""
    ctls = [scene.ctl for scene in app.stack if getattr(scene, "ctl", None) is not None]
    for ctl in ctls:
        ctl.save_async()          # the position at quit is what "continue" restores
    wait_for_saves()
    if not any(ctl.save_error for ctl in ctls) or getattr(app, "quit_signal", None) is not None:
        return True
    return not app.ask_before_losing_moves()


def wait_for_saves(deadline: float | None = None) -> bool:
    """Wait until every queued save is written (``deadline`` seconds at most,
    for tests), keeping the window alive and saying why it waits.  True when done."""
    import concurrent.futures

    from game.ui.controller import writer

    done = writer().submit(lambda: None)
    start = time.monotonic()
    while True:
        finished, _ = concurrent.futures.wait([done], timeout=0.1)
        if finished:
            return True
        waited = time.monotonic() - start
        if deadline is not None and waited > deadline:
            return False
        if waited > SAVING_NOTE_AFTER:
            draw_saving_note(waited)


def draw_saving_note(waited: float) -> None:
    """"Saving your game..." over the last picture, while a slow disk finishes."""
    if not pygame.display.get_init():
        return
    try:
        pygame.event.pump()             # the window stays responsive to the system
        surf = pygame.display.get_surface()
        if surf is None:
            return
        from game.ui import theme, widgets
        from game.ui.i18n import tr

        k = theme.scale(surf.get_size())
        text = tr("saves.quitting", seconds=int(waited))
        size = max(12, int(20 * k))
        rect = pygame.Rect(0, 0, min(surf.get_width() - 20, int(520 * k)), int(70 * k))
        rect.center = surf.get_rect().center
        widgets.panel(surf, rect, theme.PANEL, int(10 * k), theme.GOLD, 2)
        widgets.text(surf, text, rect.center, size, theme.TEXT, "bold", "center", max_width=rect.w - int(24 * k))
        pygame.display.flip()
    except Exception:  # noqa: BLE001 - the note is a courtesy; the save goes on regardless
        pass
