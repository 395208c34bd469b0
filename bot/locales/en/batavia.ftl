# The Batavia profile's words (bot/games/batavia/): rules help, command help, lobby
# options, board parts. Keys: bot-batavia-...

bot-batavia-title = Batavia
bot-batavia-description = Play Batavia (3-5 players) in a server thread: bid for ships, trade for the companies

## /batavia rules: one message per topic
bot-batavia-rules-overview = Batavia, for 3 to 5 players, is played in rounds. Each round begins with an auction: the auctioneer throws the die and that many ship cards go up as one package, with the ship (the starter player's piece). Then, from the starter player clockwise, each player makes one move: draw 2 ship cards, or lay out ship cards, move their merchant to the next trading post of a company whose seal they hold, store a crate in that commodity's warehouse and perhaps exchange counters for gold. After a move the pirates may attack. The round in which someone takes the Target Counter is the last; the richest merchant wins. Topics: auction, turn, majorities, pirates, exchange, end, scoring.
    .topic = overview
bot-batavia-rules-auction = The auctioneer (the last round's starter player) throws the die and turns over that many cards from the stack. The player on the auctioneer's left bids first; clockwise, each bid must be higher than the last, or you pass and are out of this auction. You may bid only promissory notes you own, and nobody sees how many you have. The last player left pays the bid to the others as evenly as possible, one note after the other from their left, never to themselves; they take the cards and the ship and start this round. If everyone passes, the cards stay open and are auctioned with the next ones, and the starter player does not change (in the first round the auctioneer starts). `/batavia bid`.
    .topic = auction
bot-batavia-rules-turn = On your move do one of two things. Draw the 2 top ship cards (`/batavia draw`), and your move ends. Or play ship cards (`/batavia lay`): lay out at least 1 card, of as many companies as you like, so that afterwards you hold the majority of at least one company (see majorities); then move your merchant forward to the next trading post of a company whose seal you hold (with several seals you choose which), jumping over empty hexes, other posts and other merchants; take its counter and put one of your crates in the warehouse of its commodity, on its company's square. When you reach one of the last 5 face-up counters, the next 5 are turned up. Then you may exchange counters for gold (see exchange). Nothing is applied before you Confirm, with one exception: when the panel asks whether to exchange counters, its two buttons ("Exchange … and play", "Keep my counters and play") play the whole move at once, as its preview described it. Until then Cancel drops the move.
    .topic = turn
bot-batavia-rules-majorities = You hold a company's majority when you have more of its ship cards laid out than any other player; a tie is no majority. You may lay out cards if you already hold a majority when your move begins (then any cards), or if the cards you lay out create one. Whoever holds a majority takes that company's seal from the board or from its previous holder; if your cards tie the holder, the seal goes back to the board. Every card laid out moves the Cannon and its company's ship piece one space on the ship scale. If you hold no majority and cannot make one, you must draw 2 cards.
    .topic = majorities
bot-batavia-rules-pirates = Right after each move, if the Cannon (all the cards laid out) has reached space 21 with 3 players, or 25 with 4 or 5 players, the pirates attack the largest company: every laid-out card of the company with the most cards (of all companies tied for most) goes to the discards, its ship piece goes back to 0 and the Cannon counts the cards left. Seals follow the new majorities. When the stack runs out, the discards are shuffled into a new stack.
    .topic = pirates
bot-batavia-rules-exchange = After you take a counter of a company you hold no counter of, you may exchange: hand in 1 counter of each company you hold, the new one included, and take gold: 1 counter gives 1 gold, 2 give 3, 3 give 6, 4 give 10, 5 give 15. Exchanged counters leave the game; the counters you keep count for a later exchange. If the new counter's company is one you already hold, you keep it. The commodities on the counters do not matter here. `/batavia exchange`.
    .topic = exchange
bot-batavia-rules-end = When you play cards and no trading post of a company whose seal you hold lies ahead of your merchant, your merchant takes the Target Counter (4 gold at the end; you cannot exchange after it). The round is then played to its end: the others may play cards only if a matching trading post lies ahead of them, else they must draw 2 cards. Then everyone lays out the cards in their hand, the seals are decided once more and the game is scored. If nobody takes the Target Counter, the game also ends after a round in which nobody laid out a card or could draw one, with none left to draw (scored the same way; nobody gets the Target Counter's 4 gold).
    .topic = end
bot-batavia-rules-scoring = At the end, gold is added to the gold you exchanged: in each warehouse, the player with the most crates gets its value (tea 10, cotton 11, china 12, silk 13, ginger 14, nutmeg 15, pepper 16); players tied for most get the smaller value each (5, 5, 6, 6, 7, 7, 8). The most promissory notes gives 5 gold (tied: 2 each), the Target Counter 4 gold, each Company Seal 2 gold. The most gold wins; a tie shares the victory. The bot posts the score sheet and keeps your results for `/batavia stats`.
    .topic = scoring

## Action commands
bot-batavia-cmd-bid = bid
    .description = Bid in the auction, or pass
bot-batavia-cmd-draw = draw
    .description = Draw 2 cards on your turn
bot-batavia-cmd-lay = lay
    .description = Lay cards for a majority, then sail
bot-batavia-cmd-exchange = exchange
    .description = Exchange counters for gold, or keep them
bot-batavia-cmd-play = play
    .description = Any of your legal actions, or your open decision

## Lobby
bot-batavia-open = Trading posts
    .description = Hidden trading posts, or the quick start with every post face up
bot-batavia-open-no = face down
bot-batavia-open-yes = quick start (face up)

## Board parts
bot-batavia-part-board = Route, ships and seals
bot-batavia-part-warehouses = Warehouses
bot-batavia-part-players = Players' cards

bot-batavia-status-round = Round { $round }: { $phase ->
    [auction] the auction
    [moves] the turns
    [over] the game is over
   *[other] in play
}

## Lobby: the first auctioneer
bot-batavia-first = First auctioneer
    .description = Who conducts the first auction: random, or the host (1) and then in order of joining
bot-batavia-first-random = random
bot-batavia-first-seat = player { $number }
bot-batavia-first-too-far = The first auctioneer is set to player { $number }, but this game has { $players ->
    [one] { $players } player
   *[other] { $players } players
}: open a new lobby with a player from 1 to { $players }, or random.

## The thread: the auction as it stands, the payment
bot-batavia-auction-open = 🔨 No bid yet; still in: { $seats }.
bot-batavia-auction-high = 🔨 High bid: { $amount } { $amount ->
    [one] note
   *[other] notes
  } by { $leader_seat }; still in: { $seats }.
bot-batavia-share = { $seat } { $count } { $count ->
    [one] note
   *[other] notes
  }
bot-batavia-auction-paid = { $line } Paid: { $shares }.

## The score sheet's categories
bot-batavia-score-warehouses = warehouses
bot-batavia-score-notes = notes
bot-batavia-score-target = Target Counter
bot-batavia-score-seals = seals
bot-batavia-score-exchange = exchanged gold

## /batavia card: a company or a commodity
bot-batavia-card = card
    .description = Look up a company or a commodity by name
bot-batavia-card-name = name
    .description = Start typing: a company ("Denmark") or a commodity ("pepper")
bot-batavia-lookup-company = **{ $company ->
    [britain] Britain
    [denmark] Denmark
    [france] France
    [netherlands] the Netherlands
    [sweden] Sweden
   *[other] { $company }
  }**: { $cards ->
    [one] { $cards } ship card
   *[other] { $cards } ship cards
}; { $posts ->
    [one] { $posts } trading post
   *[other] { $posts } trading posts
}, one for each commodity ({ $goods }). Whoever has more of its cards laid out than anyone else holds its Company Seal (2 gold at the end) and may sail to its next trading post.
bot-batavia-lookup-commodity = **{ $commodity ->
    [tea] Tea
    [cotton] Cotton
    [china] China
    [silk] Silk
    [ginger] Ginger
    [nutmeg] Nutmeg
    [pepper] Pepper
   *[other] { $commodity }
  }**: the most crates in its warehouse score { $value } gold at the end; players tied for most get { $tie } gold each. { $posts ->
    [one] { $posts } trading post
   *[other] { $posts } trading posts
}, one of each company ({ $companies }).
