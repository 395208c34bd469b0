"""Mombasa's menus read what they show from data, not from the words of the engine's labels:
the buy menu its card, price and place (the buy choice's ``column`` and ``row``; the seat's
view: the card display and the prices of the goods action under way), the expansion menus a
region's cost (the view), the planning menus the card (the placement's ``card``). Each
says exactly what the label said."""

from __future__ import annotations

import random

from bot.games.mombasa.panels import _on_offer
from rules import get_game
from rules.core import Message, msg
from rules.mombasa import wording as W


def buy_decisions(seeds=range(6), limit=20):
    """(view before goods_done or at the buy, the buy actions) met in random 2-player games:
    at the goods action's last step before the buy (the panel's look-ahead) and at the buy."""
    game = get_game("mombasa")
    found = []
    for seed in seeds:
        rng = random.Random(seed)
        state = game.new_game(players=2, seed=seed)
        while not game.is_over(state) and len(found) < limit:
            seat = game.to_move(state)[0]
            legal = game.legal_actions(state, seat)
            done = next((a for a in legal if a.kind == "goods_done"), None)
            if done is not None:  # the select step: its view's prices are the buy's to come
                after, _ = game.apply(state, seat, done)
                buys = [a for a in game.legal_actions(after, seat) if a.kind == "buy"]
                found.append((game.view(state, seat), buys))
            buys = [a for a in legal if a.kind == "buy"]
            if buys:
                found.append((game.view(state, seat), buys))
            state, _ = game.apply(state, seat, rng.choice(legal))
    return found


def test_the_card_price_and_place_come_from_the_view_and_agree_with_the_label():
    decisions = buy_decisions()
    assert len(decisions) >= 5 and sum(len(b) for _, b in decisions) >= 10
    for view, buys in decisions:
        for action in buys:
            params = {k: v for k, v in action.to_json().items() if k != "kind"}
            card, price = _on_offer(view, params)
            said = action.message.args
            # the menu's words, from data and from the label: the same message
            assert msg("bot-mombasa-buy-short", card=card, price=price) == \
                msg("bot-mombasa-buy-short", card=said["card"], price=said["price"]), (params, said)
            assert msg("bot-mombasa-buy-where", column=W.column(params["column"]), row=params["row"] + 1) == \
                msg("bot-mombasa-buy-where", column=said["column"], row=said["row"])


def test_without_the_views_prices_the_menu_falls_back_to_the_move_s_words():
    view, buys = buy_decisions(limit=1)[0]
    params = {k: v for k, v in buys[0].to_json().items() if k != "kind"}
    assert _on_offer(view, params) is not None
    bare = {**view, "pending": {**view["pending"], "prices": []}}
    assert _on_offer(bare, params) is None
    assert _on_offer(None, params) is None


def test_the_regions_cost_comes_from_the_view_and_agrees_with_the_label():
    """The expansion's menus: the region is the choice's ``region``, its cost the view's."""
    from bot.games.mombasa.panels import _entry_cost

    game = get_game("mombasa")
    met = 0
    for seed in range(8):
        rng = random.Random(seed)
        state = game.new_game(players=2, seed=seed)
        while not game.is_over(state) and met < 12:
            seat = game.to_move(state)[0]
            legal = game.legal_actions(state, seat)
            view = game.view(state, seat)
            for action in (a for a in legal if a.kind == "enter"):
                params = {k: v for k, v in action.to_json().items() if k != "kind"}
                said = action.message.args
                assert msg("bot-mombasa-enter-short", region=W.region(params["region"]),
                           cost=_entry_cost(view, params)) == \
                    msg("bot-mombasa-enter-short", region=said["region"], cost=said["cost"])
                met += 1
            state, _ = game.apply(state, seat, rng.choice(legal))
    assert met >= 5


def test_a_planned_card_comes_from_the_choice_and_agrees_with_the_label():
    """The planning menus: the card is the placement's ``card`` (an id), worded as the label."""
    from bot.games.mombasa.panels import _planned_card
    from bot.games.outcomes import Choice

    game = get_game("mombasa")
    state, rng = game.new_game(players=3, seed=4), random.Random(4)
    places: list = []
    while len(places) < 20 and not game.is_over(state):
        seat = game.to_move(state)[0]
        legal = game.legal_actions(state, seat)
        places += [a for a in legal if a.kind == "plan_place"]
        state, _ = game.apply(state, seat, rng.choice(legal))
    assert len(places) >= 20
    for action in places:
        params = {k: v for k, v in action.to_json().items() if k != "kind"}
        bare = Choice(0, "", "plan_place", params=params)  # no label to read
        assert _planned_card(bare) == Message.from_json(action.message.args["card"])
