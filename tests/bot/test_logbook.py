"""The log's pages (bot.games.logbook): oldest first, every move once, a heading where each
round begins and again at the top of a page that starts inside a round, pages that stay
put as the game goes on, and a round picker that fits Discord's menu."""

from __future__ import annotations

from bot.games.logbook import ROUND_CHOICES, LogBlock, make_logbook, rounds_of


def heading(number: int, continued: bool) -> str:
    return f"R{number}" + ("+" if continued else "")


def game(moves: int, per_round: int, first_round: int = 1) -> list[LogBlock]:
    """``moves`` blocks, the last of every ``per_round`` beginning the next round."""
    return [LogBlock(f"move {i} " + "x" * 40, i,
                     starts_round=first_round + i // per_round if i % per_round == 0 else None) for i in range(1, moves + 1)]


def test_pages_hold_every_move_once_oldest_first_within_the_room():
    blocks = game(60, 7)
    book = make_logbook(blocks, 300, heading)
    assert book.count == len(book.pages) > 5
    moves = [line for page in book.pages for line in page if line.startswith("move")]
    assert moves == [b.text for b in blocks]
    assert all(len("\n".join(page)) <= 300 for page in book.pages)


def test_a_heading_where_each_round_begins_and_on_a_page_that_starts_inside_one():
    blocks = game(60, 7)
    book = make_logbook(blocks, 300, heading)
    for page in book.pages:
        assert page[0].startswith("R")  # never a move without its round in sight
    lines = [line for page in book.pages for line in page]
    for number, first in book.round_pages.items():
        assert f"R{number}" in book.page(first)
        assert lines.count(f"R{number}") == 1
    # round 2's heading follows the move whose events began it (the 7th)
    after = lines[lines.index("R2") - 1]
    assert after.startswith("move 7 ")
    assert any(line.endswith("+") for line in lines)


def test_a_round_begins_in_the_top_half_of_its_page():
    book = make_logbook(game(90, 4), 600, heading)
    for number, first in book.round_pages.items():
        text = "\n".join(book.page(first))
        assert text.index(f"R{number}\n") < 300, (number, text)


def test_moves_before_the_first_round_are_the_setting_up():
    blocks = [LogBlock("tile a", 1), LogBlock("tile b", 2, starts_round=1), LogBlock("plan", 3)]
    assert rounds_of(blocks) == [0, 0, 1]
    assert rounds_of([LogBlock("a", 1), LogBlock("b", 2)]) == [1, 1]  # no round begun yet


def test_earlier_pages_stay_as_they_were_when_the_game_goes_on():
    shorter = make_logbook(game(40, 7), 300, heading)
    longer = make_logbook(game(70, 7), 300, heading)
    assert longer.pages[: shorter.count - 1] == shorter.pages[:-1]


def test_a_move_longer_than_a_page_is_cut_and_an_empty_log_has_one_page():
    book = make_logbook([LogBlock("y" * 900, 1)], 500, heading)
    assert book.pages == [["R1", "y" * 299 + "…"]]
    empty = make_logbook([], 500, heading)
    assert empty.count == 1 and empty.page(1) == [] and empty.round_choices() == []


def test_the_round_picker_keeps_the_first_and_last_rounds_within_discords_limit():
    book = make_logbook(game(400, 5), 300, heading)
    choices = book.round_choices()
    assert len(book.round_pages) > ROUND_CHOICES >= len(choices)
    assert choices[0][0] == 1 and choices[-1][0] == max(book.round_pages)
    few = make_logbook(game(30, 5), 300, heading)
    assert [r for r, _ in few.round_choices()] == sorted(few.round_pages)
