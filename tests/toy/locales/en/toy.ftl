# The toy game's words (tests/toy/game.py): its own tiny catalogue, keys "toy-".
toy-pick = Pick { $n }
toy-bank = Bank your pick
toy-draw = Draw a card
toy-picked = Seat { $number } has picked.
toy-picked-secret = You picked { $n }.
toy-picks-revealed = Picks: { $picks }
toy-banked = Seat { $number } banked { $n }.
toy-drew = Seat { $number } drew a card.
toy-drew-secret = You drew { $card }.
toy-players = Secret sums takes 1 to 4 players.
toy-unknown-option = Unknown option: { $options }.
toy-board-seat = { $name }: { $banked } banked, { $cards ->
    [one] 1 card
   *[other] { $cards } cards
}
