"""Hostile shared files: every field of a shared game swapped for a value of
the wrong kind (the checksum made to match, so the checks after it are
reached), binary junk, deep nesting, a folder or a named pipe in the file's
place: each is refused with a ``ShareRefused`` naming the file, quickly, and
never with another exception."""

from __future__ import annotations

import copy
import json
import os
import time

import pytest

from game.core import records, shared
from game.core.match import Match
from game.core.protocol import GameConfig
from game.core.runner import Driver
from game.registry import get_rules
from tests.user_folder import home_fixture  # noqa: F401 - the fixture

ODD = (None, True, -1, 10**30, 1.5, "x" * 300, [], {}, [[]], {"a": None})


def document() -> dict:
    rules = get_rules("chronicles")
    config = GameConfig("chronicles", 2, 5)
    match = Match(config, rules)
    Driver.for_levels(rules, config, {0: "easy", 1: "easy"}).play(match.state)
    return shared.document(records.make_entry(match, ["human", "easy"], "hostile"))


def paths(value, at=()):
    """Every place in a JSON value (the move list: its first three moves only)."""
    yield at
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths(v, at + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value[:3]):
            yield from paths(v, at + (i,))


def swapped(doc: dict, at: tuple, odd) -> dict:
    out = copy.deepcopy(doc)
    target = out
    for step in at[:-1]:
        target = target[step]
    target[at[-1]] = odd
    if "game" in out and isinstance(out["game"], dict) and at[:1] == ("game",):
        out["checksum"] = shared.checksum(out["game"])
    return out


def refuse(path) -> shared.ShareRefused:
    start = time.process_time()
    with pytest.raises(shared.ShareRefused) as caught:
        shared.read(path)
    assert time.process_time() - start < 2.0
    assert path.name in str(caught.value)
    return caught.value


def test_every_field_of_the_wrong_kind_is_refused_by_name(tmp_path):
    doc = document()
    places = [p for p in paths(doc) if p and p != ("checksum",)]
    assert len(places) > 20
    tried = 0
    for at in places:
        for odd in ODD:
            bad = swapped(doc, at, odd)
            if bad == doc:
                continue
            path = tmp_path / "odd.pocketepic"
            path.write_text(json.dumps(bad), encoding="utf-8")
            try:
                shared.read(path)
            except shared.ShareRefused as exc:
                assert path.name in str(exc)
                tried += 1
                continue
            # a change the checks let through must still be the same game (e.g. a variant of None for None)
            assert shared.read(path)["scores"] == doc["game"]["scores"], (at, odd)
    assert tried > 100


def test_junk_nesting_folders_and_pipes_are_refused(tmp_path):
    junk = tmp_path / "junk.pocketepic"
    junk.write_bytes(os.urandom(4000))
    assert refuse(junk).kind in ("damaged", "format")
    deep = tmp_path / "deep.pocketepic"
    deep.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    assert refuse(deep).kind in ("damaged", "format")
    folder = tmp_path / "folder.pocketepic"
    folder.mkdir()
    assert refuse(folder).kind == "unreadable"
    if hasattr(os, "mkfifo"):
        pipe = tmp_path / "pipe.pocketepic"
        os.mkfifo(pipe)
        assert refuse(pipe).kind == "unreadable"
    huge = tmp_path / "huge.pocketepic"
    huge.write_bytes(b" " * (shared.MAX_SHARE_BYTES + 1))
    assert refuse(huge).kind == "unreadable"
    assert refuse(tmp_path / "missing.pocketepic").kind == "unreadable"


def test_what_an_opened_file_may_say_freely_is_kept_tidy(tmp_path):
    doc = document()
    doc["game"].update(id={"not": "an id"}, date="2026-11-29T04:12:00" + "x" * 500, seats=["human" * 50, "easy"])
    doc["game"]["record"]["extra"] = "x" * 1000
    doc["checksum"] = shared.checksum(doc["game"])
    path = tmp_path / "odd.pocketepic"
    path.write_text(json.dumps(doc), encoding="utf-8")
    entry = shared.read(path)
    assert entry["id"] is None and len(entry["date"]) <= 32 and len(entry["seats"][0]) <= 20
    assert set(entry["record"]) == {"edition", "config", "actions"}
