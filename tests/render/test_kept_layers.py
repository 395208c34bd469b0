"""Layers of the live board's parts kept once per process: the map's ground (sea, land, the
regions' tiles and names, by language) and each company track's spaces (numbers and shares).
A part drawn over kept layers is the part drawn afresh, pixel for pixel, in each language,
whatever was drawn before it."""

from __future__ import annotations

from render.mombasa import parts
from render.mombasa.samples import playout_views
from rules.catalogues import words


def fresh(view, lang):
    parts._GROUNDS.clear()
    return parts.render_part(view, "map", words(lang), ["Ann", "Bo", "Cy"]).tobytes()


def test_the_kept_ground_draws_the_same_map_as_a_fresh_one_in_each_language():
    views = [v for _, _, v in playout_views(3, 4, every=150)][1:4]
    drawn = [(v, lang, fresh(v, lang)) for v in views for lang in ("en", "nl")]
    parts._GROUNDS.clear()
    for lang in ("en", "nl", "en"):  # over grounds kept from other views and languages
        for view, drawn_lang, pixels in drawn:
            if drawn_lang == lang:
                assert parts.render_part(view, "map", words(lang), ["Ann", "Bo", "Cy"]).tobytes() == pixels
    assert {key[0] for key in parts._GROUNDS} == {"en", "nl"}


def test_an_expansion_pictures_marked_regions_are_not_kept_in_the_ground():
    view = [v for _, _, v in playout_views(2, 4, every=150)][1]
    phrases = parts.phrases(words("en"), ["Ann", "Bo"])
    region = next(iter(view["regions"]))
    marked = parts.draw_map(phrases, view, marked={region: 2}, title="Expand")
    plain = parts.render_part(view, "map", words("en"), ["Ann", "Bo"])
    again = parts.draw_map(phrases, view, marked={region: 2}, title="Expand")
    assert marked.tobytes() == again.tobytes()
    parts._GROUNDS.clear()
    assert parts.render_part(view, "map", words("en"), ["Ann", "Bo"]).tobytes() == plain.tobytes()


def test_the_kept_track_spaces_draw_the_same_tracks_as_fresh_ones():
    from render.mombasa.samples import playout_views as views_of

    cases = [(v, lang) for players, options in ((2, None), (4, {"setup": "variable"}))
             for _, _, v in list(views_of(players, 6, every=200, options=options))[1:3] for lang in ("en", "nl")]
    fresh_tracks = []
    for view, lang in cases:
        parts._SPACES.clear()
        fresh_tracks.append(parts.render_part(view, "tracks", words(lang), ["Ann", "Bo", "Cy", "Di"]).tobytes())
    parts._SPACES.clear()
    for (view, lang), pixels in zip(cases * 2, fresh_tracks * 2, strict=True):
        assert parts.render_part(view, "tracks", words(lang), ["Ann", "Bo", "Cy", "Di"]).tobytes() == pixels
    assert len(parts._SPACES) >= 4  # one per track in play: kept, and used the second time


def test_the_kept_cards_books_and_bonus_cells_draw_the_same_parts_as_fresh_ones():
    """The displays and bonus parts pasted from kept tiles (a card, a book, a bonus space's
    cell) are the parts drawn afresh, pixel for pixel, in each language, and the tiles are
    used: the second drawing of a view draws no tile anew."""
    from render.kit import legibility, tiles

    views = [v for _, _, v in playout_views(3, 4, every=60)][1:10]
    for lang in ("en", "nl"):
        for view in views:
            for part in ("displays", "bonus"):
                with legibility.recording():  # tiles are not used while texts are recorded
                    fresh = parts.render_part(view, part, words(lang), ["Ann", "Bo", "Cy"])
                parts.render_part(view, part, words(lang), ["Ann", "Bo", "Cy"])
                kept = len(tiles._TILES)
                again = parts.render_part(view, part, words(lang), ["Ann", "Bo", "Cy"])
                assert len(tiles._TILES) == kept
                assert (again.size, again.tobytes()) == (fresh.size, fresh.tobytes()), (lang, part)
    assert {key[0][1] for key in tiles._TILES if key[0][0] in ("card", "book")} == {"en", "nl"}
    assert any(key[0][0] == "bonus" for key in tiles._TILES)  # the bonus cells are kept tiles too


def test_a_kept_card_is_drawn_over_what_lies_under_it_as_a_fresh_one():
    """A card pasted from its tile over a striped ground, at odd and even places, is the card
    drawn there afresh: its corners show the ground, its own pixels are its own."""
    from PIL import Image, ImageDraw

    from render.kit import legibility, tiles
    from render.mombasa import draw as dr
    from render.mombasa.components import components, letters

    comp = components()
    phrases = parts.phrases(words("nl"), None)
    cards = [{"kind": c.kind, "good": c.good, "units": c.units, "crate": c.crate, "letter": c.letter,
              "diamonds": c.diamonds, "pounds": c.pounds, "company": c.company} for c in comp.market_cards[::9]]

    def drawn() -> bytes:
        image = Image.new("RGB", (700, 300), dr.PAPER)
        d = ImageDraw.Draw(image)
        for x in range(0, 700, 7):
            d.line((x, 0, x, 300), fill=(30, 120, 200), width=2)
        for i, card in enumerate(cards[:5]):
            top = 11 + i % 2
            dr.draw_card(phrases, d, (5 + i * 137, top, 125 + i * 137, top + 150), card, letters(comp))
            dr.draw_card(phrases, d, (6 + i * 137, 170, 126 + i * 137, 200), card, letters(comp), compact=True)
        return image.tobytes()

    with legibility.recording():  # drawn in place, as ever
        fresh = drawn()
    tiles._TILES.clear()
    assert drawn() == fresh  # the tiles made
    assert len(tiles._TILES) == 10
    assert drawn() == fresh  # the tiles kept
