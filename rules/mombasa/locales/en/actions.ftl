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
