# Batavia: every sentence the engine says, in English.
# Seats ($seat, $*_seat) read as player names; companies and commodities are ids.

## Components

batavia-company = { $company ->
    [britain] Britain
    [denmark] Denmark
    [france] France
    [netherlands] the Netherlands
    [sweden] Sweden
   *[other] { $company }
}
batavia-company-adj = { $company ->
    [britain] British
    [denmark] Danish
    [france] French
    [netherlands] Dutch
    [sweden] Swedish
   *[other] { $company }
}
batavia-commodity = { $commodity ->
    [tea] tea
    [cotton] cotton
    [china] china
    [silk] silk
    [ginger] ginger
    [nutmeg] nutmeg
    [pepper] pepper
   *[other] { $commodity }
}
batavia-cards-of = { $count } { $company ->
    [britain] British
    [denmark] Danish
    [france] French
    [netherlands] Dutch
    [sweden] Swedish
   *[other] { $company }
  } { $count ->
    [one] card
   *[other] cards
  }
batavia-post = the { $company ->
    [britain] British
    [denmark] Danish
    [france] French
    [netherlands] Dutch
    [sweden] Swedish
   *[other] { $company }
  } { $commodity ->
    [tea] tea
    [cotton] cotton
    [china] china
    [silk] silk
    [ginger] ginger
    [nutmeg] nutmeg
    [pepper] pepper
   *[other] { $commodity }
  } trading post on hex { $hex }
batavia-the-target = the Target Counter
batavia-score-category = { $category ->
    [warehouses] Warehouses
    [notes] Most promissory notes
    [target] Target Counter
    [seals] Company Seals
    [exchange] Exchanged counters
    [total] Total
   *[other] { $category }
}

## Actions

batavia-action-bid = Bid { $amount } { $amount ->
    [one] note
   *[other] notes
  }
batavia-action-pass = Pass
batavia-action-draw = Draw { $count ->
    [one] { $count } ship card
   *[other] { $count } ship cards
}
batavia-action-lay = Lay out a { $company ->
    [britain] British
    [denmark] Danish
    [france] French
    [netherlands] Dutch
    [sweden] Swedish
   *[other] { $company }
  } card
batavia-action-done = Done: move my merchant
batavia-action-sail = Sail to { $post }
batavia-action-exchange = Exchange { $counters } { $counters ->
    [one] counter
   *[other] counters
  } for { $gold } gold
batavia-action-keep = Keep my counters
batavia-action-cancel = Cancel this move

## Events

batavia-die-thrown = { $seat } threw a { $roll } and turned over { $count ->
    [0] no cards (the stack is empty)
   *[other] { $cards }
  }{ $waiting ->
    [0] {""}
   *[other] , beside { $waiting } left from the last auction
  }.
batavia-bid = { $seat } bid { $amount } { $amount ->
    [one] note
   *[other] notes
  }.
batavia-passed = { $seat } passed.
batavia-auction-won = { $seat } won the auction for { $amount } { $amount ->
    [one] note
   *[other] notes
  }, handed out one by one to the others from the left, and took { $count ->
    [0] no cards
    [one] the card
   *[other] the { $count } cards
  } and the ship: { $seat } starts this round.
batavia-auction-all-passed = Everyone passed: { $cards ->
    [0] no cards wait
    [one] 1 card stays open
   *[other] { $cards } cards stay open
  } for the next auction, and { $seat } starts this round.
batavia-stack-reformed = The stack ran out: { $cards ->
    [one] { $cards } discarded card was
   *[other] { $cards } discarded cards were
} shuffled into a new stack.
batavia-drew = { $seat } drew { $count } ship { $count ->
    [one] card
   *[other] cards
  }.
batavia-drew-cards = You drew { $count ->
    [0] nothing (the stack and the discards are empty)
   *[other] { $cards }
  }.
batavia-move-cancelled = You cancelled the move you were building.
batavia-played = { $seat } laid out { $cards } and moved to { $destination }{ $stored ->
    [true] , storing a crate in its warehouse
    [false] , with no crate left to store
   *[other] {""}
  }.
batavia-seal-taken = { $seat } took the { $company ->
    [britain] British
    [denmark] Danish
    [france] French
    [netherlands] Dutch
    [sweden] Swedish
   *[other] { $company }
  } Company Seal.
batavia-seal-taken-from = { $seat } took the { $company ->
    [britain] British
    [denmark] Danish
    [france] French
    [netherlands] Dutch
    [sweden] Swedish
   *[other] { $company }
  } Company Seal from { $from_seat }.
batavia-seal-returned = The { $company ->
    [britain] British
    [denmark] Danish
    [france] French
    [netherlands] Dutch
    [sweden] Swedish
   *[other] { $company }
  } Company Seal went back to the board: nobody has the majority.
batavia-target-taken = { $seat } found no trading post ahead and took the Target Counter: this is the last round.
batavia-posts-revealed = Hexes { $first } to { $last } were turned face up: { $posts }.
batavia-exchanged = { $seat } exchanged { $counters } { $counters ->
    [one] counter
   *[other] counters
  } for { $gold } gold ({ $left } { $left ->
    [one] counter
   *[other] counters
  } kept).
batavia-pirates = The Cannon reached { $cannon }: pirates attacked { $companies } and sank { $cards } ship { $cards ->
    [one] card
   *[other] cards
  }.
batavia-hands-laid-out = The round is complete: everyone laid out the cards in their hand and the Company Seals were decided.
batavia-game-ended = The game is over: { $winner_seats } { $gold ->
    [one] won with 1 gold coin
   *[other] won with { $gold } gold coins
  }.

## Refusals (each names its rule)

batavia-refusal-game-over = The game is over; no more moves can be made.
batavia-refusal-not-your-bid = It is { $bidder_seat }'s turn to bid, not { $seat }'s (Ship Card auction: bids go clockwise from the auctioneer's left).
batavia-refusal-not-your-move = It is { $mover_seat }'s move, not { $seat }'s (Player moves: one at a time, clockwise from the starter player).
batavia-refusal-bid-amount = A bid is a number of promissory notes, at least 1 (Ship Card auction).
batavia-refusal-bid-not-higher = A bid of { $amount } is not enough: every bid must be higher than the one before ({ $high }) (Ship Card auction).
batavia-refusal-bid-notes = You cannot bid { $amount }: players can only offer promissory notes that they actually own (Ship Card auction).
batavia-refusal-auction-now = The ship card auction is on: bid higher or pass (Ship Card auction).
batavia-refusal-not-auction = There is no auction now: it is the player moves (Game sequence).
batavia-refusal-one-option = You are already playing ship cards: only one of the two options may be used (Player moves).
batavia-refusal-no-company = There is no such East India company.
batavia-refusal-cards-laid = Your cards are already laid out: move your merchant now (Playing ship cards, steps 1-3).
batavia-refusal-no-card = You have no more { $company ->
    [britain] British
    [denmark] Danish
    [france] French
    [netherlands] Dutch
    [sweden] Swedish
   *[other] { $company }
  } cards in your hand.
batavia-refusal-no-majority = You cannot hold a majority of any company with your cards, so you may not lay out any: draw 2 ship cards instead (Laying out ship cards).
batavia-refusal-target-taken = The Target Counter has been taken: you may only play cards if you can reach a trading post of a company whose seal you hold; otherwise draw 2 ship cards (End of the game).
batavia-refusal-nothing-laid = Lay out at least one ship card first (Laying out ship cards: minimum 1).
batavia-refusal-need-majority = These cards give you no majority: the laid-out cards must include the majority of at least one company, already held or created now (Laying out ship cards, Cases 1 and 2).
batavia-refusal-sail-now = You do not choose a company now (Moving the Merchant Figure).
batavia-refusal-sail-seal = You do not hold the { $company ->
    [britain] British
    [denmark] Danish
    [france] French
    [netherlands] Dutch
    [sweden] Swedish
   *[other] { $company }
  } Company Seal: merchants move to the next trading post of a company whose seal they hold (Moving the Merchant Figure).
batavia-refusal-sail-no-post = There is no { $company ->
    [britain] British
    [denmark] Danish
    [france] French
    [netherlands] Dutch
    [sweden] Swedish
   *[other] { $company }
  } trading post ahead of your merchant; merchants only move forward (Moving the Merchant Figure).
batavia-refusal-exchange-now = There is no exchange to decide now (Converting trading post counters into gold coins).
batavia-refusal-exchange-company = You may exchange counters only when the new counter is from a company you hold no counter of (Converting trading post counters into gold coins).
batavia-refusal-nothing-to-cancel = There is nothing to cancel: no move is being built.
batavia-refusal-not-now = You cannot do that at this point of the game.

## Options

batavia-option-players = Batavia takes 3 to 5 players.
batavia-option-unknown = Unknown option: { $names }. Batavia knows "open" and "first_auctioneer".
batavia-option-open = The "open" option is true (the quick-start setup, every trading post face up) or false.
batavia-option-first = The "first_auctioneer" option is a seat from 0 to { $players } minus 1, or "random".

## The end of the game and the order of a move (issue 26: items 18 and 20)

batavia-action-draw-nothing = Draw nothing (no ship cards are left to draw)
batavia-drew-nothing = { $seat } could draw no ship card: the stack and the discards are empty.
batavia-counters-kept = { $seat } kept { $counters ->
    [one] the new counter
   *[other] all { $counters } counters
  } (no exchange).
batavia-nothing-left-to-do = Nobody laid out a ship card or could draw one this round, and none is left to draw: the game ends without the Target Counter.
batavia-refusal-move-played = Your cards are laid out and your merchant has moved (the counters ahead may have been turned up): the move can no longer be cancelled. Exchange your counters for gold, or keep them (Converting trading post counters into gold coins).

## Undo and the auction (issue 26, item 21)

batavia-undo-bid-binding = A bid is binding once confirmed, as at the table: every bid must be topped or passed, and it cannot be taken back (Ship Card Auction). Nothing was changed.
batavia-undo-pass-binding = A pass is binding once confirmed, as at the table: passing is "dropping out of this particular round of bidding", and it cannot be taken back (Ship Card Auction). Nothing was changed.

## AI players: the one line of why beside a move (issue 30). Only what the table sees.

batavia-ai-bid = Bid { $amount } { $amount ->
    [one] note
   *[other] notes
  } for { $cards } and the first move of the round.
batavia-ai-bid-ship = Bid { $amount } { $amount ->
    [one] note
   *[other] notes
  } for the first move of the round.
batavia-ai-pass = Passed: { $cards } are not worth { $amount } { $amount ->
    [one] note
   *[other] notes
  } to me.
batavia-ai-pass-ship = Passed: the first move of the round is not worth { $amount } { $amount ->
    [one] note
   *[other] notes
  } to me.
batavia-ai-draw = Drew ship cards: no trading post within reach is worth the cards it would take now.
batavia-ai-target = Took the Target Counter: the game ends with this round.
batavia-ai-warehouse = Sailed for { $post } to { $how ->
    [take] take the lead in
    [share] share the lead in
   *[hold] strengthen the lead in
  } the { $commodity } warehouse ({ $gold } gold).
batavia-ai-sail = Sailed for { $post }: of the trading posts within reach, its counter and crate weigh most.
batavia-ai-exchange = Exchanged { $counters } { $counters ->
    [one] counter
   *[other] counters
  } for { $gold } gold now rather than wait for another company.
batavia-ai-keep = Kept the counters: exchanging more companies later should pay more than { $gold } gold now.
