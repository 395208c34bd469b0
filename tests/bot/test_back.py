"""Back on every step of a draft: it takes back the last step only; Cancel still throws the
whole draft away; Back or Cancel on a stale panel is refused and changes nothing."""

from __future__ import annotations

import pytest

import tests.bot.errandgame  # noqa: F401  (registers "errand")
from bot.client import GameHost
from bot.config import Settings
from tests.bot.helpers import engine_state, labels, open_panel, sent, start_lobby_game


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path),
                    games=("errand",))


def drafted(world, game_id: int, seat: int = 0) -> list:
    saved = world.env.bot.games.store.sync.get_draft(game_id, seat)
    return saved.draft["actions"] if saved is not None else []


async def test_back_takes_back_the_last_step_only(world):
    alice = world.players[0]
    thread, game_id = await start_lobby_game(world, 2)
    panel = await open_panel(alice, thread)
    assert "Back" not in labels(panel)  # nothing drafted: nothing to take back
    panel = (await alice.click(panel, label="Start an errand")).response
    panel = (await alice.click(panel, label="Take a step")).response
    panel = (await alice.click(panel, label="Take a step")).response
    assert [a["kind"] for a in drafted(world, game_id)] == ["start", "step", "step"]
    assert "Back" in labels(panel)

    back = (await alice.click(panel, label="Back")).response
    assert "Taken back: Take a step" in back.content
    assert [a["kind"] for a in drafted(world, game_id)] == ["start", "step"]
    assert "So far: Start an errand → Take a step" in back.content
    assert labels(back) == ["Take a step", "Finish the errand", "Back", "Cancel"]

    # On the Confirm panel too: Back returns to the decision before the last step.
    done = (await alice.click(back, label="Finish the errand")).response
    assert labels(done) == ["Confirm", "Back", "Cancel"]
    again = (await alice.click(done, label="Back")).response
    assert "Taken back: Finish the errand" in again.content
    assert [a["kind"] for a in drafted(world, game_id)] == ["start", "step"]
    # nothing was played by any of it
    assert engine_state(world.env, game_id).version == 0

    # Back to the start, then Cancel keeps its meaning: the whole draft is thrown away.
    again = (await alice.click(again, label="Back")).response
    again = (await alice.click(again, label="Back")).response
    assert drafted(world, game_id) == [] and "Back" not in labels(again)
    again = (await alice.click(again, label="Start an errand")).response
    again = (await alice.click(again, label="Take a step")).response
    cancelled = (await alice.click(again, label="Cancel")).response
    assert "Cancelled" in cancelled.content and drafted(world, game_id) == []


@pytest.mark.parametrize("control", ["Back", "Cancel"])
async def test_back_or_cancel_on_a_stale_panel_is_refused_and_changes_nothing(world, control):
    alice = world.players[0]
    thread, game_id = await start_lobby_game(world, 2)
    panel = await open_panel(alice, thread)
    panel = (await alice.click(panel, label="Start an errand")).response
    old = await open_panel(alice, thread)  # the same decision, in a second panel
    assert control in labels(old)
    await alice.click(panel, label="Take a step")  # the draft moves on: `old` is stale
    before = drafted(world, game_id)
    assert [a["kind"] for a in before] == ["start", "step"]

    result = await alice.click(old, label=control)
    refusal = sent(result)[0]
    assert refusal.ephemeral and "out of date" in refusal.content
    assert drafted(world, game_id) == before
    assert engine_state(world.env, game_id).version == 0
    # the fresh panel offered with the refusal shows the draft as it stands
    fresh = sent(result)[1]
    assert "So far: Start an errand → Take a step" in fresh.content


def test_back_takes_a_pick_that_stood_for_several_decisions_back_whole():
    """A goods purchase picked in one menu option is several decisions in the draft (the
    goods, the card, the track steps): one Back takes all of it back, not its last part."""
    from bot.games.drafts import stepped, taken_back

    draft = {"rev": 4, "actions": [], "steps": []}
    draft["actions"] += [{"kind": "goods"}]
    stepped(draft, 1)
    draft["actions"] += [{"kind": "use"}, {"kind": "buy"}, {"kind": "track"}]  # one pick
    stepped(draft, 3)
    draft["actions"] += [{"kind": "track"}]
    stepped(draft, 1)
    assert taken_back(draft) == [{"kind": "track"}] and draft["rev"] > 4
    rev = draft["rev"]  # each Back raises the revision: a panel showing the step is stale
    assert taken_back(draft) == [{"kind": "use"}, {"kind": "buy"}, {"kind": "track"}]
    assert draft["actions"] == [{"kind": "goods"}] and draft["rev"] > rev
    # a draft saved before steps were kept (or damaged): each action is a step
    old = {"rev": 1, "actions": [{"kind": "a"}, {"kind": "b"}], "steps": [5]}
    assert taken_back(old) == [{"kind": "b"}] and old["actions"] == [{"kind": "a"}]
