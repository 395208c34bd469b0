# Words of the game protocol itself, shared by every game.

# A seat with no name given (tests, outside checks). $number counts from 1.
core-seat = Player { $number }
