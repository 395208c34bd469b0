# Companies, by id (data: companies.toml).
mombasa-company = { $id ->
    [mombasa] Mombasa
    [cape_town] Cape Town
    [saint_louis] Saint-Louis
    [cairo] Cairo
   *[other] { $id }
}

# A company as printed on its diamond merchant and share cards.
mombasa-company-title = { $id ->
    [mombasa] Mombasa
    [cape_town] Cape Town
    [saint_louis] Saint-Louis
    [cairo] Cairo
   *[other] { $id }
}

# Map regions, by id (data: map.toml).
mombasa-region = { $id ->
    [atlas] Atlas Mountains
    [sahara] Sahara
    [tibesti] Tibesti
    [libyan_desert] Libyan Desert
    [nile_delta] Nile Delta
    [nubia] Nubia
    [senegambia] Senegambia
    [niger_bend] Niger Bend
    [guinea_coast] Guinea Coast
    [gold_coast] Gold Coast
    [lake_chad] Lake Chad
    [darfur] Darfur
    [congo_basin] Congo Basin
    [abyssinia] Abyssinia
    [somali_coast] Somali Coast
    [swahili_coast] Swahili Coast
    [great_lakes] Great Lakes
    [angola] Angola
    [katanga] Katanga
    [zambezi] Zambezi
    [namib] Namib
    [kalahari] Kalahari
    [okavango] Okavango
    [natal] Natal
   *[other] { $id }
}

# Bonus tiles, by id, as printed.
mombasa-tile = { $id ->
    [plus_one] "+1"-goods tile
    [bookkeeper] Bookkeeper-card tile
    [diamond] Diamond merchant-card tile
    [expansion] Expansion-card tile
   *[other] { $id }
}

# Bonus tiles, by id, inside a sentence.
mombasa-tile-lower = { $id ->
    [plus_one] +1-goods tile
    [bookkeeper] bookkeeper-card tile
    [diamond] diamond merchant-card tile
    [expansion] expansion-card tile
   *[other] { $id }
}

# Special track bonuses, by kind and level (data: tracks.toml).
mombasa-track-bonus = { $level ->
    [1] { $kind ->
        [bonus_markers] You have 1 additional bonus marker.
        [bookkeeping_diamonds] Pay 1 pound: use 1 bookkeeping point and move 2 diamond steps, OR use 2 bookkeeping points and move 1 diamond step.
        [buy_card] Pay 1 pound: buy 1 card from the card display for its full price in pounds and/or move 1 diamond step.
        [cotton] Each time you acquire a card from the card display with cotton goods cards, its price is reduced by 1.
        [expansion_plus] Your total expansion value is increased by 1 (only with at least 1 expansion card in your action area).
        [goods_discount] Each time you acquire a card from the card display with banana goods cards, its price is reduced by 1.
        [other_tracks] Move 2 spaces forward on each of 2 different other company tracks.
        [sell_card] Remove 1 card from your hand: take its crate-value + 3 pounds.
       *[other] { $kind }
    }
    [2] { $kind ->
        [bonus_markers] You have 2 additional bonus markers.
        [bookkeeping_diamonds] Pay 2 pounds: use 2 bookkeeping points and move 2 diamond steps.
        [buy_card] Pay 1 pound: buy 1 card from the card display for its price -1 in pounds and/or move 2 diamond steps.
        [cotton] Every cotton goods card in your action area is worth 1 unit more.
        [expansion_plus] Your total expansion value is increased by 2 (only with at least 1 expansion card in your action area).
        [goods_discount] Each time you acquire a card from the card display with goods cards, its price is reduced by 1; you may pay with mixed goods types.
        [other_tracks] Pay 2 pounds: move 2 spaces forward on each of the 3 other company tracks.
        [sell_card] Remove 1 coffee goods card from your hand: take its crate-value + 8 pounds.
       *[other] { $kind }
    }
   *[other] { $kind }
}
mombasa-track-bonus-short = { $level ->
    [1] { $kind ->
        [bonus_markers] 1 more bonus marker.
        [bookkeeping_diamonds] Pay 1 pound: 1 bookkeeping point + 2 diamond steps, or 2 points + 1 step.
        [buy_card] Pay 1 pound: buy 1 display card at full price and/or 1 diamond step.
        [cotton] Display cards bought with cotton cost 1 less.
        [expansion_plus] Expansion value +1 (with an expansion card in your action area).
        [goods_discount] Display cards bought with bananas cost 1 less.
        [other_tracks] 2 steps on each of 2 other company tracks.
        [sell_card] Remove 1 hand card: its crate value + 3 pounds.
       *[other] { $kind }
    }
    [2] { $kind ->
        [bonus_markers] 2 more bonus markers.
        [bookkeeping_diamonds] Pay 2 pounds: 2 bookkeeping points + 2 diamond steps.
        [buy_card] Pay 1 pound: buy 1 display card at price -1 and/or 2 diamond steps.
        [cotton] Cotton cards in your action area are worth 1 unit more.
        [expansion_plus] Expansion value +2 (with an expansion card in your action area).
        [goods_discount] Display cards cost 1 less; pay with mixed goods.
        [other_tracks] Pay 2 pounds: 2 steps on each of the 3 other company tracks.
        [sell_card] Remove 1 coffee card from hand: its crate value + 8 pounds.
       *[other] { $kind }
    }
   *[other] { $kind }
}

# The Mautoma's effects, by card kind and criterion, special card and bonus tile (data: automa/effects.toml).
mombasa-mautoma-effect = { $id ->
    [diamonds-1] advance the diamond marker 3 spots, then gain 2 pounds
    [diamonds-2] advance the diamond marker 3 spots
    [expand-1] expand the favoured company by placing 3 trading posts
    [expand-2] expand the non-favoured company where it leads you most (or trails least) on the track by placing 1 trading post
    [advance-1] advance 4 steps on the favoured company track, or 3 steps on the non-favoured track with the highest share value
    [advance-2] advance 3 steps on the non-favoured company track with the highest share value
    [book-1] take 1 book, advance the ink jar up to 2 steps, then gain 3 pounds
    [book-2] take 1 book, advance the ink jar up to 2 steps, then advance the diamond marker 1 step
    [take_card-1] take the card whose share has the highest value; with no share card in the display, advance 2 steps on the non-favoured track with the highest share value
    [take_card-2] take the card with the lowest cost and advance 3 steps on the favoured company track
    [bonus_tile-1] place a bonus marker on the favoured bonus tile (else on the first free bonus tile from the arrow's end) and take its effect at once
    [bonus_tile-2] place a bonus marker on the first free non-favoured bonus tile from the arrow's end and take its effect at once
    [sell-1] place a bonus marker on the sell space and gain 5 pounds (no card removed)
    [sell-2] place a bonus marker on the sell space and gain 3 pounds (no card removed)
    [first_player-1] place a bonus marker on the first-player space, take the first-player marker and take 1 book
    [first_player-2] place a bonus marker on the first-player space, take the first-player marker and gain 1 pound
    [buy_card-1] place a bonus marker on the buy space and take, free, the card whose share has the highest value (else the cheapest card)
    [buy_card-2] place a bonus marker on the buy space and take, free, the cheapest card
    [majority-1] place a bonus marker on the majority space of the leftmost round-card icon it wins: 3 steps on that company track and 1 pound
    [majority-2] place a bonus marker on the majority space of the leftmost round-card icon it wins: 3 steps on that company track
    [special-saint_louis] advance the diamond marker 3 steps
    [special-cape_town] take 1 book, advance the ink jar 2 steps and gain 3 pounds
    [special-mombasa] expand the favoured company by placing 2 trading posts
    [special-cairo] take the card whose share has the highest value; with no share card, advance 2 steps on the non-favoured track with the highest share value
    [tile-plus_one_goods] advance 2 steps on the non-favoured track with the highest share value
    [tile-bookkeeper] take 1 book, then advance the ink jar 1 step
    [tile-diamond] advance the diamond marker 2 steps
    [tile-expansion] expand the non-favoured company where it leads you most on the track by placing 1 trading post
   *[other] { $id }
}
## Joining words and counts.
mombasa-and = { $a } and { $b }
mombasa-or = { $a } or { $b }
mombasa-comma = { $a }, { $b }
mombasa-pounds = { $n ->
    [one] { $n } pound
   *[other] { $n } pounds
}

## Seats. A seat is named by the formatter ({ $seat }); in a solo game the Mautoma's seat
## reads as the Mautoma.
mombasa-player = { $seat }
mombasa-mautoma = the Mautoma
mombasa-mautoma-start = The Mautoma
# Its name on its own (views: "name_message" beside "name").
mombasa-mautoma-name = Mautoma

## Goods, decks, slots, display columns, majority measures.
mombasa-good = { $id ->
    [coffee] coffee
    [bananas] bananas
    [cotton] cotton
   *[other] { $id }
}
# A resting deck lies above the action slot of the same number.
mombasa-deck = resting deck { NUMBER($deck) ->
    [0] 1
    [1] 2
    [2] 3
   *[other] { $deck }
}
mombasa-slot = { $slot ->
    [0] slot 1
    [1] slot 2
    [2] slot 3
    [3] slot 4 (from the diamond track)
    [4] slot 5 (from the bookkeeping track)
   *[other] { $slot }
}
mombasa-column = { $column ->
    [0] left
    [1] middle
    [2] right
   *[other] { $column }
}
mombasa-measure = { $id ->
    [expansion] expansion points
   *[other] { mombasa-good }
}

## Cards, by what is printed on them.
mombasa-card = { $kind ->
    [goods] { $units }-unit { $good } card
    [expansion] { $points }-point expansion card
    [bookkeeper] { $points }-point bookkeeper
    [diamond] { $company ->
        [none] diamond merchant
       *[other] { $company } diamond merchant
    }
    [share] { $company } share card
   *[other] { $name }
}
mombasa-card-short = { $kind ->
    [goods] { $good } { $units }
    [expansion] expansion { $points }
    [bookkeeper] bookkeeper { $points }
    [diamond] { $company ->
        [none] diamond merchant
       *[other] { $company } merchant
    }
    [share] { $company } share
   *[other] { $name }
}
mombasa-a-card = a { mombasa-card }
mombasa-the-tile = the { $tile }

## Books: "B-book (3 coffee → +4 pounds)".
mombasa-book = { $letter }-book ({ $requirements } → { $rewards })
mombasa-book-requirement = { $kind ->
    [coffee] { $value } coffee
    [bananas] { $value ->
        [one] { $value } banana
       *[other] { $value } bananas
    }
    [cotton] { $value } cotton
    [one_good] { $value } of one good
    [coffee_and_one_good] { $value } coffee + { $value } of one good
    [expansion] expansion { $value }
    [diamond_or_bookkeeper] { $value } diamond merchant/bookkeeper
    [diamond] { $value } diamond merchant
    [bookkeeper] { $value } bookkeeper
    [none] no requirement
   *[other] { $kind } { $value }
}
mombasa-book-reward = { $kind ->
    [pounds] +{ $value ->
        [one] { $value } pound
       *[other] { $value } pounds
    }
    [pay] pay { $value ->
        [one] { $value } pound
       *[other] { $value } pounds
    }
    [cotton_pounds] pounds: your cotton minus 1
    [diamonds] { $value ->
        [one] { $value } diamond step
       *[other] { $value } diamond steps
    }
    [bookkeeping] { $value ->
        [one] { $value } bookkeeping point
       *[other] { $value } bookkeeping points
    }
    [remove_posts] remove { $value ->
        [one] { $value } post
       *[other] { $value } posts
    }
    [none] no reward
   *[other] { $kind } { $value }
}

## Bonus spaces of the board.
mombasa-space = { $space ->
    [first_player] the first-player space
    [buy] the buy-a-card space
    [sell] the sell-a-card space
    [majority] the { $measure ->
        [expansion] expansion
       *[other] { $measure }
    } majority space
    [tile] the { $tile } space
    [track] extra bonus space { $number } of the { $company } track
   *[other] { $space }
}

## Score categories (scoring.scores): cash, the companies by id, diamonds, bookkeeping.
mombasa-score-category = { $id ->
    [cash] Cash
    [diamonds] Diamonds
    [bookkeeping] Bookkeeping
    [total] Total
   *[other] { mombasa-company }
}
mombasa-space-start = { $space ->
    [first_player] The first-player space
    [buy] The buy-a-card space
    [sell] The sell-a-card space
    [majority] The { $measure ->
        [expansion] expansion
       *[other] { $measure }
    } majority space
    [tile] The { $tile } space
    [track] Extra bonus space { $number } of the { $company } track
   *[other] { $space }
}

## Starting tiles: "starting tile T03 (bonus: 2 Cairo steps and 1 diamond step; resting: ...)": the bonus
## first, as it is what tells the tiles apart.
mombasa-starting-tile = starting tile { $id } (bonus: { $bonus }; resting: { $cards })
mombasa-starting-tile-short = starting tile { $id } (bonus: { $bonus })
mombasa-starting-tile-detail = Resting: { $cards }
mombasa-tile-bonus = { $n } { $what } { $n ->
    [one] step
   *[other] steps
}
mombasa-semicolon = { $a }; { $b }
