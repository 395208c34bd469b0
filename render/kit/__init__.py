"""The shared drawing kit: fonts, text drawing and wrapping, coins, badges, layout loading,
and the one PNG encoder. Nothing in here knows a game."""
