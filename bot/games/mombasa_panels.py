"""Mombasa's private panels (profile.panel_builder): planning as one menu per action slot.

Planning offers every card x slot pair as a choice; here each empty slot gets one menu of
the cards in hand, identical cards grouped with a count, so a plan of k cards takes k
picks and one Confirm (the plan's own button, see profile.finish_kinds).
"""

from __future__ import annotations

from typing import Any

from rules.core import Message, msg

from .outcomes import Menu, MenuOption, Panel

PLACE_KIND = "plan_place"
MENUS_MAX = 4  # 4 menus and a row of buttons: Discord's 5 rows


def _arg(message: Message | None, name: str) -> Any:
    args = getattr(message, "args", None) or {}
    return args.get(name)


def _as_message(value: Any) -> Message | None:
    if isinstance(value, Message):
        return value
    if isinstance(value, dict) and isinstance(value.get("key"), str):
        return msg(value["key"], **(value.get("args") or {}))
    return None


def build_panel(panel: Panel) -> None:
    """Planning: one menu per empty action slot, its options the cards (grouped)."""
    places = [c for c in panel.choices if c.kind == PLACE_KIND]
    if not places:
        return
    slots: dict[int, list[Any]] = {}
    for choice in places:
        slots.setdefault(int(choice.params.get("slot", 0)), []).append(choice)
    menus = []
    for slot in sorted(slots)[:MENUS_MAX]:
        groups: dict[Any, list[Any]] = {}
        for choice in slots[slot]:
            card = _as_message(_arg(choice.message, "card"))
            key = (card.key, repr(sorted((k, v) for k, v in card.args.items() if k != "id"))) \
                if card is not None else choice.label
            groups.setdefault(key, []).append((choice, card))
        options = []
        for members in groups.values():
            choice, card = members[0]
            label = card if card is not None else (choice.message or msg("bot-text", text=choice.label))
            options.append(MenuOption(label, choice.index, len(members)))
        slot_words = _as_message(_arg(slots[slot][0].message, "slot")) or msg("bot-text", text=str(slot))
        # numbered as the image numbers its slots, and named as the labels name them
        menus.append(Menu(msg("bot-mombasa-slot-menu", number=slot + 1, slot=slot_words), tuple(options)))
    panel.menus = menus
    # every placement is in a menu, not a button (a 5th slot's menu appears once one is filled)
    panel.in_menus = frozenset(c.index for c in places)
