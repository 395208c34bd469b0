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
bot-moves-again = { $who } moves again.
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
bot-vote-counted = 🗳️ { $who } votes to end the game, as { $late_seats } is past the { $hours } turn deadline ({ $votes } of { $needed ->
    [one] { $needed } vote
   *[other] { $needed } votes
} needed; `/{ $command } end` to vote, `/{ $command } skip` to play on without them).
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
bot-played-waiting = The game now waits for { $waiting }.
bot-input-pick-suggestion = That is not one of the offered choices: pick one of the suggestions shown as you type, or use your panel:
bot-option-count = { $label } ×{ $count }
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

## Slash commands: the value is the command's name, .description its description (ready for
## discord.py's app_commands.Translator); options are bot-cmd-<command>-<option>.
bot-cmd-group = { $title }
    .description = Play { $title }
bot-cmd-new = new
    .description = Open a lobby for a new game in this channel
bot-cmd-new-players = players
    .description = How many players ({ $min }-{ $max })
bot-cmd-new-reminder_hours = reminder_hours
    .description = Nudge the player to move after this many hours (0: never)
bot-cmd-new-deadline_hours = deadline_hours
    .description = Optional turn deadline in hours, after which others may skip or end (0: none)
bot-cmd-solo = solo
    .description = Play solo against { $automa }, in a DM with the bot
bot-cmd-solo-difficulty = difficulty
    .description = How strong { $automa } plays
bot-cmd-action = { $command }
    .description = { $command } ({ $title })
bot-cmd-action-choice = choice
    .description = What to do (only legal choices are offered)
bot-cmd-action-game = game
    .description = Which game (default: this thread's)
bot-cmd-undo = undo
    .description = Take back your last move (while nobody else has acted since)
bot-cmd-resign = resign
    .description = Leave the game: it ends without a result
bot-cmd-skip = skip
    .description = Play the safest default for a player who is past the turn deadline
bot-cmd-end = end
    .description = Vote to end the game while a player is past the turn deadline
bot-cmd-panel = panel
    .description = Open your private panel for your current decision
bot-cmd-hand = hand
    .description = Your hand and other secret information (only you see it)
bot-cmd-board = board
    .description = Show the current board (only to you)
bot-cmd-board-part = part
    .description = One part of the board only (the whole board when left out)
bot-cmd-board-player = player
    .description = A player's own board instead, as everyone sees it
bot-cmd-status = status
    .description = Who is playing and whose turn it is
bot-cmd-log = log
    .description = The latest moves of a game (your secret ones only to you)
bot-cmd-log-game = game
    .description = Which game (default: this thread's or your DM's)
bot-cmd-log-page = page
    .description = Which page: 1 is the first moves of the game; without it, the latest
bot-cmd-rules = rules
    .description = Short rules help by topic
bot-cmd-card = card
    .description = Look up a component by name
bot-cmd-card-name = name
    .description = Start typing a name
bot-cmd-stats = stats
    .description = Games, wins and best scores; and this server's leaderboard
bot-cmd-stats-user = user
    .description = Whose statistics (default: yours)
bot-cmd-abort = abort
    .description = (Admin) End a game of this server without a result
bot-cmd-verify = verify
    .description = (Admin) Check a game's log against its snapshots; repair if asked
bot-cmd-export = export
    .description = (Admin) Download a game as a JSON file

## Commands: replies
bot-undone = ↩️ Your last move was taken back.
bot-you-resigned = You resigned.
bot-skip-done = ⏭️ Done: the bot played for the late player.
bot-vote-noted = 🗳️ Your vote is counted.
bot-vote-ended-game = 🗳️ Your vote ended the game.
bot-hand = 🔒 Game #{ $id }, only you see this:
bot-status = **{ $title } #{ $id }** ({ $status })
    Players: { $players }
    Waiting for: { $waiting }
bot-nobody = nobody
bot-games-head = Your running games here:
bot-games-yours = • { $game }: ⏳ waits for you
bot-games-other = • { $game }: waiting for { $waiting }
bot-games-none = You have no running games here.
bot-status-since = Waiting since <t:{ $time }:R>
bot-no-moves = No moves yet.
bot-rules-topic = **{ $topic }**
    { $text }
bot-rules-unknown = No rules topic called { $topic }.
bot-rules-topics = Rules topics: { $topics }. For example `/{ $command } { $rules } { $topic_option }:{ $example }`.
bot-rules-none = No rules help for this game yet.
bot-lookup-none = Nothing called { $name }. Pick one from the list as you type.

## Statistics
bot-stats-head = **{ $title }: statistics of { $who }**
bot-stats-none = No finished games yet.
bot-stats-with-others = With other players
bot-stats-solo = Solo against { $automa }
bot-stats-record = { $what }: { $played ->
    [one] { $played } game
   *[other] { $played } games
}, { $won ->
    [one] { $won } win
   *[other] { $won } wins
}
bot-stats-record-best = { $what }: { $played ->
    [one] { $played } game
   *[other] { $played } games
}, { $won ->
    [one] { $won } win
   *[other] { $won } wins
}, best { $best } { $unit ->
    [gold] gold
   *[other] { $best ->
        [one] pound
       *[other] pounds
    }
  }, average { $average }
bot-stats-latest = Latest: { $games }
bot-stats-game-solo = #{ $id } { $total } { $unit ->
    [gold] gold
   *[other] { $total ->
        [one] pound
       *[other] pounds
    }
  }, { $place } (solo)
bot-stats-game = #{ $id } { $total } { $unit ->
    [gold] gold
   *[other] { $total ->
        [one] pound
       *[other] pounds
    }
  }, { $place } of { $players }
bot-stats-won = won
# a finishing place (games have at most 5 seats)
bot-stats-rank = { $rank ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $rank }th
}
bot-board-empty = No finished games in this server yet.

## Admin
bot-admin-server-only = Admin commands work in a server, on that server's games.
bot-admin-ended-reply = Game #{ $id } was ended.

## Lobby and solo
bot-lobby-forming = **{ $title }**: a new game is forming, hosted by <@{ $host }>.
bot-lobby-players = Players: { $members } ({ $count } of { $max })
bot-lobby-nobody = nobody yet
bot-lobby-setting = { $label }: { $value }
bot-lobby-reminders = reminders every { $hours } h
bot-lobby-deadline = turn deadline { $hours } h
bot-lobby-join = Press **Join** to play; the host presses **Start** when everyone is in.
bot-lobby-cancelled = *Cancelled.*
bot-lobby-started = **Started:** game #{ $id } is played in { $thread }.
bot-lobby-where = Open a lobby in a server's text channel (not in a thread or DM).
bot-lobby-where-solo = Open a lobby in a server's text channel (not in a thread or DM). For a game against { $automa } use `/{ $command } solo`.
bot-lobby-counts = { $title } takes { $min } to { $max ->
    [one] { $max } player
   *[other] { $max } players
}.
bot-lobby-closed = This lobby is closed: its game has started or it was cancelled.
bot-lobby-start-failed = The game's thread could not be created, so the game was not started. Check that I may create threads in this channel, then press Start again.
bot-lobby-host-only = Only the host, <@{ $host }>, can { $op } this game.
bot-lobby-already-in = You are already in this game.
bot-lobby-not-in = You are not in this game.
bot-lobby-host-cancels = You are the host: press Cancel to call the game off.
bot-lobby-too-few = At least { $min ->
    [one] { $min } player is
   *[other] { $min } players are
} needed to start.
bot-solo-unavailable = { $automa } is not available yet.
bot-solo-unknown = Unknown difficulty { $difficulty }. Choose one of: { $choices }.
bot-solo-cannot-start = { $automa } is not available yet: solo games cannot start for now.
bot-solo-setting-up = Setting up your solo game of { $title } against { $automa } ({ $difficulty })…
bot-solo-waiting-here = Your solo game #{ $id } is waiting here
bot-solo-waiting-dm = Your solo game #{ $id } is waiting in our DM: { $url }
bot-dms-closed = I cannot send you direct messages, so the solo game was not started. To open them: in this server's menu choose **Privacy Settings** and turn on **Direct Messages**, or in **User Settings > Privacy & Safety** allow direct messages from server members. Then run `/{ $command } solo` again.

## Reminders
bot-remind-turn = ⏰ { $mentions }, game #{ $id } ({ $title }) is waiting for you. Open your panel when you are ready.
bot-remind-late = ⌛ { $late } { $count ->
    [one] is
   *[other] are
} past the { $hours } turn deadline of game #{ $id }. { $others }: you may now skip them with `/{ $command } skip` (the bot plays the safest default for them) or vote to end the game with `/{ $command } end`.
bot-remind-others = The other players
bot-board-private = Game #{ $id }
bot-admin-export = Game #{ $id }:
bot-admin-export-partial = Game #{ $id } is still running, so this file holds only what you may see (the public moves and the board). A finished game exports whole.

## The store's refusals
bot-store-no-game = There is no game #{ $id }.
bot-store-stale = Game #{ $id } has moved on since those buttons were shown (they were for version { $expected }, the game is now at version { $current }). Nothing was changed; please use the latest panel.
bot-store-corrupt = Game #{ $id } cannot be loaded: { $problem }. An admin can check it with verify and rebuild its snapshots with repair.
bot-store-no-seat = That seat is not part of this game.
bot-store-bad-kind = The game kind must be a name.
bot-store-bad-seat-count = A game has 1 to { $most ->
    [one] { $most } seat
   *[other] { $most } seats
}.
bot-store-bad-seats = seats must be a player count or a list of seats.
bot-store-bad-user = Seat { $seat_number } has a malformed user id.
bot-store-bad-seed = The seed must be an integer of at most 64 bits.
bot-store-bad-options = The options must be an object.
bot-store-options-refused = The options are refused: { $problem }.
bot-store-bad-place = The place has a malformed id.
bot-store-bad-settings = The settings are malformed.
bot-store-already = Game #{ $id } is already { $status }.
bot-store-lobby-full = This lobby is full ({ $players ->
    [one] { $players } player
   *[other] { $players } players
}).
bot-store-lobby-gone = That lobby no longer exists.
bot-store-lobby-done = This lobby has already { $status }.
bot-undo-nothing = Nothing to undo.
bot-undo-closed = Game #{ $id } is { $status }; its moves can no longer be undone.
bot-undo-not-that-many = There are not that many moves to undo.
bot-undo-none = There is nothing to undo.
bot-undo-again = You already took back your last move, and nobody has moved since; only one move can be taken back.
bot-undo-others-moved = Another player has moved since your last move, so it can no longer be undone.
bot-undo-only-own = Only your own moves can be undone, and another player moved in between.
bot-undo-revealed = That move revealed hidden information (a drawn card or a revealed plan), so it cannot be undone.
bot-undo-older-rules = That move was made under older rules of the game, so it cannot be undone.

## Errors and buttons
bot-need-manage-server = You need the Manage Server permission for that.
bot-not-here = You cannot use that command here.
# The answer to an unexpected error. It does not claim the game is unchanged: the error may
# come after a move was stored (the board post has its own retry, see bot/ui/announce.py).
bot-sorry = Sorry, something went wrong on our side (error id `{ $error }`). Open your panel to see where the game stands before you try again. If it keeps happening, tell a server admin this error id.
bot-button-open-panel = Open my panel
bot-button-confirm = Confirm
bot-button-cancel = Cancel
bot-menu-choose = Choose…
bot-menu-more = More choices…
bot-button-previous = ◀ Previous
bot-button-next = Next ▶
bot-button-join = Join
bot-button-leave = Leave
bot-button-start = Start
bot-automa = the automa
bot-decided = decided

## Input from Discord (the strict parser, bot/games/parse.py)
bot-input-not-offered = That is not a choice the bot offered. Pick one from the list as you type.
bot-input-other-game = That choice was made for another game, not game #{ $id }. Pick one from the list as you type.
bot-input-other-seat = That choice was offered to another player. Pick one from your own list as you type.
bot-input-bad-number = That is not a valid { $what ->
    [button] button
    [choice] choice
    [page] page
    [game] game number
   *[number] number
}. Pick one from the list as you type.

## Export of a running game (the note inside the file)
bot-export-partial-note = This game is still running, so this file holds only what you may see: the public moves, the board, and your own secrets if you play in it. A finished game exports whole.

## Outbox: a stored move whose board post has to wait
bot-posted-later = Your move is stored. The board could not be posted in the game's channel just now; it will follow as soon as Discord allows.

## Your own settings (/settings): notifications, and the language below
bot-cmd-settings = settings
    .description = Your own settings in every game: reminders, quiet hours, pings, language
bot-cmd-settings-reminders = reminders
    .description = Where your turn reminders go
bot-cmd-settings-quiet-from = quiet_from
    .description = Quiet hours begin at this hour of your day (0-23): reminders wait
bot-cmd-settings-quiet-to = quiet_to
    .description = Quiet hours end at this hour of your day (0-23)
bot-cmd-settings-zone = time_zone
    .description = Your time zone, e.g. Europe/Amsterdam
bot-cmd-settings-pings = pings
    .description = Be pinged for everything, or for your own turn only
bot-settings-choice-thread = In the game's thread
bot-settings-choice-dm = By direct message
bot-settings-choice-all = All pings
bot-settings-choice-own-turn = My own turn only
bot-settings-head = **Your notifications** (every game):
bot-settings-reminders = Turn reminders: { $where ->
    [dm] by direct message
   *[thread] in the game's thread
}
bot-settings-quiet = Quiet hours: { $start }:00 to { $end }:00 ({ $zone }); reminders wait until they end
bot-settings-no-quiet = No quiet hours (time zone { $zone })
bot-settings-pings = Pings: { $own ->
    [true] your own turn only
   *[false] all
}
bot-settings-bad-zone = That is not a time zone I know. Pick one from the list as you type (e.g. Europe/Amsterdam).
bot-remind-dm = ⏰ Game #{ $id } ({ $title }) is waiting for you: { $where }

## Languages: a game's (chosen in the lobby) and a user's own (/settings language:)
bot-cmd-new-language = language
    .description = The language of the game's thread and images (default: this server's)
bot-cmd-settings-language = language
    .description = Auto follows your Discord language
bot-language-auto = Auto (your Discord language)
bot-language-en = English
bot-language-nl = Nederlands
bot-lobby-language = language: { $language }
bot-settings-language-set = The bot now speaks { $language } to you. Game threads keep their own language.
bot-settings-language-auto = The bot now follows your Discord language ({ $language }). Game threads keep their own language.
# Solo difficulties (the choices of /<game> solo difficulty:)
bot-difficulty-easy = easy
bot-difficulty-medium = medium
bot-difficulty-hard = hard
# A player's colour on the board, after their name: "@Ann (blue)"
bot-seat-colour = { $colour ->
    [blue] blue
    [yellow] yellow
    [green] green
    [pink] pink
    [orange] orange
    [red] red
    [white] white
    [black] black
   *[other] { $colour }
}

## The process stopping (SIGTERM, Ctrl+C): moves that arrive while it finishes its work
bot-restarting = The bot is restarting and takes no moves for a moment. Nothing was changed: try again in a minute.

## Pictures that could not be drawn, and the read-only hand (issue 26: hand, board)
bot-picture-failed = The picture could not be drawn this time; here is what it shows, in words.
bot-picture-no-text = This picture has no description in words this time.

## Words (issue 26): the end of a solo game the automated opponent won (no 🎉 for the loser)
bot-winner-automa = Winner: { $winners }. Better luck next game!

## Words (issue 26): the rules command's topic option
bot-cmd-rules-topic = topic
    .description = A rules topic (in your language or in English)

## Across the bot: a game's commands act only on games of their own kind (issue 26, item 25)
bot-game-other-kind = Game #{ $id } is a { $title } game: play it with the `/{ $other }` commands. The `/{ $command }` commands play only { $own } games.
bot-own-view = 🔒 Game #{ $id }: it is not your turn. What you hold, to plan ahead (only you see this; nothing can be chosen until your turn):
bot-own-view-waiting = 🔒 Game #{ $id }: it is not your turn; the game is waiting for { $waiting }. What you hold, to plan ahead (only you see this; nothing can be chosen until your turn):
## Solo: one running solo game per player (they share the DM with the bot)
bot-solo-running = You already have a solo game running: { $title } #{ $id }, in our DM. Finish it, or end it with `/{ $command } { $resign }` there, before you start another.

## Resigning: a question with Confirm first, the others pinged, the status says it
bot-resign-ask = Resign from { $title } #{ $id }? { $others ->
    [0] The game ends, without a result.
    [one] The game ends for everyone, without a result, and the other player is told in the thread.
   *[other] The game ends for everyone, without a result, and the { $others } other players are told in the thread.
}
bot-button-resign = Resign
bot-button-keep-playing = Keep playing
bot-resign-kept = You keep playing: nothing was changed.
bot-resign-moved-on = The game moved on since you were asked: nothing was changed.
bot-ended-ping = this game has ended
bot-status-resigned = Ended without a result: { $who } resigned.
bot-status-abandoned = Ended without a result.

# A command from a server the bot has not joined (the app is installed to the user's own account only).
bot-not-joined = I am not a member of this server, so no game can be kept here. Play a solo game in your DM with me, or ask a server admin to add me: { $link }

# A typed amount (bot/ui/amount.py): the generic words; a game may name its own.
bot-amount-button = Type an amount…
bot-amount-title = Your amount
bot-amount-field = Amount ({ $low } to { $high })
bot-amount-not-number = That is not a number: type digits only, like { $low }. Nothing was changed.

# A PostgreSQL database that does not answer (down, restarting): the click changed nothing.
bot-database-unavailable = The games' database is not answering right now, so nothing was changed. Try again in a minute.

## Skill ratings (/<game> stats; OpenSkill's cautious estimate, one decimal)
bot-stats-rating = Rating here: **{ NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }** after { $played ->
    [one] { $played } game
   *[other] { $played } games
}
bot-stats-rating-ai = Rating here in games with AI players: **{ NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }** after { $played ->
    [one] { $played } game
   *[other] { $played } games
}
bot-stats-rating-solo = Rating against { $automa } ({ $difficulty }): **{ NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }** after { $played ->
    [one] { $played } game
   *[other] { $played } games
}
bot-stats-rating-about = -# A rating is a cautious estimate of skill: 0 for a newcomer, rising as games show more.
bot-board-by-rating = **Leaderboard of this server** by rating (games played here with other players)
bot-board-rating-line = { $n }. <@{ $user }>: **{ NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }** · { $played ->
    [one] { $played } game
   *[other] { $played } games
}, { $won ->
    [one] { $won } win
   *[other] { $won } wins
}
# the live status of a secret phase: who is still deciding (named, never pinged)
bot-waiting-for = Waiting for { $waiting }.

# The live board near the top of a game's thread, edited after every move (issue 29).
bot-live-board = 📌 **Game #{ $id }: the board as it stands**, updated after every move.
bot-live-board-ended = 📌 **Game #{ $id }: the board at the end of the game.**
bot-button-my-hand = My hand

# The log to browse (/<game> log): one private message, pages oldest first, buttons and a round picker.
bot-logbook-head = **Game #{ $id }**, the log: page { $page } of { $pages }
bot-logbook-round = __**Round { $round }**__
bot-logbook-round-continued = __**Round { $round }**__ (continued)
bot-logbook-setup = __**Setting up**__
bot-logbook-setup-continued = __**Setting up**__ (continued)
bot-logbook-undone = ~~**{ $head }** { $who }~~: { $count ->
    [one] a move taken back
   *[other] { $count } moves taken back
}
bot-logbook-first = ⏮ First
bot-logbook-last = Last ⏭
bot-logbook-pick-round = Go to a round…
bot-logbook-round-option = Round { $round }
bot-logbook-setup-option = Setting up
bot-logbook-round-page = page { $page }
bot-logbook-no-page = There is no page { $wanted }: this log has { $pages ->
    [one] { $pages } page
   *[other] { $pages } pages
}. Nothing was changed.
bot-logbook-no-round = There is no round { $round } in this log. Nothing was changed.
bot-logbook-stale = This log was opened before the latest moves, so it was not turned over. Here it is as it stands now:

## Standing instructions for an auction (issue 28, item 4)

bot-standing-button-bid = Bid for me up to…
bot-standing-button-pass = Pass for me
bot-standing-button-drop = Drop my instruction
bot-standing-title = Bid for me, by the least
bot-standing-field = Highest bid ({ $low } to { $high })
bot-standing-not-number = That is not a number of notes: type digits only, like { $low }. Nothing was changed.
bot-standing-none = No standing instruction: you decide each of your turns in this auction yourself. Leave one and the bot plays your turns as you said, without pinging you; you can change or drop it until your turn comes.
bot-standing-dropped = Your standing instruction is dropped: you decide your next turn yourself, and are pinged for it.
# AI players (issue 30): their names, levels, lobby buttons and refusals, the line of why
bot-ai-name = AI { $number } ({ $level })
bot-ai-level-easy = easy
bot-ai-level-medium = medium
bot-ai-level-hard = hard
bot-ai-why = 💭 { $seat }: { $why }
bot-button-ai-easy = Add AI (easy)
bot-button-ai-medium = Add AI (medium)
bot-button-ai-hard = Add AI (hard)
bot-button-ai-remove = Remove AI
bot-lobby-ai-host-only = Only the host, <@{ $host }>, can seat or remove AI players. Nothing was changed.
bot-lobby-ai-none = This game has no AI players. Nothing was changed.
bot-lobby-ai-full = The table is full ({ $players ->
    [one] { $players } seat
   *[other] { $players } seats
}): an AI player needs a free seat. Nothing was changed.
bot-lobby-ai-nobody = There is no AI player at this table to remove. Nothing was changed.
bot-stats-with-ai = With AI players
# Autopilot (issue 30): the AI plays a player's seat while they are away
bot-cmd-autopilot = autopilot
    .description = Let the AI play your seat while you are away, take it back, or vote to hand a late player to it
bot-cmd-autopilot-what = what
    .description = On: the AI plays for you; off: you play again; vote: hand the players past the deadline to the AI
bot-cmd-autopilot-level = level
    .description = How well the AI plays for you (on only)
bot-cmd-autopilot-game = game
    .description = The game (default: this thread's)
bot-autopilot-choice-on = On: play for me while I am away
bot-autopilot-choice-off = Off: I take my seat back
bot-autopilot-choice-vote = Vote: the AI plays for the late players
bot-autopilot-bad-choice = That is not one of the choices. Nothing was changed.
bot-autopilot-which = Which game? Run `/autopilot` in the game's thread, or pick one with the `game` option. Nothing was changed.
bot-autopilot-level = The AI levels are { $levels }. Nothing was changed.
bot-autopilot-already = The AI already plays your seat; `/autopilot what: off` takes it back. Nothing was changed.
bot-autopilot-not-on = The AI is not playing your seat, so there is nothing to take back. Nothing was changed.
bot-autopilot-on = 🤖 { $seat } is away: the AI ({ $level }) plays their seat for now.
bot-autopilot-off = 🙋 { $seat } is back and plays their seat again.
bot-autopilot-how-back = To play again yourself: `/autopilot what: off` in this thread.
bot-autopilot-vote-counted = 🗳️ { $who } votes to let the AI play for { $late_seats }, past the { $hours } turn deadline ({ $votes } of { $needed ->
    [one] { $needed } vote
   *[other] { $needed } votes
} needed; `/autopilot what: vote` to vote).
bot-autopilot-voted = 🗳️ By a vote of { $voters }, the AI ({ $level }) plays for { $late_seats }, past the { $hours } turn deadline.
bot-autopilot-done-on = The AI plays your seat in game #{ $id } now. Tap **Take my seat back** (or `/autopilot what: off`) when you are back.
bot-autopilot-done-off = You play your seat in game #{ $id } again.
bot-autopilot-done-vote = Your vote in game #{ $id } is counted.
bot-button-take-back-seat = Take my seat back
bot-store-bad-ceiling = A standing bid's ceiling must be a whole number from 0 to { $most }. Nothing was changed.
# "Since your last move" in a player's own panel: the others' moves since they last acted (issue 28).
bot-since-head = Since your last move:
bot-since-earlier = { $count ->
    [one] { $count } earlier line: see /{ $command } log
   *[other] { $count } earlier lines: see /{ $command } log
}

# Every post's read-only looks (issue 28): the whole board, privately, beside "My hand".
bot-button-board = Board
bot-board-look = 🔍 Game #{ $id }: the board as it stands now (only you see this):
bot-button-back = Back
bot-back-taken = Taken back: { $step }
bot-back-steps = { $first } (with { $more ->
    [one] the step
   *[other] the { $more } steps
} that went with it)
bot-button-choose-n = Choose { $n }
bot-draft-lost = The bot restarted since these controls were shown, and your unconfirmed choices in game #{ $id } were lost with it. Nothing was changed in the game: choose again.
bot-autopilot-off-by-play = 🙋 { $seat } is back and plays from their own panel: the AI no longer plays their seat.
bot-draft-unsaved = Your last change in game #{ $id } could not be saved (the bot's database failed), and your unconfirmed choices were lost with it. Nothing was changed in the game: choose again.
