# The Mombasa profile's words (bot/games/mombasa/): rules help, score categories,
# command help, lobby options. Keys: bot-mombasa-...

bot-mombasa-title = Mombasa
bot-mombasa-description = Play Mombasa: in a server thread with friends, or solo against the Mautoma in DMs
bot-mombasa-automa = the Mautoma
bot-mombasa-planned = { $phase ->
    [setup] chosen
   *[other] planned
}

## /mombasa rules: one message per topic
bot-mombasa-rules-overview = Mombasa is played over 7 rounds of three phases: planning (everyone puts action cards into their action slots in secret), the general action phase (in turn, one action each until everyone has ended their action phase) and the preparation of the next round. You earn pounds through company shares, your diamond track, your bookkeeping track and cash; the most pounds wins (a tie shares the victory). Commands: `/mombasa panel` or the **Open my panel** button shows what you can do now.
    .topic = overview
bot-mombasa-rules-planning = Each round everyone at once puts cards from hand face down into their available action slots (3 at first; the diamond and bookkeeping tracks can unlock a 4th and 5th). Each action slot feeds the resting deck above it (slots 1, 2 and 3 resting decks 1, 2 and 3; slot 4, from the diamond track, resting deck 1; slot 5, from the bookkeeping track, resting deck 3): at the end of your action phase the cards go there, and you take back only one resting deck per round, so where a card goes matters. You may plan fewer cards. Plan with `/mombasa plan` (only you see your panel; a reopened panel keeps your draft); when everyone has confirmed, all plans are revealed.
    .topic = planning
bot-mombasa-rules-goods = Use one or more face-up goods cards of one type (coffee, bananas or cotton): their units buy at most one card from the card display (its price is its own crate value plus the crate value beside its space) and/or move your markers on company tracks, one space per unit, split as you like. The used cards are flipped. `/mombasa goods`.
    .topic = goods
bot-mombasa-rules-expansion = Use all your face-up expansion cards at once to expand one company: take its trading posts from the front of its base columns into regions next to its base or its posts. Crossing a single border costs 1 point, a double border 2, +1 if another company is there (it is ousted back to its base). Entered regions give their rewards (pounds, diamond steps, steps on that company's track, bookkeeping points). Emptied base spaces raise the value of that company's shares. `/mombasa expand`.
    .topic = expansion
bot-mombasa-rules-bookkeeping = Use one bookkeeper: first you may pay 2 pounds to flip one book face down, then move your ink jar forward book by book while your face-up cards meet each book's requirements (they are not used up); you get the reward of the book you stop on. Then spend the bookkeeper's points: an A- or B-book costs 1, a C-book 2, a pound 1; new books go onto your bookkeeping track at the end of the turn. `/mombasa bookkeeper`.
    .topic = bookkeeping
bot-mombasa-rules-diamonds = A diamond merchant moves your diamond marker and gives pounds: the generic one 1 step and 2 pounds, a company's merchant 2 steps and 1 pound plus 1 step for every 2 mine icons in the regions that company controls. The diamond track scores its last value passed and can unlock an action slot. `/mombasa diamond`.
    .topic = diamonds
bot-mombasa-rules-bonus-spaces = Place a bonus marker (`/mombasa bonus`) on a free bonus space: the first player space (take the first player marker and 1 bookkeeping point), buy a card for pounds (pay 1 plus its price), sell a card from hand (its crate value + 2 pounds), a majority space (if nobody has more coffee / bananas / cotton / expansion face up: steps on a company track, more for more), or a bonus tile space that reserves a tile for next round (the "+1"-goods tile, or a bookkeeper, diamond merchant or expansion tile that acts as an extra action card). Markers come back at the end of the round.
    .topic = bonus spaces
bot-mombasa-rules-tracks = Each company has a track; goods units, region rewards and majority spaces move your marker on it. Reaching or passing a share icon gives you that many shares; some spaces cost pounds to enter (capital calls), special spaces pay pounds, and markers far enough along unlock better bonuses (the track's first and second bonus). Cards with an extra share in their corner add shares at the end.
    .topic = tracks
bot-mombasa-rules-scoring = After round 7 everyone takes back all resting decks. Score: cash; for each company, your shares (track plus cards) times its share value (the coin icons showing in its base); the last value your diamond marker passed; the last value your ink jar passed. Highest total wins; a tie shares the victory. The bot posts the score sheet and keeps your results for `/mombasa stats`.
    .topic = scoring
bot-mombasa-rules-solo = `/mombasa solo difficulty:` starts a game against the Mautoma, the automated opponent of the Mautoma v2.0 rules, in a DM with the bot (it needs your DMs open). You play as usual; after each of your moves the bot posts what the Mautoma did and why.
    .topic = solo
bot-mombasa-rules-actions = On your turn do exactly one action: use goods cards, use all expansion cards, use a bookkeeper, use a diamond merchant, place a bonus marker, or end your action phase (`/mombasa pass`: take back exactly one resting deck; your planned cards go to their resting decks). Each action can be built step by step in your panel and cancelled before you confirm it.
    .topic = actions
bot-mombasa-rules-undo = `/mombasa undo` takes back your last move while no other player has acted and nothing hidden was revealed since (a drawn card, a revealed plan).
    .topic = undo

## Score categories on the final standings
bot-mombasa-score-cash = cash
bot-mombasa-score-mombasa = Mombasa shares
bot-mombasa-score-cape-town = Cape Town shares
bot-mombasa-score-saint-louis = Saint-Louis shares
bot-mombasa-score-cairo = Cairo shares
bot-mombasa-score-diamonds = diamonds
bot-mombasa-score-bookkeeping = bookkeeping

## Action commands
bot-mombasa-cmd-plan = plan
    .description = Plan your round in secret: put action cards into your action slots
bot-mombasa-cmd-goods = goods
    .description = Take a goods action (sell or buy cards, move a company's shares)
bot-mombasa-cmd-expand = expand
    .description = Take an expansion action: place trading posts
bot-mombasa-cmd-bookkeeper = bookkeeper
    .description = Take a bookkeeper action: move along the bookkeeping track
bot-mombasa-cmd-diamond = diamond
    .description = Take a diamond action: move along the diamond track
bot-mombasa-cmd-bonus = bonus
    .description = Take a bonus action
bot-mombasa-cmd-pass = pass
    .description = End your action phase for this round
bot-mombasa-cmd-play = play
    .description = Any of your legal actions, or your open decision

## Lobby and look-up
bot-mombasa-setup = Setup
    .description = First-game set-up, or the variable set-up with a secret starting choice
bot-mombasa-setup-first = first game
bot-mombasa-setup-variable = variable
bot-mombasa-card = card
    .description = Look up a card, a book or a tile by name
bot-mombasa-card-name = name
    .description = Start typing: a card ("coffee", "diamond merchant"), a book ("C-book"), a tile

## /mombasa card: the look-up (bot/games/mombasa/cards.py)
bot-mombasa-good-coffee = coffee
bot-mombasa-good-bananas = bananas
bot-mombasa-good-cotton = cotton
bot-mombasa-tile-plus_one_goods = On one of your turns, put it on a face-up goods card in your action area: that card counts 1 unit more from then on.
bot-mombasa-tile-bookkeeper = Counts as a bookkeeper card worth 1 bookkeeping point, without taking an action slot.
bot-mombasa-tile-diamond = Counts as a diamond merchant without taking an action slot: 2 diamond steps, plus 1 for each other face-up diamond merchant in your action area.
bot-mombasa-tile-expansion = Counts as an expansion card worth 2 expansion points, without taking an action slot.
bot-mombasa-place = { $n ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $n }th
}
bot-mombasa-fact-goods = Goods card: { $units ->
    [one] { $units } unit
   *[other] { $units } units
} of { $good }. Goods cards of one type used together pay for a card from the display and/or steps on company tracks.
bot-mombasa-fact-expansion = Expansion card: { $points ->
    [one] { $points } expansion point
   *[other] { $points } expansion points
}. All expansion cards in your action area are used together to expand one company.
bot-mombasa-fact-bookkeeper = Bookkeeper: move your ink jar forward over the books whose requirements you meet, then use { $points ->
    [one] { $points } bookkeeping point
   *[other] { $points } bookkeeping points
} (books or pounds).
bot-mombasa-fact-diamond-company = Diamond merchant: { $diamonds ->
    [one] { $diamonds } diamond step
   *[other] { $diamonds } diamond steps
} and { $pounds ->
    [one] { $pounds } pound
   *[other] { $pounds } pounds
}, plus 1 step for every 2 mine icons in the regions { $company } controls.
bot-mombasa-fact-diamond = Diamond merchant: { $diamonds ->
    [one] { $diamonds } diamond step
   *[other] { $diamonds } diamond steps
} and { $pounds ->
    [one] { $pounds } pound
   *[other] { $pounds } pounds
}.
bot-mombasa-fact-share = Share card: it can never be played; it only counts at the final scoring.
bot-mombasa-fact-extra-share = Shows 1 extra { $company } share (counts at the final scoring).
bot-mombasa-fact-crate = Crate value { $crate }: its price in the card display is { $crate } plus the crate value beside its space; sold on the sell space it brings { $sold ->
    [one] { $sold } pound
   *[other] { $sold } pounds
}.
bot-mombasa-fact-market = Market card { $id } from deck { $deck }.
bot-mombasa-fact-market-copies = Market card { $id } from deck { $deck }; { $copies ->
    [one] { $copies } identical card
   *[other] { $copies } identical cards
} in the game.
bot-mombasa-fact-starting-seat = Starting card of the { $place } player only.
bot-mombasa-fact-starting = Starting card: every player has one in the starting hand.
bot-mombasa-fact-crate-sold = Crate value { $crate }: sold on the sell space it brings { $sold ->
    [one] { $sold } pound
   *[other] { $sold } pounds
}.
bot-mombasa-title-starting = starting { $name }
bot-mombasa-title-starting-seat = starting { $name } ({ $place } player)
bot-mombasa-share-note = {" "}with a { $company } share
bot-mombasa-nothing = nothing
bot-mombasa-fact-needs = Needs, face up in your action area: { $needs } (the cards are not used up).
bot-mombasa-fact-reward = Reward when your ink jar stops on it: { $reward }.
bot-mombasa-fact-book-cost = Taking it from the book display costs { $cost ->
    [one] { $cost } bookkeeping point
   *[other] { $cost } bookkeeping points
}.
bot-mombasa-fact-a-book = An A-book cannot go onto an empty space with a crossed-out A.
bot-mombasa-book-head = **{ $name }** (book { $id })
bot-mombasa-steps-on = { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
} on { $track }
bot-mombasa-diamond-track = the diamond track
bot-mombasa-company-track = the { $company } track
bot-mombasa-fact-resting = Resting cards: { $cards }.
bot-mombasa-fact-bonus = Starting bonus: { $bonus }.
bot-mombasa-fact-printed-book = Printed starting book: { $book }.
bot-mombasa-fact-first-game-tile = In the first-game set-up it is the { $place } player's tile.
bot-mombasa-tile-title = starting tile { $id }
bot-mombasa-bonus-tile-name = { $kind ->
    [plus_one_goods] "+1"-goods tile
    [bookkeeper] Bookkeeper-card tile
    [diamond] Diamond merchant-card tile
    [expansion] Expansion-card tile
   *[other] { $kind } tile
}
bot-mombasa-fact-reserved = Reserved for the next round on its bonus tile space with a bonus marker, for { $cost ->
    [one] { $cost } pound
   *[other] { $cost } pounds
}.
bot-mombasa-bonus-head = **{ $name }** (bonus tile)
bot-mombasa-several = Several match { $query }: { $shown }. Pick one from the list as you type.
bot-mombasa-several-more = Several match { $query }: { $shown } and { $more } more. Pick one from the list as you type.

## Board parts (/mombasa board part:)
bot-mombasa-part-map = Map: regions, trading posts and companies
bot-mombasa-part-tracks = Tracks: shares, diamonds and rounds
bot-mombasa-part-bonus = Bonus spaces and pick-up
bot-mombasa-part-displays = Card and book displays

bot-mombasa-slot-menu = Slot { $number }: pick a card
bot-mombasa-plan-slot = slot { $number }: { $card }
bot-mombasa-plan-and = { $first } · { $rest }
bot-mombasa-plan-empty = no card planned yet
bot-mombasa-action-menu = Choose an action
bot-mombasa-goods-add-menu = Pay with one more goods card
bot-mombasa-buy-menu = Buy a card with these goods
bot-mombasa-buy-short = { $card }, price { $price }
bot-mombasa-buy-where = { $column } column, row { $row }
bot-mombasa-steps-menu = Where your { $units ->
    [one] { $units } step goes
   *[other] { $units } steps go
}
bot-mombasa-steps-one-menu = Or move on one track at a time
bot-mombasa-steps-part = { $company } +{ $n }
bot-mombasa-steps-and = { $first }, { $rest }
bot-mombasa-enter-menu = Enter a region
bot-mombasa-enter-short = { $region } ({ $cost ->
    [one] { $cost } point
   *[other] { $cost } points
})
bot-mombasa-confirm-with = Confirm: { $action }
bot-mombasa-ask-books = Take a book (or 1 pound)
bot-mombasa-ask-place-book = Where the book goes
bot-mombasa-ask-flip = Flip a book to covered?
bot-mombasa-ask-ink = Move your ink jar
bot-mombasa-ask-oust = Where the ousted post goes
bot-mombasa-ask-pickup = Pick up a resting deck
bot-mombasa-ask-tile = Keep one starting tile (secret)
bot-mombasa-ask-tile-solo = Keep one starting tile
bot-mombasa-ask-rest = Put the 3 cards on your resting decks
bot-mombasa-status-round = Round { $round } of { $rounds }: { $phase ->
    [setup] setting up
    [planning] planning
    [actions] actions
    [over] game over
   *[other] { $phase }
}

## Mombasa panels: where a book goes (one wording with the move's label)
bot-mombasa-place-book-menu = Where { $book } goes
bot-mombasa-book-space = Bookkeeping space { $space } ({ $covered ->
    [none] empty
   *[other] covering { $covered }-book
})

## A display refilled, as one line (a run of the engine's card and book events)
bot-mombasa-card-display-refilled = Card display refilled: { $new } (out: { $gone }).
bot-mombasa-card-display-new = Card display refilled: { $new }.
bot-mombasa-card-display-out = Left the card display: { $gone }.
bot-mombasa-book-display-refilled = Book display refilled: { $books }.

## Planning with one tap per card: the card just placed moved, a card taken back
bot-mombasa-plan-move-menu = Move the card just placed
# which card moves ("Move the 2-unit coffee card to slot 3"); a short form where that is too
# long ("coffee 2 to slot 3", the card's own short form)
bot-mombasa-plan-move = Move the { $card } to slot { $number }
bot-mombasa-plan-move-short = { $card } to slot { $number }
bot-mombasa-plan-take-menu = Take a card back

## The bookkeeper's ink jar in one pick: a book flipped first, and where the ink jar ends
bot-mombasa-ink-path = Ink jar { $moved ->
    [true] to space { $space }
   *[other] stays on space { $space } (no book reward)
}
bot-mombasa-ink-flip-path = Flip space { $flip } (pay { $pounds }), ink jar { $moved ->
    [true] to space { $space }
   *[other] stays on space { $space }
}

## Several books placed in one tap, front to back ahead of the ink jar (rulebook page 7)
bot-mombasa-place-books-front-menu = All your books at once, front to back
bot-mombasa-place-books-front = { $count ->
    [one] The book onto space { $spaces }
   *[other] All { $count } books front to back (spaces { $spaces })
}

## A region two base columns reach: its button says which column the post comes from
bot-mombasa-enter-from = { $region } from column { $column } ({ $cost ->
    [one] { $cost } point
   *[other] { $cost } points
})

## A reward's books taken and placed in one tap, the move confirmed with it (issue 28): each
## book named short (its letter, where it lies in the display; the panel lists them whole),
## placed front to back ahead of the ink jar (rulebook page 7)
bot-mombasa-book-at = { $letter }-book from column { $column } { $row ->
    [0] top
   *[other] bottom
}
bot-mombasa-pound-short = 1 pound
bot-mombasa-books-onto = { $own ->
    [one] { $count ->
        [one] { $what } → space { $spaces }
       *[other] { $what }; all { $count } books front to back → spaces { $spaces }
    }
   *[other] { $count ->
        [one] { $what }; the book taken before → space { $spaces }
       *[other] { $what }; all { $count } books front to back → spaces { $spaces }
    }
}
# the books on offer, whole, one line each above the buttons that name them short
bot-mombasa-book-offer = Column { $column } { $row ->
    [0] top
   *[other] bottom
}: { $book }
bot-mombasa-books-own-space-menu = A book on a space you choose…
## Where a book goes, one short button per space of the track (rows of five)
bot-mombasa-book-space-short = { $covered ->
    [none] { $space }
   *[other] { $space } (on { $covered })
}
bot-mombasa-book-space-ask = Where { $book } goes: a space of your bookkeeping track (front to back: space { $front })
bot-mombasa-book-space-ask-any = Where { $book } goes: a space of your bookkeeping track
# a plan's steps in one line: the cards that stayed face down, counted (never named)
bot-mombasa-planned-face-down = { $seat } placed { $count ->
    [0] no card
    [one] a card
   *[other] { $count } cards
} face down.
# bookkeeping points with more ways than one row of buttons: the ways nearest to the
# player's cards are the buttons (bot/games/mombasa/defaults.py), the rest in a menu
bot-mombasa-books-suggested = Your { $points ->
    [one] bookkeeping point
   *[other] { $points } bookkeeping points
}: the books nearest to your cards{ $space ->
    [0] {""}
   *[other] , onto space { $space }
}
bot-mombasa-books-other-menu = Other books, pounds or spaces, a point at a time…
# where an ousted post goes when a Confirm below plays the move (the column a player may choose)
bot-mombasa-oust-default = The ousted { $company } post goes back to column { $column }.
# several books on one Confirm button, each by its letter and where it lies ("A from 2 top")
bot-mombasa-book-at-short = { $letter } from { $column } { $row ->
    [0] top
   *[other] bottom
}
bot-mombasa-books-onto-short = { $what } → { $count ->
    [one] space
   *[other] spaces
} { $spaces }
# an expansion's regions in a panel's "so far", one line
bot-mombasa-expansion-so-far = Expand { $company } ({ $points ->
    [one] { $points } point
   *[other] { $points } points
}): { $regions }
# a book's space said once, above buttons that each place their one book there
bot-mombasa-ask-books-onto = Take a book (or 1 pound), onto space { $space }
# a book on offer in one line, named as the buttons of several books name it
bot-mombasa-book-offer-short = { $letter } from { $column } { $row ->
    [0] top
   *[other] bottom
}: { $requirements } → { $rewards }
# an expansion finished early, its bookkeeping point's book taken with it, in one Confirm
bot-mombasa-finish-and = { $left ->
    [0] finish, { $then }
    [one] finish (forfeit { $left } point), { $then }
   *[other] finish (forfeit { $left } points), { $then }
}
# the plain finish beside that Confirm: the other books and pounds follow it
bot-mombasa-finish-other-books = { $finish }, then choose other books
bot-mombasa-finish-books-menu = Finish now with the book nearest to your cards
# the books suggested for bookkeeping points when every button places them onto the same
# spaces: said once here, the buttons then name the books (bot/games/mombasa/panels.py)
bot-mombasa-books-suggested-onto = Your { $points ->
    [one] bookkeeping point
   *[other] { $points } bookkeeping points
}: the books nearest to your cards, onto { $count ->
    [one] space { $spaces }
   *[other] spaces { $spaces }
}
# a book on a button, whole but short: "A (2 coffee → +2 pounds)"
bot-mombasa-book-whole-short = { $letter } ({ $requirements } → { $rewards })
