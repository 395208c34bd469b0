# Labels of the legal actions (buttons, menus) and what a pending decision asks for.

## Cancel.
mombasa-act-cancel = Cancel this action
mombasa-task = { $kind }

## Goods (goods.py).
mombasa-act-goods = Use goods: { $units }-unit { $good } card
mombasa-act-goods-add = Add a { $units }-unit { $good } card
mombasa-act-goods-done = Use these goods ({ $units ->
    [one] { $units } unit
   *[other] { $units } units
})
mombasa-act-buy = Buy { $card } (price { $price }) from the { $column } column, row { $row }
mombasa-act-no-buy-goods = Buy no card; use all units on company tracks
mombasa-act-step = Advance { $n ->
    [one] { $n } space
   *[other] { $n } spaces
} on the { $company } track ({ $left ->
    [one] { $left } unit
   *[other] { $left } units
} left after)
mombasa-act-forfeit-units = Forfeit the remaining { $units ->
    [one] { $units } unit
   *[other] { $units } units
}
mombasa-act-plus-one = Put the +1 goods tile on your { $units }-unit { $good } card
mombasa-ask-goods = { $phase ->
    [select] Choose the goods cards to use ({ $units ->
        [one] { $units } unit
       *[other] { $units } units
    } so far).
    [buy] Buy at most 1 card from the display with { $units ->
        [one] { $units } unit
       *[other] { $units } units
    }.
   *[other] Advance on company tracks: { $units ->
        [one] { $units } unit
       *[other] { $units } units
    } left.
}

## Expansion (expansion.py).
mombasa-act-expand = Expand { $company } ({ $points ->
    [one] { $points } point
   *[other] { $points } points
})
mombasa-act-forfeit-expansion = Forfeit the expansion (no trading posts left in any base)
mombasa-act-enter = Enter { $region } with a { $company } post from column { $column } ({ $cost ->
    [one] { $cost } point
   *[other] { $cost } points
})
mombasa-act-finish-expansion = { $left ->
    [0] Finish the expansion
    [one] Finish the expansion (forfeit { $left } point)
   *[other] Finish the expansion (forfeit { $left } points)
}
mombasa-act-oust-remove = Remove the ousted { $company } post from the game (no empty space)
mombasa-act-oust-return = Return the ousted { $company } post to column { $column }
mombasa-ask-expansion-company = Choose the company to expand with { $points ->
    [one] { $points } expansion point
   *[other] { $points } expansion points
}.
mombasa-ask-expansion-regions = Enter regions for { $company }: { $left ->
    [one] { $left } expansion point
   *[other] { $left } expansion points
} left.
mombasa-ask-oust = Choose the column of the { $company } base the ousted post returns to.

## Rewards (rewards.py).
mombasa-act-remove-post = Remove the foremost { $company } post of column { $column } from the game
mombasa-ask-remove-post = Choose a trading post to remove from a company base ({ $left } left).
mombasa-reward = the { $kind ->
    [pounds] { $n ->
        [one] { $n } pound
       *[other] { $n } pounds
    }
    [diamonds] { $n ->
        [one] { $n } diamond step
       *[other] { $n } diamond steps
    }
    [track] { $n } { $company } { $n ->
        [one] step
       *[other] steps
    }
   *[other] { $n ->
        [one] { $n } bookkeeping point
       *[other] { $n } bookkeeping points
    }
}
mombasa-act-reward-order-last = Take the rewards ({ $steps } last)
mombasa-act-reward-order = { $has_before ->
    [false] Take { $steps } first, then { $after }
   *[true] { $has_after ->
        [false] Take { $before } first, then { $steps }
       *[true] Take { $before }, then { $steps }, then { $after }
    }
}
mombasa-ask-reward-order = Choose the order of your rewards (the track steps before or after the rewards that bring pounds).
mombasa-ask-action = Choose an action.

## Bonus markers (bonuses.py).
mombasa-act-bonus-first-player = Bonus marker: first player space (take the first player marker, { $bookkeeping ->
    [one] { $bookkeeping } bookkeeping point
   *[other] { $bookkeeping } bookkeeping points
})
mombasa-act-bonus-buy = Bonus marker: buy a card for pounds (pay { $cost } + its price)
mombasa-act-bonus-sell = Bonus marker: sell a hand card (crate value + { $bonus })
mombasa-act-bonus-majority = Bonus marker: { $measure } majority ({ $value }) → { $company } track
mombasa-act-bonus-tile = Bonus marker: reserve the { $tile } for next round (pay { $cost })
mombasa-act-bonus-track = Bonus marker: { $company } track extra space { $number } ({ $bonus }{ $cost ->
    [0] {""}
   *[other] , pay { $cost }
})
mombasa-act-bonus-track-short = Bonus marker: { $company } track extra space { $number }
mombasa-act-bonus-track-detail = { $bonus }{ $cost ->
    [0] {""}
   *[other] {" "}(pay { $cost })
}
mombasa-act-buy-for-pounds = Buy { $card } for { $price ->
    [one] { $price } pound
   *[other] { $price } pounds
} ({ $column } column, row { $row })
mombasa-act-no-buy = Buy no card
mombasa-act-sell = Sell your { $card } for { $pounds ->
    [one] { $pounds } pound
   *[other] { $pounds } pounds
}
mombasa-majority-extra = { $kind ->
    [diamonds] { $n } diamond
    [pounds] { $n ->
        [one] { $n } pound
       *[other] { $n } pounds
    }
    [bookkeeping] { $n } bookkeeping
   *[other] remove { $n ->
        [one] { $n } post
       *[other] { $n } posts
    }
}
mombasa-act-majority-tier = Take the { $minimum }+ reward: { $steps } { $company } { $steps ->
    [one] step
   *[other] steps
}{ $extra ->
    [none] {""}
   *[other] {" "}+ { $extra }
}
mombasa-act-bk-diamond = Use { $bookkeeping ->
    [one] { $bookkeeping } bookkeeping point
   *[other] { $bookkeeping } bookkeeping points
} and move { $diamonds ->
    [one] { $diamonds } diamond step
   *[other] { $diamonds } diamond steps
}
mombasa-then-the = { $a }, then the { $b }
mombasa-act-other-tracks = Move { $n ->
    [one] { $n } space
   *[other] { $n } spaces
} on the { $companies } { $count ->
    [one] track
   *[other] tracks
}
mombasa-act-other-tracks-each = Move { $n ->
    [one] { $n } space
   *[other] { $n } spaces
} on each of the { $companies } tracks
mombasa-ask-buy-card = Choose a card from the display to buy for pounds.
mombasa-ask-sell-card = Choose a card from your hand to sell.
mombasa-ask-majority = Choose the majority reward.
mombasa-ask-bk-diamond = Choose bookkeeping points and diamond steps.
mombasa-ask-other-tracks = Choose 2 other company tracks to advance on.

## Bookkeeping (bookkeeping.py).
mombasa-act-take-book = Take { $book } from column { $column } { $row ->
    [0] top
   *[other] bottom
} ({ $cost ->
    [one] { $cost } point
   *[other] { $cost } points
})
mombasa-act-take-book-short = Take { $book } from column { $column } { $row ->
    [0] top
   *[other] bottom
}
mombasa-act-take-pound = Take 1 pound ({ $cost ->
    [one] { $cost } point
   *[other] { $cost } points
})
mombasa-ask-spend-bookkeeping = Use { $points ->
    [one] { $points } bookkeeping point
   *[other] { $points } bookkeeping points
} (books or pounds).
mombasa-act-place-book = Place { $book } on bookkeeping space { $space } ({ $covered ->
    [none] empty
   *[other] covering { $covered }-book
})
mombasa-act-place-book-short = Place { $book } on space { $space }
mombasa-act-place-book-detail = { $covered ->
    [none] An empty bookkeeping space
   *[other] Covers the { $covered }-book
}
mombasa-ask-place-books = Place your acquired books on your bookkeeping track.
mombasa-act-no-flip = Move the ink jar without flipping a book
mombasa-act-flip-book = Pay { $pounds ->
    [one] { $pounds } pound
   *[other] { $pounds } pounds
} to flip the book on space { $space } ({ $book })
mombasa-act-flip-book-short = Flip the book on space { $space } (pay { $pounds })
mombasa-act-flip-book-detail = { $book }
mombasa-act-ink-forward = Move the ink jar onto space { $space }
mombasa-act-ink-stop = Stop the ink jar on space { $space }{ $moved ->
    [true] {""}
   *[other] {" "}(no move, no book reward)
}
mombasa-ask-flip = You may pay { $pounds ->
    [one] { $pounds } pound
   *[other] { $pounds } pounds
} to flip one book face down before moving the ink jar.
mombasa-ask-ink = Move your ink jar forward book by book, or stop.

## Options of a new game (game.py).
mombasa-option-players = Mombasa takes 2 to 4 players (solo: players=2 with the "automa" option, the Mautoma).
mombasa-option-unknown = Unknown option: { $options }. Mombasa knows only "setup".
mombasa-option-setup = The "setup" option must be "first" (the first-game setup) or "variable".
mombasa-option-help-setup = "first" (fixed tracks A1-D1 and starting tiles) or "variable" (random tracks, choose 1 of 2 starting tiles)
mombasa-option-help-automa = "easy", "medium" or "hard": solo against the Mautoma (players=2, seat 0 is you; its own setup)

## Choosing an action (turns.py).
mombasa-act-expand-cards = Use all expansion cards ({ $points ->
    [one] { $points } expansion point
   *[other] { $points } expansion points
})
mombasa-act-bookkeeper = Use the { $card }
mombasa-act-diamond = Use the { $card } ({ $steps ->
    [one] { $steps } diamond step
   *[other] { $steps } diamond steps
}{ $pounds ->
    [0] {""}
    [one] , { $pounds } pound
   *[other] , { $pounds } pounds
})
mombasa-act-end-phase = End your action phase and pick up { $deck } ({ $cards })
# Short forms (key-short, key-detail): a panel's label within Discord's limits, the detail
# in the option's description (bot/ui/panels.py).
mombasa-act-end-phase-short = End your action phase, pick up { $deck }
mombasa-act-end-phase-detail = Cards: { $cards }
mombasa-act-end-phase-empty = End your own action phase (all resting decks are empty)
mombasa-act-pickup = Pick up { $deck } ({ $cards })
mombasa-act-pickup-nothing = Pick up nothing (all resting decks are empty)
mombasa-ask-pickup = Pick up exactly 1 resting deck into your hand.

## Setup and planning (setup.py, planning.py).
mombasa-act-keep-tile = Keep { $tile }
mombasa-rest-card = { $card } on { $deck }
mombasa-act-rest = Rest { $cards }
mombasa-act-rest-short = Rest { $cards }
mombasa-act-plan-place = Plan { $card } in { $slot }
mombasa-act-plan-take = Take back the { $card } from { $slot }
mombasa-act-plan-commit = Confirm the plan ({ $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
})
mombasa-option-automa = The "automa" option (the Mautoma's difficulty) must be "easy", "medium" or "hard".
mombasa-option-solo-players = The solo game against the Mautoma is set up as a 2-player game: use players=2 (seat 0 is you, seat 1 the Mautoma).
mombasa-option-solo-unknown = Unknown option: { $options }. A Mautoma game knows only "automa" (and ignores "setup").
mombasa-ai-why-shares = aims for { $pounds ->
    [one] 1 more pound
   *[other] { $pounds } more pounds
} from { $company } shares
mombasa-ai-why-cash = takes { $pounds ->
    [one] 1 pound
   *[other] { $pounds } pounds
} now
mombasa-ai-why-diamonds = climbs the diamond track for { $pounds ->
    [one] 1 more pound
   *[other] { $pounds } more pounds
}
mombasa-ai-why-bookkeeping = moves its ink jar on for { $pounds ->
    [one] 1 more pound
   *[other] { $pounds } more pounds
}
mombasa-ai-why-cards = adds cards to use in the rounds to come
mombasa-ai-why-position = strengthens its position for the rounds to come
mombasa-ai-why-planned = planned its action area for this round
mombasa-ai-why-end = nothing better left: ends its action phase

# the first player space as a button (at most 80 characters; the panel's buttons, issue 28)
mombasa-act-bonus-first-player-short = Bonus marker: first player marker, { $bookkeeping ->
    [one] { $bookkeeping } bookkeeping point
   *[other] { $bookkeeping } bookkeeping points
}
