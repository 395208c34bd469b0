"""Mombasa's vocabulary as messages: the one place that names components and seats.

Every function returns a ``Message`` (a catalogue key and JSON-ready arguments), never
text; the words are in ``locales/<lang>/*.ftl``. Components are named by id (companies,
regions, bonus tiles, track bonuses, Mautoma effects) or by the values printed on them
(cards, books), seats by seat number. Other modules build their sentences from these.

Seats: an argument ``seat`` (or ``*_seat``) is a seat number, which the formatter reads as
the seat's name. In a solo game the Mautoma's seat reads "the Mautoma" (issue 15): there
``who(s, seat)`` gives the nested message ``mombasa-mautoma`` (``start=True``: the
capitalised ``mombasa-mautoma-start`` for the start of a sentence) with the seat number in
its arguments, in place of the number. Lists of seats (``seats``) follow the same rule.
"""

from __future__ import annotations

from typing import Any

from rules.catalogues import add_catalogue
from rules.core import Message, msg
from rules.mombasa.state import State

add_catalogue("rules.mombasa", ["components.ftl", "events.ftl", "actions.ftl", "summary.ftl",
                                "refusals.ftl", "mautoma.ftl"])

TILE = "tile:"

class Lazy(Message):
    """A message built only when it is read: ``Lazy(build, *args)`` calls ``build(*args)``
    for its key and arguments. Legal-action labels use it, so that building a legal list
    costs no words (most labels are never shown)."""

    def __init__(self, build: Any, *xs: Any) -> None:  # noqa: D107 - no dataclass init
        object.__setattr__(self, "_lazy", (build, xs))

    def __getattr__(self, name: str) -> Any:
        if name in ("key", "args"):
            build, xs = self.__dict__["_lazy"]
            m = build(*xs)
            object.__setattr__(self, "key", m.key)
            object.__setattr__(self, "args", m.args)
            return self.__dict__[name]
        raise AttributeError(name)

    def __repr__(self) -> str:
        return f"Lazy({self.key!r}, {self.args!r})"


class Event(dict):
    """An event (rules.core.event's shape) whose English "text" is made when first read.

    The engine makes a few events per decision and most are never shown, so their English
    is left until someone reads "text" (by key, or by reading the whole dict: iterating,
    ``items()``, ``json.dumps``, ``==``, copying). Until then the dict holds "type",
    "visible_to", "key", "args" and the data; afterwards it is an ordinary dict with "text".
    ``stored()`` gives the plain dict without "text" (to keep in the state: no English there).
    """

    __slots__ = ("_words",)

    def __init__(self, fields: dict, message: Message | None) -> None:
        super().__init__(fields)
        self._words = message

    def _fill(self) -> None:
        m = self._words
        if m is not None:
            self._words = None
            dict.__setitem__(self, "text", m.text)

    def stored(self) -> dict:
        """A plain copy without the English (lists copied), for the saved state."""
        return {k: (list(v) if isinstance(v, list) else v) for k, v in dict.items(self) if k != "text"}

    @classmethod
    def from_stored(cls, d: dict, **changes: Any) -> Event:
        """An event back from ``stored()`` (or from an older state, English and all)."""
        fields = {k: v for k, v in d.items() if k != "text"}
        fields.update(changes)
        if isinstance(fields.get("key"), str):
            # the arguments of a stored event are a message's, JSON-ready (wording.Event.stored)
            return cls(fields, Message.ready(fields["key"], fields.get("args") or {}))
        return cls({**fields, "text": d.get("text", "")}, None)

    # reading "text", or the whole dict, makes the text first
    def __getitem__(self, k: Any) -> Any:
        if k == "text":
            self._fill()
        return dict.__getitem__(self, k)

    def get(self, k: Any, default: Any = None) -> Any:
        if k == "text":
            self._fill()
        return dict.get(self, k, default)

    def __contains__(self, k: Any) -> bool:
        return (k == "text" and self._words is not None) or dict.__contains__(self, k)

    def __iter__(self):
        self._fill()
        return dict.__iter__(self)

    def __len__(self) -> int:
        return dict.__len__(self) + (self._words is not None)

    def keys(self):
        self._fill()
        return dict.keys(self)

    def items(self):
        self._fill()
        return dict.items(self)

    def values(self):
        self._fill()
        return dict.values(self)

    def copy(self) -> dict:
        self._fill()
        return dict(dict.items(self))

    def __eq__(self, other: object) -> bool:
        self._fill()
        if isinstance(other, Event):
            other._fill()
        return dict.__eq__(self, other)

    __hash__ = None

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __repr__(self) -> str:
        self._fill()
        return dict.__repr__(self)

    def __reduce_ex__(self, protocol: Any):
        self._fill()
        return (dict, (dict(dict.items(self)),))


def event(type_: str, message: Message, visible_to: int | str = "all", **data: Any) -> Event:
    """rules.core.event with the English made when first read (see ``Event``)."""
    return Event({"type": type_, "visible_to": visible_to, "key": message.key, "args": message.args, **data},
                 message)


# -- seats ------------------------------------------------------------------------------------


def is_mautoma(s: State, seat: int) -> bool:
    a = s.get("automa")
    if not a:
        return False
    return a["seat"] == seat


def who(s: State, seat: int, start: bool = False) -> int | Message:
    """The value of a ``seat`` argument: the seat number, or for the Mautoma's seat in a solo
    game the message naming it (``start``: at the beginning of a sentence)."""
    a = s.get("automa")
    if a and a["seat"] == seat:
        return Message("mombasa-mautoma-start" if start else "mombasa-mautoma", {"seat": seat})
    return seat


def seat_message(s: State, seat: int, start: bool = False) -> Message:
    """A seat as a message of its own (for chains built here: "Player 1, Player 2")."""
    w = who(s, seat, start)
    return w if isinstance(w, Message) else Message("mombasa-player", {"seat": seat})


def seats(s: State, seat_list: list[int]) -> list[Any]:
    """The value of a ``seats`` argument (formatted "a, b and c"): see ``who``."""
    return [who(s, i) for i in seat_list]


# -- components -------------------------------------------------------------------------------


def company(cid: str | None) -> Message:
    return Message("mombasa-company", {"id": cid or ""})


def region(rid: str) -> Message:
    return Message("mombasa-region", {"id": rid})


def good(g: str) -> Message:
    return Message("mombasa-good", {"id": g})


def goods(gs: list[str]) -> Message | str:
    """Goods types joined with "and" (never a comma): "coffee and bananas"."""
    return and_chain([good(g) for g in gs])


def and_chain(items: list) -> Message | str:
    """Items joined by "and" each ("a and b and c"), unlike a list argument ("a, b and c")."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return Message("mombasa-and", {"a": items[0], "b": and_chain(items[1:])})


def or_chain(items: list) -> Message | str:
    """Items joined by "or" each ("a or b")."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return Message("mombasa-or", {"a": items[0], "b": or_chain(items[1:])})


def comma_chain(items: list) -> Message | str:
    """Items joined by commas only ("a, b, c")."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return Message("mombasa-comma", {"a": items[0], "b": comma_chain(items[1:])})


def deck(i: int) -> Message:
    return Message("mombasa-deck", {"deck": i})


def slot(i: int) -> Message:
    return Message("mombasa-slot", {"slot": i})


def column(i: int) -> Message:
    """A column of the card display (0 left .. 2 right)."""
    return Message("mombasa-column", {"column": i})


def measure(m: str) -> Message:
    """A majority measure: coffee, bananas, cotton or expansion (points)."""
    return Message("mombasa-measure", {"id": m})


def track_bonus(kind: str, level: int) -> Message:
    """A special track bonus, by kind and level (its text in the rules' words)."""
    return Message("mombasa-track-bonus", {"kind": kind, "level": level})


def tile(tid: str, lower: bool = False) -> Message:
    """A bonus tile as printed ('"+1"-goods tile'), or inside a sentence ('+1-goods tile')."""
    return Message("mombasa-tile-lower" if lower else "mombasa-tile", {"id": tid})


def card(D: Any, cid: str) -> Message:
    """A card by its printed values: "2-unit coffee card", "3-point expansion card"."""
    c = D.card(cid)
    return Message("mombasa-card", _card_args(cid, c))


def _card_args(cid: str, c: Any) -> dict[str, Any]:
    args: dict[str, Any] = {"id": cid, "kind": c.kind}
    if c.kind == "goods":
        args.update(units=c.units, good=good(c.good))
    elif c.kind == "expansion":
        args["points"] = c.expansion
    elif c.kind == "bookkeeper":
        args["points"] = c.bookkeeping
    elif c.kind == "diamond":
        args["company"] = Message("mombasa-company-title", {"id": c.company}) if c.company else "none"
    elif c.kind == "share":
        args["company"] = Message("mombasa-company-title", {"id": c.share or ""})
    else:
        args["name"] = c.name or cid
    return args


def card_def(c: Any) -> Message:
    """A card by its definition (a starting-card template shown on a starting tile)."""
    return Message("mombasa-card", _card_args(c.id, c))


def semicolon_chain(items: list) -> Message | str:
    """Items joined by semicolons ("a; b; c")."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return Message("mombasa-semicolon", {"a": items[0], "b": semicolon_chain(items[1:])})


def a_card(D: Any, cid: str) -> Message:
    """A card with its article ("a 2-unit coffee card", "an 8-..."), or a tile ("the ...")."""
    if cid.startswith(TILE):
        return Message("mombasa-the-tile", {"tile": tile(cid[len(TILE):], lower=True)})
    c = D.card(cid)
    return Message("mombasa-a-card", _card_args(cid, c))


def ref(D: Any, r: str) -> Message:
    """A face-up card or action-card tile of the action area."""
    if r.startswith(TILE):
        return tile(r[len(TILE):])
    return card(D, r)


def _book_terms(key: str, items: list) -> Message | str:
    terms = [Message(key, {"kind": x.kind, "value": x.value}) for x in items]
    if not terms:
        return Message(key, {"kind": "none", "value": 0})
    return comma_chain(terms)


def book(D: Any, bid: str) -> Message:
    """A book by its letter, requirements and rewards: "B-book (3 coffee → +4 pounds)"."""
    b = D.books[bid]
    return Message("mombasa-book", {"id": bid, "letter": b.letter,
                                    "requirements": _book_terms("mombasa-book-requirement", b.requirements),
                                    "rewards": _book_terms("mombasa-book-reward", b.rewards)})


def requirement(kind: str, value: int) -> Message:
    return Message("mombasa-book-requirement", {"kind": kind, "value": value})


def space(D: Any, sp: str, start: bool = False) -> Message:
    """A bonus space of the board: "the buy-a-card space", "extra bonus space 2 of the ... track"
    (``start``: capitalised, for the start of a sentence)."""
    key = "mombasa-space-start" if start else "mombasa-space"
    if sp.startswith("majority:"):
        return Message(key, {"space": "majority", "measure": sp.split(":", 1)[1]})
    if sp.startswith(TILE):
        return Message(key, {"space": "tile", "tile": tile(sp.split(":", 1)[1], lower=True)})
    if sp.startswith("track:"):
        _, cid, k = sp.split(":")
        return Message(key, {"space": "track", "company": company(cid), "number": int(k) + 1})
    return Message(key, {"space": sp})


def mautoma_effect(ac: Any, effect: Any) -> Message:
    """One of the Mautoma's effects (a card kind under a criterion, a special card, a bonus
    tile), by its place in the Mautoma's data: "advance the diamond marker 3 spots"."""
    return Message("mombasa-mautoma-effect", {"id": _effect_ids(ac).get(id(effect), "")})


_EFFECT_IDS: dict[int, tuple[Any, dict[int, str]]] = {}


def _effect_ids(ac: Any) -> dict[int, str]:
    cached = _EFFECT_IDS.get(id(ac))
    if cached is not None and cached[0] is ac:
        return cached[1]
    ids: dict[int, str] = {}
    for k in ac.kind_effects:
        for i, e in enumerate(k.criteria):
            ids[id(e)] = f"{k.kind}-{i + 1}"
    for comp, e in ac.special_effects:
        ids[id(e)] = f"special-{comp}"
    for kind, e in ac.bonus_tile_effects:
        ids[id(e)] = f"tile-{kind}"
    _EFFECT_IDS[id(ac)] = (ac, ids)
    return ids


def items(parts: list) -> Message | str:
    """Parts as a list ("a, b and c"), empty ones left out; one part is itself."""
    parts = [p for p in parts if p]
    if not parts:
        return ""
    if len(parts) == 1:
        return parts[0]
    return Message("mombasa-list", {"items": parts})


def pounds(n: int) -> Message:
    return msg("mombasa-pounds", n=n)


__all__ = ["TILE", "a_card", "book", "card", "column", "company", "deck", "good", "goods", "is_mautoma",
           "measure", "pounds", "ref", "region", "requirement", "seats", "slot", "space", "tile",
           "track_bonus", "who"]
