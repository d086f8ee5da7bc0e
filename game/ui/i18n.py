"""Text lookups: ``tr("key.with.dots", **args)`` through Project Fluent.

The catalogs are Fluent files (``assets/locales/<lang>/*.ftl``, read by
``game.locales``), one bundle per language formatted by ``fluent.runtime``.
A key missing in a language falls back to English, then to the key itself, so a
missing string shows up visibly instead of crashing.

Grammar is the catalogs' business, not the code's:

- a count passed as a number selects the language's plural variant (CLDR
  categories through Babel: ``[one]``/``[other]`` in English, ``[one]``/``[few]``/
  ``[many]``/``[other]`` in Russian and Ukrainian);
- a name carries its grammatical form: a message with a ``.form`` attribute
  (``colour-white = Белые`` / ``.form = plural``) comes back from ``tr`` as a
  ``Name``, a name a player typed is wrapped in ``Name`` (one person, gender
  unknown), and a message agrees with it through ``FORM($who)``
  (``{ FORM($who) -> [plural] бросают *[other] бросает }``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from decimal import Decimal
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle
from fluent.runtime.resolver import CurrentEnvironment, ResolverEnvironment
from fluent.runtime.types import FluentDecimal, FluentFloat, FluentInt, FluentType
from fluent.syntax import ast

from game import locales
from game.locales import (  # noqa: F401 - the catalog API the window and the tests use
    FORMS,
    LANG_NAMES,
    LANGS,
    CatalogError,
    catalog_dir,
    completeness_problems,
    fluent_id,
    load_lang,
    placeholders,
)
from game.ui import text_truth


class Name(str):
    """A name put into a message, with its grammatical form (one of ``FORMS``):
    "plural" for a team named by a plural ("Белые"), a gender for a name the
    catalog knows, "person" for a name a player typed (one person, gender unknown:
    the messages word it so that no form is wrong)."""

    form: str

    def __new__(cls, text: str, form: str = "person") -> Name:
        self = super().__new__(cls, text)
        self.form = form if form in FORMS else "person"
        return self


_formatting: list[str] = []          # the message being formatted (for FORM's report)
_form_reports = [0]                  # how many times FORM reported (a text with a report is not kept)


def _form(value: Any = None, *_: Any, **__: Any) -> str:
    """``FORM($who)``: the grammatical form of a name (``Name.form``)."""
    form = getattr(value, "form", None)
    if form is None:
        if not (isinstance(value, str) and value.startswith("{")):     # a missing argument is reported already
            where = _formatting[-1] if _formatting else "a message"
            _form_reports[0] += 1
            text_truth.report(f"{where}: FORM() was given {str(value)[:40]!r}, a text with no grammatical form (not a Name)")
        return "person"
    return form


# --- the catalog format: the only code that knows how a message is written and filled ----------
_LEFTOVER = re.compile(r"\{[^{}]*\}|[{}]")


def leftover_syntax(text: str) -> str:
    """The first piece of catalog syntax left in a finished string ("" if none)."""
    m = _LEFTOVER.search(text)
    return m.group(0) if m else ""


# --- numbers: a negative number is written with the minus sign (U+2212), never a hyphen -------------
MINUS = "\u2212"


def number(value: Any) -> str:
    """A number as the window writes it outside a catalog message: "−3", not "-3"
    (anything else, e.g. a blank cell, as it is)."""
    if isinstance(value, int | float | Decimal) and not isinstance(value, bool) and value < 0:
        return MINUS + str(-value)
    return str(value)


def signed(value: int | float) -> str:
    """A change, with its sign: "+3", "−3", "0" (score deltas, penalties, bonuses)."""
    return f"+{value}" if value > 0 else number(value)


def number_keys(keys: Iterable[int]) -> str:
    """The number keys that pick something showing now: "1–4" for a run, "3" for
    one, "1, 2, 4" for a gap (a used die keeps its place).  A key hint names only
    the keys that do something: four dice showed while the help said "press 1–7"."""
    ks = sorted(set(keys))
    if len(ks) > 1 and ks == list(range(ks[0], ks[-1] + 1)):
        return f"{ks[0]}–{ks[-1]}"
    return ", ".join(str(k) for k in ks)


class _Minus:
    """Fluent's number, written with the minus sign (Babel's patterns for en, ru and uk write a hyphen-minus)."""

    def format(self, locale: Any) -> str:
        return super().format(locale).replace("-", MINUS)  # type: ignore[misc]


class _Int(_Minus, FluentInt):
    pass


class _Float(_Minus, FluentFloat):
    pass


class _Decimal(_Minus, FluentDecimal):
    pass


def _fluent(value: Any) -> Any:
    if isinstance(value, FluentType) or not isinstance(value, int | float | Decimal):
        return value
    return _Decimal(value) if isinstance(value, Decimal) else _Int(value) if isinstance(value, int) else _Float(value)


class _Bundle(FluentBundle):
    """A Fluent bundle whose numbers are written with the minus sign ("−3 ПО"); the
    rest is ``FluentBundle.format_pattern``, which would turn them back into plain numbers."""

    def format_pattern(self, pattern: Any, args: dict[str, Any] | None = None) -> tuple[Any, list[Exception]]:
        errors: list[Exception] = []
        env = ResolverEnvironment(context=self, current=CurrentEnvironment(args={k: _fluent(v) for k, v in (args or {}).items()}),
                                  errors=errors)
        try:
            result = pattern(env)
        except ValueError as exc:
            errors.append(exc)
            result = "{???}"
        return result, errors


def _native(value: Any) -> Any:
    """An argument as Fluent takes it: numbers stay numbers (they select plural
    variants), names stay names, anything else is shown as text."""
    if isinstance(value, bool) or not isinstance(value, str | int | float | Decimal):
        return str(value)
    return value


class _Language:
    """One language's bundle, with what the lookup needs to know of each message."""

    def __init__(self, lang: str, folder: Path | None = None) -> None:
        self.lang = lang
        # (fluent.runtime's hints say a function returns a FluentType; it formats a str as well)
        self.bundle = _Bundle([lang], functions={"FORM": _form}, use_isolating=False)  # type: ignore[dict-item]
        self.variables: dict[str, set[str]] = {}
        self.forms: dict[str, str] = {}
        for path in locales.files(lang, folder):
            resource = locales.parse_file(path)
            self.bundle.add_resource(resource)
            for entry in resource.body:
                if isinstance(entry, ast.Message) and entry.id.name not in self.variables:
                    self.variables[entry.id.name] = locales.variables(entry.value)
                    for attr in entry.attributes:
                        if attr.id.name == locales.FORM_ATTRIBUTE:
                            self.forms[entry.id.name] = locales.text_of(attr.value).strip()
        self.namespaces = {locales.key_of(i).split(".", 1)[0] for i in self.variables}
        self.done: dict[tuple, str] = {}        # formatted texts (the board asks for the same ones every frame)

    def has(self, key: str) -> bool:
        return fluent_id(key) in self.variables

    def format(self, key: str, args: dict[str, Any]) -> str:
        try:
            memo = (key, *sorted((k, v, getattr(v, "form", None)) for k, v in args.items()))
            hit = self.done.get(memo)
        except TypeError:                     # an argument that cannot be a dict key: format afresh
            memo, hit = None, None
        if hit is not None:
            return hit
        text, clean = self._format(key, args)
        if clean and memo is not None:        # a text with a problem is formatted (and reported) every time
            if len(self.done) > 5000:
                self.done.clear()
            self.done[memo] = text
        return text

    def _format(self, key: str, args: dict[str, Any]) -> tuple[str, bool]:
        mid = fluent_id(key)
        message = self.bundle.get_message(mid)
        wanted = self.variables[mid]
        missing = wanted - set(args)
        values = {name: _native(value) for name, value in args.items() if name in wanted}
        values.update({name: "{" + name + "}" for name in missing})      # the gap stays visible
        if missing:
            text_truth.report(f"{key} [{self.lang}] was given no {', '.join(sorted(missing))}")
        if message.value is None:
            text_truth.report(f"{key} [{self.lang}] has no text")
            return key, False
        _formatting.append(f"{key} [{self.lang}]")
        reported = _form_reports[0]
        try:
            text, errors = self.bundle.format_pattern(message.value, values)
        finally:
            _formatting.pop()
        for error in errors:
            text_truth.report(f"{key} [{self.lang}]: {error}")
        form = self.forms.get(mid)
        clean = not missing and not errors and _form_reports[0] == reported
        return (Name(text, form) if form else str(text)), clean


_languages: dict[str, _Language] = {}


def _language(lang: str) -> _Language:
    if lang not in _languages:
        _languages[lang] = _Language(lang)
    return _languages[lang]


# --- lookups --------------------------------------------------------------------------------------
_KEY_SHAPE = re.compile(r"[a-z][a-z0-9_]*(?:\.[A-Za-z0-9_-]+)+")


class Catalog:
    def __init__(self, lang: str = "en") -> None:
        self.lang = "en"
        self._current: _Language | None = None
        self.set_language(lang)

    @property
    def current(self) -> _Language:
        """The current language, read when first asked for (so starting in Russian never reads English)."""
        if self._current is None:
            self._current = _language(self.lang)
        return self._current

    @property
    def english(self) -> _Language:
        """English, the fallback (read only when a key is missing in the current language)."""
        return _language("en")

    def set_language(self, lang: str) -> None:
        if lang not in LANGS:
            lang = "en"
        self.lang = lang
        self._current = None

    def has(self, key: str) -> bool:
        return self.current.has(key) or self.english.has(key)

    def __call__(self, key: str, **args: Any) -> str:
        """The text of ``key`` with ``args`` filled in.  A key no catalog has
        comes back as itself and an unfilled variable as ``{name}``: both
        are reported to ``text_truth`` (tests fail on them; error.log notes them)."""
        if self.current.has(key):
            return self.current.format(key, args)
        if self.english.has(key):
            return self.english.format(key, args)
        text_truth.report(f"no catalog has the key {key!r}")
        return key

    def placeholders(self, key: str) -> frozenset[str]:
        """The variables ``key``'s text wants (in the language it is read from)."""
        lang = self.current if self.current.has(key) else self.english
        return frozenset(lang.variables.get(fluent_id(key), ())) if lang.has(key) else frozenset()

    def looks_like_key(self, text: str) -> bool:
        """Whether ``text`` has the shape of a catalog key (``ns.part...`` of a known namespace)."""
        return "." in text and text.split(".", 1)[0] in self.current.namespaces and _KEY_SHAPE.fullmatch(text) is not None


_current: Catalog | None = None


def catalog() -> Catalog:
    global _current
    if _current is None:
        _current = Catalog("en")
    return _current


def set_language(lang: str) -> None:
    catalog().set_language(lang)


def tr(key: str, **args: Any) -> str:
    """The current language's text for ``key`` (the one lookup every window text goes through)."""
    return catalog()(key, **args)


def drawn_problem(text: str) -> str:
    """What is wrong with ``text`` as a finished string on screen ("" if nothing):
    leftover catalog syntax, or a raw catalog key."""
    raw = leftover_syntax(text)
    if raw:
        return f"drawn text holds {raw!r}: {text!r}"
    if "." in text and " " not in text:
        try:
            if catalog().looks_like_key(text):
                return f"drawn text is a raw catalog key: {text!r}"
        except CatalogError:            # broken catalogs are reported where they load
            pass
    return ""
