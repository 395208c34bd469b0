"""Counts read as counts (issue 26, item 9): never "1 pounds", "1 diamond steps", "nog 1 kisten".

Every message of every shipped catalogue (the engines', the images', the bot's; English and
Dutch; attributes included) is formatted with each of its number arguments set to 0, 1 and 2
in turn, and with each variant of every selector on a word (``{ $kind -> [pay] ... }``) chosen
once. The text must not put a plural noun after a lone 1 ("1 pounds", "1 bonus markers", "nog
1 kisten"), nor a singular noun after 0 or 2 in English ("2 pound"): a count goes through the
catalogue's plural selector (``{ $count -> [one] ... *[other] ... }``).

Which arguments are counts: every argument is formatted as a number unless it is named below
as one that carries words (a name, a company, a formatted message); such an argument set to a
number could only make the check stricter. The nouns are listed per language (Dutch compounds
end in them: "diamantstappen", "bonusschijven").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as FTL
from fluent.syntax.visitor import Visitor

import bot.words  # noqa: F401  (registers the bot's catalogues)
import render.batavia.words  # noqa: F401  (registers Batavia's image words)
import render.mombasa.words  # noqa: F401  (registers Mombasa's image words)
from rules import get_game
from rules.catalogues import LANGUAGES, catalogue_files, words
from rules.core import game_names

for _name in game_names():  # every engine registers its catalogue when it is loaded
    get_game(_name)

# CLDR plural categories (and exact numbers): a selector with these keys is a count's own.
PLURAL_KEYS = {"zero", "one", "two", "few", "many", "other"}

# Arguments that carry words, not numbers. Set to a number they would read "1 shares" where
# "{ $company } shares" means the Mombasa company's shares.
WORDS_ARGUMENTS = {
    "company", "companies", "commodity", "letter", "card", "book", "name", "title", "what",
    "who", "head", "label", "text", "kind", "measure", "good", "goods", "region", "tile",
    "bonus", "bonus_tile", "colour", "command", "deck", "id", "item", "items", "list", "place",
    "status", "topic", "track", "winners", "names", "players_list", "own", "other",
}

SEAT_NAMES = ["Ann", "Bob", "Cas", "Dirk", "Eva"]

_EN_PLURALS = (
    "pounds|steps|cards|crates|notes|markers|slots|points|books|shares|posts|regions|spaces|"
    "units|counters|coins|rounds|players|moves|decisions|seals|ships|tiles|merchants|games|"
    "days|hours|minutes|votes|pages|wins|bookkeepers|icons|pieces|columns|rows|seats|"
    "bananas|golds|turns|actions|choices|companies"
)
# Singular nouns that never start a compound ("2 ship cards", "0 round cards" read well).
_EN_SINGULARS = (
    "pound|step|card|crate|note|marker|slot|point|book|region|space|unit|counter|coin|player|"
    "decision|seal|merchant|day|hour|minute|vote|page|win"
)
# Words between a count and its noun that make it no count of that noun ("1 on cards": one
# share on cards).
_BETWEEN = r"(?:(?!(?:on|of|in|to|from|for|at|per|or|and|by|with|van|op|in|uit|naar|per|of|en) )[a-z-é]+ )?"
_NL_PLURALS = (
    "kaarten|kisten|stappen|punten|boeken|aandelen|posten|regio's|vakken|fiches|promessen|"
    "zetten|rondes|spelers|schijven|beslissingen|schepen|tegels|zegels|stemmen|pagina's|dagen|"
    "uren|minuten|spellen|kooplieden|munten|slots|overwinningen|handelaars|boekhouders|"
    "symbolen|kolommen|rijen|plaatsen|bananen|acties|keuzes|maatschappijen|compagnieën"
)
# A lone count (not part of "11", "1.5", "-1", "1/3", "x1") then at most one word
# ("1 diamond steps", "1 bonus markers"), then the noun (Dutch: a compound ending in it).
_LONE = r"(?<![\w.,/×+−-])"
# "merchant(s)": a plural guessed in brackets instead of chosen by the count.
_GUESSED = re.compile(r"[a-z]\((?:s|en|'s)\)")
BAD: dict[str, list[re.Pattern[str]]] = {
    "en": [re.compile(_LONE + r"1 " + _BETWEEN + r"(?:" + _EN_PLURALS + r")\b"),
           re.compile(_LONE + r"[02] (?:" + _EN_SINGULARS + r")\b(?![-'(/])"), _GUESSED],
    "nl": [re.compile(_LONE + r"1 " + _BETWEEN + r"[a-zé-]*(?:" + _NL_PLURALS + r")\b"), _GUESSED],
}


class _Arguments(Visitor):
    """The variables of one entry, and which of them select among word variants."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()
        self.word_keys: dict[str, set[str]] = {}

    def visit_VariableReference(self, node):  # noqa: N802 - fluent's visitor naming
        self.names.add(node.id.name)

    def visit_SelectExpression(self, node):  # noqa: N802
        if isinstance(node.selector, FTL.VariableReference):
            keys = {v.key.name for v in node.variants if isinstance(v.key, FTL.Identifier)}
            if keys - PLURAL_KEYS:
                self.word_keys.setdefault(node.selector.id.name, set()).update(keys)
        self.generic_visit(node)


def _entries(lang: str) -> Iterator[tuple[str, str | None, _Arguments]]:
    """(key, attribute or None, its arguments) of every message of ``lang``."""
    parser = FluentParser()
    for _package, _file, text in catalogue_files(lang):
        for entry in parser.parse(text).body:
            if not isinstance(entry, FTL.Message):
                continue
            for attribute, node in [(None, entry.value), *((a.id.name, a.value) for a in entry.attributes)]:
                if node is None:
                    continue
                found = _Arguments()
                found.visit(node)
                # Arguments of messages and terms it refers to (one level is all we use).
                yield entry.id.name, attribute, found


def _base(found: _Arguments) -> dict[str, object]:
    args: dict[str, object] = {}
    for name in found.names:
        if name in found.word_keys:
            args[name] = sorted(found.word_keys[name])[0]
        elif name == "seat" or name.endswith("_seat"):
            args[name] = 0
        elif name == "seats" or name.endswith("_seats"):
            args[name] = [0, 1]
        elif name in WORDS_ARGUMENTS:
            args[name] = "Xander"
        else:
            args[name] = 2
    return args


def _variants(found: _Arguments) -> Iterator[dict[str, object]]:
    """The base arguments, then each count at 0, 1 and 2, then each word variant."""
    base = _base(found)
    yield base
    for name in sorted(found.names):
        if name in found.word_keys:
            for key in sorted(found.word_keys[name]):
                yield {**base, name: key}
        elif isinstance(base[name], int) and not (name == "seat" or name.endswith("_seat")):
            for n in (0, 1, 2):
                yield {**base, name: n}
    # A count inside a word variant ("[pay] pay { $value } pounds"): each variant at 1.
    counts = [n for n in found.names if isinstance(base[n], int) and n not in found.word_keys
              and not (n == "seat" or n.endswith("_seat"))]
    for name, keys in found.word_keys.items():
        for key in keys:
            for n in (0, 1):
                yield {**base, name: key, **{c: n for c in counts}}


def _problems(lang: str) -> list[str]:
    w = words(lang)
    problems: set[str] = set()
    for key, attribute, found in _entries(lang):
        for args in _variants(found):
            if attribute is None:
                text = w.format(key, args, names=SEAT_NAMES)
            else:
                text = w.attribute(key, attribute, names=SEAT_NAMES, **args)
            for pattern in BAD[lang]:
                hit = pattern.search(text)
                if hit:
                    where = key if attribute is None else f"{key}.{attribute}"
                    problems.add(f"{lang} {where}: {hit.group(0)!r} in {text[:160]!r}")
    return sorted(problems)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_count_reads_one_with_a_plural_noun(lang):
    problems = _problems(lang)
    assert not problems, f"{len(problems)} counts without their plural selector:\n" + "\n".join(problems)


def test_the_check_catches_a_count_without_its_selector():
    """The check itself: the defects of issue 26 as they read before the mend."""
    for lang, sample in [("en", "gives pay 1 pounds"), ("en", "1 diamond steps"),
                         ("en", "1 cards in hand"), ("en", "cotton units - 1 pounds"),
                         ("en", "1 crates left"), ("en", "1 promissory notes"),
                         ("nl", "nog 1 kisten"), ("nl", "1 promessen"), ("nl", "1 diamantstappen"),
                         ("en", "2 pound"), ("en", "2 diamond merchant(s)"), ("nl", "1 boekhouder(s)")]:
        assert any(p.search(sample) for p in BAD[lang]), sample
    for lang, sample in [("en", "1 pound, 2 pounds, 11 pounds, -1 pounds (see the rules)"), ("en", "1 diamond step"),
                         ("nl", "nog 1 kist, 1 pond, 2 pond"), ("en", "1 of 3 cards")]:
        assert not any(p.search(sample) for p in BAD[lang]), sample
