# The Batavia profile's words (bot/games/batavia.py): rules help, command help, lobby
# options, board parts. Keys: bot-batavia-...

bot-batavia-title = Batavia
bot-batavia-description = Play Batavia (3-5 players) in a server thread: bid for ships, trade for the companies

## /batavia rules: one message per topic
bot-batavia-rules-overview = Batavia is played in rounds: an auction for a package of ship cards, then every player's turn. Lay cards to win majorities in the companies, sail their ships to the trading posts, take the counters and fill the warehouses. The game ends when the Target Counter is taken; the most gold wins.
bot-batavia-rules-auction = The auctioneer rolls the die and a package of cards goes up for auction. In turn, raise the bid or pass; you can never bid more notes than you hold. The winner pays the bid to the others, one note after the other, beginning on their left. `/batavia bid`.
bot-batavia-rules-turn = On your turn draw 2 cards (`/batavia draw`) or lay cards of one or more companies (`/batavia lay`) so that you hold a majority afterwards; then sail that company's ship and take the counter of the trading post it reaches.
bot-batavia-rules-majorities = You hold a company's majority when you have laid more of its cards than anyone else; the holder of a majority takes that company's seal.
bot-batavia-rules-pirates = When the ship scale reaches the attack threshold, the pirates attack: the cards laid out are checked against the cannons, as the rulebook says.
bot-batavia-rules-exchange = After taking a counter you may exchange counters for gold (`/batavia exchange`), at the rate the board shows, or keep them.
bot-batavia-rules-end = The game ends at once when a player takes the Target Counter.
bot-batavia-rules-scoring = Score: the warehouses, your notes, the Target Counter, the seals you hold and the gold you exchanged. The most gold wins.

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
   *[other] { $phase }
}
