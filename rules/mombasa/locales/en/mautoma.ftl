# The Mautoma (mautoma/): what it did and why, in its own events. "Mautoma" is its name.

## Counting.
mombasa-list = { $items }
mombasa-mau-count = { $what ->
    [pound] { $n ->
        [one] { $n } pound
       *[other] { $n } pounds
    }
    [step] { $n ->
        [one] { $n } step
       *[other] { $n } steps
    }
    [space] { $n ->
        [one] { $n } space
       *[other] { $n } spaces
    }
    [diamond_step] { $n ->
        [one] { $n } diamond step
       *[other] { $n } diamond steps
    }
    [coin] { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    }
    [trading_post] { $n ->
        [one] { $n } trading post
       *[other] { $n } trading posts
    }
    [bookkeeping_point] { $n ->
        [one] { $n } bookkeeping point
       *[other] { $n } bookkeeping points
    }
   *[ink_step] { $n ->
        [one] { $n } ink jar step
       *[other] { $n } ink jar steps
    }
}

## The card it played (mautoma/logic.py describe_play, mautoma/turn.py play_card).
mombasa-mau-played = Mautoma drew card { $card } ({ $colour }, { $criterion ->
    [special] special card
    [1] first criterion
   *[other] second criterion
}{ $section ->
    [0] {""}
   *[other] , second section
}): { $why ->
    [none] {""}
   *[other] { $why }
}.
mombasa-mau-played-nothing = Mautoma drew card { $card } ({ $colour }, { $criterion ->
    [special] special card
    [1] first criterion
   *[other] second criterion
}): { $why ->
    [none] nothing it shows can be done
   *[other] { $why }
}, so it takes no action this turn.
mombasa-mau-ev-card-played = { $play }{ $coins_left ->
    [-1] {""}
    [one] {" "}A 5-pound coin from its playmat covers the rightmost icon of its round card ({ $coins_left } coin left on the playmat).
   *[other] {" "}A 5-pound coin from its playmat covers the rightmost icon of its round card ({ $coins_left } coins left on the playmat).
}
mombasa-mau-then = { $first }: { $rest ->
    [none] {""}
   *[other] { $rest }
}
mombasa-mau-skipped-so = { $skipped }, so { $why ->
    [none] {""}
   *[other] { $why }
}
mombasa-mau-ev-round-over = Mautoma has filled both rows of its playmat: its round is over.

## Money.
mombasa-mau-gain = { $pounds ->
    [one] { $pounds } pound
   *[other] { $pounds } pounds
}{ $repaid ->
    [0] {""}
   *[other] {" "}({ $repaid } of it paying off its debt)
}

## Which company, and why.
mombasa-mau-reason-favoured = its favoured company
mombasa-mau-reason-richest = the richest company it does not favour (share value { $value }{ $tied ->
    [true] , first by track letter among the tied
   *[other] {""}
})
mombasa-mau-reason-advantage = where { $how ->
    [leads] it leads you by { $by }
    [level] it is level with you
   *[trails] it trails you by { $by }
} on the track, the best of the companies it does not favour
mombasa-mau-with-reason = { $done }, { $reason }

## Company tracks.
mombasa-mau-track-from-to = space { $start } → { $end }
mombasa-mau-track-paid = paid { $pounds ->
    [one] { $pounds } pound
   *[other] { $pounds } pounds
} in capital calls{ $debt ->
    [0] {""}
   *[other] , { $debt } of it as debt
}
mombasa-mau-track-special = special space { $space }: { $you ->
    [true] it and you
   *[other] it
} got { $pounds ->
    [one] { $pounds } pound
   *[other] { $pounds } pounds
}
mombasa-mau-track-lost = { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
} lost at the end of the track
mombasa-mau-no-steps = no steps on { $company } (its track is finished)
mombasa-mau-ev-track-advanced = Mautoma moved { $spaces ->
    [one] { $spaces } space
   *[other] { $spaces } spaces
} on the { $company } track ({ $bits }).
mombasa-mau-steps-on = { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
} on { $company }{ $lost ->
    [0] {""}
    [one] {" "}({ $lost } step lost at the end of the track)
   *[other] {" "}({ $lost } steps lost at the end of the track)
}{ $debt ->
    [0] {""}
   *[other] {" "}(paying { $paid ->
        [one] { $paid } pound
       *[other] { $paid } pounds
    } of capital calls, { $debt } into debt)
}

## Diamonds, books, ink jar.
mombasa-mau-diamonds-past-end = { $pounds } for { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
} past the end of its diamond track
mombasa-mau-ev-diamonds = Mautoma moved { $spaces ->
    [one] { $spaces } space
   *[other] { $spaces } spaces
} on its diamond track (space { $space }).
mombasa-mau-book-track-full = { $pounds } instead of a book (its book track is full)
mombasa-mau-no-book = no book (the book display is empty)
mombasa-mau-takes-book = { $taking ->
    [true] takes {""}
   *[other] {""}
}{ $book }, { $coin ->
    [true] the book with a coin below it
   *[other] the book its arrow points at (column { $column }, { $row })
}{ $pounds ->
    [none] {""}
   *[other] , and { $pounds } from below it
}
mombasa-mau-ev-book-taken = Mautoma took { $book } from column { $column }, { $row } row, face down onto space { $space } of its bookkeeping track.
mombasa-mau-no-ink-step = no ink jar step (no book ahead of it)
mombasa-mau-ev-ink-jar = Mautoma moved its ink jar { $spaces ->
    [one] { $spaces } space
   *[other] { $spaces } spaces
} to space { $space }.

## Cards from the display.
mombasa-mau-share-worth = { $card_kind ->
    [share] {" "}(worth { $worth } each)
   *[other] {" "}with a { $company } share (worth { $worth } each)
}
mombasa-mau-ev-card-taken = Mautoma took the { $card }{ $share ->
    [none] {""}
   *[other] { $share }
} from the { $column } column, row { $row }, without paying; it goes to its pile.
mombasa-mau-takes-card = takes { $most ->
    [true] the card whose share is worth most
   *[other] the cheapest card
}, the { $card }{ $share ->
    [none] {""}
   *[other] { $share }
} (price { $price }), free
mombasa-mau-no-card = no card to take

## Expansion.
mombasa-mau-ousted-from = { $company } from { $region }
mombasa-mau-ev-ousted = Mautoma ousted a { $company } post from { $region }, { $column ->
    [0] out of the game (no empty space in its base)
   *[other] back to column { $column } of its base
}.
mombasa-mau-ev-region-entered = Mautoma placed a { $company } trading post (column { $column } of its base) in { $region }.
mombasa-mau-cannot-expand = { $company } cannot expand
mombasa-mau-bookkeeping-as-pounds = { $pounds } for { $points ->
    [one] { $points } bookkeeping point
   *[other] { $points } bookkeeping points
} (its book track is full)
mombasa-mau-into = into { $regions }{ $ousting ->
    [none] {""}
   *[other] {" "}(ousting { $ousting })
}{ $rewards ->
    [none] {""}
   *[other] : { $rewards }
}
mombasa-mau-expands = it expands { $company }, { $reason }, with { $posts ->
    [one] { $posts } trading post
   *[other] { $posts } trading posts
} { $how }

## Bonus markers.
mombasa-mau-space = { $kind ->
    [majority] { $measure } majority space
    [tile] { $tile } space
    [first_player] first player space
    [buy] buy space
    [sell] sell space
   *[other] { $kind } space
}
mombasa-mau-ev-marker-placed = Mautoma placed a bonus marker on the { $space } (free of charge).
mombasa-mau-takes-majority = { $fewer ->
    [true] you have fewer { $measure } than
   *[other] you have as many { $measure } as
} its round card's { $value }, so it takes the { $company } majority space
mombasa-mau-places-favoured-tile = it places a bonus marker on its favoured bonus tile, the { $tile } (favoured company { $company })
mombasa-mau-takes-tile = it takes the first free bonus tile space from the { $end }, the { $tile }
mombasa-mau-takes-other-tile = it takes the first free bonus tile space from the { $end } other than its favoured { $favoured }: the { $tile }
mombasa-mau-places-marker = { $space ->
    [sell] it places a bonus marker on the sell space (selling no card)
    [first_player] it places a bonus marker on the first player space
   *[other] it places a bonus marker on the buy space (paying nothing)
}
mombasa-mau-ev-first-player = Mautoma took the first player marker.
mombasa-mau-takes-first-player = takes the first player marker
mombasa-mau-effect-impossible = its effect ({ $effect }) cannot be carried out

## Why it could not.
mombasa-mau-why-icons-covered = every icon of its round card is covered
mombasa-mau-why-you-have-more = you have more than its round card shows for every uncovered icon
mombasa-mau-why-majorities-taken = the majority spaces it could win are taken
mombasa-mau-why-no-marker = it has no bonus marker left
mombasa-mau-why-favoured-tile-taken = the space of its favoured { $tile } is taken
mombasa-mau-why-tiles-taken = every bonus tile space is taken
mombasa-mau-why-other-tiles-taken = every bonus tile space other than its favoured { $tile } is taken
mombasa-mau-why-display-empty = the card display is empty
mombasa-mau-why-space-taken = the { $space ->
    [first_player] first player
    [buy] buy
    [sell] sell
   *[other] { $space }
} space is taken
mombasa-mau-why-track-finished = the { $company } track is finished
mombasa-mau-why-no-company = no company to advance
mombasa-mau-why-base-empty = { $company } has no trading post left in its base
mombasa-mau-why-no-region = { $company } has no region to enter
mombasa-mau-why-book-display-empty = the book display is empty
mombasa-mau-why-no-share = no card in the display shows a share
mombasa-mau-why-impossible = it cannot be done

## Setup and rounds (mautoma/setup.py).
mombasa-mau-ev-favoured = Mautoma ({ $difficulty }) drew starting tile { $tile } and discarded it: its favoured company is { $company } for the whole game, its marker starts on space { $space } of that track; its favoured bonus tile is the { $bonus_tile }; its expansion card shows side { $side }.
mombasa-mau-ev-deck-rebuilt = Mautoma shuffled its used cards back and drew a new deck of 3 grey and 3 yellow cards; the three 5-pound coins go back on its playmat.
mombasa-mau-icon = { $value } { $measure }
mombasa-mau-ev-round-card = Mautoma's round card for round { $round }: { $icons }. To take a majority space you need at least its value for that measure (a coin from a yellow card covers the rightmost icon).
