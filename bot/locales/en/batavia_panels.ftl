# Batavia's private panels (bot/games/batavia/panels.py) and the words of its typed bid (its record's amount_words, drawn by bot/ui/amount.py): the auction and the turn.
# Seats ($*_seat, $seats) read as player names; $company, $commodity are ids or nested messages.

## The auction

bot-batavia-panel-lot = Up for auction: { $count ->
    [0] no cards
   *[other] { $cards }
  }.
bot-batavia-panel-no-bid = No bid yet.
bot-batavia-panel-high = Highest bid: **{ $amount }** by { $leader_seat }.
bot-batavia-panel-still-in = Still in: { $seats }.
bot-batavia-panel-notes = You hold **{ $notes }** promissory { $notes ->
    [one] note
   *[other] notes
  }: you may bid up to { $notes }.
bot-batavia-panel-cannot-raise = You cannot bid more than your { $notes } { $notes ->
    [one] note
   *[other] notes
  }: you can only pass.
bot-batavia-panel-raise = Bid { $amount } (+{ $step })
bot-batavia-panel-amount-button = Type an amount…
bot-batavia-panel-amount-title = Your bid
bot-batavia-panel-amount-field = Notes to bid ({ $low } to { $high })
bot-batavia-panel-amount-not-number = That is not a number of notes: type digits only, like { $low }. Nothing was changed.

## The turn

bot-batavia-panel-hand = Your hand: { $count ->
    [0] no cards
   *[other] { $cards }
  }.
bot-batavia-panel-hand-left = Left in your hand after this: { $count ->
    [0] no cards
   *[other] { $cards }
  }.
bot-batavia-panel-laying = Lay out { $cards }
bot-batavia-panel-lay = Lay { $company } ({ $left } left)
bot-batavia-panel-and-play = { $label } and play
bot-batavia-panel-draw-or-lay = Draw 2 ship cards, or lay out cards: pick them one at a time, then **Done**.
bot-batavia-panel-must-draw = Your cards can give you no majority: draw 2 ship cards.
bot-batavia-panel-need-majority = No majority yet: add cards until you hold one, then **Done**.
bot-batavia-panel-choose-company = Several seals allow: choose the company to sail for.
bot-batavia-panel-exchange = Your new counter is of a company you hold no counter of: exchange counters for gold, or keep them. Either button plays the move.
bot-batavia-panel-seal-of = the { $company ->
    [britain] British
    [denmark] Danish
    [france] French
    [netherlands] Dutch
    [sweden] Swedish
   *[other] { $company }
  } seal
bot-batavia-panel-majority-of = { $company ->
    [britain] British
    [denmark] Danish
    [france] French
    [netherlands] Dutch
    [sweden] Swedish
   *[other] { $company }
  } majority
bot-batavia-panel-keep-seal = You keep { $seal } ({ $mine } against { $best }).
bot-batavia-panel-take-seal = You will take { $seal } ({ $mine } against { $best }).
bot-batavia-panel-take-seal-from = You will take { $seal } from { $from_seat } ({ $mine } against { $best }).
bot-batavia-panel-take-seals = You will take { $seals }.
bot-batavia-panel-seal-count = { $seal } ({ $mine } against { $best })
bot-batavia-panel-no-majority = No { $majority } yet: { $mine } against { $best }, { $more } more needed.
bot-batavia-panel-several = Several seals allow: after **Done** you choose where to sail ({ $companies }).
bot-batavia-panel-to-target = Your merchant will take the Target Counter.
bot-batavia-panel-sail = Your merchant sails to { $post }: you take its counter{ $crate ->
    [yes] {" "}and place a crate in the { $commodity } warehouse
   *[no] {" "}(you have no crate left to place)
  }.
bot-batavia-panel-exchange-next = Then you may exchange counters for gold.

## The turn after the Target Counter was taken (issue 26, item 17)

bot-batavia-panel-must-draw-target = The Target Counter has been taken: you may lay out cards only to reach a trading post of a company whose seal you hold, and none lies ahead of your merchant. Draw 2 ship cards (End of the game).
bot-batavia-panel-must-draw-target-dry = The Target Counter has been taken: you may lay out cards only to reach a trading post of a company whose seal you hold, and none lies ahead of your merchant; and no ship cards are left to draw: you can only draw nothing (End of the game). A round in which nobody lays out a card or draws one ends the game.
bot-batavia-panel-need-post-target = The Target Counter has been taken: a seal is not enough, its company needs a trading post ahead of your merchant. Add cards of such a company, then **Done** (End of the game).

## The exchange after the move is played (issue 26, item 20)

bot-batavia-panel-exchange-played = Your cards are laid out and your merchant has taken its counter (the board shows any counters turned up). Your new counter is of a company you hold no counter of: exchange counters for gold, or keep them. Either button ends your move.
bot-batavia-panel-and-end = { $label } and end my move

## No ship cards left to draw (issue 26, item 18)

bot-batavia-panel-nothing-to-draw = No ship cards are left to draw and your cards can give you no majority: you can only draw nothing. A round in which nobody lays out a card or draws one ends the game.
bot-batavia-panel-nothing-to-draw-or-lay = No ship cards are left to draw: lay out cards (pick them one at a time, then **Done**), or draw nothing. A round in which nobody lays out a card or draws one ends the game.

## Standing instructions in the auction (issue 28, item 4)

bot-batavia-standing-line-bid = Your standing instruction (only you see it): when your turn comes, the bot bids for you, raising by the least, up to **{ $ceiling }** { $ceiling ->
    [one] note
   *[other] notes
  }; then it passes for you.
bot-batavia-standing-line-pass = Your standing instruction (only you see it): when your turn comes, the bot passes for you on this auction.
bot-batavia-standing-above-notes = You hold { $notes } promissory { $notes ->
    [one] note
   *[other] notes
  }, so you cannot leave a bid of up to { $ceiling }: players can only offer promissory notes that they actually own. Nothing was changed.
bot-batavia-standing-not-above-high = The high bid is already { $high }: a bid of up to { $ceiling } could never be made. Choose a higher ceiling, or pass on this auction. Nothing was changed.
bot-batavia-standing-out = You passed on this auction: you are out of this round of bidding. Nothing was changed.
bot-batavia-standing-no-auction = No auction is under way: a standing instruction is for the auction. Nothing was changed.
