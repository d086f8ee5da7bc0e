"""The expert's outlook coefficients are data (``data/chronicles_outlook.json``): the
shipped file loads, and a bad one fails at load with the file and the entry named."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from game.chronicles.outlook import FEATURES, OUTLOOK_FILE, load_outlook, parse_outlook
from game.core.content import ContentError


def shipped() -> dict:
    return json.loads(OUTLOOK_FILE.read_text(encoding="utf-8"))


def test_the_shipped_outlook_loads_with_every_round_and_feature():
    outlook = load_outlook()
    assert sorted(outlook.rounds) == [1, 2, 3]
    for intercept, weights in outlook.rounds.values():
        assert isinstance(intercept, float)
        assert len(weights) == len(FEATURES)


@pytest.mark.parametrize(("spoil", "entry"), [
    (lambda raw: raw["rounds"].pop("2"), "rounds.2"),
    (lambda raw: raw["rounds"]["3"]["weights"].pop("gold"), "rounds.3.weights.gold"),
    (lambda raw: raw["rounds"]["1"]["weights"].update(gold="much"), "rounds.1.weights.gold"),
    (lambda raw: raw["rounds"]["1"].update(intercept=float("nan")), "rounds.1.intercept"),
    (lambda raw: raw["rounds"]["2"]["weights"].update(luck=1.0), "rounds.2.weights"),
    (lambda raw: raw.update(features=FEATURES[:-1]), "features"),
])
def test_a_bad_outlook_names_the_file_and_the_entry(spoil, entry):
    raw = copy.deepcopy(shipped())
    spoil(raw)
    with pytest.raises(ContentError) as err:
        parse_outlook(raw, OUTLOOK_FILE)
    assert err.value.entry == entry
    assert str(err.value).startswith(f"chronicles_outlook.json [{entry}]")


def test_a_missing_outlook_file_is_a_content_error(tmp_path: Path):
    with pytest.raises(ContentError, match="chronicles_outlook.json"):
        load_outlook(tmp_path / "chronicles_outlook.json")
