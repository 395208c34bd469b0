"""The Mombasa profile: which action kinds each ``/mombasa`` command offers, and rules help.

The engine (rules/mombasa) exposes one small decision at a time; these groups follow its
action kinds. A move is whole when the seat no longer decides (a plan ends with
``plan_commit``) or when the engine closes an action with its summary line (the service
then asks for Confirm).
"""

from __future__ import annotations

from typing import Any

from rules.core import Game

from . import mombasa_cards
from .profiles import GameProfile, LobbyOption, SoloSetup, register_profile, seat_done

COMMANDS = {
    # secret planning, and the variable set-up's secret starting-tile choice
    "plan": ("plan_place", "plan_take", "plan_commit", "choose_tile", "arrange"),
    "goods": ("goods", "goods_add", "goods_done", "buy", "plus_one", "step"),
    "expand": ("expand", "enter", "expand_company", "finish_expansion"),
    "bookkeeper": ("bookkeeper", "flip_book", "take_pound"),
    "diamond": ("diamond",),
    "bonus": ("bonus", "bk_diamond", "buy_for_pounds", "sell"),
    "pass": ("end_phase", "pickup"),
    "play": (),  # anything legal
}

COMMAND_HELP = {
    "plan": "Plan your round in secret: put action cards into your action slots",
    "goods": "Take a goods action (sell or buy cards, move a company's shares)",
    "expand": "Take an expansion action: place trading posts",
    "bookkeeper": "Take a bookkeeper action: move along the bookkeeping track",
    "diamond": "Take a diamond action: move along the diamond track",
    "bonus": "Take a bonus action",
    "pass": "End your action phase for this round",
    "play": "Any of your legal actions, or your open decision",
}

RULES = {
    "overview": "Mombasa is played over 7 rounds of three phases: planning (everyone puts action "
    "cards into their action slots in secret), the general action phase (in turn, one action "
    "each until everyone has ended their action phase) and the preparation of the next round. "
    "You earn pounds through company shares, your diamond track, your bookkeeping track and "
    "cash; the most pounds wins (a tie shares the victory). Commands: `/mombasa panel` or the "
    "**Open my panel** button shows what you can do now.",
    "planning": "Each round everyone at once puts cards from hand face down into their available "
    "action slots (3 at first; the diamond and bookkeeping tracks can unlock a 4th and 5th). "
    "Each action slot feeds the resting deck above it: at the end of your action phase the cards "
    "go there, and you take back only one resting deck per round, so where a card goes matters. "
    "You may plan fewer cards. Plan with `/mombasa plan` (only you see your panel; a reopened "
    "panel keeps your draft); when everyone has confirmed, all plans are revealed.",
    "goods": "Use one or more face-up goods cards of one type (coffee, bananas or cotton): their "
    "units buy at most one card from the card display (its price is its own crate value plus "
    "the crate value beside its space) and/or move your markers on company tracks, one space "
    "per unit, split as you like. The used cards are flipped. `/mombasa goods`.",
    "expansion": "Use all your face-up expansion cards at once to expand one company: take its "
    "trading posts from the front of its base columns into regions next to its base or its "
    "posts. Crossing a single border costs 1 point, a double border 2, +1 if another company "
    "is there (it is ousted back to its base). Entered regions give their rewards (pounds, "
    "diamond steps, steps on that company's track, bookkeeping points). Emptied base spaces "
    "raise the value of that company's shares. `/mombasa expand`.",
    "bookkeeping": "Use one bookkeeper: first you may pay 2 pounds to flip one book face down, "
    "then move your ink jar forward book by book while your face-up cards meet each book's "
    "requirements (they are not used up); you get the reward of the book you stop on. Then "
    "spend the bookkeeper's points: an A- or B-book costs 1, a C-book 2, a pound 1; new books go "
    "onto your bookkeeping track at the end of the turn. `/mombasa bookkeeper`.",
    "diamonds": "A diamond merchant moves your diamond marker and gives pounds: the generic one "
    "1 step and 2 pounds, a company's merchant 2 steps and 1 pound plus 1 step for every 2 mine "
    "icons in the regions that company controls. The diamond track scores its last value "
    "passed and can unlock an action slot. `/mombasa diamond`.",
    "bonus spaces": "Place a bonus marker (`/mombasa bonus`) on a free bonus space: the first "
    "player space (take the first player marker and 1 bookkeeping point), buy a card for pounds "
    "(pay 1 plus its price), sell a card from hand (its crate value + 2 pounds), a majority space "
    "(if nobody has more coffee / bananas / cotton / expansion face up: steps on a company "
    "track, more for more), or a bonus tile space that reserves a tile for next round (the "
    '"+1"-goods tile, or a bookkeeper, diamond merchant or expansion tile that acts as an extra '
    "action card). Markers come back at the end of the round.",
    "tracks": "Each company has a track; goods units, region rewards and majority spaces move "
    "your marker on it. Reaching or passing a share icon gives you that many shares; some "
    "spaces cost pounds to enter (capital calls), special spaces pay pounds, and markers far "
    "enough along unlock better bonuses (the track's first and second bonus). Cards with an "
    "extra share in their corner add shares at the end.",
    "scoring": "After round 7 everyone takes back all resting decks. Score: cash; for each "
    "company, your shares (track plus cards) times its share value (the coin icons showing in "
    "its base); the last value your diamond marker passed; the last value your ink jar passed. "
    "Highest total wins; a tie shares the victory. The bot posts the score sheet and keeps "
    "your results for `/mombasa stats`.",
    "solo": "`/mombasa solo difficulty:` starts a game against the Mautoma, the automated "
    "opponent of the Mautoma v2.0 rules, in a DM with the bot (it needs your DMs open). You "
    "play as usual; after each of your moves the bot posts what the Mautoma did and why.",
    "actions": "On your turn do exactly one action: use goods cards, use all expansion cards, "
    "use a bookkeeper, use a diamond merchant, place a bonus marker, or end your action phase "
    "(`/mombasa pass`: take back exactly one resting deck; your planned cards go to their "
    "resting decks). Each action can be built step by step in your panel and cancelled before "
    "you confirm it.",
    "undo": "`/mombasa undo` takes back your last move while no other player has acted and "
    "nothing hidden was revealed since (a drawn card, a revealed plan).",
}

SCORE_LABELS = {
    "cash": "cash",
    "mombasa": "Mombasa shares",
    "cape_town": "Cape Town shares",
    "saint_louis": "Saint-Louis shares",
    "cairo": "Cairo shares",
    "diamonds": "diamonds",
    "bookkeeping": "bookkeeping",
}

def move_complete(game: Game, after: Any, seat: int, events: list[dict[str, Any]]) -> bool:
    """A move is one action: it is whole when the seat stops deciding (a committed plan, an
    ended action phase) or when the engine closes the action with its summary line. Without
    the latter, a player whose opponents have all passed would play the rest of the round
    as one move."""
    if seat_done(game, after, seat, events):
        return True
    return any(e.get("summary") and e.get("seat") == seat for e in events)


def skip(game: Game, state: Any, seat: int, draft: list[Any]) -> list[Any]:
    """The safest default for a player past the turn deadline: while planning, their drafted
    cards (if they still fit) and the plan's confirmation, else an empty plan; in the action
    phase, any action under way is cancelled and they end their action phase, taking the
    first choice offered (the first resting deck); in the set-up, the first choice."""
    from rules.core import IllegalAction

    from .service import default_skip

    start = []
    if state.get("phase") == "planning" and draft:
        after = state
        try:
            for obj in draft:
                action = game.action_from_json(obj)
                after, _ = game.apply(after, seat, action)
                start.append(action)
        except IllegalAction:
            start, after = [], state
        state = after
    return default_skip(game, state, seat, prefer=("plan_commit", "end_phase"), start=start,
                        first=("cancel",))


register_profile(
    GameProfile(
        kind="mombasa",
        title="Mombasa",
        min_players=2,
        max_players=4,
        commands=COMMANDS,
        # The engine plays the Mautoma itself (seat 1, never in to_move) and explains its
        # moves in events; the bot only marks the seat as automated.
        solo={d: SoloSetup(players=2, options={"automa": d}, automa_seats=(1,))
              for d in ("easy", "medium", "hard")},
        automa_name="the Mautoma",
        lobby_options=(
            LobbyOption("setup", "Setup",
                        "First-game set-up, or the variable set-up with a secret starting choice",
                        (("first game", "first"), ("variable", "variable"))),
        ),
        description="Play Mombasa: in a server thread with friends, or solo against the Mautoma in DMs",
        command_help=COMMAND_HELP,
        solo_default="medium",
        lookup_help=("Look up a card, a book or a tile by name",
                     'Start typing: a card ("coffee", "diamond merchant"), a book ("C-book"), a tile'),
        secret_verb="planned",
        rules_help=RULES,
        complete=move_complete,
        seat_pattern=r"\bPlayer ([1-4])\b",  # rules/mombasa/state.py pname()
        button_kinds=("plan_commit", "goods_done", "finish_expansion", "ink_stop", "no_buy", "no_flip"),
        seat_colours=("blue", "yellow", "green", "pink"),  # render/draw.py PLAYER_COLOUR_NAME
        score_labels=SCORE_LABELS,
        skip=skip,
        lookup=mombasa_cards.lookup,
        lookup_names=mombasa_cards.names,
    )
)
