# Event texts: what happened, for the game log. $seat is a seat (or the Mautoma).

mombasa-ev-action-cancelled = You cancelled your action; nothing was played and it is still your turn.
mombasa-ev-turn-ended = { $seat }'s turn is over.

## Goods (goods.py).
mombasa-ev-goods-used = { $seat } used { $units ->
    [one] { $units } unit
   *[other] { $units } units
} of { $goods }.
mombasa-ev-card-bought-goods = { $seat } bought a { $card } for { $price ->
    [one] { $price } unit
   *[other] { $price } units
} of goods.
mombasa-ev-units-forfeited = { $seat } could not use { $units ->
    [one] { $units } unit
   *[other] { $units } units
} and forfeited them.
mombasa-ev-plus-one-placed = { $seat } put the +1 goods tile on a { $card }.

## Expansion (expansion.py).
mombasa-ev-expansion-started = { $seat } expands { $company } with { $points ->
    [one] { $points } expansion point
   *[other] { $points } expansion points
}.
mombasa-ev-region-entered = { $seat } entered { $region } with a { $company } trading post ({ $cost ->
    [one] { $cost } point
   *[other] { $cost } points
}).
mombasa-ev-expansion-forfeited = The { $company } base is empty; { $seat } forfeits { $points ->
    [one] { $points } expansion point
   *[other] { $points } expansion points
}.
mombasa-ev-expansion-finished = { $seat } finished expanding{ $company ->
    [none] {""}
   *[other] {" "}{ $company }
}: { $regions ->
    [one] { $regions } region
   *[other] { $regions } regions
} entered.
mombasa-ev-post-ousted-removed = { $seat } ousted a { $company } post from { $region }; with no empty space it leaves the game.
mombasa-ev-post-ousted = { $seat } ousted a { $company } post from { $region } back to column { $column } of its base.

## Rewards and tracks (rewards.py, tracks.py, diamonds.py).
mombasa-ev-pounds-paid = { $seat } paid { $pounds ->
    [one] { $pounds } pound
   *[other] { $pounds } pounds
}{ $why ->
    [buy] {" "}for the buy-a-card space
    [tile] {" "}for the bonus tile space
    [track] {" "}for the extra bonus space
   *[other] {""}
}.
mombasa-ev-post-removed = { $seat } removed a { $company } trading post (column { $column }) from the game.
mombasa-ev-capital-call-refused = { $seat } cannot pay the { $pounds }-pound capital call on the { $company } track and stops.
mombasa-ev-capital-call-paid = { $seat } paid a { $pounds }-pound capital call on the { $company } track.
mombasa-ev-track-advanced = { $seat } moved { $steps ->
    [one] { $steps } space
   *[other] { $steps } spaces
} on the { $company } track.
mombasa-ev-steps-forfeited = { $seat } forfeited { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
} on the { $company } track.
mombasa-ev-special-space-paid = Special space on the { $company } track: { $names } received { $pounds ->
    [one] { $pounds } pound
   *[other] { $pounds } pounds
} each.
mombasa-ev-diamonds-advanced = { $seat } moved { $steps ->
    [one] { $steps } space
   *[other] { $steps } spaces
} on the diamond track.
mombasa-ev-diamonds-cashed = { $seat } is on the final diamond space and took { $pounds ->
    [one] { $pounds } pound
   *[other] { $pounds } pounds
} instead.
mombasa-ev-pounds-taken = { $seat } took { $pounds ->
    [one] { $pounds } pound
   *[other] { $pounds } pounds
}{ $why ->
    [regions] {" "}from the regions entered
    [book] {" "}from a book
    [majority] {" "}from the majority space
    [book_space] {" "}lying on that book space
    [bookkeeping_point] {" "}for a bookkeeping point
    [final_bookkeeping] {" "}for bookkeeping points (final space)
    [merchant] {" "}from the diamond merchant
   *[other] {""}
}.
mombasa-ev-merchant-used = { $seat } used a diamond merchant: { $steps ->
    [one] { $steps } diamond step
   *[other] { $steps } diamond steps
}{ $pounds ->
    [0] {""}
    [one] {" "}and { $pounds } pound
   *[other] {" "}and { $pounds } pounds
}.

## Bonus markers (bonuses.py).
mombasa-ev-bonus-marker-placed = { $seat } placed a bonus marker on { $space }.
mombasa-ev-first-player-taken = { $seat } took the first player marker.
mombasa-ev-bonus-tile-reserved = { $seat } reserved the { $tile } for next round.
mombasa-ev-card-bought-pounds = { $seat } bought a { $card } for { $price ->
    [one] { $price } pound
   *[other] { $price } pounds
}.
mombasa-ev-card-sold = { $seat } discarded a { $card } and took { $pounds ->
    [one] { $pounds } pound
   *[other] { $pounds } pounds
}.

## Bookkeeping (bookkeeping.py).
mombasa-ev-book-taken = { $seat } took { $book } from the book display.
mombasa-ev-book-placed = { $seat } placed { $book } on space { $space } of the bookkeeping track.
mombasa-ev-book-discarded = { $seat } had no space for { $book }; it leaves the game.
mombasa-ev-book-revealed = { $book } was revealed into the book display.
mombasa-ev-book-flipped = { $seat } paid { $pounds ->
    [one] { $pounds } pound
   *[other] { $pounds } pounds
} and flipped the book on space { $space } face down.
mombasa-ev-ink-jar-moved = { $seat } moved the ink jar to space { $space } of the bookkeeping track.
mombasa-ev-book-reward-forfeited = { $seat } cannot pay { $pounds ->
    [one] { $pounds } pound
   *[other] { $pounds } pounds
}, so the book gives no reward.

## Turns (turns.py).
mombasa-ev-bookkeeper-used = { $seat } uses a { $card }.
mombasa-ev-resting-deck-picked-up = { $seat } picked up { $deck } ({ $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}).
mombasa-ev-action-phase-ended = { $seat } ended their action phase.

## Setup, planning and preparation (setup.py, planning.py, preparation.py).
mombasa-ev-starting-tile-chosen = You chose { $tile }.
mombasa-ev-starting-tile-kept = { $seat } has chosen a starting tile.
mombasa-seat-tile = { $seat }: { $tile }
mombasa-ev-starting-tiles-revealed = Starting tiles revealed: { $tiles }.
mombasa-ev-resting-cards-placed = { $seat } placed the starting resting cards.
mombasa-ev-planning-started = Round { $round }: everyone plans their action cards in secret.
mombasa-ev-card-planned = You planned { $card } in { $slot }.
mombasa-ev-card-placed-face-down = { $seat } placed a card face down.
mombasa-ev-card-unplanned = You took back { $card }.
mombasa-ev-card-taken-back = { $seat } took back a face-down card.
mombasa-ev-plan-committed = { $seat } has finished planning.
mombasa-plan = { $seat }: { $cards ->
    [none] no cards
   *[other] { $cards }
}
mombasa-ev-plans-revealed = The plans are revealed. { $plans }.
mombasa-ev-card-revealed = A { $card } was drawn into the card display.
mombasa-ev-card-discarded = The { $card } left the display.
mombasa-ev-game-ended = The seventh round is over: final scoring.
mombasa-ev-round-prepared = Round { $round } is prepared: coins moved to the book display, the card display refilled, bonus markers returned.

## The starting tile in solo: chosen alone, nothing revealed to anyone
mombasa-ev-starting-tile-solo = { $seat } starts with { $tile }.
