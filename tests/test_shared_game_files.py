"""A finished game shared as a ``.pocketepic`` file: it round-trips for every
game (export, import, the same record, replaying to the same scores), joins the
records as an imported game the statistics leave out, and a file from a future
version, a changed one (score, move), a truncated one or one of another rules
edition is refused with its reason and changes nothing."""

from __future__ import annotations

import json

import pytest

from game.core import records, shared
from game.core.match import Match
from game.core.protocol import GameConfig, freeze
from game.core.runner import Driver
from game.registry import GAMES, get_rules
from tests.user_folder import home_fixture  # noqa: F401 - the fixture


def bots_game(game: str, seed: int = 7) -> Match:
    """A finished two-seat game of easy bots (the bot driver, as the window plays them)."""
    rules = get_rules(game)
    config = GameConfig(game, 2, seed)
    match = Match(config, rules)
    Driver.for_levels(rules, config, {0: "easy", 1: "easy"}).play(match.state)
    assert match.is_over()
    return match


def an_entry(game: str, seed: int = 7) -> dict:
    return records.make_entry(bots_game(game, seed), ["human", "easy"], f"match-{game}-{seed}", "2026-11-29T04:12:00")


def exported(home, game: str = "conquest") -> tuple[dict, dict]:
    """(the record, the shared file's JSON) of one game exported into the user folder."""
    entry = an_entry(game)
    path = shared.export(entry)
    assert path.parent == home / shared.SHARED_FOLDER and path.name.endswith(shared.SUFFIX)
    return entry, json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("game", list(GAMES))
def test_a_shared_game_round_trips_and_replays_to_its_scores(home, game):
    entry = an_entry(game)
    path = shared.export(entry)
    assert path.stat().st_size < 200_000            # one small file
    got, new = shared.import_file(path)
    assert new
    kept = records.load_records().games
    assert len(kept) == 1 and kept[0]["imported"] is True
    for k in shared.SUMMARY_KEYS + ("record",):
        assert kept[0][k] == entry[k], k
    record = kept[0]["record"]
    replayed = Match.replay(GameConfig.from_json(record["config"]), [(s, freeze(a)) for s, a in record["actions"]])
    assert list(replayed.rules.result(replayed.state).scores) == entry["scores"]
    # opening it again adds nothing
    assert shared.import_file(path)[1] is False
    assert len(records.load_records().games) == 1


def test_an_imported_game_is_kept_but_not_counted(home):
    own = an_entry("conquest", 3)
    records.add_game(own)
    theirs = an_entry("conquest", 4)
    shared.import_file(shared.export(theirs))
    kept = records.load_records().games
    assert [g.get("imported", False) for g in kept] == [False, True]
    assert records.statistics(kept)["conquest"]["easy"]["played"] == 1


def refused(home, name: str, text: str) -> shared.ShareRefused:
    """Open ``text`` as a shared file over some kept records: refused, the records untouched."""
    records.add_game(an_entry("chronicles", 5))
    before = (home / records.RECORDS_NAME).read_bytes()
    path = home / name
    path.write_text(text, encoding="utf-8")
    with pytest.raises(shared.ShareRefused) as caught:
        shared.import_file(path)
    assert (home / records.RECORDS_NAME).read_bytes() == before
    assert name in str(caught.value)                # the reason names the file
    return caught.value


def resealed(data: dict) -> str:
    data["checksum"] = shared.checksum(data["game"])
    return json.dumps(data)


def test_a_future_version_is_refused(home):
    _, data = exported(home)
    data["version"] = shared.SHARE_VERSION + 1
    why = refused(home, "future.pocketepic", json.dumps(data))
    assert why.kind == "newer" and "newer version" in str(why)


def test_a_changed_score_is_refused_by_its_checksum(home):
    _, data = exported(home)
    data["game"]["scores"][0] += 5
    assert refused(home, "score.pocketepic", json.dumps(data)).kind == "tampered"


def test_a_changed_score_with_a_new_checksum_does_not_replay_to_it(home):
    _, data = exported(home)
    data["game"]["scores"][0] += 5
    why = refused(home, "score2.pocketepic", resealed(data))
    assert why.kind == "replay" and "replay" in str(why)


def test_a_changed_move_is_refused(home):
    _, data = exported(home)
    data["game"]["record"]["actions"][3][1] = ["nonsense", 99]
    assert refused(home, "move.pocketepic", json.dumps(data)).kind == "tampered"
    assert refused(home, "move2.pocketepic", resealed(data)).kind in ("replay", "format")


def test_a_dropped_move_is_refused(home):
    _, data = exported(home)
    del data["game"]["record"]["actions"][-1]
    assert refused(home, "short.pocketepic", resealed(data)).kind in ("replay", "unfinished")


def test_a_truncated_file_is_refused(home):
    _, data = exported(home)
    text = json.dumps(data)
    assert refused(home, "cut.pocketepic", text[: len(text) // 2]).kind == "damaged"


def test_another_rules_edition_is_refused(home):
    _, data = exported(home)
    data["game"]["record"]["edition"] += 1
    why = refused(home, "edition.pocketepic", resealed(data))
    assert why.kind == "edition" and "edition" in str(why)


def test_not_a_shared_game_is_refused(home):
    assert refused(home, "other.pocketepic", json.dumps({"format": "pocket-epics-save"})).kind == "format"


def test_a_game_whose_moves_were_dropped_cannot_be_shared(home):
    entry = an_entry("galaxies")
    del entry["record"]
    with pytest.raises(ValueError):
        shared.export(entry)
    assert not (home / shared.SHARED_FOLDER).exists() or not list((home / shared.SHARED_FOLDER).iterdir())


def test_the_open_list_finds_shared_files_in_the_shared_folder_and_downloads(home, tmp_path_factory):
    downloads = tmp_path_factory.mktemp("downloads")
    (downloads / "from-a-friend.pocketepic").write_text("{}", encoding="utf-8")
    (downloads / "holiday.jpg").write_bytes(b"\xff\xd8")
    mine = shared.export(an_entry("conquest"))
    found = shared.candidates([home / shared.SHARED_FOLDER, downloads])
    assert sorted(p.name for p in found) == sorted([mine.name, "from-a-friend.pocketepic"])
