# The one line per committed action (summary.py): "Player 2 expanded Cairo into Sahara and
# Congo Basin, ousting a Mombasa post; took 2 pounds and a B book."
# $head is a list ("a, b and c"); $extra (", ...") and $tail ("; ...") may be "none".
mombasa-summary = { $seat } { $head }{ $extra ->
    [none] {""}
   *[other] , { $extra }
}{ $tail ->
    [none] {""}
   *[other] ; { $tail }
}.

## What was done.
mombasa-sum-plus-one = put the +1 goods tile on { $card }
mombasa-sum-expanded = expanded { $company } into { $regions }
mombasa-sum-expansion-unused = used { $points ->
    [one] { $points } expansion point
   *[other] { $points } expansion points
} without entering a region
mombasa-sum-posts = { $n ->
    [one] a { $company } post
   *[other] { $n } { $company } posts
}
mombasa-sum-ousting = ousting { $posts }
mombasa-sum-expansion-forfeited = forfeited the expansion (no trading posts left in any base)
mombasa-sum-goods-used = used { $units ->
    [one] { $units } unit
   *[other] { $units } units
} of { $goods ->
    [none] goods
   *[other] { $goods }
}
mombasa-sum-bookkeeper-used = used { $card }{ $position ->
    [-1] {" "}without moving the ink jar
   *[other] , moving the ink jar to space { $position }
}
mombasa-sum-book-flipped = after flipping the book on space { $space }
mombasa-sum-used = used { $card }
mombasa-sum-first-player = took the first player marker (bonus marker on the first-player space)
mombasa-sum-tile-reserved = reserved the { $tile } for next round (bonus marker)
mombasa-sum-majority = claimed the { $measure } majority (bonus marker)
mombasa-sum-sold-bonus = sold { $card } for { $pounds ->
    [one] { $pounds } pound
   *[other] { $pounds } pounds
} (bonus marker on the sell space)
mombasa-sum-bought-bonus = bought { $card } for { $price ->
    [one] { $price } pound
   *[other] { $price } pounds
} (bonus marker on the buy space)
mombasa-sum-marker-placed = placed a bonus marker on { $space }
mombasa-sum-selling = selling { $card } for { $pounds ->
    [one] { $pounds } pound
   *[other] { $pounds } pounds
}
mombasa-sum-buying = buying { $card } for { $price } { $paid_with ->
    [pounds] { $price ->
        [one] pound
       *[other] pounds
    }
   *[other] { $price ->
        [one] unit
       *[other] units
    }
}
mombasa-sum-phase-ended = ended their action phase
mombasa-sum-phase-ended-pickup = ended their action phase, picking up { $deck } ({ $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
})
mombasa-sum-took-turn = took their turn

## What it brought.
mombasa-sum-books = { $n ->
    [one] { $letter ->
        [A] an
        [E] an
       *[other] a
    } { $letter } book
   *[other] { $n } { $letter } books
}
mombasa-sum-diamond-steps = { $n ->
    [one] { $n } diamond step
   *[other] { $n } diamond steps
}
mombasa-sum-track-steps = { $n } { $company } { $n ->
    [one] step
   *[other] steps
}
mombasa-sum-removed = removed { $posts }
mombasa-sum-took = took { $things }
mombasa-sum-paid = paid { $pounds ->
    [one] { $pounds } pound
   *[other] { $pounds } pounds
}
mombasa-sum-forfeited-units = forfeited { $units ->
    [one] { $units } unit
   *[other] { $units } units
}
mombasa-sum-forfeited-steps = forfeited { $steps ->
    [one] { $steps } track step
   *[other] { $steps } track steps
}
mombasa-sum-forfeited-expansion = forfeited the rest of the expansion points (the base ran out)
mombasa-sum-special-space-again = the { $company } special space paid { $seats } { $pounds ->
    [one] { $pounds } pound
   *[other] { $pounds } pounds
} again
