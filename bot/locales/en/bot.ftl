# The bot's words (English). Keys: bot-...; seats are numbers, read as the players' names.

# Text that is already words (an engine event without a key, a name): shown as it is.
bot-text = { $text }

## Game service: panels
bot-game-title = { $title } #{ $id }
bot-draft-cleared = The game changed, so your unfinished choices were cleared.
bot-cancelled-nothing = Cancelled: nothing was played.
bot-cancelled-taken-back = Cancelled: your action was taken back.
bot-cannot-now = You cannot do that right now. Open your panel to see what you can do.

## Game service: what happened
bot-automa-line = { $automa }: { $line }
bot-game-begins = A new game begins: { $players }.
bot-took-back = { $who } took back their last move.
bot-resigned = { $who } resigned; the game is over without a result.
bot-progress = { $done } of { $total } have { $verb }.
bot-ping-secret = everyone decides in secret now: open your panel
bot-ping-last = you are the last one to decide
bot-ping-turn = your turn
bot-standing = { $who }: **{ $total }**
bot-standing-detail = { $who }: **{ $total }** ({ $detail })
bot-score-part = { $label } { $points }

## Game service: the log
bot-log-move = **{ $head }** { $who }: { $what }
bot-log-secret = { $count ->
    [one] { $count } secret decision
   *[other] { $count } secret decisions
}
bot-log-public = {"  "}· { $line }
bot-log-private = {"  "}🔒 { $line }

## Game service: the turn deadline
bot-hours = { $hours } h
bot-no-deadline = Game #{ $id } has no turn deadline, so nobody can be skipped or voted out. (The deadline is chosen when the game is opened with `/{ $command } new`.)
bot-you-are-late = You are past the turn deadline yourself: make your move (or `/{ $command } resign`).
bot-waiting-until = { $who } until <t:{ $time }:f>
bot-nobody-late = Nobody is past the { $hours } turn deadline of game #{ $id }.
bot-nobody-late-times = Nobody is past the { $hours } turn deadline of game #{ $id }: { $times }.
bot-nothing-to-skip = There was nothing to play for them; nothing was changed.
bot-skipped = ⏭️ { $who } skipped { $late_seats }, past the { $hours } turn deadline: the bot played the safest default for them.
bot-vote-counted = 🗳️ { $who } votes to end the game, as { $late_seats } is past the { $hours } turn deadline ({ $votes } of { $needed } votes needed; `/{ $command } end` to vote, `/{ $command } skip` to play on without them).
bot-vote-ended = 🗳️ The game was ended by a vote of { $voters }, as { $late_seats } was past the { $hours } turn deadline. It is stored as abandoned, with no winner.

## Refusals
bot-not-a-player = You are not playing in game #{ $id }, so these controls are not for you.
bot-not-your-turn = It is not your turn in game #{ $id }.
bot-not-your-turn-waiting = It is not your turn in game #{ $id }. The game is waiting for { $waiting }.
bot-stale-panel = Those controls are out of date: game #{ $id } has moved on since they were shown. Nothing was changed.
bot-no-game-here = There is no game running here. Use this command inside a game's thread, in your DM with the bot for a solo game, or pick a game with the `game` option.
bot-game-closed = Game #{ $id } is { $status }; it takes no more moves.

## Announcements and panels
bot-board-head = **{ $title } #{ $id }**
bot-board-head-actor = **{ $title } #{ $id }**: { $actor }
bot-game-over = 🏁 **The game is over.**
bot-winners = { $count ->
    [one] Winner: { $winners } 🎉
   *[other] Shared victory: { $winners } 🎉
}
bot-ping-line = { $mentions }: { $text }.
bot-line = • { $line }
bot-repeated = { $line } (×{ $count })
bot-more-lines = • … { $count } more (see /{ $command } log)
bot-played = ✅ Played.
bot-private-line = 🔒 { $line }
bot-panel-head = **{ $title }**: your private panel
bot-panel-note = *{ $note }*
bot-panel-so-far = So far: { $steps }
bot-panel-preview = ▸ { $line }
bot-panel-ready = Your move is ready. **Confirm** to play it, or **Cancel** to start again.
bot-panel-choose = Choose:
bot-panel-choose-page = Choose (page { $page } of { $pages }):
bot-stale-version = Those controls are out of date: game #{ $id } has moved on. Nothing was changed.
bot-admin-ended = An admin ended this game.

## Commands: finding the game
bot-no-games = You have no game running. Start one with `/{ $command } new` or `/{ $command } solo`.
bot-several-games = You are in several games: run the command in the game's thread, or pick one with the `game` option.
bot-game-choice = #{ $id } { $title } with { $players ->
    [one] { $players } player
   *[other] { $players } players
}
