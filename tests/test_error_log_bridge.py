"""Libraries' ``logging`` messages and Python's warnings reach error.log (the
windowed program has no console to print them to)."""

from __future__ import annotations

import logging
import warnings

import pytest

from game.core import userlog


@pytest.fixture
def bridged(monkeypatch, tmp_path):
    monkeypatch.setenv("POCKET_EPICS_HOME", str(tmp_path))
    userlog.reset_repeats()
    handler = userlog.bridge_logging()
    yield tmp_path / "error.log"
    logging.getLogger().removeHandler(handler)
    logging.captureWarnings(False)
    userlog.reset_repeats()


def test_a_library_warning_reaches_error_log_and_chatter_does_not(bridged):
    logging.getLogger("pytmx.pytmx").error("Cannot load image: tiles.png")
    logging.getLogger("pytmx.pytmx").info("loaded a map")
    text = bridged.read_text(encoding="utf-8")
    assert "pytmx.pytmx ERROR: Cannot load image: tiles.png" in text
    assert "loaded a map" not in text


def test_python_warnings_reach_error_log(bridged):
    with warnings.catch_warnings():
        warnings.simplefilter("always")
        warnings.warn("an old API", DeprecationWarning, stacklevel=1)
    assert "DeprecationWarning: an old API" in bridged.read_text(encoding="utf-8")


def test_bridging_twice_adds_one_handler(bridged):
    assert userlog.bridge_logging() is userlog.bridge_logging()
    assert sum(isinstance(h, userlog.ErrorLogHandler) for h in logging.getLogger().handlers) == 1
