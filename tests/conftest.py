import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

# Never let a test write into the real per-user folder (logs, settings, saves).
if "POCKET_EPICS_HOME" not in os.environ:
    import tempfile

    os.environ["POCKET_EPICS_HOME"] = tempfile.mkdtemp(prefix="pocket-epics-tests-")

import pytest  # noqa: E402

# A bot's illegal or crashing answer fails the test it happens in (see defect_guard.py).
from tests.defect_guard import (  # noqa: E402, F401
    pytest_runtest_call,
    pytest_runtest_setup,
    pytest_runtest_teardown,
)

pytest_plugins = ("pytester",)


@pytest.fixture(autouse=True)
def text_truth_guard(request):
    """Every test fails when a catalog lookup missed a key or a placeholder, or a
    drawn string held catalog syntax or a raw key (game.ui.text_truth).  A test
    that makes such a text on purpose asks for ``raw_text_allowed`` (and may
    narrow it to the problems naming one of the strings it lists)."""
    from game.ui import text_truth

    allowed = request.getfixturevalue("raw_text_allowed") if "raw_text_allowed" in request.fixturenames else None
    with text_truth.watch() as seen:
        yield
    if allowed is not None:
        seen = [p for p in seen if allowed and not any(a in p for a in allowed)]
    assert not seen, "text truth: " + "; ".join(seen[:5])


@pytest.fixture(autouse=True)
def english_again():
    """A test that plays in Russian or Ukrainian leaves the catalog in English for the next."""
    yield
    from game.ui import i18n

    if i18n._current is not None and i18n._current.lang != "en":
        i18n.set_language("en")


@pytest.fixture
def raw_text_allowed() -> list[str]:
    """This test makes raw keys or unfilled placeholders on purpose: all of them
    (left empty), or only the problems naming a string the test appends."""
    return []
