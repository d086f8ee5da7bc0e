import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

# Never let a test write into the real per-user folder (logs, settings, saves).
if "POCKET_EPICS_HOME" not in os.environ:
    import tempfile

    os.environ["POCKET_EPICS_HOME"] = tempfile.mkdtemp(prefix="pocket-epics-tests-")

# A bot's illegal or crashing answer fails the test it happens in (see defect_guard.py).
from tests.defect_guard import (  # noqa: E402, F401
    pytest_runtest_call,
    pytest_runtest_setup,
    pytest_runtest_teardown,
)
