"""A panel says each thing once (the look at the panels at 400 px, round 34): the game's
question is not followed by a generic "Choose:", and a drafted step's "▸" line that only
repeats its "So far" label is left out (what the step caused besides is kept)."""

from __future__ import annotations

import pytest

from bot.games.outcomes import Choice, Menu, MenuOption, PanelSketch
from bot.games.seat_panels import _step_previews
from bot.ui.panels import panel_content
from bot.words import use_language
from rules.core import msg


def sketch(**kw) -> PanelSketch:
    choices = [Choice(i, f"Option {i}", "act", message=msg("bot-panel-choose")) for i in range(3)]
    return PanelSketch(1, 0, 5, 0, msg("bot-game-title", title="Mombasa", id="1"), choices=choices, **kw)


@pytest.mark.parametrize(("lang", "choose"), [("en", "Choose:"), ("nl", "Kies:")])
def test_the_games_question_is_asked_once(lang, choose):
    ask = msg("bot-mombasa-action-menu")  # "Choose an action", a line above its buttons
    options = tuple(MenuOption(msg("bot-panel-choose"), i) for i in range(3))
    asked = sketch(info=[ask], menus=[Menu(ask, options, buttons=True)])
    plain = sketch()
    with use_language(lang):
        assert choose not in panel_content(asked.finished()).split("\n")
        assert choose in panel_content(plain.finished()).split("\n")  # no question of its own


def test_a_steps_echo_is_not_said_again_what_it_caused_is():
    def seen(key: str) -> dict:
        return {"type": key, "key": key, "visible_to": 0, "preview": True}

    steps = [[seen("used-goods")],  # "used 2 units of bananas" after "Use goods: bananas"
             [seen("took-book"), seen("moved-on-track")],  # the book, then the track it moved
             [{"type": "secret", "key": "mine", "visible_to": 0}]]
    assert _step_previews(steps, 0, lambda e: e["key"]) == ["moved-on-track"]
    assert _step_previews(steps, 1, lambda e: e["key"]) == []  # another seat's draft: nothing


@pytest.mark.parametrize(("lang", "choose", "more"), [("en", "Choose:", "More choices…"),
                                                      ("nl", "Kies:", "Meer keuzes…")])
def test_a_question_over_its_buttons_or_menu_is_not_asked_again(lang, choose, more):
    import discord

    from bot.ui.panels import panel_view
    from rules.catalogues import words

    ask = msg("bot-mombasa-slot-menu", number=1)  # "Slot 1: pick a card"
    few = sketch(menus=[Menu(ask, tuple(MenuOption(msg("bot-panel-choose"), i) for i in range(3)))])
    # a question over its buttons, the rest of its options in a menu below them
    action = msg("bot-mombasa-action-menu")
    rest = sketch(info=[action], menus=[Menu(action, (MenuOption(msg("bot-panel-choose"), 0),), buttons=True),
                                        Menu(action, (MenuOption(msg("bot-button-back"), 1),))])
    with use_language(lang):
        shown = [getattr(child, "item", child) for child in panel_view(few.finished()).walk_children()]
        lines = [line for item in shown if isinstance(item, discord.ui.TextDisplay)
                 for line in item.content.split("\n")]
        assert choose not in lines and words(lang)(ask) in lines  # asked once, over its buttons
        view = panel_view(rest.finished())
    items = [getattr(child, "item", child) for child in view.walk_children()]
    selects = [item for item in items if isinstance(item, discord.ui.Select)]
    assert [s.placeholder for s in selects] == [more]


@pytest.mark.parametrize(("lang", "choose"), [("en", "Choose:"), ("nl", "Kies:")])
def test_batavia_asks_its_turns_question_once(lang, choose):
    """Batavia's line "Several seals allow: choose the company to sail for." is the question."""
    from bot.games.batavia.panels import _turn

    panel = sketch()
    view = {"you": {"seat": 0, "hand_by_company": {"dutch": 2}, "pending": {"lay": {"dutch": 1}, "step": "sail"}},
            "seals": {}, "seats": [], "hexes": []}
    _turn(panel, view)
    with use_language(lang):
        lines = panel_content(panel.finished()).split("\n")
    assert choose not in lines, lines
