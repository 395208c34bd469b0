"""What a Mombasa panel pre-selects (bot/games/mombasa/defaults.py), read from a seat's
view: the books nearest to the player's cards, and the column an ousted post goes to."""

from __future__ import annotations

from bot.games.mombasa.defaults import book_fit, oust_column


def card(kind: str, good: str | None = None, units: int = 0, expansion: int = 0) -> dict:
    return {"kind": kind, "good": good, "units": units, "expansion": expansion}


def book(letter: str, rewards: list[dict] | None = None, **needs: int) -> dict:
    return {"letter": letter, "requirements": [{"kind": k, "value": v} for k, v in needs.items()],
            "rewards": rewards or [{"kind": "pounds", "value": 1}]}


def view(hand: list[dict], area: list[dict], display: list[list[dict]]) -> dict:
    return {"me": {"hand": hand}, "book_display": display,
            "players": [{"action_area": [{"card": c} for c in area], "track_shares": {}}]}


def test_a_book_the_cards_meet_is_nearer_than_one_they_do_not():
    # 2 coffee in hand, 1 more on the action area; an expansion card of 1
    v = view([card("goods", "coffee", 2)], [card("goods", "coffee", 1), card("expansion", expansion=1)],
             [[book("A", coffee=3), book("A", bananas=2)], [book("B", expansion=2), book("A", coffee=3)]])
    met, missing, half = book_fit(v, 0, 0, 0), book_fit(v, 0, 0, 1), book_fit(v, 0, 1, 0)
    assert met is not None and missing is not None and half is not None
    assert met > half > missing
    # a B-book as near as an A-book is a little better (a richer reward); one that costs
    # pounds to stop on a little worse
    v["book_display"][1][1] = book("B", coffee=3)
    assert book_fit(v, 0, 1, 1) > met
    v["book_display"][1][1] = book("A", rewards=[{"kind": "pay", "value": 1}], coffee=3)
    assert book_fit(v, 0, 1, 1) < met
    assert book_fit(v, 0, 5, 0) is None  # no such book in the view: no suggestion


def test_an_ousted_post_covers_the_fewest_coins_for_a_shareholder_and_the_most_for_others():
    # the rearmost empty space of each column (front -> rear; 3 posts cover the rear three):
    # column 1 shows 0 coins there (3 on the space before it), column 2 shows 2, column 3 is full
    columns = [{"posts": 3, "final_lost": False, "coins": [3, 0, 0, 0, 0]},
               {"posts": 3, "final_lost": False, "coins": [0, 2, 0, 0, 0]},
               {"posts": 5, "final_lost": False, "coins": [0, 0, 0, 0, 0]}]
    v = {"companies": {"cairo": {"columns": columns}}, "players": [{"track_shares": {"cairo": 0}}]}
    assert oust_column(v, 0, "cairo", [0, 1]) == 1  # no share in Cairo: hide its coins
    v["players"][0]["track_shares"]["cairo"] = 2
    assert oust_column(v, 0, "cairo", [0, 1]) == 0  # a shareholder keeps them showing
    # after a post returned to column 1 this move, the next would cover its 3 coins
    assert oust_column(v, 0, "cairo", [0, 1], {0: 1}) == 1
    assert oust_column({}, 0, "cairo", [0, 1]) is None
