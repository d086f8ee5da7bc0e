"""A fresh user folder for a test (``POCKET_EPICS_HOME``), its error.log's repeat counts forgotten."""

from __future__ import annotations

import pytest


@pytest.fixture(name="home")
def home_fixture(tmp_path, monkeypatch):
    monkeypatch.setenv("POCKET_EPICS_HOME", str(tmp_path))
    from game.core import userlog

    userlog.reset_repeats()
    return tmp_path
