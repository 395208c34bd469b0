# Refusals (refusals.py): why an action is not allowed, naming the rule in plain words.

## Whose turn it is.
mombasa-no-such-seat = There is no seat { $number } in this game.
mombasa-no-tile-chosen-waiting = You have already chosen your starting tile; waiting for { $seats } to choose.
mombasa-no-resting-laid-waiting = You have already laid out your resting cards; waiting for { $seats }.
mombasa-no-plan-confirmed-waiting = You have already confirmed your plan for round { $round }; waiting for { $seats } to plan.
mombasa-no-phase-ended-waiting = You have ended your action phase for this round: { $seats } { $count ->
    [one] is
   *[other] are
} to act.
mombasa-no-not-your-turn = It is not your turn: { $seats } { $count ->
    [one] is
   *[other] are
} to act.
mombasa-no-game-over = The game is over; no more moves can be made.

## The phase.
mombasa-no-such-action = Mombasa has no action called { $kind }.
mombasa-no-already-set-up = The game is already set up: starting tiles and resting cards were chosen at the start.
mombasa-no-planning-not-begun = Planning has not begun yet: the game is still being set up.
mombasa-no-planning-over = Planning is over for this round: the action phase of round { $round } is under way.
mombasa-no-actions-not-begun-setup = The action phase has not begun: the game is still being set up.
mombasa-no-actions-not-begun = The action phase has not begun: plan your cards for round { $round } first.
mombasa-no-malformed = That { $kind } choice names something that does not exist here; choose one of the listed options.
mombasa-no-same-as-offered = Choose the { $what ->
    [goods_card] goods card
    [bookkeeper] bookkeeper
    [diamond_merchant] diamond merchant
   *[other] card
} as listed: identical cards are offered once, under one card id.

## Setup and planning.
mombasa-no-tiles-chosen = The starting tiles have been chosen already; lay out your resting cards.
mombasa-no-tile-not-dealt = That starting tile was not dealt to you: keep { $tiles }.
mombasa-no-tile-first = Choose your starting tile first; the resting cards come after.
mombasa-no-not-tile-cards = Those are not the 3 cards shown on your starting tile: put each of them in one resting slot.
mombasa-no-such-slot = There is no such action slot: the slots are numbered 1 to 3, and 4 and 5 once unlocked.
mombasa-no-card-not-in-hand-plan = That card is not in your hand: only cards from your hand can be planned.
mombasa-no-share-in-slot = A single share card can never be placed in an action slot: it has no action (it only counts in the final scoring).
mombasa-no-slot-locked = Your { $slot } is not unlocked yet: reach its space on your { $track ->
    [diamond] diamond track
   *[other] bookkeeping track
} first.
mombasa-no-slot-full = Your { $slot } already holds a card: take it back first (each slot holds 1 card).
mombasa-no-nothing-to-take-back = There is no card in that slot to take back.
mombasa-no-planning-choice = That planning choice is not possible now.

## The action phase.
mombasa-no-nothing-to-cancel = There is nothing to cancel: no action is under way (an action can be cancelled from its first decision until its last).
mombasa-no-finish-action-first = Finish the action under way first (or cancel it): { $asked }
mombasa-no-not-the-decision = That is not the decision asked for now: { $asked }
mombasa-no-choice-not-possible = That choice is not possible now: { $asked }
mombasa-no-no-action-under-way = No action is under way: choose an action first (goods, expansion, bookkeeper, diamond merchant, bonus marker or end your action phase).
mombasa-no-tile-not-held = You do not hold that bonus tile this round.
mombasa-no-tile-used = You have already used that bonus tile this round.
mombasa-no-tile-not-a = That bonus tile is not a { $what ->
    [goods_card] goods card
    [bookkeeper] bookkeeper
   *[other] diamond merchant
}.
mombasa-no-card-not-in-area = That card is not in your action area: only face-up cards you planned this round can be used (resting decks and your hand are inactive).
mombasa-no-card-used = That card was already used this round (it is flipped face down).
mombasa-no-card-not-a = That card is not a { $what ->
    [goods_card] goods card
    [bookkeeper] bookkeeper
   *[other] diamond merchant
}.
mombasa-no-no-expansion-card = You have no face-up expansion card in your action area (an expansion track bonus alone is not an expansion card).
mombasa-no-plus-one-not-held = You do not hold the +1 goods tile this round.
mombasa-no-plus-one-placed = The +1 goods tile is already on a card: once placed it may not be moved.

## Bonus markers.
mombasa-no-such-bonus-space = There is no such bonus space in this game (the extra bonus spaces belong to tracks C and D only).
mombasa-no-no-marker-left = You have no bonus marker left this round (all { $markers } of yours are on bonus spaces).
mombasa-no-space-taken = { $space } already holds { $mine ->
    [true] your
   *[other] { $holder_seat }'s
} bonus marker this round; a marker blocks its space until the next round.
mombasa-no-first-player-space-first-turn = You can't place a marker on the first-player space on your first turn of the round as first player.
mombasa-no-buy-space-cost = The buy-a-card space costs { $cost ->
    [one] { $cost } pound
   *[other] { $cost } pounds
} before the card's price; you have { $money ->
    [one] { $money } pound
   *[other] { $money } pounds
}.
mombasa-no-display-empty = The card display is empty: there is no card to buy.
mombasa-no-buy-space-price = You need { $cost ->
    [one] { $cost } pound
   *[other] { $cost } pounds
} for the space plus the card's full price (the cheapest card costs { $cheapest ->
    [one] { $cheapest } pound
   *[other] { $cheapest } pounds
}); you have { $money ->
    [one] { $money } pound
   *[other] { $money } pounds
}.
mombasa-no-sell-space-hand-empty = Your hand is empty: the sell space needs a card from your hand (and only your hand).
mombasa-no-majority-none = You have no { $measure } face up in your action area, so you cannot claim the { $measure } majority.
mombasa-no-majority-not-yours = You don't have the { $measure } majority: you have { $mine } { $measure } face up, { $best_seat } has { $best } (a tie would be enough; used cards do not count).
mombasa-no-tile-space-cost = { $space } costs { $cost ->
    [one] { $cost } pound
   *[other] { $cost } pounds
}; you have { $money ->
    [one] { $money } pound
   *[other] { $money } pounds
}.
mombasa-no-track-space-locked = You haven't unlocked that extra bonus space: reach the { $which ->
    [1] first
   *[other] second
} special space of the { $company } track (a bonus unlocked during a turn works from your next turn on).
mombasa-no-track-space-twice = You already have a marker on the other extra bonus space of the { $company } track this round: you may use only one of them per round.
mombasa-no-track-space-cost = That extra bonus space costs { $cost ->
    [one] { $cost } pound
   *[other] { $cost } pounds
}; you have { $money ->
    [one] { $money } pound
   *[other] { $money } pounds
}.
mombasa-no-track-space-hand-empty = Your hand is empty: that space needs a card from your hand.
mombasa-no-track-space-no-coffee = That space needs a coffee goods card from your hand, and you have none.
mombasa-no-bonus-marker = You cannot place a bonus marker there now.

## Goods.
mombasa-goods-amount = { $mixed ->
    [true] { $units ->
        [one] { $units } unit of { $goods }
       *[other] { $units } units of { $goods }
    }
   *[other] { $units } { $goods }
}
mombasa-no-goods-chosen = The goods for this action are chosen already.
mombasa-no-goods-card-twice = That goods card is already part of this payment.
mombasa-no-goods-mixed-too-little = Mixed goods types may only pay for a card, and no card in the display costs that little more than your goods.
mombasa-no-goods-one-type = Use goods cards of one type in one action: this action uses { $goods } (mixing types needs the second goods track bonus).
mombasa-no-goods-mixed-unaffordable = Mixed goods types may only pay for a card, and no card in the display is affordable with them: add cards or cancel.
mombasa-no-purchase-settled = The purchase is settled already: use the remaining units on company tracks.
mombasa-no-display-space-empty = The { $column } column, row { $row } of the card display is empty (it is refilled only in the preparation phase).
mombasa-no-goods-short = Your goods don't add up to that card's price ({ $price }{ $discount ->
    [0] {""}
   *[other] {" "}after your discount of { $discount }
}): you have { $goods }.
mombasa-no-goods-mixed-must-buy = Mixed goods types must buy a card: only the second goods track bonus allows mixing, and only as payment.
mombasa-no-buy-before-steps = Buy a card (or choose not to) before advancing on the company tracks.
mombasa-no-such-company-track = There is no such company track.
mombasa-no-advance-one = Advance at least 1 space.
mombasa-no-units-left = You have only { $units ->
    [one] { $units } unit
   *[other] { $units } units
} left to advance with.
mombasa-no-track-end = Your marker would pass the end of the { $company } track: at most { $steps ->
    [one] { $steps } more space
   *[other] { $steps } more spaces
} there.
mombasa-no-capital-call = You can't pay the { $pounds }-pound capital call on the { $company } track (you have { $money ->
    [one] { $money } pound
   *[other] { $money } pounds
}): at most { $steps ->
    [one] { $steps } space
   *[other] { $steps } spaces
} there.
mombasa-no-forfeit-units = You can still advance on a company track: units may be forfeited only when no track can take them.
mombasa-no-goods-choice = That goods choice is not possible now.

## Expansion.
mombasa-no-expanding-already = You are expanding { $company } already: the whole expansion value goes to one company.
mombasa-no-such-company = There is no such company.
mombasa-no-base-empty = The { $company } base has no trading posts left: it cannot expand until some are ousted back to it.
mombasa-no-expand-company = You cannot expand that company now.
mombasa-no-company-first = Choose the company to expand first.
mombasa-no-such-region = There is no such region on the map (company bases are not regions and cannot be entered).
mombasa-no-region-holds-post = { $region } already holds a { $company } trading post: enter a region without one.
mombasa-no-enclave = { $region } is an enclave: { $company } must first have a trading post in { $around }, which surrounds it.
mombasa-no-region-unreachable = That region is not reachable by { $company }: enter a region next to its base or its trading posts.
mombasa-no-entry-border = { $points } for the double border
mombasa-no-entry-occupied = 1 more for the other company's trading post there
mombasa-no-entry-cost = Entering { $region } costs { $cost ->
    [one] { $cost } expansion point
   *[other] { $cost } expansion points
}{ $why ->
    [none] {""}
   *[other] {" "}({ $why })
}; you have { $left } left.
mombasa-no-column-empty = Column { $column } of the { $company } base has no trading post: take the foremost post of a column that has one.
mombasa-no-enter-region = You cannot enter that region now.
mombasa-no-finish-expansion = You cannot finish the expansion now.
mombasa-no-oust-return-possible = The { $company } base still has a space the ousted post may return to: it leaves the game only when there is none.
mombasa-no-oust-column = That column of the { $company } base has no space to cover: the post goes to the rearmost empty space, and an emptied final space is never covered again{ $columns ->
    [none] .
   *[other] {" "}(choose column { $columns }).
}

## Bookkeeping.
mombasa-no-book-space-empty = That book space is empty (the { $letter }-book supply has run out, so it is not refilled).
mombasa-no-book-cost = { $book } costs { $cost ->
    [one] { $cost } bookkeeping point
   *[other] { $cost } bookkeeping points
}; you have { $left } left.
mombasa-no-take-pound = You cannot take a pound now.
mombasa-no-book-not-acquired = You did not acquire that book this turn: place the books you took this turn.
mombasa-no-such-bookkeeping-space = There is no such space on your bookkeeping track.
mombasa-no-a-book-crossed-out = An A-book can't go on an empty space showing a crossed-out A: only B- and C-books may go there.
mombasa-no-a-book-covers = An A-book may never cover a { $letter }-book.
mombasa-no-book-space = That book cannot go on that space.
mombasa-no-place-book = You cannot place that book there now.
mombasa-no-flip-cost = Flipping a book costs { $cost ->
    [one] { $cost } pound
   *[other] { $cost } pounds
}; you have { $money ->
    [one] { $money } pound
   *[other] { $money } pounds
}.
mombasa-no-no-book-to-flip = There is no book on that space to flip.
mombasa-no-book-face-down = That book is already face down.
mombasa-no-flip-behind-ink = Only a book ahead of your ink jar (space { $ink }) can be worth flipping.
mombasa-no-flip-book = You cannot flip that book now.
mombasa-have = { $kind ->
    [good] { $n } { $good }
    [expansion] expansion { $n }
    [merchants] { $n ->
        [one] { $n } diamond merchant
       *[other] { $n } diamond merchants
    }, { $others ->
        [one] { $others } other bookkeeper
       *[other] { $others } other bookkeepers
    }
   *[other] ?
}
mombasa-needs = needs { $need } (you have { $have })
mombasa-no-ink-final = Your ink jar is on the final space of the bookkeeping track: it cannot move further.
mombasa-no-ink-empty-space = Space { $space } of your bookkeeping track holds no book: empty spaces can never be entered.
mombasa-no-book-requirements = You don't meet the requirements of the book on space { $space }: { $needs }. Only face-up cards in your action area count, and the bookkeeper in use does not.
mombasa-no-ink-move = Your ink jar cannot move now.

## Ending the action phase, cards for pounds, majorities, extra bonus spaces.
mombasa-no-resting-deck-empty = Your { $deck } is empty: pick up exactly 1 resting deck that holds cards.
mombasa-no-pick-up-a-deck = You have a resting deck with cards: pick up exactly 1 of your resting decks.
mombasa-no-such-resting-deck = There is no such resting deck: pick up your resting deck 1, 2 or 3.
mombasa-no-must-buy = This space's reward is to buy a card: you must buy one.
mombasa-no-display-space-empty-short = The { $column } column, row { $row } of the card display is empty.
mombasa-no-card-cost = That card costs { $price ->
    [one] { $price } pound
   *[other] { $price } pounds
}; you have { $money ->
    [one] { $money } pound
   *[other] { $money } pounds
}.
mombasa-no-card-not-in-hand-sell = That card is not in your hand: only a card from your hand (and only your hand) can be sold.
mombasa-no-coffee-only = This space buys only a coffee goods card from your hand.
mombasa-no-such-majority-reward = There is no such reward on this majority space.
mombasa-no-majority-tier = Your { $measure } total ({ $value }) does not reach the { $minimum }+ reward; you may take a lesser reward, never a greater one.
mombasa-no-bk-diamond = Choose 1 bookkeeping point and 2 diamond steps, or 2 bookkeeping points and 1 diamond step.
mombasa-no-other-tracks = Choose 2 different company tracks among { $companies } (not the track of this bonus space).
mombasa-no-such-company-base = There is no such company base.
mombasa-no-remove-column-empty = Column { $column } of the { $company } base has no trading post to remove: remove the foremost post of a column that has one.
mombasa-no-reward-order = Choose where the track steps go among your rewards, as listed: only the places that make a difference (before or after the rewards that can bring pounds for a capital call) are offered.
