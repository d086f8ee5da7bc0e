import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

# Never let a test write into the real per-user folder (logs, settings, saves).
if "POCKET_EPICS_HOME" not in os.environ:
    import tempfile

    os.environ["POCKET_EPICS_HOME"] = tempfile.mkdtemp(prefix="pocket-epics-tests-")
