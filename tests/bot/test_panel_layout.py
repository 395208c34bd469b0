"""The panel as one layout message (Components V2), built from a Panel without Discord: its
parts in order, a few long choices as sections instead of a menu, and Discord's limits of
such a message (40 components, nested ones too; 4000 characters of text) at the worst."""

from __future__ import annotations

import discord

from bot.games.board import Picture
from bot.games.outcomes import Choice, Menu, MenuOption, Panel, TypedAmount
from bot.ui.panel_picture import shown
from bot.ui.panels import (
    LAYOUT_COMPONENTS_MAX,
    LAYOUT_TEXT_MAX,
    SECTIONS_MAX,
    layout_size,
    panel_view,
)
from rules.core import msg


def panel(choices: list[Choice], **fields) -> Panel:
    return Panel(1, 0, 7, 3, msg("bot-game-title", title="Errands", id="1"), choices=choices,
                 names=["Anneloes", "Bram"], **fields)


def long_choices(n: int, length: int = 120) -> list[Choice]:
    return [Choice(i, f"Send caravan {i} the long way round" + " far" * (length // 4), "send") for i in range(n)]


def controls(view: discord.ui.LayoutView) -> list[discord.ui.Item]:
    return [getattr(i, "item", i) for i in view.walk_children()
            if isinstance(getattr(i, "item", i), discord.ui.Button | discord.ui.Select)]


def test_a_few_long_choices_are_sections_each_its_own_button_not_a_menu():
    view = panel_view(panel(long_choices(SECTIONS_MAX)))
    (box,) = view.children
    sections = [i for i in box.children if isinstance(i, discord.ui.Section)]
    assert len(sections) == SECTIONS_MAX
    assert not any(isinstance(i, discord.ui.Select) for i in controls(view))
    # the words whole (numbered), the button beside them saying which
    first = sections[0]
    assert first.children[0].content.startswith("**1.** Send caravan 0 the long way round")
    assert getattr(first.accessory, "item", first.accessory).label == "Choose 1"
    # more than a few: one menu (two taps) instead of a screen of sections
    view = panel_view(panel(long_choices(SECTIONS_MAX + 1)))
    assert [type(i) for i in controls(view)] == [discord.ui.Select]


def test_a_games_one_menu_of_a_few_options_is_buttons_each_taking_its_whole_path():
    options = tuple(MenuOption(msg("bot-text", text=f"Buy card {n}"), n, then=(0, n)) for n in range(4))
    view = panel_view(panel([Choice(n, f"Buy card {n}", "buy") for n in range(4)]
                            + [Choice(9, "Stop buying", "stop")],
                            menus=[Menu(msg("bot-text", text="Which card?"), options)],
                            in_menus=frozenset(range(4))))
    shown_controls = controls(view)
    assert not any(isinstance(c, discord.ui.Select) for c in shown_controls)
    assert [c.label for c in shown_controls] == [f"Buy card {n}" for n in range(4)] + ["Stop buying"]
    # each button sends the option's whole path, as the menu's option did
    assert [c.custom_id.rsplit(":", 1)[-1] for c in shown_controls[:4]] == [f"{n}.0.{n}" for n in range(4)]
    (box,) = view.children
    assert any(getattr(i, "content", "") == "Which card?" for i in box.children)
    # more options than fit as buttons: the menu stays
    many = tuple(MenuOption(msg("bot-text", text=f"Buy card {n}"), n) for n in range(16))
    view = panel_view(panel([Choice(n, f"Buy card {n}", "buy") for n in range(16)],
                            menus=[Menu(msg("bot-text", text="Which card?"), many)], in_menus=frozenset(range(16))))
    assert [type(c) for c in controls(view)] == [discord.ui.Select]


def test_several_small_menus_are_rows_of_buttons_unless_two_buttons_would_read_the_same():
    def slots(cards: list[list[str]]) -> Panel:
        menus = [Menu(msg("bot-text", text=f"Slot {s + 1}: pick a card"),
                      tuple(MenuOption(msg("bot-text", text=c), 10 * s + n) for n, c in enumerate(names)))
                 for s, names in enumerate(cards)]
        indices = [10 * s + n for s, names in enumerate(cards) for n in range(len(names))]
        return panel([Choice(i, str(i), "plan") for i in indices], menus=menus, in_menus=frozenset(indices))

    regions = panel_view(slots([["Cairo 1", "Cairo 2"], ["Mombasa 1", "Mombasa 2", "Mombasa 3"]]))
    assert [c.label for c in controls(regions)] == ["Cairo 1", "Cairo 2", "Mombasa 1", "Mombasa 2", "Mombasa 3"]
    (box,) = regions.children
    asked = [i.content for i in box.children if isinstance(i, discord.ui.TextDisplay)]
    assert "Slot 1: pick a card" in asked and "Slot 2: pick a card" in asked
    # the same card for two slots: two buttons "Coffee 1" would not say which slot
    cards = panel_view(slots([["Coffee 1", "Cotton 2"], ["Coffee 1", "Cotton 2"]]))
    assert [type(c) for c in controls(cards)] == [discord.ui.Select, discord.ui.Select]


def test_the_panel_reads_in_order_and_its_picture_is_last():
    picture = Picture(b"\x89PNG fake bytes", "Your hand: 3 cards", filename="hand.png")
    view = panel_view(panel([Choice(0, "Take a step", "step"), Choice(1, "Finish", "finish")],
                            so_far=[msg("bot-text", text="Start an errand")]),
                      before="✅ Played.", picture=shown(picture))
    (box,) = view.children
    kinds = [type(i).__name__ for i in box.children]
    assert kinds == ["TextDisplay", "Separator", "TextDisplay", "TextDisplay", "ActionRow", "ActionRow",
                     "MediaGallery"]
    assert "So far: Start an errand" in box.children[2].content
    assert [c.label for c in controls(view)] == ["Take a step", "Finish", "Back", "Cancel"]
    gallery = box.children[-1]
    assert gallery.items[0].media.url.startswith("attachment://hand-")
    assert gallery.items[0].description == "Your hand: 3 cards"


def test_the_fullest_panel_stays_within_discords_limits():
    """The longest words everywhere (the body, the move just played, five long sections), a
    typed amount, Back, Cancel and a picture; and fifteen buttons; and a paged menu."""
    huge = [msg("bot-text", text="many words " * 40) for _ in range(12)]
    fullest = [
        panel(long_choices(SECTIONS_MAX, 600), so_far=huge, info=huge, preview=huge,
              typed=TypedAmount("bid", "amount", 1, 99), command="batavia"),
        panel([Choice(i, f"Bid {i}", "bid") for i in range(15)], so_far=huge, cancel_index=15,
              typed=TypedAmount("bid", "amount", 1, 99), command="batavia"),
        panel([Choice(i, f"Card {i} " + "z" * 120, "card", prominent=i < 3) for i in range(60)],
              so_far=huge),
        panel([Choice(i, f"Card {i}", "card") for i in range(9)], so_far=huge, info=huge,
              menus=[Menu(msg("bot-text", text="which " * 40), tuple(
                  MenuOption(msg("bot-text", text="card " * 40), i, count=2,
                             description=msg("bot-text", text="detail " * 30)) for i in range(5)))],
              in_menus=frozenset(range(5)), typed=TypedAmount("bid", "amount", 1, 99), command="batavia"),
        panel([Choice(i, f"Region {i}", "enter") for i in range(20)], so_far=huge, cancel_index=30,
              menus=[Menu(msg("bot-text", text="which " * 40), tuple(
                  MenuOption(msg("bot-text", text=f"Region {m}-{i}"), 5 * m + i) for i in range(n)))
                  for m, n in enumerate((6, 4, 1, 1))],
              in_menus=frozenset(range(12)), typed=TypedAmount("bid", "amount", 1, 99), command="batavia"),
    ]
    picture = shown(Picture(b"\x89PNG", "alt " * 400, filename="hand.png"))
    for p in fullest:
        for page in (0, 1):
            view = panel_view(p, page, before="played " * 500, picture=picture)
            components, text = layout_size(view)
            assert components <= LAYOUT_COMPONENTS_MAX and text <= LAYOUT_TEXT_MAX, (components, text)
            assert len(view.to_components()) == 1  # one container: the panel reads as one card
