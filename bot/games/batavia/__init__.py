"""The Batavia profile: which action kinds each ``/batavia`` command offers, the lobby's
options, the images of the thread and the rules help.

The engine (rules/batavia) exposes one small decision at a time: in the auction a bid or a
pass; on a turn draw 2 cards, or lay cards one at a time (``lay``) then ``done``, the
counter to take (``sail``) and the offer to exchange counters for gold (``exchange`` /
``keep``). Batavia's own panels are built in ``panels``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.games.profiles import AmountWords, GameProfile, LobbyOption, register_profile
from bot.games.service import default_skip
from bot.words import LANGUAGES, speaker
from render.batavia.decisions import decision_of
from render.kit.draw import PLAYER_COLOUR_NAMES
from rules import get_game
from rules.core import Action, Game, Message, msg

from . import panels, standing

COMMANDS = {
    "bid": ("bid", "pass"),
    "draw": ("draw",),
    "lay": ("lay", "done", "sail"),
    "exchange": ("exchange", "keep"),
    "play": (),  # anything legal
}

COMMAND_HELP = {name: msg(f"bot-batavia-cmd-{name}") for name in COMMANDS}

RULE_TOPICS = ("overview", "auction", "turn", "majorities", "pirates", "exchange", "end",
               "scoring")
RULES = {topic: msg("bot-batavia-rules-" + topic) for topic in RULE_TOPICS}


def stage(view: Any) -> Message | None:
    """The round and phase of a public view, for /batavia status."""
    if not isinstance(view.get("round"), int):
        return None
    return msg("bot-batavia-status-round", round=view["round"], phase=str(view.get("phase", "")))


SCORE_LABELS = {category: msg(f"bot-batavia-score-{category}")
                for category in ("warehouses", "notes", "target", "seals", "exchange")}

SEATS = tuple(str(n) for n in range(1, 6))  # the first auctioneer: "1" the host, "2" ...


def first_auctioneer(value: str) -> Any:
    """The lobby's "1".."5" (the host is 1, then in order of joining) as the engine's seat."""
    return int(value) - 1 if value in SEATS else "random"


def refuse_first(value: str, players: int) -> Message | None:
    """A first auctioneer the game has no seat for (player 5 of 3) is refused plainly."""
    if value in SEATS and int(value) > players:
        return msg("bot-batavia-first-too-far", number=int(value), players=players)
    return None


def skip(game: Game, state: Any, seat: int, draft: list[Any]) -> list[Action]:
    """The safest default past the turn deadline: pass in the auction; on a turn, draw 2
    cards (a move under way in the draft is dropped: nothing of it was applied)."""
    return default_skip(game, state, seat, prefer=("pass", "draw", "keep"), first=("cancel",))


NEW_ROUND = ("auction", "board", "warehouses", "players")


def move_images(events: list[dict[str, Any]]) -> tuple[str, ...]:
    """What a player needs to see after each kind of move, and no more: a new auction (and
    the opening) shows the roll and the package with the whole board; a bid or a pass the
    bidding; the end of an auction the route (whose turn it is) and the players' cards;
    cards played or a pirate attack the route and the players' cards; a draw the players
    (hand sizes)."""
    types = {e.get("type") for e in events}
    if not events or "DieThrown" in types:
        return NEW_ROUND
    if types & {"CardsPlayed", "PiratesAttacked", "AuctionWon", "AuctionPassed"}:
        return ("board", "players")
    if "CardsDrawn" in types:
        return ("players",)
    if types & {"BidMade", "BidPassed"}:
        return ("auction",)
    return ()


def status_line(view: Mapping[str, Any]) -> Message | None:
    """Under each auction post: the running bid and who is still in (never a note count)."""
    auction = view.get("auction")
    if view.get("phase") != "auction" or not isinstance(auction, Mapping):
        return None
    passed = set(auction.get("passed") or [])
    still = [s for s in range(int(view.get("players") or 0)) if s not in passed]
    if auction.get("leader") is None:
        return msg("bot-batavia-auction-open", seats=still)
    return msg("bot-batavia-auction-high", amount=int(auction.get("high") or 0),
               leader_seat=int(auction["leader"]), seats=still)


def event_line(event: dict[str, Any]) -> Message | None:
    """The auction's payment with each player's share ("Bob 2 notes, Carol 1 note")."""
    if event.get("type") != "AuctionWon" or not isinstance(event.get("key"), str):
        return None
    paid = event.get("payments")
    if not isinstance(paid, list):
        return None
    shares = [msg("bot-batavia-share", seat=i, count=k) for i, k in enumerate(paid)
              if isinstance(k, int) and k > 0]
    line = Message(event["key"], dict(event.get("args") or {}))
    return msg("bot-batavia-auction-paid", line=line, shares=shares) if shares else line


def opening_lines(view: Mapping[str, Any]) -> list[Message]:
    """The first auction's roll and the cards it turned over, in the game's opening post
    (the engine throws that die while setting up; later rounds' throws are events)."""
    display = view.get("display")
    if (view.get("round") != 1 or view.get("phase") != "auction" or type(view.get("die")) is not int
            or not isinstance(display, list)):
        return []
    ids = list(_catalog().company_ids)
    shown = [c for c in display if c in ids]
    # the engine's own words for a throw ("4 Dutch cards and 1 French card", by company)
    cards = [msg("batavia-cards-of", company=cid, count=shown.count(cid)) for cid in ids if cid in shown]
    return [msg("batavia-die-thrown", seat=int(view.get("auctioneer") or 0), roll=view["die"],
                cards=cards, count=len(shown), waiting=0, total=len(shown))]


# -- /batavia card: a company or a commodity by name ------------------------------------------
def _catalog():
    return get_game("batavia").D  # type: ignore[attr-defined]  # Batavia's engine holds it; the protocol does not name it


def _entries(lang: str | None = None) -> list[tuple[str, str, Message]]:
    """(key, name in ``lang`` (default: the reader's language), its facts) of every company
    and commodity: static facts from the component data, never anything of a game under way."""
    D = _catalog()  # first: loading the engine registers its words (company names)
    w = speaker(lang)
    out = []
    posts = D.comp.trading_posts
    for company in D.comp.companies:
        cid = company.id
        goods = [msg("batavia-commodity", commodity=p.commodity) for p in posts if p.company == cid]
        out.append((f"company:{cid}", w(msg("batavia-company", company=cid)),
                    msg("bot-batavia-lookup-company", company=cid, cards=company.ship_cards,
                        posts=len(goods), goods=goods)))
    for k, kid in enumerate(D.commodity_ids):
        at = [msg("batavia-company-adj", company=p.company) for p in posts if p.commodity == kid]
        out.append((f"commodity:{kid}", w(msg("batavia-commodity", commodity=kid)),
                    msg("bot-batavia-lookup-commodity", commodity=kid, value=D.values[k],
                        tie=D.ties[k], posts=len(at), companies=at)))
    return out


def lookup_names(query: str) -> list[tuple[str, str]]:
    """(name, key) of the companies and commodities whose name contains ``query``."""
    q = query.lower().strip()
    names = _all_names()
    return [(name, key) for key, name, _ in _entries() if any(q in n for n in names[key]) or q in key]


def _all_names() -> dict[str, set[str]]:
    """Each entry's names in every language we speak, lower case: typed in either, found."""
    out: dict[str, set[str]] = {}
    for lang in LANGUAGES:
        for key, name, _ in _entries(lang):
            out.setdefault(key, set()).add(name.lower())
    return out


def lookup(query: str) -> str | None:
    """The facts of a company or commodity (a key from autocomplete, or its typed name)."""
    q = query.lower().strip()
    names = _all_names()
    found = [(key, facts) for key, name, facts in _entries()
             if q and (q == key or q in names[key] or q == key.split(":")[1])]
    if not found:
        found = [(key, facts) for key, name, facts in _entries() if q and any(q in n for n in names[key])]
    return speaker()(found[0][1]) if len(found) == 1 else None


register_profile(
    GameProfile(
        kind="batavia",
        title="Batavia",
        min_players=3,
        max_players=5,
        order=2,
        commands=COMMANDS,
        description=msg("bot-batavia-description"),
        command_help=COMMAND_HELP,
        lobby_options=(
            LobbyOption("open", msg("bot-batavia-open"), msg("bot-batavia-open"),
                        ((msg("bot-batavia-open-no"), "false"),
                         (msg("bot-batavia-open-yes"), "true")),
                        convert=lambda value: value == "true"),
            LobbyOption("first_auctioneer", msg("bot-batavia-first"), msg("bot-batavia-first"),
                        ((msg("bot-batavia-first-random"), "random"),
                         *((msg("bot-batavia-first-seat", number=int(v)), v) for v in SEATS)),
                        convert=first_auctioneer, refuse=refuse_first),
        ),
        rules_help=RULES,
        panel_picture="hand",
        decision_picture="decision",
        decision_subject=decision_of,
        panel_builder=panels.build_panel,
        stage=stage,
        seat_colours=PLAYER_COLOUR_NAMES,  # the colours the pictures draw, by seat
        board_image="board",
        board_parts=("board", "warehouses", "players"),
        part_labels={p: msg(f"bot-batavia-part-{p}") for p in ("board", "warehouses", "players")},
        score_labels=SCORE_LABELS,
        score_unit="gold",
        lookup=lookup,
        lookup_names=lookup_names,
        lookup_help=(msg("bot-batavia-card"), msg("bot-batavia-card-name")),
        skip=skip,
        move_images=move_images,
        status_line=status_line,
        opening_lines=opening_lines,
        event_line=event_line,
        # the auction's bid of any size, typed (panels.py offers it: Panel.typed)
        amount_words=AmountWords(
            button=msg("bot-batavia-panel-amount-button"), title=msg("bot-batavia-panel-amount-title"),
            field=msg("bot-batavia-panel-amount-field"), not_number=msg("bot-batavia-panel-amount-not-number")),
        # "bid for me up to N" / "I pass on this auction", played at the seat's turn
        standing=standing.RULES,
    )
)
