# Batavia's images and their text alternatives, in English.
# Company and commodity names come from the engine's catalogue (rules/batavia/locales).

## Players

# A seat without a name: number and marker colour, by the colour's name in the drawing
# kit's table (render/kit/draw.py PLAYER_COLOURS), as the thread names it too.
render-batavia-seat = P{ $number } { $colour ->
    [blue] blue
    [yellow] yellow
    [green] green
    [pink] pink
   *[orange] orange
  }
render-batavia-phase = { $phase ->
    [auction] Ship card auction
    [moves] Player moves
    [over] Game over
   *[other] { $phase }
  }
render-batavia-round = Round { $round }
render-batavia-to-move = to move

## The board: route, Target Counter, ship scale, seals

render-batavia-board-title = Batavia · round { $round }
render-batavia-start = Start
render-batavia-face-down = face down
render-batavia-taken = taken
render-batavia-target = Target Counter: { $gold } gold to whoever picks it up
render-batavia-target-taken = { $name } took the Target Counter: last round
render-batavia-fleet-head = Ship scale and Company Seals
render-batavia-no-seal = seal on the board
render-batavia-cannon = Cannon
render-batavia-pirates-at = pirates at { $space }
render-batavia-stack = Ship card stack: { $stack } · discards: { $discards }

## Warehouses

render-batavia-warehouses-title = Warehouses
render-batavia-most-crates = Most
render-batavia-warehouse-value = { $value } gold · tie { $tie }
render-batavia-warehouse-note = One crate per company square; the most crates win the gold.

## Players

render-batavia-players-title = Players
render-batavia-hand-count = { $count ->
    [one] 1 card
   *[other] { $count } cards
  }
render-batavia-crates-left = { $count ->
    [one] 1 crate left
   *[other] { $count } crates left
  }
render-batavia-at-start = at the start
render-batavia-at-target = on the Target
render-batavia-at-hex = at hex { $hex }
render-batavia-players-note = Flags: cards laid out; gold ring: Company Seal; coin: exchanged gold; small flags: counters kept.

## Auction

render-batavia-auction-title = Ship card auction
render-batavia-roll = Roll: { $roll }
render-batavia-package = { $count ->
    [0] The ship alone is auctioned
    [one] The package: 1 card and the ship
   *[other] The package: { $count } cards and the ship
  }
render-batavia-bidding = { $high ->
    [0] Bidding: no bid yet
   *[other] Bidding: high bid { $high }
  }
render-batavia-auctioneer = (auctioneer)
render-batavia-bid-status = { $status ->
    [passed] passed
    [leads] leads with { $high }
    [turn] to bid
   *[waiting] waiting
  }

## The private panel

render-batavia-hand-title = { $name }: your hand
render-batavia-your-hand = { $count ->
    [one] Your hand: 1 ship card
   *[other] Your hand: { $count } ship cards
  }
render-batavia-your-purse = Promissory notes, gold and crates
render-batavia-notes = { $count ->
    [one] 1 note
   *[other] { $count } notes
  }
render-batavia-gold = { $count } gold
render-batavia-your-counters = { $count ->
    [0] Trading post counters held: none
    [one] Trading post counters held: 1
   *[other] Trading post counters held: { $count }
  }
render-batavia-no-counters = No counters: a new one may be kept or exchanged.
render-batavia-counter = { $company } { $commodity }
render-batavia-your-move = { $step ->
    [lay] Your move: laying out cards
    [sail] Your move: choose the company to sail with
    [exchange] Your move: exchange or keep your counters
   *[other] Your move
  }
render-batavia-move-to = { $to ->
    [target] Your merchant goes to the Target Counter.
   *[other] Your merchant goes to hex { $to }.
  }
render-batavia-move-where = Your merchant stands { $place }.

## Score sheet

render-batavia-scores-title = Batavia · final scores
render-batavia-winners = { $count ->
    [one] { $who } won with { $gold } gold.
   *[other] { $who } share the win with { $gold } gold.
  }
render-batavia-notes-held = Notes held

## Text alternatives

render-batavia-text-none = none
render-batavia-text-not-yet = Destination: not chosen yet.
render-batavia-text-empty = empty
render-batavia-text-head = Batavia, round { $round }: { $phase }.
render-batavia-text-to-move = To move: { $who }.
render-batavia-text-starter = Starter (ship): { $name }.
render-batavia-text-merchants = Merchants: { $list }.
render-batavia-text-merchant = { $name } { $place }
render-batavia-text-fleet = Cannon { $cannon } (pirates at { $at }); ship pieces: { $ships }.
render-batavia-text-ships = { $company } { $count }
render-batavia-text-seals = Company Seals: { $list }.
render-batavia-text-seal = { $company } to { $name }
render-batavia-text-face-down = { $count ->
    [one] Hex { $first } face down.
   *[other] Hexes { $first } to { $last } face down.
  }
render-batavia-text-posts = Trading posts ahead (hex, company, commodity): { $list }.
render-batavia-text-post = { $hex } { $company } { $commodity }
render-batavia-text-warehouse = { $commodity } ({ $value }, tie { $tie }): { $crates }.
render-batavia-text-crates = { $name } { $count }
render-batavia-text-player = { $name }: laid out { $laid }; seals: { $seals }; { $hand ->
    [one] 1 card
   *[other] { $hand } cards
  } in hand; { $gold } gold exchanged; { $crates ->
    [one] { $crates } crate left
   *[other] { $crates } crates left
  }; { $place }; counters: { $counters }{ $target ->
    [true] ; holds the Target Counter.
   *[other] .
  }
render-batavia-text-auction = Auction, round { $round }: { $name } threw { $roll }; { $count ->
    [0] the ship alone is auctioned.
   *[other] the package is { $cards }, with the ship.
  }
render-batavia-text-high-bid = High bid: { $high } by { $name }.
render-batavia-text-still-in = Still bidding: { $who }.
render-batavia-text-passed = Passed: { $who }.
render-batavia-text-to-bid = To bid: { $name }.
render-batavia-text-hand = In hand: { $cards } ({ $count } in all).
render-batavia-text-purse = { $notes ->
    [one] { $notes } promissory note
   *[other] { $notes } promissory notes
  }, { $gold } gold exchanged, { $crates ->
    [one] { $crates } crate left.
   *[other] { $crates } crates left.
  }
render-batavia-text-counters = Counters held: { $list }.
render-batavia-text-move = Move being built: laid out { $cards }. { $place }
render-batavia-text-score = { $category } { $gold }
render-batavia-text-score-line = { $name }: { $total } gold ({ $parts }){ $notes ->
    [-1] .
    [one] ; { $notes } note held.
   *[other] ; { $notes } notes held.
  }

## The end without the Target Counter (issue 26, item 18)

render-batavia-target-untaken = Target Counter: nobody took it
## Counters every merchant has passed (issue 26)
# On the tile: the counter "serves no further purpose" (rulebook): no merchant can reach it.
render-batavia-passed = out of reach
render-batavia-text-counters-passed = { $count ->
    [one] The counter on hex { $list } has been passed by every merchant: it serves no further purpose.
   *[other] The counters on hexes { $list } have been passed by every merchant: they serve no further purpose.
  }

## The exchange after the move is played (issue 26, item 20)

render-batavia-move-offer = Exchange { $counters } { $counters ->
    [one] counter
   *[other] counters
  } for { $gold } gold, or keep { $counters ->
    [one] it
   *[other] them
  }
render-batavia-move-took = Your merchant took the counter on hex { $to }.
render-batavia-text-move-offer = Your cards are laid out and your merchant took the counter on hex { $to }: exchange { $counters } { $counters ->
    [one] counter
   *[other] counters
  } for { $gold } gold, or keep { $counters ->
    [one] it
   *[other] them
  }.

## The end as a story: how the game went, the board through the rounds

render-batavia-story-title = How the game went
render-batavia-story-note = Gold after each round as the board shows it (promissory notes and hands count at the end); the last point is the final score.
render-batavia-story-category = { $category ->
    [laid] Cards laid out
    [crates] Crates in warehouses
    [exchange] Gold from exchanges
   *[seals] Company Seals
}
# "who" is one player or several already listed; "span" the number of rounds from "first" to "last".
render-batavia-story-lead = { $count ->
    [one] { $who } led
   *[other] { $who } shared the lead
} { $span ->
    [one] after round { $first }.
   *[other] after rounds { $first } to { $last }.
}
render-batavia-story-margin = { $winner } won with { $gold } gold, { $margin } ahead of { $second }.
render-batavia-story-tie = { $who } shared the victory with { $gold } gold each.
render-batavia-story-frame = Round { $round }
render-batavia-story-frame-end = Final scoring
render-batavia-story-ships = Ship scale
render-batavia-story-gold = Gold
render-batavia-story-replay-head = The board round by round.
render-batavia-story-replay-spell = { $span ->
    [one] Round { $first }
   *[other] Rounds { $first } to { $last }
}: { $count ->
    [one] { $who } leads
   *[other] { $who } share the lead
} with { $gold } gold; { $posts ->
    [one] { $posts } trading post
   *[other] { $posts } trading posts
} face up on the route.

## Each decision's own picture in the private panel (render/batavia/decisions.py)

render-batavia-decision-title = { $kind ->
    [sail] { $name }: where your merchant may sail
   *[lay] { $name }: your hand and ships
}
render-batavia-decision-reach = The trading posts you may sail to (gold frame): hex { $hexes }
render-batavia-decision-ships = Your cards laid out (gold ring: your Company Seal)
