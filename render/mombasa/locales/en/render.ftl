# Words drawn on Mombasa's images and written in their text alternatives.
# Keys: render-mombasa-...; component names (companies, regions, goods, card kinds, bonus
# tiles) are the renderer's own copies for now.
# English keeps the wording the images had before the catalogue, word for word ("1 cards",
# "1 regions" included: the golden images test holds it); other languages select plural
# forms on the same numeric arguments ($count, $steps ...).

## Seats and names

# A player's default name: seat number and marker colour.
render-mombasa-seat = P{ $number } { $colour ->
    [0] blue
    [1] yellow
    [2] green
   *[3] pink
}
render-mombasa-mautoma = Mautoma
# The letter on the Mautoma's markers.
render-mombasa-mautoma-letter = M
render-mombasa-first-player-badge = 1st player

## Components

render-mombasa-company = { $company ->
    [mombasa] Mombasa
    [cape_town] Cape Town
    [saint_louis] Saint-Louis
    [cairo] Cairo
   *[other] { $company }
}
render-mombasa-empty = empty
render-mombasa-none = none
render-mombasa-nothing = nothing

## Player summaries

render-mombasa-track-at = at { $at }, scores { $score }
render-mombasa-on-cards = ({ $count } on cards)
render-mombasa-bonus-level = bonus { $level }

## Cards

render-mombasa-card-short = { $kind ->
    [goods] { $good ->
        [coffee] Coffee
        [bananas] Bananas
        [cotton] Cotton
       *[other] { $good }
    } { $value }
    [expansion] Expansion { $value }
    [bookkeeper] Bookkeeper { $value }
   *[diamond] Diamonds { $value }
}
render-mombasa-card-mines = { $card } ({ $company } mines)
render-mombasa-card-share-of = Share of { $company }
render-mombasa-card-plus-share = { $card } +share { $company }
render-mombasa-card-planned = planned
# The band at the top of a card: its kind, or its good.
render-mombasa-card-band = { $kind ->
    [goods] { $good ->
        [coffee] Coffee
        [bananas] Bananas
        [cotton] Cotton
       *[other] { $good }
    }
    [expansion] Expansion
    [bookkeeper] Bookkeeper
    [diamond] Diamonds
    [share] Share
   *[other] { $kind }
}

## Books

render-mombasa-requirement = { $kind ->
    [coffee_and_one_good] { $value } coffee + { $value } of 1 good
    [one_good] { $value } of one good
    [diamond_or_bookkeeper] { $value } diamond or bookkeeper card
    [diamond] { $value } diamond card
    [bookkeeper] { $value } bookkeeper card
    [expansion] expansion { $value }
    [coffee] { $value } coffee
    [bananas] { $value ->
        [one] { $value } banana
       *[other] { $value } bananas
    }
    [cotton] { $value } cotton
   *[other] { $value } { $kind }
}
# Beside requirement icons: "2 (goods icons) of 1", "(diamond) or (ink jar) card".
render-mombasa-of-one = of 1
render-mombasa-icon-or = {" "}or
render-mombasa-icon-card = {" "}card
# What a book gives the player who stops on it (or makes them pay), as a verb phrase.
render-mombasa-reward = { $kind ->
    [pounds] take { $value ->
        [one] { $value } pound
       *[other] { $value } pounds
    }
    [pay] pay { $value ->
        [one] { $value } pound
       *[other] { $value } pounds
    }
    [cotton_pounds] take as many pounds as your cotton units, less 1
    [diamonds] { $value ->
        [one] { $value } diamond step
       *[other] { $value } diamond steps
    }
    [bookkeeping] { $value ->
        [one] { $value } bookkeeping point
       *[other] { $value } bookkeeping points
    }
    [remove_posts] remove { $value ->
        [one] { $value } trading post
       *[other] { $value } trading posts
    }
    [track] { $value ->
        [one] { $value } track step
       *[other] { $value } track steps
    }
   *[other] { $kind } { $value }
}
render-mombasa-book-short = { $letter } book (needs { $needs }; { $gives })

## Company tracks

render-mombasa-track-bonus = { $kind ->
    [expansion_plus] Expansion +{ $amount }
    [bonus_markers] +{ $amount } bonus { $level ->
        [1] marker
       *[2] markers
    }
    [goods_discount] { $level ->
        [1] Bananas pay 1 less
       *[2] Any goods pay 1 less, mixed
    }
    [cotton] { $level ->
        [1] Cotton pays 1 less
       *[2] Cotton cards +1 unit
    }
    [bookkeeping_diamonds] { $level ->
        [1] 1 bookk. + 2 diam. or 2 + 1
       *[2] 2 bookkeeping + 2 diamonds
    }
    [buy_card] { $level ->
        [1] Buy a card and/or 1 diamond
       *[2] Buy for price -1 and/or 2 diamonds
    }
    [sell_card] { $level ->
        [1] Sell a card: crate + { $amount }
       *[2] Sell a coffee card: crate + { $amount }
    }
    [other_tracks] { $level ->
        [1] 2 steps on 2 other tracks
       *[2] 2 steps on each other track
    }
   *[other] { $other }
}

## The public board

render-mombasa-title = MOMBASA
render-mombasa-phase = { $phase ->
    [setup] Setup
    [planning] Planning
    [actions] Actions
    [over] Game over
   *[other] { $phase }
}
render-mombasa-header-round = Round { $round } of { $rounds }  ·  { $phase }
render-mombasa-first-player = First player
render-mombasa-to-move = To move
render-mombasa-card-display = Card display
render-mombasa-price = price
render-mombasa-deck-line = Deck { $count }{ $shown ->
    [true] {" "}(next { $next })
   *[false] {""}
} · discard { $discard }
render-mombasa-book-supply = Book supply
render-mombasa-held-by = held by
render-mombasa-on-a-card = on a card
render-mombasa-reserved = reserved: next round
render-mombasa-free = free
render-mombasa-round-now = now
render-mombasa-removed = { $count } removed
render-mombasa-per-share = per share
render-mombasa-region = { $region ->
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
   *[other] { $name }
}
render-mombasa-legend-border-one = border: 1 point
render-mombasa-legend-border-two = border: 2 points
render-mombasa-legend-mine = mine
render-mombasa-legend-track-step = track step
render-mombasa-legend-diamond = diamond
render-mombasa-legend-bookkeeping = bookkeeping
render-mombasa-legend-upended = upended: being placed
render-mombasa-legend-heart = heart of Africa
render-mombasa-legend-solo = (solo)
render-mombasa-track-id = track { $track }
render-mombasa-track-start = start
render-mombasa-track-bonus-label = { $extra ->
    [true] Extra bonus
   *[false] Bonus
} { $number }: { $bonus }{ $cost ->
    [0] {""}
   *[other] {" "}(pay { $cost })
}
render-mombasa-bonus-space = { $space ->
    [first_player] First player
    [buy] Buy a card
   *[sell] Sell a card
}
render-mombasa-bonus-space-does = { $space ->
    [first_player] take marker, use { $amount } bookkeeping
    [buy] pay { $amount }, then its full price
   *[sell] from hand: crate value + { $amount }
}
render-mombasa-majority = { $measure ->
    [coffee] Coffee majority
    [bananas] Bananas majority
    [cotton] Cotton majority
    [expansion] Expansion majority
   *[other] { $measure } majority
}
render-mombasa-bonus-tile-title = { $kind ->
    [plus_one_goods] +{ $amount } goods tile
    [bookkeeper] Bookkeeper { $amount } tile
    [diamond] Diamonds { $amount }+ tile
    [expansion] Expansion { $amount } tile
   *[other] { $kind }
}

## Player strips and boards

render-mombasa-status = { $status ->
    [round-over] round over
    [tile-chosen] starting tile chosen
    [choosing-tile] choosing a starting tile
    [ready] ready
    [placing] placing resting cards
    [planned] planned
    [planning] planning…
    [ended] ended this round
   *[to-move] to move
}
render-mombasa-cash = cash
render-mombasa-markers = { $count ->
    [0] no markers
   *[other] markers
}
render-mombasa-hand = hand { $count }
render-mombasa-shares = Shares
render-mombasa-action-slots = { $count ->
    [one] { $count } action slot
   *[other] { $count } action slots
}
render-mombasa-strip-tile = starting tile { $tile }  ·  { $rest }
render-mombasa-strip-action = Action
render-mombasa-strip-resting = Resting
render-mombasa-debt = debt { $debt }

## The Mautoma (solo games)

render-mombasa-difficulty = { $difficulty ->
    [easy] easy
    [medium] medium
    [hard] hard
   *[other] { $difficulty }
}
render-mombasa-automa-section = { $section ->
    [diamonds] Diamond steps
    [expand] Expand
    [advance] Advance on a track
    [book] Take a book
    [take_card] Take a card
    [special] Special action
    [bonus_tile] Bonus tile
    [sell] Sell space
    [first_player] First player
    [buy_card] Buy a card
    [majority] Majority
   *[other] { $other }
}
# The second section of a grey card, taken when the first cannot be.
render-mombasa-automa-else = else { $action }
render-mombasa-automa-criterion = criterion { $criterion }
render-mombasa-automa-book = book: col. { $column }, { $row }
render-mombasa-automa-pounds = { $money ->
    [one] { $money } pound
   *[other] { $money } pounds
}{ $debt ->
    [0] {""}
   *[other] , debt { $debt }
}
render-mombasa-automa-tile = { $tile ->
    [plus_one_goods] +1 goods tile
    [bookkeeper] Bookkeeper tile
    [diamond] Diamonds tile
    [expansion] Expansion tile
   *[other] { $tile }
}
render-mombasa-automa-markers = { $count ->
    [0] no markers left
   *[other] markers
}
render-mombasa-automa-favoured = Favoured company
render-mombasa-automa-its-tile = its tile: { $tile }
render-mombasa-automa-drawn-after-tile = drawn after your starting tile
render-mombasa-automa-round-card = Round card{ $shown ->
    [true] {" "}{ $id }
   *[false] {""}
}
render-mombasa-automa-round-cards-left = { $count ->
    [one] { $count } round card to come
   *[other] { $count } round cards to come
}
render-mombasa-automa-drawn-when = drawn when
render-mombasa-automa-actions-start = the actions start
render-mombasa-automa-majority-line-one = To take a majority space
render-mombasa-automa-majority-line-two = you need at least:
render-mombasa-automa-measure = { $measure ->
    [covered] covered
    [coffee] coffee
    [bananas] bananas
    [cotton] cotton
    [expansion] expand
   *[other] { $measure }
}
render-mombasa-automa-row-title = { $colour ->
    [grey] Grey row: bonus markers
   *[yellow] Yellow row: actions
}
render-mombasa-automa-next-card = next card
render-mombasa-automa-set-by-favoured = (set by its favoured company)
render-mombasa-automa-deck = Automa deck: { $count } left
render-mombasa-automa-pools = grey pool { $grey } · yellow pool { $yellow }
render-mombasa-automa-expansion-side = Expansion card, side { $side }
render-mombasa-automa-cards-taken = Cards taken: { $count }
render-mombasa-automa-pile-empty = { $taken ->
    [true] no shares on them
   *[false] none yet
}
render-mombasa-automa-pile-shares = shares
render-mombasa-automa-bonus-tile = bonus tile: { $tile }
render-mombasa-automa-special-card = special card: { $text }
# What the special card does, by the favoured company (the printed card's text; $text is
# the data file's English, for a company this list does not know).
render-mombasa-automa-special = { $company ->
    [saint_louis] advance the diamond marker 3 steps
    [cape_town] take 1 book, advance the ink jar 2 steps and gain 3 pounds
    [mombasa] expand the favoured company by placing 2 trading posts
    [cairo] take the card whose share has the highest value; with no share card, advance 2 steps on the non-favoured track with the highest share value
   *[other] { $text }
}
render-mombasa-automa-head = { $name } ({ $difficulty }{ $drawn ->
    [true] , favours { $company })
   *[false] , favoured company not drawn yet)
}
render-mombasa-automa-head-line = { $head }: { $pounds }.
render-mombasa-automa-icon = { $measure } { $value }{ $covered ->
    [true] {" "}(covered)
   *[false] {""}
}
render-mombasa-automa-round-card-line = Round card { $id } (to take a majority you need at least): { $icons }.
render-mombasa-automa-round-card-later = Round card: drawn when the actions start.
render-mombasa-automa-row-card = { $id } { $words }{ $criterion ->
    [0] {""}
   *[other] {" "}(criterion { $criterion })
}
render-mombasa-automa-row = { $colour ->
    [grey] grey
   *[yellow] yellow
} row { $filled ->
    [true] { $cards }{ $free ->
        [0] {""}
       *[other] , { $free } free
    }
   *[false] empty
}
render-mombasa-automa-rows-line = { $rows }; { $coins ->
    [one] { $coins } five-pound coin
   *[other] { $coins } five-pound coins
} left on the yellow spots.
render-mombasa-company-count = { $company } { $count }
render-mombasa-automa-decks-line = Deck { $deck } left (grey pool { $grey }, yellow pool { $yellow }); cards taken { $taken }{ $any ->
    [true] {" "}(shares { $shares })
   *[false] {""}
}; expansion card side { $side }.
render-mombasa-automa-priorities = { $company }: { $order }
render-mombasa-automa-reward = { $kind ->
    [pounds] pounds
    [track] track steps
    [diamonds] diamonds
    [bookkeeping] bookkeeping
   *[other] { $kind }
}

## The private panel and the player board

render-mombasa-panel-title = Your panel: { $name }  ·  round { $round }{ $solo ->
    [true] {"  "}·  solo vs Mautoma ({ $difficulty })
   *[false] {""}
}
render-mombasa-panel-hand = Hand ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
})
render-mombasa-panel-no-cards = no cards in hand
render-mombasa-panel-planned = Planned action slots (only you see these)
render-mombasa-panel-slot = slot { $number }
render-mombasa-tile = Tile { $tile }
render-mombasa-tile-yours = your choice
render-mombasa-tile-resting = Resting cards
render-mombasa-tile-book = Starting book
render-mombasa-tile-bonus = Bonus
render-mombasa-tile-diamond-steps = { $steps ->
    [one] { $steps } diamond step
   *[other] { $steps } diamond steps
}
render-mombasa-tile-track-steps = { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
} { $company }
render-mombasa-decision-plan = Plan your cards into your action slots.
render-mombasa-decision-choose = Your decision now.
render-mombasa-decision-where = Choose with this panel's menus and buttons.
render-mombasa-decision-where-panel = Choose in your panel: /mombasa panel
render-mombasa-board-markers = markers
render-mombasa-board-tile = tile { $tile }  ·  { $rest }
render-mombasa-board-diamond-track = Diamond track: at { $at }, scores { $score }
render-mombasa-board-bookkeeping-track = Bookkeeping track: ink jar at { $at }, scores { $score }
render-mombasa-board-plus-slot = +slot
render-mombasa-board-ink = ink
# On bookkeeping spaces where no A book may be placed: the letter, struck through.
render-mombasa-board-no-a = A
render-mombasa-board-flipped = flipped
render-mombasa-board-action-area = Action area ({ $count ->
    [one] { $count } slot
   *[other] { $count } slots
})
render-mombasa-board-bonus-tiles = Bonus tiles: { $tiles }
render-mombasa-bonus-tile-name = { $tile ->
    [plus_one] "+1"-goods tile
    [bookkeeper] Bookkeeper-card tile
    [diamond] Diamond merchant-card tile
    [expansion] Expansion-card tile
   *[other] { $name }
}
render-mombasa-board-resting = Resting decks (picked up one at a time)
render-mombasa-board-resting-deck = Resting deck { $number }

## The score sheet

render-mombasa-score-title = Mombasa: final scores
render-mombasa-score-winner = winner
render-mombasa-score-category = { $category ->
    [cash] Cash
    [diamonds] Diamonds
   *[bookkeeping] Bookkeeping
}
render-mombasa-score-shares = { $company } shares
render-mombasa-score-total = Total (pounds)
# "players" is the winner or the winners, already listed.
render-mombasa-score-result = { $winners ->
    [one] Winner: { $players } with { $total ->
        [one] { $total } pound
       *[other] { $total } pounds
    }
   *[other] Shared victory: { $players } with { $total ->
        [one] { $total } pound
       *[other] { $total } pounds
    }
}
render-mombasa-score-automa-note = Mautoma: shares include those on the cards it took{ $debt ->
    [0] {""}
   *[other] ; cash is after its debt of { $debt }
}

## Text alternatives

render-mombasa-text-pounds = { $count ->
    [one] { $count } pound
   *[other] { $count } pounds
}
render-mombasa-text-board-head = Mombasa, round { $round } of { $rounds }, { $phase }.
render-mombasa-text-first-player = First player: { $name }.
render-mombasa-text-to-move = To move: { $players }.
# What the player to move is asked now (the engine's words), as a sentence.
render-mombasa-text-now = Now: { $text }.
render-mombasa-text-share-values = Share values: { $values }.
render-mombasa-text-share-value = { $company } { $value } ({ $regions ->
    [one] { $regions } region
   *[other] { $regions } regions
})
render-mombasa-text-removed = Trading posts removed from the bases: { $companies }.
render-mombasa-text-seat = { $name }: { $shown ->
    [true] { $status }; { $with_tile ->
        [true] starting tile { $tile };{" "}
       *[false] {""}
    }
   *[false] {""}
}{ $pounds }, shares { $shares }, diamonds { $diamonds }, bookkeeping { $bookkeeping }, { $markers ->
    [one] { $markers } bonus marker
   *[other] { $markers } bonus markers
}, { $hand ->
    [one] { $hand } card in hand
   *[other] { $hand } cards in hand
}.
render-mombasa-text-card-display = Card display: { $cards }.
render-mombasa-text-card-price = { $card } for { $price }
render-mombasa-text-company-shares = { $company } { $count }{ $on_cards ->
    [0] {""}
   *[other] {" "}({ $on_cards } on cards)
}
render-mombasa-text-automa-seat = { $head }, shares { $shares }, diamonds { $diamonds }, bookkeeping { $bookkeeping }, { $markers ->
    [one] { $markers } bonus marker
   *[other] { $markers } bonus markers
}{ $over ->
    [true] , its round is over.
   *[false] .
}
render-mombasa-text-tracks = Diamond track at { $diamond } (scores { $diamond_score }); ink jar at { $ink } (scores { $bookkeeping_score })
render-mombasa-text-automa-tracks = { $tracks }; { $books ->
    [one] { $books } book face down.
   *[other] { $books } books face down.
}
render-mombasa-text-sentence = { $text }.
render-mombasa-text-no-player = No player in seat { $number }.
render-mombasa-text-priorities = Expansion priorities: { $priorities }.
render-mombasa-text-slot-card = { $card }{ $used ->
    [true] {" "}(used)
   *[false] {""}
}
render-mombasa-text-player = { $name }: { $shown ->
    [true] { $status };{" "}
   *[false] {""}
}{ $pounds }, { $markers ->
    [one] { $markers } bonus marker
   *[other] { $markers } bonus markers
}, { $hand ->
    [one] { $hand } card in hand
   *[other] { $hand } cards in hand
}, { $slots ->
    [one] { $slots } action slot
   *[other] { $slots } action slots
}{ $has_tile ->
    [true] , starting tile { $tile }.
   *[false] .
}
render-mombasa-text-shares = Shares: { $shares }.
render-mombasa-text-flipped = Books flipped face down on spaces { $spaces }.
render-mombasa-text-planned-face-down = { $count } planned face down
render-mombasa-text-action-area = Action area: { $cards }.
render-mombasa-text-resting = { $decks }.
render-mombasa-text-resting-deck = Resting deck { $number }: { $cards }
render-mombasa-text-or = { $first } or { $second }
render-mombasa-text-hand = Your hand ({ $count }): { $cards }.
render-mombasa-text-planned = Planned: { $slots }.
render-mombasa-text-planned-slot = slot { $number }: { $card }
render-mombasa-text-tile-steps = { $steps } { $track ->
    [diamond] diamond
   *[company] { $company }
} { $steps ->
    [one] step
   *[other] steps
}
render-mombasa-text-tile = tile { $tile } (resting { $cards }; { $book }; bonus { $bonus })
render-mombasa-text-score-part = { $category } { $value }
render-mombasa-text-score = { $name }: { $total ->
    [one] { $total } pound
   *[other] { $total } pounds
} ({ $parts }).
render-mombasa-text-automa-debt = The Mautoma's cash is net of its debt of { $pounds }.
render-mombasa-text-winners = { $winners ->
    [one] Winner: { $players }.
   *[other] Shared victory: { $players }.
}

## The per-move image (render/mombasa/move.py)
render-mombasa-move-round = Round { $round } of { $rounds }
render-mombasa-move-nothing = Nothing on the board changed.
render-mombasa-move-entered = { $count ->
    [one] Region entered
   *[other] { $count } regions entered
}
render-mombasa-move-ousted = { $count ->
    [one] Trading post ousted
   *[other] { $count } trading posts ousted
}
render-mombasa-move-tracks = Tracks
render-mombasa-move-track = { $track ->
    [diamond] Diamond track
    [ink] Bookkeeping track
   *[company] { $company } track
}
render-mombasa-move-steps = { $old } → { $new }
render-mombasa-move-cards = { $bought ->
    [0] { $revealed ->
        [one] New card in the display
       *[other] { $revealed } new cards in the display
    }
    [one] Card bought
   *[other] { $bought } cards bought
}
render-mombasa-move-price = price { $price }
render-mombasa-move-books = { $count ->
    [one] Book taken
   *[other] { $count } books taken
}
render-mombasa-move-money = { $pounds } £
render-mombasa-move-text-player = { $name } now has { $pounds ->
    [one] 1 pound
   *[other] { $pounds } pounds
}, diamond track { $diamond }, bookkeeping track { $ink }.

## The board in parts for phones (render/mombasa/parts.py)
render-mombasa-part = { $part ->
    [map] Map and company bases
    [tracks] Company, diamond and bookkeeping tracks
    [bonus] Bonus spaces and rounds
   *[displays] Card and book displays
}
render-mombasa-part-tier = { $minimum }+: { $steps ->
    [one] 1 step
   *[other] { $steps } steps
}
render-mombasa-part-tile-cost = costs { $cost } · { $state }
render-mombasa-part-rounds = Rounds
render-mombasa-part-text-space = { $space } ({ $name })
render-mombasa-part-text-spaces = { $count ->
    [0] No bonus space taken.
   *[other] Bonus spaces taken: { $spaces }.
}
render-mombasa-part-books = Book display
render-mombasa-part-base = { $company }: { $count ->
    [one] 1 post
   *[other] { $count } posts
} left, { $value } per share
render-mombasa-part-text-region = { $region } ({ $companies })
render-mombasa-part-text-regions = { $count ->
    [0] No trading posts on the map.
    [one] 1 region with trading posts: { $regions }.
   *[other] { $count } regions with trading posts: { $regions }.
}
render-mombasa-part-text-tracks = { $name }: { $tracks }; diamond track { $diamond }, bookkeeping track { $ink }.
render-mombasa-part-text-books = Book display: { $books }.
render-mombasa-move-track-of = { $track }: { $name }

# Per-move image: the regions each side entered, named (a solo move holds the player's
# expansion and the Mautoma's turn)
render-mombasa-move-entered-by = { $count ->
    [one] { $name }: 1 region entered
   *[other] { $name }: { $count } regions entered
}

## The starting-tile choice, true before and after Confirm, and in solo without secrecy
render-mombasa-tile-choice-head = { $step ->
    [chosen] Your starting tile: your choice{ $secret ->
        [true] , secret until everyone has chosen
       *[false] {""}
    }
    [choose] Keep one of these starting tiles{ $secret ->
        [true] {" "}(secret until everyone has chosen)
       *[false] {""}
    }
   *[place] Your starting tile: place its 3 resting cards
}
render-mombasa-text-tile-choice = { $chosen ->
    [true] Your choice: { $tile }{ $secret ->
        [true] {" "}(secret until everyone has chosen)
       *[false] {""}
    }. Offered: { $offered }.
   *[false] Keep one starting tile{ $secret ->
        [true] {" "}(secret until everyone has chosen)
       *[false] {""}
    }: { $offered }.
}

## The end as a story: how the game went, the board through the rounds

render-mombasa-story-title = How the game went
render-mombasa-story-note = Pounds after each round as the board shows them (shares on cards count at the end); the last point is the final score.
render-mombasa-story-shares = Shares
# "who" is one player or several already listed; "span" the number of rounds from "first" to "last".
render-mombasa-story-lead = { $count ->
    [one] { $who } led
   *[other] { $who } shared the lead
} { $span ->
    [one] after round { $first }.
   *[other] after rounds { $first } to { $last }.
}
render-mombasa-story-margin = { $winner } won with { $total ->
    [one] { $total } pound
   *[other] { $total } pounds
}, { $margin ->
    [one] { $margin } pound
   *[other] { $margin } pounds
} ahead of { $second }.
render-mombasa-story-tie = { $who } shared the victory with { $total ->
    [one] { $total } pound
   *[other] { $total } pounds
} each.
render-mombasa-story-frame = Round { $round } of { $rounds }
render-mombasa-story-frame-end = Final scoring
render-mombasa-story-share-values = Share values
render-mombasa-story-standing = Pounds
render-mombasa-story-replay-head = The board round by round.
render-mombasa-story-replay-round = Round { $round }: { $count ->
    [one] { $who } leads
   *[other] { $who } share the lead
} with { $total ->
    [one] { $total } pound
   *[other] { $total } pounds
}; { $posts ->
    [one] { $posts } trading post
   *[other] { $posts } trading posts
} on the map.
render-mombasa-story-replay-values = Share values now: { $values }.

## Each decision's own picture in the private panel (render/mombasa/decisions.py)

render-mombasa-decision-title = { $kind ->
    [tile] { $name }: your starting tile
    [plan] { $name }: your hand and action slots
    [goods] { $name }: trade tracks and card display
    [expansion] { $name }: regions you may enter
    [bookkeeping] { $name }: bookkeeping
   *[tracks] { $name }: trade tracks
}
render-mombasa-decision-tracks = Trade tracks (your marker; others' as dots)
render-mombasa-decision-track-at = at { $at } of { $spaces }
render-mombasa-decision-your-books = Your books face up ({ $count })
# a held bonus tile on the live board's bonus part: by whom (the marker stands apart)
render-mombasa-held-by-name = held by { $name }
