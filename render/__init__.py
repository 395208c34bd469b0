"""Pure functions from a game's view (dict) and words to a Pillow image, and text alternatives.

    render/kit/       the shared drawing kit: fonts, text, coins, badges, layout loading,
                      the one PNG encoder
    render/<game>/    one folder per game: its images, their text alternatives, its layout
                      data file (layout.toml) and its words (locales/)
"""
