"""Driving the bot like players do: buttons on the latest board message, private panels."""

from __future__ import annotations

from simcord.components import COMPONENTS_V2_FLAG, walk_components
from simcord.results import ResponseMessage

from rules.catalogues import words


def layout_text(components) -> str:
    """The words of a layout message (Components V2): its text displays, in order."""
    return "\n".join(c["content"] for c in walk_components(components) if c.get("type") == 10)


def _content(message: ResponseMessage) -> str:
    """A message's words as a player reads them: a layout message has no content, its text
    displays say it (tests read both the same way)."""
    stored = message._message
    if stored.flags & COMPONENTS_V2_FLAG:
        return "\n".join(t for t in (stored.content, layout_text(stored.components)) if t)
    return stored.content


ResponseMessage.content = property(_content)  # type: ignore[assignment,method-assign]  # tests read a layout panel's words as its content


def controls(message) -> list[dict]:
    """Every button and select menu of a message sent as simcord stores it, nested ones
    (a layout's rows and sections) too, in order."""
    return [c for c in walk_components(message.components) if c.get("type") in (2, 3)]


def group(world) -> str:
    """The command group of the first game the bot hosts ("mombasa", "toy")."""
    return world.env.bot.profiles[0].command


async def start_lobby_game(world, n: int = 2, *, game: str | None = None, **options):
    """The first ``n`` players open a lobby with `/<game> new` (``options`` are its command
    options), the others join and the host starts it; returns the game's thread and id."""
    host, *others = world.players[:n]
    command = f"{game or group(world)} new"
    lobby = (await host.slash(world.channel, command, players=n, **options)).response
    for p in others:
        await p.click(lobby, label="Join")
    await host.click(lobby, label="Start")
    thread = world.channel.threads[-1]
    return thread, world.env.bot.games.store.sync.find_games(thread_id=thread.id)[0].id


async def lobby_game_in(world, n: int, lang: str, **options):
    """A lobby game started through buttons in ``lang`` (the lobby speaks the server's)."""
    say = words(lang)
    host, *others = world.players[:n]
    lobby = (await host.slash(world.channel, "mombasa new", players=n, **options)).response
    for p in others:
        await p.click(lobby, label=say("bot-button-join"))
    await host.click(world.channel.history()[-1], label=say("bot-button-start"))
    thread = world.channel.threads[-1]
    return thread, world.env.bot.games.store.sync.find_games(thread_id=thread.id)[0].id


async def start_solo(world, difficulty: str):
    """The first player starts a solo game against the Mautoma with `/mombasa solo`; returns
    the player's DM channel and the game's id."""
    alice = world.players[0]
    await alice.slash(world.channel, "mombasa solo", difficulty=difficulty)
    return alice.user.dm_channel, world.env.bot.games.store.sync.find_games(dm_user_id=alice.id)[0].id


def board_messages(channel):
    """Messages of a game's channel that carry the "Open my panel" button, oldest first."""
    out = []
    for message in channel.history():
        labels = [c.label for row in message.components for c in getattr(row, "children", [])]
        if "Open my panel" in labels:
            out.append(message)
    return out


def latest_board(channel):
    boards = board_messages(channel)
    assert boards, "no board message with an 'Open my panel' button"
    return boards[-1]


def labels(message) -> list[str]:
    comps = message.components
    if comps and isinstance(comps[0], dict):
        return [c.get("label") for c in controls(message) if c.get("label")]
    return [c.label for row in comps for c in getattr(row, "children", []) if getattr(c, "label", None)]


async def open_panel(actor, channel):
    """Click "Open my panel" on the latest board; returns the private panel message."""
    result = await actor.click(latest_board(channel), label="Open my panel")
    assert result.response is not None and result.response.ephemeral
    return result.response


async def play(actor, channel, label: str, *, confirm: bool = True):
    """Open the panel, choose ``label`` and (if the panel asks) confirm. Returns the panel."""
    panel = await open_panel(actor, channel)
    result = await actor.click(panel, label=label)
    assert result.response is not None, "the panel was not updated"
    if confirm and "Confirm" in labels(result.response):
        result = await actor.click(result.response, label="Confirm")
    return result.response


def engine_state(env, game_id: int):
    """The game's current state, read from the database (for deciding what to test next)."""
    store = env.bot.games.store.sync
    return store.load_game(game_id)


NAV_LABELS = ("Cancel", "Back", "Confirm", "◀ Previous", "Next ▶")


def panel_choices(message) -> list[tuple[str, str]]:
    """The choices a private panel offers: ("button", label) or ("select", value)."""
    out = []
    for c in controls(message):
        if c.get("type") == 2 and c.get("label") and c["label"] not in NAV_LABELS:
            out.append(("button", c["label"]))
        elif c.get("type") == 3:
            out += [("select", o["value"]) for o in c.get("options", [])]
    return out


async def decide(actor, panel, rng, *, avoid=("Take back",)):
    """Take one random choice of an open panel (choices starting with ``avoid`` only when
    nothing else is offered); returns the interaction result."""
    choices = panel_choices(panel)
    assert choices, f"the panel offers nothing to choose: {panel.content!r}"
    # An engine's own cancel is the panel's Cancel button, never a choice among others.
    shown = [c[1] for c in choices if c[0] == "button"] + [
        o["label"] for c in controls(panel) if c.get("type") == 3 for o in c.get("options", [])]
    assert not any(text.startswith("Cancel this action") for text in shown), shown
    preferred = [c for c in choices if c[0] == "select" or not c[1].startswith(avoid)]
    if preferred and any(c[0] == "select" for c in preferred):
        # A select menu's labels are in its options: filter them there.
        menu = [c for c in controls(panel) if c.get("type") == 3][0]
        values = [o["value"] for o in menu["options"] if not o["label"].startswith(avoid)]
        buttons = [c for c in preferred if c[0] == "button"]
        pool = [("select", v) for v in values] + buttons or choices
    else:
        pool = preferred or choices
    how, what = rng.choice(pool)
    if how == "button":
        return await actor.click(panel, label=what)
    return await actor.select(panel, [what], custom_id=menu_of(panel, what))


def menu_of(panel, value: str) -> str:
    """The custom_id of the panel's (first) select menu offering ``value``."""
    return next(c["custom_id"] for c in controls(panel)
                if c.get("type") == 3 and any(o["value"] == value for o in c.get("options", [])))


async def play_move(actor, channel, rng, *, panel=None, limit: int = 60, check=None):
    """Open the actor's panel on the latest board (or go on with ``panel``) and make random
    legal decisions through its components until the move is played (Confirm when the
    panel asks for it). ``check``, when given, is called with every panel on the way
    (e.g. tests/bot/test_mombasa_panels.phone_check), before its decision."""
    if panel is None:
        panel = await open_panel(actor, channel)
    for _ in range(limit):
        if check is not None:
            check(panel)
        if "Confirm" in labels(panel):
            result = await actor.click(panel, label="Confirm")
        else:
            result = await decide(actor, panel, rng)
        response = result.response
        assert response is not None, "the panel was not answered"
        if "Played" in response.content or not response.components:
            return response
        panel = response
    raise AssertionError(f"a move took more than {limit} decisions: {panel.content!r}")


def sent(result) -> list:
    """The new messages a click sent: its answer when that was a new message (the bot
    answers at once when it can), then its follow-ups (after a deferred answer)."""
    from simcord.backend.models.interaction import ResponseKind

    kind = getattr(result, "_interaction", None)
    kind = getattr(kind, "response_kind", None)
    first = [result.response] if kind in (ResponseKind.MESSAGE, ResponseKind.DEFERRED) and result.response else []
    return first + result.followups


async def play_scripted(world, channel, game_id: int, rng, enough, *scripts, limit: int = 400) -> None:
    """A seeded game played through its panels until it is over or ``enough()``: on an
    action-phase turn each of ``scripts`` (async ``(actor, panel)``: True when it played the
    move, False when it does not fit there, the panel left as it was or cancelled) is tried
    in turn, each on a fresh panel; a turn no script played is played at random
    (``play_move``). At most ``limit`` turns."""
    for _ in range(limit):
        loaded = engine_state(world.env, game_id)
        if loaded.game.is_over(loaded.state) or enough():
            return
        actor = world.players[loaded.game.to_move(loaded.state)[0]]
        panel = await open_panel(actor, channel)
        if loaded.state.get("phase") == "actions":
            played = False
            for script in scripts:
                if played := await script(actor, panel):
                    break
                panel = await open_panel(actor, channel)
            if played:
                continue
        await play_move(actor, channel, rng, panel=panel)
