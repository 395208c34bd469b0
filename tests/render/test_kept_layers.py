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
    from render.kit import legibility

    views = [v for _, _, v in playout_views(3, 4, every=60)][1:10]
    for lang in ("en", "nl"):
        for view in views:
            for part in ("displays", "bonus"):
                with legibility.recording():  # tiles are not used while texts are recorded
                    fresh = parts.render_part(view, part, words(lang), ["Ann", "Bo", "Cy"])
                parts.render_part(view, part, words(lang), ["Ann", "Bo", "Cy"])
                kept = len(parts._TILES)
                again = parts.render_part(view, part, words(lang), ["Ann", "Bo", "Cy"])
                assert len(parts._TILES) == kept
                assert (again.size, again.tobytes()) == (fresh.size, fresh.tobytes()), (lang, part)
    assert {key[1] for key in parts._TILES if key[0] in ("card", "book")} == {"en", "nl"}
