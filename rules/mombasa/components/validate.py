"""Check loaded Mombasa component data against every fact the rules state.

``validate(components)`` runs on every load (rules.mombasa.components.loader) and raises one
``DataError`` listing every problem found, one per line, each naming the data file, the item
and the problem in plain words. The engine never starts on data that fails here.

The counts and facts below are the ones the rulebook (and COMPONENTS.md) states; values the
rulebook does not state are free, within the structural rules checked here.
"""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Iterable

from rules.data import DataError
from rules.mombasa.components import (
    COMPANIES,
    GOODS,
    Book,
    CardDef,
    Components,
)

__all__ = ["DataError", "validate"]


# -- what the rules state -----------------------------------------------------------------
COMPANY_COLOURS = {
    "mombasa": "black",
    "cape_town": "red",
    "saint_louis": "white",
    "cairo": "orange",
}
BASE_COLUMNS = 3
BASE_COLUMN_SPACES = 5
REAR_SPACE_COINS = 2
POSTS_PER_COMPANY = BASE_COLUMNS * BASE_COLUMN_SPACES  # 15, 60 in all

REGION_COUNT = 24
ENCLAVE_COUNT = 2
BORDER_POINTS = (1, 2)  # single line, double line
BASE_PREFIX = "base:"
HEART_REWARD_KINDS = 3

TRACK_IDS = ("A1", "A2", "B1", "B2", "C1", "C2", "D1", "D2")
PERMANENT_LETTERS = ("A", "B")
CAPITAL_CALLS = (1, 2)  # each track has 1 or 2
SPECIAL_SPACES = 2
SPECIAL_POUNDS = (1, 2)
PERMANENT_BONUS_KINDS = ("expansion_plus", "bonus_markers", "goods_discount", "cotton")
EXTRA_BONUS_KINDS = ("bookkeeping_diamonds", "buy_card", "sell_card", "other_tracks")
FIXED_BONUS_TRACKS = {"bonus_markers": "B2", "other_tracks": "D2"}
# (kind, level) -> the number the bonus shows, as the rulebook describes it
TRACK_BONUS_AMOUNTS = {
    ("expansion_plus", 1): 1,
    ("expansion_plus", 2): 2,
    ("bonus_markers", 1): 1,
    ("bonus_markers", 2): 2,
    ("goods_discount", 1): 1,
    ("goods_discount", 2): 1,
    ("cotton", 1): 1,
    ("cotton", 2): 1,
    ("bookkeeping_diamonds", 1): 2,
    ("bookkeeping_diamonds", 2): 2,
    ("buy_card", 1): 0,
    ("buy_card", 2): 1,
    ("sell_card", 1): 3,
    ("sell_card", 2): 8,
    ("other_tracks", 1): 2,
    ("other_tracks", 2): 2,
}
TRACK_CARD_COUNT = 4
FIRST_GAME_TRACKS = {"mombasa": "A1", "cape_town": "B1", "saint_louis": "C1", "cairo": "D1"}

MARKET_LETTERS = {"A": 9, "B": 16, "C": 11, "D": 4, "E": 4}  # stacked A on top, E at the bottom
MARKET_CARD_COUNT = 44
SHARE_CARD_LETTERS = ("D", "E")  # the last 8 cards: single-share cards
SHARE_CARD_COUNT = 8
SHARE_CARDS_PER_COMPANY = 2
CARD_KINDS = ("goods", "expansion", "bookkeeper", "diamond", "share")
GOODS_UNITS = (1, 4)
EXPANSION_POINTS = (1, 3)
DIAMOND_MERCHANT_COUNT = 5
GENERIC_MERCHANT = (1, 2)  # diamond steps, pounds
COMPANY_MERCHANT = (2, 1)
STARTING_CARD_COUNT = 9  # per colour, identical across colours (36 in all)
EXPANSION_ONE_COUNT = 4
EXPANSION_ONE_POINTS = 1

BOOK_COUNT = 72
BOOK_LETTERS = {"A": 24, "B": 24, "C": 24}
STARTING_BOOK_LETTER = "S"
REQUIREMENT_KINDS = (
    "coffee",
    "bananas",
    "cotton",
    "one_good",
    "coffee_and_one_good",
    "expansion",
    "diamond_or_bookkeeper",
    "diamond",
    "bookkeeper",
)
BOOK_REWARD_KINDS = ("pounds", "pay", "cotton_pounds", "diamonds", "bookkeeping", "remove_posts")
REMOVE_POSTS = (1, 2)
BOOK_REQUIREMENTS = (1, 2)  # how many requirements a book shows
BOOK_REWARDS = (1, 2)

STARTING_TILE_COUNT = 10
STARTING_TILE_CARDS = 3
FIRST_GAME_SEATS = (1, 2, 3, 4)

BONUS_TILES = {"plus_one_goods": 1, "bookkeeper": 1, "diamond": 2, "expansion": 2}  # kind -> amount
BONUS_TILE_COSTS = (1, 2)

ACTION_SLOTS = 3
FINAL_DIAMOND_POUNDS = 2
FINAL_BOOKKEEPING_POUNDS = 2

FIRST_PLAYER_BOOKKEEPING = 1
BUY_SPACE_COST = 1
SELL_SPACE_BONUS = 2
MAJORITY_MEASURES = ("coffee", "bananas", "cotton", "expansion")
MAJORITY_COMPANIES = {"coffee": "cairo", "bananas": "cape_town"}
MAJORITY_OPEN_COMPANIES = ("mombasa", "saint_louis")  # cotton and expansion, one each
COFFEE_TIERS = ((1, 2, 0), (3, 3, 0), (5, 4, 1))  # (minimum, steps, posts removed)
BANANAS_AT_5 = (3, 1)  # the rulebook example: 5 bananas -> 3 Cape Town steps + 1 diamond step
COTTON_THRESHOLDS = (4, 6)
CARD_DISPLAY_COLUMNS = 3
CARD_DISPLAY_ROWS = 4
BOOK_DISPLAY_COLUMNS = 6  # under round-track spaces 2..7
BOOK_DISPLAY_ROWS = 2
BOOK_DISPLAY_PER_LETTER = 4
BOOK_COSTS = {"A": 1, "B": 1, "C": 2, "pound": 1}
ROUND_COINS = {2: (0, 1, 1, 1, 1, 1, 1), 3: (0, 2, 1, 2, 1, 2, 1), 4: (0, 2, 2, 2, 2, 2, 2)}
BONUS_MARKERS = {2: 3, 3: 2, 4: 2}
MARKERS_PER_COLOUR = 5
STARTING_POUNDS = 1
ROUNDS = 7


class _Problems:
    def __init__(self) -> None:
        self.lines: list[str] = []

    def add(self, file: str, item: str, problem: str) -> None:
        self.lines.append(f"{file}: {item}: {problem}")

    def check(self, ok: bool, file: str, item: str, problem: str) -> bool:
        if not ok:
            self.add(file, item, problem)
        return ok


def validate(c: Components) -> None:
    """Raise DataError listing every problem in ``c``; return quietly when all is well."""
    p = _Problems()
    _companies(p, c)
    _map(p, c)
    _tracks(p, c)
    _cards(p, c)
    _books(p, c)
    _starting_tiles(p, c)
    _bonus_tiles(p, c)
    _player_board(p, c)
    _board(p, c)
    if p.lines:
        count = len(p.lines)
        head = (
            "the component data has 1 problem"
            if count == 1
            else f"the component data has {count} problems"
        )
        raise DataError(head + ":\n" + "\n".join(p.lines))


def _duplicates(ids: Iterable[str]) -> list[str]:
    return [ident for ident, n in Counter(ids).items() if n > 1]


def _count(p: _Problems, file: str, item: str, what: str, actual: int, expected: int) -> None:
    p.check(actual == expected, file, item, f"there must be {expected} {what}, found {actual}")


def _rulebook_number(
    p: _Problems, file: str, item: str, key: str, actual: int, expected: int
) -> None:
    """A number the rulebook fixes: ``key`` must hold ``expected``."""
    p.check(actual == expected, file, item, f"{key} must be {expected} (rulebook)")


# -- companies ------------------------------------------------------------------------------
def _companies(p: _Problems, c: Components) -> None:
    f = "companies.toml"
    ids = tuple(co.id for co in c.companies)
    for dup in _duplicates(ids):
        p.add(f, f"company {dup}", "this id is used more than once")
    p.check(
        ids == COMPANIES,
        f,
        "companies",
        f"the companies must be {', '.join(COMPANIES)} in this order, found {', '.join(ids)}",
    )
    for dup in _duplicates(co.letter for co in c.companies):
        p.add(f, "companies", f"the letter {dup!r} is used by more than one company")
    for co in c.companies:
        item = f"company {co.id}"
        if co.id in COMPANY_COLOURS:
            p.check(
                co.colour == COMPANY_COLOURS[co.id],
                f,
                item,
                f"colour must be {COMPANY_COLOURS[co.id]} (rulebook), got {co.colour!r}",
            )
        p.check(len(co.letter) == 1, f, item, f"letter must be one character, got {co.letter!r}")
        if not p.check(
            len(co.columns) == BASE_COLUMNS,
            f,
            item,
            f"the base must have {BASE_COLUMNS} columns, found {len(co.columns)}",
        ):
            continue
        for n, column in enumerate(co.columns, start=1):
            if not p.check(
                len(column) == BASE_COLUMN_SPACES,
                f,
                f"{item}, column {n}",
                f"a column must have {BASE_COLUMN_SPACES} spaces, found {len(column)}",
            ):
                continue
            p.check(
                column[-1] == REAR_SPACE_COINS,
                f,
                f"{item}, column {n}",
                f"the final (rear) space must show {REAR_SPACE_COINS} coin icons, got {column[-1]}",
            )


# -- map ------------------------------------------------------------------------------------
def _map(p: _Problems, c: Components) -> None:
    f = "map.toml"
    regions = {r.id: r for r in c.regions}
    for dup in _duplicates(r.id for r in c.regions):
        p.add(f, f"region {dup}", "this id is used more than once")
    _count(p, f, "regions", "regions", len(c.regions), REGION_COUNT)
    bases = {BASE_PREFIX + co for co in COMPANIES}

    # borders: endpoints, points, no duplicates
    neighbours: dict[str, set[str]] = {ident: set() for ident in list(regions) + sorted(bases)}
    seen: set[frozenset[str]] = set()
    for b in c.borders:
        item = f"border {b.a} - {b.b}"
        ok = True
        for end in (b.a, b.b):
            if end not in regions and end not in bases:
                p.add(f, item, f"{end!r} is not a region id or base:<company id>")
                ok = False
        p.check(
            b.points in BORDER_POINTS,
            f,
            item,
            f"points must be 1 (single line) or 2 (double line), got {b.points}",
        )
        if b.a == b.b:
            p.add(f, item, "a border must join two different places")
            ok = False
        if b.a in bases and b.b in bases:
            p.add(f, item, "a border must touch at least one region (two bases never border)")
            ok = False
        pair = frozenset((b.a, b.b))
        if pair in seen:
            p.add(f, item, "this border is listed more than once")
        seen.add(pair)
        if ok:
            neighbours[b.a].add(b.b)
            neighbours[b.b].add(b.a)

    # enclaves and rewards
    enclaves = [r for r in c.regions if r.enclave_in is not None]
    _count(p, f, "regions", "enclave regions (with enclave_in)", len(enclaves), ENCLAVE_COUNT)
    surrounding = set()
    for r in enclaves:
        item = f"region {r.id}"
        outer = r.enclave_in
        if outer not in regions:
            p.add(f, item, f"enclave_in {outer!r} is not a region id")
            continue
        if outer == r.id:
            p.add(f, item, "an enclave cannot surround itself")
            continue
        if regions[outer].enclave_in is not None:
            p.add(f, item, f"enclave_in {outer!r} is itself an enclave")
        if outer in surrounding:
            p.add(f, item, f"{outer} already surrounds another enclave; each enclave has its own")
        surrounding.add(outer)
        p.check(
            neighbours.get(r.id, set()) == {outer},
            f,
            item,
            f"an enclave must have exactly one border, with {outer} which surrounds it; "
            f"it borders {', '.join(sorted(neighbours.get(r.id, set()))) or 'nothing'}",
        )
    no_rewards = {r.id for r in c.regions if r.rewards.count() == 0}
    for ident in sorted(no_rewards - surrounding):
        p.add(
            f, f"region {ident}", "shows no rewards, but only the 2 regions around the enclaves may"
        )
    for ident in sorted(surrounding - no_rewards):
        p.add(f, f"region {ident}", "surrounds an enclave, so it must show no rewards")

    for r in c.regions:
        item = f"region {r.id}"
        p.check(r.mines >= 0, f, item, f"mines must be 0 or more, got {r.mines}")
        if r.mines:
            p.check(
                r.rewards.diamonds > 0,
                f,
                item,
                "mine icons are printed below diamond icons, so a region with mines must show a diamond reward",
            )
            # "the mine icons below the diamond icons" (rulebook, expansion rewards): at most
            # one mine below each diamond icon
            p.check(
                r.rewards.diamonds <= 0 or r.mines <= r.rewards.diamonds,
                f,
                item,
                f"mine icons are printed below diamond icons, so it can show at most {r.rewards.diamonds} "
                f"mine{'s' if r.rewards.diamonds != 1 else ''} (one per diamond icon), got {r.mines}",
            )
        p.check(bool(neighbours.get(r.id)), f, item, "this region has no border at all")

    # the heart of Africa
    touching_base = {n for base in bases for n in neighbours.get(base, ())}
    hearts = [r for r in c.regions if r.heart]
    _count(p, f, "regions", "heart regions (heart = true)", len(hearts), 1)
    for r in hearts:
        item = f"region {r.id}"
        p.check(
            r.id not in touching_base,
            f,
            item,
            "the heart of Africa is an internal region; it must not touch a company base",
        )
        p.check(
            r.rewards.count() == HEART_REWARD_KINDS,
            f,
            item,
            f"the heart of Africa shows {HEART_REWARD_KINDS} rewards, this one {r.rewards.count()}",
        )
    for r in c.regions:
        if not r.heart and r.id not in touching_base and r.rewards.count() >= HEART_REWARD_KINDS:
            p.add(
                f,
                f"region {r.id}",
                "only the heart of Africa may be an internal region with 3 rewards",
            )

    # every base touches the map, and every region is reachable from every base
    for co in COMPANIES:
        base = BASE_PREFIX + co
        if not p.check(bool(neighbours.get(base)), f, base, "this company base touches no region"):
            continue
        reached = _reachable(neighbours, base, bases)
        unreached = sorted(set(regions) - reached)
        p.check(
            not unreached,
            f,
            base,
            f"these regions cannot be reached from this base: {', '.join(unreached)}",
        )


def _reachable(neighbours: dict[str, set[str]], start: str, bases: set[str]) -> set[str]:
    """Regions reachable from ``start`` crossing borders between regions (bases are not regions)."""
    seen: set[str] = set()
    todo = deque(n for n in neighbours[start] if n not in bases)
    while todo:
        here = todo.popleft()
        if here in seen:
            continue
        seen.add(here)
        todo.extend(n for n in neighbours[here] if n not in bases and n not in seen)
    return seen


# -- tracks ---------------------------------------------------------------------------------
def _tracks(p: _Problems, c: Components) -> None:
    f = "tracks.toml"
    ids = [t.id for t in c.tracks]
    for dup in _duplicates(ids):
        p.add(f, f"track {dup}", "this id is used more than once")
    p.check(
        sorted(ids) == sorted(TRACK_IDS),
        f,
        "tracks",
        f"the tracks must be {', '.join(TRACK_IDS)}, found {', '.join(ids)}",
    )
    kind_tracks: dict[str, list[str]] = {}
    for t in c.tracks:
        item = f"track {t.id}"
        spaces = t.spaces
        if not p.check(len(spaces) >= 2, f, item, "a track needs a starting space and more"):
            continue
        start = spaces[0]
        p.check(
            start.shares is None and not start.capital_call and start.special is None,
            f,
            f"{item}, space 0",
            "the starting space shows nothing (no shares, capital call or special space)",
        )
        last_shares = 0
        for n, s in enumerate(spaces):
            if s.shares is not None:
                p.check(
                    s.shares > last_shares,
                    f,
                    f"{item}, space {n}",
                    f"share icons must grow along the track: {s.shares} after {last_shares}",
                )
                last_shares = max(last_shares, s.shares)
            if s.special is not None:
                p.check(
                    s.special in SPECIAL_POUNDS,
                    f,
                    f"{item}, space {n}",
                    f"a special space pays 1 or 2 pounds, got {s.special}",
                )
            if s.bonus is not None and s.special is None:
                p.add(f, f"{item}, space {n}", "only special spaces carry a bonus")
            if s.special is not None and s.bonus is None:
                p.add(
                    f,
                    f"{item}, space {n}",
                    "a special space must say which bonus it unlocks (bonus = 0 or 1)",
                )
        p.check(last_shares > 0, f, item, "the track shows no share icons")
        calls = [n for n, s in enumerate(spaces) if s.capital_call]
        p.check(
            len(calls) in CAPITAL_CALLS,
            f,
            item,
            f"a track has 1 or 2 capital calls, found {len(calls)}",
        )
        specials = [s.bonus for s in spaces if s.special is not None]
        p.check(
            specials == [0, 1],
            f,
            item,
            f"a track has exactly {SPECIAL_SPACES} special spaces, the first with bonus 0, "
            f"then one with bonus 1; found bonuses {specials}",
        )
        # bonuses
        first, second = t.bonuses
        p.check(
            (first.level, second.level) == (1, 2),
            f,
            item,
            f"bonuses must be the first (level 1) then the improved one (level 2), got levels {first.level}, {second.level}",
        )
        p.check(
            first.kind == second.kind,
            f,
            item,
            f"both bonuses of a track are of one kind (the second improves the first), got {first.kind}, {second.kind}",
        )
        allowed = PERMANENT_BONUS_KINDS if t.letter in PERMANENT_LETTERS else EXTRA_BONUS_KINDS
        what = "permanent bonuses" if t.letter in PERMANENT_LETTERS else "extra bonus spaces"
        for b in t.bonuses:
            bitem = f"{item}, bonus {b.level}"
            if not p.check(
                b.kind in allowed,
                f,
                bitem,
                f"tracks {t.letter} have {what}: kind must be one of {', '.join(allowed)}, got {b.kind!r}",
            ):
                continue
            expected = TRACK_BONUS_AMOUNTS.get((b.kind, b.level))
            if expected is not None:
                p.check(
                    b.amount == expected,
                    f,
                    bitem,
                    f"{b.kind} at level {b.level} shows {expected} (rulebook), got amount {b.amount}",
                )
            if b.kind in PERMANENT_BONUS_KINDS:
                p.check(b.cost == 0, f, bitem, "a permanent bonus costs nothing; cost must be 0")
        kind_tracks.setdefault(first.kind, []).append(t.id)
    for kind in PERMANENT_BONUS_KINDS + EXTRA_BONUS_KINDS:
        on = kind_tracks.get(kind, [])
        p.check(
            len(on) == 1,
            f,
            "tracks",
            f"bonus {kind} must be on exactly one track, found on {on or 'none'}",
        )
    for kind, track in FIXED_BONUS_TRACKS.items():
        if len(kind_tracks.get(kind, [])) == 1:
            p.check(
                kind_tracks[kind] == [track],
                f,
                f"track {track}",
                f"the rulebook puts {kind} on track {track}, found on {kind_tracks[kind][0]}",
            )

    # track cards and the first game
    track_ids = set(ids)
    _count(p, f, "track_cards", "track cards", len(c.track_cards), TRACK_CARD_COUNT)
    for dup in _duplicates(card.id for card in c.track_cards):
        p.add(f, f"track card {dup}", "this id is used more than once")
    on_cards = [h for card in c.track_cards for h in card.halves]
    for card in c.track_cards:
        item = f"track card {card.id}"
        for half in card.halves:
            p.check(half in track_ids, f, item, f"{half!r} is not a track id")
        left, right = card.halves
        p.check(
            left[:1] == right[:1] and {left[1:], right[1:]} == {"1", "2"},
            f,
            item,
            f"a track card holds both sides of one letter (like A1, A2), got {left}, {right}",
        )
    for ident in sorted(track_ids):
        p.check(
            on_cards.count(ident) == 1,
            f,
            "track_cards",
            f"track {ident} must be on exactly one track card",
        )
    first_game = dict(c.first_game_tracks)
    for company, track in c.first_game_tracks:
        p.check(company in COMPANIES, f, "first_game", f"{company!r} is not a company id")
        p.check(track in track_ids, f, "first_game", f"{track!r} is not a track id")
    p.check(
        first_game == FIRST_GAME_TRACKS and len(c.first_game_tracks) == len(FIRST_GAME_TRACKS),
        f,
        "first_game",
        "the first game uses A1 at Mombasa, B1 at Cape Town, C1 at Saint-Louis, D1 at Cairo (rulebook)",
    )


# -- cards ----------------------------------------------------------------------------------
_CARD_FIELDS = ("good", "units", "expansion", "bookkeeping", "diamonds", "pounds", "company")
_KIND_FIELDS = {
    "goods": ("good", "units"),
    "expansion": ("expansion",),
    "bookkeeper": ("bookkeeping",),
    "diamond": ("diamonds", "pounds", "company"),
    "share": (),
}


def _card(p: _Problems, card: CardDef, section: str) -> None:
    f = "cards.toml"
    item = f"card {card.id}"
    if not p.check(
        card.kind in CARD_KINDS,
        f,
        item,
        f"kind must be one of {', '.join(CARD_KINDS)}, got {card.kind!r}",
    ):
        return
    for name in _CARD_FIELDS:
        if name not in _KIND_FIELDS[card.kind] and getattr(card, name):
            p.add(f, item, f"a {card.kind} card does not show {name}")
    p.check(card.crate >= 0, f, item, f"crate must be 0 or more, got {card.crate}")
    if card.share is not None:
        p.check(card.share in COMPANIES, f, item, f"share {card.share!r} is not a company id")
    if card.kind == "goods":
        p.check(
            card.good in GOODS,
            f,
            item,
            f"good must be one of {', '.join(GOODS)}, got {card.good!r}",
        )
        lo, hi = GOODS_UNITS
        p.check(lo <= card.units <= hi, f, item, f"units must be {lo} to {hi}, got {card.units}")
    elif card.kind == "expansion":
        lo, hi = EXPANSION_POINTS
        p.check(
            lo <= card.expansion <= hi,
            f,
            item,
            f"expansion must be {lo} to {hi}, got {card.expansion}",
        )
    elif card.kind == "bookkeeper":
        p.check(
            card.bookkeeping >= 1, f, item, f"bookkeeping must be 1 or more, got {card.bookkeeping}"
        )
    elif card.kind == "diamond":
        if card.company is None:
            p.check(
                (card.diamonds, card.pounds) == GENERIC_MERCHANT,
                f,
                item,
                "the generic diamond merchant gives 1 diamond step and 2 pounds (rulebook)",
            )
        else:
            p.check(
                card.company in COMPANIES, f, item, f"company {card.company!r} is not a company id"
            )
            p.check(
                (card.diamonds, card.pounds) == COMPANY_MERCHANT,
                f,
                item,
                "a company diamond merchant gives 2 diamond steps and 1 pound (rulebook)",
            )
    elif card.kind == "share":
        p.check(
            card.share is not None, f, item, "a single-share card must name its company in share"
        )
    if section == "market":
        p.check(card.seat is None, f, item, 'only the "1"-expansion cards have a seat')
    else:
        p.check(card.letter is None, f, item, "only market cards have a letter")


def _cards(p: _Problems, c: Components) -> None:
    f = "cards.toml"
    every = c.market_cards + c.starting_cards + c.expansion_one_cards
    for dup in _duplicates(card.id for card in every):
        p.add(f, f"card {dup}", "this id is used more than once")
    for card in c.market_cards:
        _card(p, card, "market")
    for card in c.starting_cards + c.expansion_one_cards:
        _card(p, card, "starting")

    # market
    market = c.market_cards
    _count(p, f, "market", "market cards", len(market), MARKET_CARD_COUNT)
    letters = Counter(card.letter for card in market)
    for letter, n in MARKET_LETTERS.items():
        _count(p, f, "market", f"market cards of letter {letter}", letters.get(letter, 0), n)
    for card in market:
        if card.letter not in MARKET_LETTERS:
            p.add(
                f,
                f"card {card.id}",
                f"letter must be one of {', '.join(MARKET_LETTERS)}, got {card.letter!r}",
            )
        if card.letter in SHARE_CARD_LETTERS:
            p.check(
                card.kind == "share",
                f,
                f"card {card.id}",
                f'all {"/".join(SHARE_CARD_LETTERS)} cards are single-share cards (kind = "share")',
            )
        elif card.letter in MARKET_LETTERS:
            p.check(
                card.kind != "share",
                f,
                f"card {card.id}",
                f"single-share cards are only letters {'/'.join(SHARE_CARD_LETTERS)}",
            )
    share_cards = [card for card in market if card.kind == "share"]
    _count(p, f, "market", "single-share cards", len(share_cards), SHARE_CARD_COUNT)
    per_company = Counter(card.share for card in share_cards)
    for company in COMPANIES:
        _count(
            p,
            f,
            "market",
            f"single-share cards of {company}",
            per_company.get(company, 0),
            SHARE_CARDS_PER_COMPANY,
        )
    merchants = [card for card in market if card.kind == "diamond"]
    _count(p, f, "market", "diamond merchants", len(merchants), DIAMOND_MERCHANT_COUNT)
    generic = [card for card in merchants if card.company is None]
    _count(p, f, "market", "generic diamond merchants", len(generic), 1)
    owners = Counter(card.company for card in merchants if card.company is not None)
    for company in COMPANIES:
        _count(p, f, "market", f"diamond merchants of {company}", owners.get(company, 0), 1)

    # starting cards and the "1"-expansion cards
    _count(p, f, "starting", "starting card templates", len(c.starting_cards), STARTING_CARD_COUNT)
    for card in c.starting_cards:
        p.check(
            card.kind not in ("diamond", "share"),
            f,
            f"card {card.id}",
            "starting cards hold no diamond merchants or single-share cards",
        )
        p.check(card.seat is None, f, f"card {card.id}", 'only the "1"-expansion cards have a seat')
    ones = c.expansion_one_cards
    _count(p, f, "expansion_one", '"1"-expansion cards', len(ones), EXPANSION_ONE_COUNT)
    for card in ones:
        p.check(
            card.kind == "expansion" and card.expansion == EXPANSION_ONE_POINTS,
            f,
            f"card {card.id}",
            'a "1"-expansion card is an expansion card with 1 expansion point',
        )
    seats = sorted(card.seat for card in ones if card.seat is not None)
    p.check(
        seats == list(range(1, EXPANSION_ONE_COUNT + 1)),
        f,
        "expansion_one",
        f'the "1"-expansion cards go to seats 1 to {EXPANSION_ONE_COUNT}, one each; found seats {seats}',
    )
    for dup in _duplicates(str(card.crate) for card in ones):
        p.add(
            f,
            "expansion_one",
            f'the "1"-expansion cards differ in crate-value; {dup} is used twice',
        )


# -- books ----------------------------------------------------------------------------------
def _book(p: _Problems, f: str, item: str, book: Book) -> None:
    p.check(
        len(book.requirements) in BOOK_REQUIREMENTS,
        f,
        item,
        f"a book shows 1 or 2 requirements, found {len(book.requirements)}",
    )
    p.check(
        len(book.rewards) in BOOK_REWARDS,
        f,
        item,
        f"a book shows 1 or 2 rewards, found {len(book.rewards)}",
    )
    for r in book.requirements:
        if p.check(
            r.kind in REQUIREMENT_KINDS,
            f,
            item,
            f"unknown requirement {r.kind!r} (expected one of: {', '.join(REQUIREMENT_KINDS)})",
        ):
            p.check(r.value >= 1, f, item, f"requirement {r.kind} must be 1 or more, got {r.value}")
    for w in book.rewards:
        if not p.check(
            w.kind in BOOK_REWARD_KINDS,
            f,
            item,
            f"unknown reward {w.kind!r} (expected one of: {', '.join(BOOK_REWARD_KINDS)})",
        ):
            continue
        if w.kind == "cotton_pounds":
            p.check(w.value == 0, f, item, "cotton_pounds takes no number; write cotton_pounds = 0")
        elif w.kind == "remove_posts":
            p.check(w.value in REMOVE_POSTS, f, item, f"remove_posts must be 1 or 2, got {w.value}")
        else:
            p.check(w.value >= 1, f, item, f"reward {w.kind} must be 1 or more, got {w.value}")


def _books(p: _Problems, c: Components) -> None:
    f = "books.toml"
    ids = [b.id for b in c.books] + [t.book.id for t in c.starting_tiles]
    for dup in _duplicates(ids):
        p.add(f, f"book {dup}", "this id is used more than once")
    _count(p, f, "books", "book tiles", len(c.books), BOOK_COUNT)
    letters = Counter(b.letter for b in c.books)
    for letter, n in BOOK_LETTERS.items():
        _count(p, f, "books", f"books of letter {letter}", letters.get(letter, 0), n)
    for b in c.books:
        item = f"book {b.id}"
        p.check(b.letter in BOOK_LETTERS, f, item, f"letter must be A, B or C, got {b.letter!r}")
        _book(p, f, item, b)


# -- starting and bonus tiles ---------------------------------------------------------------
def _starting_tiles(p: _Problems, c: Components) -> None:
    f = "starting_tiles.toml"
    for dup in _duplicates(t.id for t in c.starting_tiles):
        p.add(f, f"starting tile {dup}", "this id is used more than once")
    _count(p, f, "starting_tiles", "starting tiles", len(c.starting_tiles), STARTING_TILE_COUNT)
    templates = {card.id for card in c.starting_cards}
    for t in c.starting_tiles:
        item = f"starting tile {t.id}"
        for card in t.resting_cards:
            p.check(
                card in templates,
                f,
                item,
                f"resting card {card!r} is not a starting card id in cards.toml",
            )
        p.check(
            len(set(t.resting_cards)) == STARTING_TILE_CARDS,
            f,
            item,
            "the 3 resting cards must be 3 different starting cards",
        )
        _book(p, f, f"{item}, book", t.book)
        p.check(bool(t.bonus), f, item, "a starting tile shows a starting bonus")
        for target, _steps in t.bonus:
            p.check(
                target in COMPANIES or target == "diamond",
                f,
                item,
                f"bonus {target!r} must be a company id or diamond",
            )
        if t.first_game_seat is not None:
            p.check(
                t.first_game_seat in FIRST_GAME_SEATS,
                f,
                item,
                f"first_game_seat must be 1 to 4, got {t.first_game_seat}",
            )
    seats = sorted(t.first_game_seat for t in c.starting_tiles if t.first_game_seat is not None)
    p.check(
        seats == list(FIRST_GAME_SEATS),
        f,
        "starting_tiles",
        f"the first game gives seats 1 to 4 one specific tile each; found first_game_seat {seats}",
    )


def _bonus_tiles(p: _Problems, c: Components) -> None:
    f = "bonus_tiles.toml"
    for dup in _duplicates(t.id for t in c.bonus_tiles):
        p.add(f, f"bonus tile {dup}", "this id is used more than once")
    _count(p, f, "bonus_tiles", "bonus tiles", len(c.bonus_tiles), len(BONUS_TILES))
    kinds = Counter(t.kind for t in c.bonus_tiles)
    for kind in BONUS_TILES:
        _count(p, f, "bonus_tiles", f"bonus tiles of kind {kind}", kinds.get(kind, 0), 1)
    for t in c.bonus_tiles:
        item = f"bonus tile {t.id}"
        if p.check(
            t.kind in BONUS_TILES,
            f,
            item,
            f"kind must be one of {', '.join(BONUS_TILES)}, got {t.kind!r}",
        ):
            p.check(
                t.amount == BONUS_TILES[t.kind],
                f,
                item,
                f"the {t.kind} tile shows {BONUS_TILES[t.kind]} (rulebook), got amount {t.amount}",
            )
        p.check(
            t.cost in BONUS_TILE_COSTS,
            f,
            item,
            f"a bonus tile space costs 1 or 2 pounds, got {t.cost}",
        )


# -- player board ---------------------------------------------------------------------------
def _score_track(p: _Problems, f: str, name: str, values: list[int | None]) -> None:
    p.check(values[0] is None, f, f"{name}, space 0", "the starting space shows no value")
    p.check(
        values[-1] is not None,
        f,
        f"{name}, space {len(values) - 1}",
        "the final space must show a value",
    )
    last = 0
    for n, value in enumerate(values):
        if value is not None:
            p.check(
                value > last,
                f,
                f"{name}, space {n}",
                f"values must grow along the track: {value} after {last}",
            )
            last = max(last, value)


def _player_board(p: _Problems, c: Components) -> None:
    f = "player_board.toml"
    b = c.player_board
    _rulebook_number(p, f, "player_board", "action_slots", b.action_slots, ACTION_SLOTS)
    _rulebook_number(
        p, f, "player_board", "final_diamond_pounds", b.final_diamond_pounds, FINAL_DIAMOND_POUNDS
    )
    _rulebook_number(
        p,
        f,
        "player_board",
        "final_bookkeeping_pounds",
        b.final_bookkeeping_pounds,
        FINAL_BOOKKEEPING_POUNDS,
    )
    if p.check(
        len(b.diamond) >= 3, f, "diamond track", "the diamond track needs at least 3 spaces"
    ):
        _score_track(p, f, "diamond track", [s.value for s in b.diamond])
        unlocks = [n for n, s in enumerate(b.diamond) if s.unlocks_slot]
        p.check(
            len(unlocks) == 1 and unlocks[0] > 0,
            f,
            "diamond track",
            f"exactly one space after the start unlocks an action slot, found spaces {unlocks}",
        )
    if p.check(
        len(b.bookkeeping) >= 4,
        f,
        "bookkeeping track",
        "the bookkeeping track needs at least 4 spaces",
    ):
        _score_track(p, f, "bookkeeping track", [s.value for s in b.bookkeeping])
        unlocks = [n for n, s in enumerate(b.bookkeeping) if s.unlocks_slot]
        p.check(
            len(unlocks) == 1 and unlocks[0] > 1,
            f,
            "bookkeeping track",
            f"exactly one book space after the starting book unlocks an action slot, found spaces {unlocks}",
        )
        p.check(
            not b.bookkeeping[0].no_a and not b.bookkeeping[1].no_a,
            f,
            "bookkeeping track",
            "the ink-jar space and the starting book's space show no crossed-out A",
        )
        p.check(
            any(s.no_a for s in b.bookkeeping),
            f,
            "bookkeeping track",
            "some spaces show a crossed-out A (no_a = true), found none",
        )


# -- board ----------------------------------------------------------------------------------
def _board(p: _Problems, c: Components) -> None:
    f = "board.toml"
    b = c.board
    _rulebook_number(
        p,
        f,
        "bonus_spaces",
        "first_player_bookkeeping",
        b.first_player_bookkeeping,
        FIRST_PLAYER_BOOKKEEPING,
    )
    _rulebook_number(p, f, "bonus_spaces", "buy_space_cost", b.buy_space_cost, BUY_SPACE_COST)
    _rulebook_number(p, f, "bonus_spaces", "sell_space_bonus", b.sell_space_bonus, SELL_SPACE_BONUS)

    # majority spaces
    for dup in _duplicates(m.id for m in b.majorities):
        p.add(f, f"majority space {dup}", "this id is used more than once")
    measures = [m.measure for m in b.majorities]
    p.check(
        sorted(measures) == sorted(MAJORITY_MEASURES),
        f,
        "majorities",
        f"there is one majority space each for {', '.join(MAJORITY_MEASURES)}, found {', '.join(measures)}",
    )
    by_measure = {m.measure: m for m in b.majorities}
    for m in b.majorities:
        item = f"majority space {m.id}"
        p.check(m.company in COMPANIES, f, item, f"company {m.company!r} is not a company id")
        if m.measure in MAJORITY_COMPANIES:
            p.check(
                m.company == MAJORITY_COMPANIES[m.measure],
                f,
                item,
                f"the {m.measure} majority moves on the {MAJORITY_COMPANIES[m.measure]} track (rulebook)",
            )
        if not p.check(bool(m.tiers), f, item, "a majority space needs at least one tier"):
            continue
        minima = [t.minimum for t in m.tiers]
        p.check(minima[0] >= 1, f, item, "the lowest tier needs at least 1")
        p.check(
            all(a < b for a, b in zip(minima, minima[1:], strict=False)),
            f,
            item,
            f"tiers must be listed by growing minimum, got {minima}",
        )
        for n, t in enumerate(m.tiers, start=1):
            p.check(t.steps >= 1, f, f"{item}, tier {n}", "a tier moves at least 1 step")
            p.check(
                t.rewards.track == 0,
                f,
                f"{item}, tier {n}",
                "use steps for track steps, not rewards.track",
            )
    others = sorted(by_measure[m].company for m in ("cotton", "expansion") if m in by_measure)
    p.check(
        others == sorted(MAJORITY_OPEN_COMPANIES),
        f,
        "majorities",
        "the cotton and expansion majorities go to the Mombasa and Saint-Louis tracks, one each",
    )
    if "coffee" in by_measure:
        got = tuple((t.minimum, t.steps, t.remove_posts) for t in by_measure["coffee"].tiers)
        extras = [t.rewards for t in by_measure["coffee"].tiers if t.rewards.count()]
        p.check(
            got == COFFEE_TIERS and not extras,
            f,
            "majority space coffee",
            "the rulebook's coffee tiers are 1-2: 2 steps, 3-4: 3 steps, 5+: 4 steps and remove 1 trading post",
        )
    if "bananas" in by_measure:
        reached = [t for t in by_measure["bananas"].tiers if t.minimum <= 5]
        best = reached[-1] if reached else None
        p.check(
            best is not None and (best.steps, best.rewards.diamonds) == BANANAS_AT_5,
            f,
            "majority space bananas",
            "the rulebook's example: 5 bananas give 3 Cape Town steps and 1 diamond step",
        )
    if "cotton" in by_measure:
        cotton_minima = {t.minimum for t in by_measure["cotton"].tiers}
        p.check(
            set(COTTON_THRESHOLDS) <= cotton_minima,
            f,
            "majority space cotton",
            "the cotton majority has tiers 4+ and 6+ (rulebook)",
        )

    # card display, book display
    display = b.card_display
    if p.check(
        len(display) == CARD_DISPLAY_COLUMNS,
        f,
        "card_display",
        f"the card display has {CARD_DISPLAY_COLUMNS} columns (left, middle, right)",
    ):
        for name, column in zip(("left", "middle", "right"), display, strict=True):
            p.check(
                len(column) == CARD_DISPLAY_ROWS,
                f,
                f"card_display, {name}",
                f"a column has {CARD_DISPLAY_ROWS} spaces, found {len(column)}",
            )
    books = b.book_display
    p.check(
        len(books) == BOOK_DISPLAY_COLUMNS,
        f,
        "book_display",
        f"the book display has {BOOK_DISPLAY_COLUMNS} columns (rounds 2 to 7), found {len(books)}",
    )
    letters = Counter(letter for column in books for letter in column)
    for letter in BOOK_LETTERS:
        p.check(
            letters.get(letter, 0) == BOOK_DISPLAY_PER_LETTER,
            f,
            "book_display",
            f"the book display has {BOOK_DISPLAY_PER_LETTER} spaces of letter {letter}, found {letters.get(letter, 0)}",
        )
    for letter in letters:
        p.check(
            letter in BOOK_LETTERS, f, "book_display", f"{letter!r} is not a book letter (A, B, C)"
        )

    # fixed numbers
    p.check(
        dict(b.book_costs) == BOOK_COSTS,
        f,
        "book_costs",
        "book costs are A 1, B 1, C 2 and 1 point per pound (rulebook)",
    )
    p.check(
        dict(b.round_coins) == ROUND_COINS,
        f,
        "round_coins",
        "round coins are 2 players 1 each on spaces 2-7; 3 players 2,1,2,1,2,1; 4 players 2 each; space 1 empty (rulebook)",
    )
    p.check(
        dict(b.bonus_markers) == BONUS_MARKERS,
        f,
        "bonus_markers",
        "bonus markers are 3 each with 2 players, 2 each with 3 or 4 players (rulebook)",
    )
    _rulebook_number(p, f, "bonus_markers", "per_colour", b.markers_per_colour, MARKERS_PER_COLOUR)
    _rulebook_number(p, f, "game", "starting_pounds", b.starting_pounds, STARTING_POUNDS)
    _rulebook_number(p, f, "game", "rounds", b.rounds, ROUNDS)
