"""Issue 24: counts and players read right in every language.

Every message that takes a count (a plural select on ``$n``) is formatted for
n = 0…25, 101, 111 and 121 in English, Russian and Ukrainian through ``tr`` and
checked against the CLDR plural category of n (Babel): the variant the window
shows is the one written for that category (an exact ``[1]`` first), every
category the language's whole numbers use has its own variant, and nothing of
the catalog syntax is left.  Every message that takes a player (``FORM($who)``
in Russian or Ukrainian) is formatted with each player colour of every game, the
other names a seat can have (Player N, the hostile galaxies, Kingdoms' neutral)
and a typed name, and must pick the variant written for that name's form.
"""

from __future__ import annotations

import copy
import re
from functools import cache

import pytest
from babel import Locale
from fluent.runtime import FluentBundle
from fluent.syntax import ast
from fluent.syntax.visitor import Visitor

from game import locales
from game.ui import i18n, text_truth
from game.ui.i18n import Name, set_language, tr

COUNTS = [*range(26), 101, 111, 121]
CATEGORIES = {"zero", "one", "two", "few", "many", "other"}


@cache
def plural_rule(lang: str):
    return Locale.parse(lang).plural_form


def used_categories(lang: str) -> set[str]:
    """The categories whole numbers reach in this language (en: one, other; ru/uk: one, few, many)."""
    return {plural_rule(lang)(n) for n in range(200)}


@cache
def messages(lang: str) -> dict[str, ast.Message]:
    out = {}
    for path in locales.files(lang):
        for m in locales.messages(path):
            out[locales.key_of(m.id.name)] = m
    return out


class _Selects(Visitor):
    """The select expressions of a message: on a count (``$n ->``) and on a form (``FORM($who) ->``)."""

    def __init__(self) -> None:
        super().__init__()
        self.counts: list[ast.SelectExpression] = []
        self.forms: list[ast.SelectExpression] = []

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:  # noqa: N802 - the visitor's naming
        sel = node.selector
        if isinstance(sel, ast.VariableReference):
            keys = {v.key.name for v in node.variants if isinstance(v.key, ast.Identifier)}
            if keys <= CATEGORIES:
                self.counts.append(node)
        elif isinstance(sel, ast.FunctionReference) and sel.id.name == "FORM":
            self.forms.append(node)
        self.generic_visit(node)


def selects(message: ast.Message) -> _Selects:
    seen = _Selects()
    seen.visit(message.value)
    return seen


def count_vars(message: ast.Message) -> set[str]:
    return {s.selector.id.name for s in selects(message).counts}


def form_vars(message: ast.Message) -> set[str]:
    return {s.selector.arguments.positional[0].id.name for s in selects(message).forms}


def count_messages() -> list[tuple[str, str]]:
    return [(lang, key) for lang in i18n.LANGS for key, m in messages(lang).items() if count_vars(m)]


def player_messages() -> list[str]:
    """Keys whose Russian or Ukrainian text agrees with a player."""
    return sorted({key for lang in ("ru", "uk") for key, m in messages(lang).items() if form_vars(m)})


def sample_args(lang: str, key: str, **given) -> dict:
    """Arguments for every variable of a message: numbers for counts, names for players, words else."""
    m = messages(lang)[key]
    args = {}
    for name in locales.variables(m.value):
        args[name] = 2 if name in count_vars(m) else Name("Аня") if name in form_vars(m) else "x"
    return {**args, **given}


def expected(lang: str, key: str, args: dict) -> str:
    """The message with each select cut down, by hand, to the variant its value calls for
    (the CLDR category of a count, an exact number first; the form of a name), formatted."""
    m = copy.deepcopy(messages(lang)[key])
    rule = plural_rule(lang)
    found = selects(m)
    for node in found.counts:
        n = args[node.selector.id.name]
        exact = [v for v in node.variants if isinstance(v.key, ast.NumberLiteral) and float(v.key.value) == n]
        named = [v for v in node.variants if isinstance(v.key, ast.Identifier) and v.key.name == rule(n)]
        chosen = (exact or named or [None])[0]
        assert chosen is not None, f"{lang} {key}: no [{rule(n)}] variant for {node.selector.id.name} = {n}"
        node.variants = [ast.Variant(chosen.key, chosen.value, default=True)]
    for node in found.forms:
        form = args[node.selector.arguments.positional[0].id.name].form
        match = [v for v in node.variants if isinstance(v.key, ast.Identifier) and v.key.name == form]
        chosen = (match or [v for v in node.variants if v.default])[0]
        node.variants = [ast.Variant(chosen.key, chosen.value, default=True)]
    bundle = FluentBundle([lang], functions={"FORM": lambda *_a, **_k: "none"}, use_isolating=False)
    res = ast.Resource([m])
    bundle.add_resource(res)
    text, errors = bundle.format_pattern(bundle.get_message(m.id.name).value, {k: i18n._native(v) for k, v in args.items()})
    assert not errors, (lang, key, errors)
    return text


def test_the_plural_rules_come_from_cldr():
    assert used_categories("en") == {"one", "other"}
    assert used_categories("ru") == used_categories("uk") == {"one", "few", "many"}
    assert [plural_rule("ru")(n) for n in (1, 2, 5, 11, 21, 22, 25, 101, 111, 121)] == \
        ["one", "few", "many", "many", "one", "few", "many", "one", "many", "one"]


def test_there_are_count_and_player_messages_in_every_game():
    keys = {key for _, key in count_messages()}
    for game in ("kingdoms", "conquest", "galaxies", "chronicles", "saves"):
        assert any(k.startswith(game + ".") for k in keys), game
    players = player_messages()
    for game in ("kingdoms", "conquest", "galaxies", "chronicles"):
        assert sum(k.startswith(game + ".event.") for k in players) >= 5, game
    assert len(keys) > 50 and len(players) > 100


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_every_count_picks_the_cldr_variant_of_n(lang):
    """n = 0…25, 101, 111, 121 for every count of every message, through ``tr``."""
    set_language(lang)
    problems = []
    try:
        with text_truth.watch() as seen:
            for key, m in messages(lang).items():
                for var in sorted(count_vars(m)):
                    for node in selects(m).counts:
                        if node.selector.id.name != var:
                            continue
                        keys = {v.key.name for v in node.variants if isinstance(v.key, ast.Identifier)}
                        if not used_categories(lang) <= keys:
                            problems.append(f"{lang} {key}: ${var} has no {sorted(used_categories(lang) - keys)} variant")
                    for n in COUNTS:
                        args = sample_args(lang, key, **{var: n})
                        got = tr(key, **args)
                        want = expected(lang, key, args)
                        if got != want:
                            problems.append(f"{lang} {key} {var}={n}: {got!r}, CLDR says {want!r}")
                        if i18n.leftover_syntax(got):
                            problems.append(f"{lang} {key} {var}={n}: leftover syntax in {got!r}")
        problems += seen
    finally:
        set_language("en")
    assert problems == [], "\n".join(problems[:30])


def test_a_count_selected_in_english_is_selected_in_russian_and_ukrainian_alike():
    """A count that needs plural variants in English needs them in Russian and
    Ukrainian, and the two Slavic languages need them for the same counts (English
    alone may leave a mass noun as it is: "3 gold", "3 золота" / "1 золото")."""
    problems = []
    for key, m in messages("en").items():
        slavic = count_vars(messages("ru")[key]) | count_vars(messages("uk")[key])
        wanted = {"en": set(), "ru": count_vars(m) | slavic, "uk": count_vars(m) | slavic}
        for lang in i18n.LANGS:
            missing = wanted[lang] - count_vars(messages(lang)[key])
            if missing:
                problems.append(f"{lang} {key}: ${', $'.join(sorted(missing))} shown without plural variants")
    assert problems == [], "\n".join(problems)


# English nouns that read wrong next to 1 when the count has no plural variants ("1 dice").
COUNT_NOUNS = ("dice", "die", "cards", "card", "players", "points", "turns", "steps", "ships", "empires", "tokens",
               "wars", "cities", "provinces", "moves", "games", "regions", "meeples", "neutrals", "gems", "card(s)",
               "token(s)", "war(s)")


def test_no_english_count_stands_before_a_noun_without_plural_variants():
    counts = {"n"}.union(*(count_vars(m) for lang in i18n.LANGS for m in messages(lang).values()))
    problems = []
    for key, text in locales.load_lang("en").items():
        m = messages("en")[key]
        for var, noun in re.findall(r"\{ \$([A-Za-z_]+) \} ([A-Za-z()]+)", text):
            if var in counts and noun.lower() in COUNT_NOUNS and var not in count_vars(m):
                problems.append(f"{key}: {{ ${var} }} {noun}")
    assert problems == [], problems


# --- players ---------------------------------------------------------------------------------
def seat_names(lang: str) -> dict[str, str]:
    """Every name a seat can have in this language: each game's colours (and the
    colour-blind ones), Player N, the hostile galaxies, Kingdoms' neutral."""
    keys = [k for k in messages(lang) if re.fullmatch(r"([a-z]+\.)?colour\.[a-z]+", k) and not k.endswith(".tip")]
    keys += ["kingdoms.player.neutral"] + [k for k in messages(lang) if re.fullmatch(r"galaxies\.hostile\.H\d\.name", k)]
    set_language(lang)
    try:
        names = {k: tr(k) for k in keys}
        names["saves.player"] = tr("saves.player", n=3)
    finally:
        set_language("en")
    return names


@pytest.mark.parametrize("lang", ("ru", "uk"))
def test_every_name_a_seat_can_have_carries_its_form(lang):
    names = seat_names(lang)
    assert len(names) >= 9 + 5 + 6 + 5 + 2
    assert all(isinstance(n, Name) for n in names.values()), [k for k, n in names.items() if not isinstance(n, Name)]
    colours = [n for k, n in names.items() if ".colour." in k or k.startswith("colour.")]
    assert {n.form for n in colours} == {"plural"}          # "Белые бросают", the team's plural name


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_every_message_that_takes_a_player_agrees_with_every_name(lang):
    """Each player message with each colour of every game, the other seat names and a
    typed name: the variant for the name's form, the name itself in the text, nothing left over."""
    names = list(seat_names(lang).values()) + [Name("Аня"), Name("Sam")]
    problems = []
    set_language(lang)
    try:
        with text_truth.watch() as seen:
            for key in player_messages():
                m = messages(lang)[key]
                players = form_vars(messages("ru")[key]) | form_vars(messages("uk")[key])
                for name in names:
                    args = sample_args(lang, key, **{p: name for p in players})
                    got = tr(key, **args)
                    if str(name) not in got:
                        problems.append(f"{lang} {key}: {got!r} does not name {name!r}")
                    if i18n.leftover_syntax(got):
                        problems.append(f"{lang} {key}: leftover syntax in {got!r}")
                    if form_vars(m) and got != expected(lang, key, args):
                        problems.append(f"{lang} {key} with {name!r} ({name.form}): {got!r}")
        problems += seen
    finally:
        set_language("en")
    assert problems == [], "\n".join(problems[:30])


def test_a_player_message_in_russian_reads_as_a_native_speaker_expects():
    """The issue's own examples, through the same words the boards use."""
    set_language("ru")
    try:
        white = tr("galaxies.colour.white")
        assert tr("galaxies.event.roll", player=white, faces="x").startswith("Белые бросают")
        assert tr("conquest.event.roll", player=Name("Аня"), dice=1, faces="x") == "Аня бросает 1 кубик: x."
        assert tr("conquest.event.roll", player=tr("conquest.colour.purple"), dice=5, faces="x") == "Фиолетовые бросают 5 кубиков: x."
        assert tr("galaxies.event.turn_start", round=3, player=white) == "Раунд 3: ходят Белые."
        assert "Асцендр" not in tr("galaxies.opt.move.surface", planet="Асцендр").replace("Посадка: Асцендр", "")
        set_language("uk")
        assert tr("galaxies.event.roll", player=tr("galaxies.colour.white"), faces="x").startswith("Білі кидають")
        assert tr("conquest.event.roll", player=tr("saves.player", n=2), dice=22, faces="x") == "Гравець 2 кидає 22 кубики: x."
        set_language("en")
        assert tr("galaxies.event.reroll", player="Purple", dice=1, faces="x") == "Purple rerolls one die: x."
        assert tr("chronicles.amount.gem", n=1) == "1 Gem" and tr("chronicles.amount.gem", n=2) == "2 Gems"
    finally:
        set_language("en")


def test_a_plain_text_where_a_name_is_needed_is_reported(raw_text_allowed):
    """A name that lost its form on the way (an f-string, a join) is a text defect:
    the message falls back to the singular and the problem is reported."""
    set_language("ru")
    try:
        with text_truth.watch() as seen:
            text = tr("galaxies.event.roll", player="Белые", faces="x")
    finally:
        set_language("en")
    assert text.startswith("Белые бросает")
    assert seen and "galaxies.event.roll [ru]: FORM() was given 'Белые'" in seen[0]
