"""The shared drawing kit: fonts, text drawing and wrapping, coins, badges, layout loading,
the legibility recorder (every text drawn, for the phone rule),
and the one PNG encoder. Nothing in here knows a game."""
