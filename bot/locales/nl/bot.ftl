# De woorden van de bot (Nederlands). Sleutels: bot-...; plaatsen zijn getallen, gelezen als de namen van de spelers.

# Tekst die al woorden is (een engine-gebeurtenis zonder sleutel, een naam): getoond zoals hij is.
bot-text = { $text }

## Spelservice: panelen
bot-game-title = { $title } #{ $id }
bot-draft-cleared = Het spel is veranderd, dus je onafgemaakte keuzes zijn gewist.
bot-cancelled-nothing = Geannuleerd: er is niets gespeeld.
bot-cancelled-taken-back = Geannuleerd: je actie is teruggenomen.
bot-cannot-now = Dat kan nu niet. Open je paneel om te zien wat je kunt doen.

## Spelservice: wat er gebeurde
bot-automa-line = { $automa }: { $line }
bot-game-begins = Een nieuw spel begint: { $players }.
bot-took-back = { $who } heeft de laatste zet teruggenomen.
bot-resigned = { $who } heeft opgegeven; het spel is voorbij zonder uitslag.
bot-progress = { $done } van de { $total } { $done ->
    [one] heeft
   *[other] hebben
} { $verb }.
bot-ping-secret = iedereen beslist nu in het geheim: open je paneel
bot-ping-last = jij bent de laatste die nog moet beslissen
bot-ping-turn = je bent aan de beurt
bot-moves-again = { $who } is weer aan de beurt.
bot-standing = { $who }: **{ $total }**
bot-standing-detail = { $who }: **{ $total }** ({ $detail })
bot-score-part = { $label } { $points }

## Spelservice: het verslag
bot-log-move = **{ $head }** { $who }: { $what }
bot-log-secret = { $count ->
    [one] { $count } geheime beslissing
   *[other] { $count } geheime beslissingen
}
bot-log-public = {"  "}· { $line }
bot-log-private = {"  "}🔒 { $line }

## Spelservice: de beurttermijn
bot-hours = { $hours } u
bot-no-deadline = Spel #{ $id } heeft geen beurttermijn, dus niemand kan overgeslagen of weggestemd worden. (De termijn wordt gekozen bij het openen van het spel met `/{ $command } nieuw`.)
bot-you-are-late = Je bent zelf over de beurttermijn heen: doe je zet (of `/{ $command } opgeven`).
bot-waiting-until = { $who } tot <t:{ $time }:f>
bot-nobody-late = Niemand is over de beurttermijn van { $hours } van spel #{ $id } heen.
bot-nobody-late-times = Niemand is over de beurttermijn van { $hours } van spel #{ $id } heen: { $times }.
bot-nothing-to-skip = Er viel voor hen niets te spelen; er is niets veranderd.
bot-skipped = ⏭️ { $who } heeft { $late_seats } overgeslagen, over de beurttermijn van { $hours } heen: de bot speelde voor hen de veiligste standaardkeuze.
bot-vote-counted = 🗳️ { $who } stemt om het spel te beëindigen, omdat { $late_seats } over de beurttermijn van { $hours } heen is ({ $votes } van de { $needed ->
    [one] { $needed } nodige stem
   *[other] { $needed } nodige stemmen
}; `/{ $command } beëindigen` om te stemmen, `/{ $command } overslaan` om zonder hen verder te spelen).
bot-vote-ended = 🗳️ Het spel is beëindigd door een stemming van { $voters }, omdat { $late_seats } over de beurttermijn van { $hours } heen was. Het is opgeslagen als afgebroken, zonder winnaar.

## Weigeringen
bot-not-a-player = Je speelt niet mee in spel #{ $id }, dus deze knoppen zijn niet voor jou.
bot-not-your-turn = Je bent niet aan de beurt in spel #{ $id }.
bot-not-your-turn-waiting = Je bent niet aan de beurt in spel #{ $id }. Het spel wacht op { $waiting }.
bot-stale-panel = Die knoppen zijn verouderd: spel #{ $id } is verdergegaan sinds ze getoond werden. Er is niets veranderd.
bot-no-game-here = Hier loopt geen spel. Gebruik dit commando in de thread van een spel, in je DM met de bot voor een solospel, of kies een spel met de optie `spel`.
bot-game-closed = Spel #{ $id } is { $status ->
    [active] bezig
    [finished] afgelopen
    [abandoned] afgebroken
   *[other] { $status }
}; het neemt geen zetten meer aan.

## Aankondigingen en panelen
bot-board-head = **{ $title } #{ $id }**
bot-board-head-actor = **{ $title } #{ $id }**: { $actor }
bot-game-over = 🏁 **Het spel is voorbij.**
bot-winners = { $count ->
    [one] Winnaar: { $winners } 🎉
   *[other] Gedeelde overwinning: { $winners } 🎉
}
bot-ping-line = { $mentions }: { $text }.
bot-line = • { $line }
bot-repeated = { $line } (×{ $count })
bot-more-lines = • … nog { $count } (zie /{ $command } verslag)
bot-played = ✅ Gespeeld.
bot-played-waiting = Het spel wacht nu op { $waiting }.
bot-input-pick-suggestion = Dat is geen van de aangeboden keuzes: kies een van de suggesties die verschijnen terwijl je typt, of gebruik je paneel:
bot-option-count = { $label } ({ $count } stuks)
bot-private-line = 🔒 { $line }
bot-panel-head = **{ $title }**: je privépaneel
bot-panel-note = *{ $note }*
bot-panel-so-far = Tot nu toe: { $steps }
bot-panel-preview = ▸ { $line }
bot-panel-ready = Je zet is klaar. **Bevestigen** om hem te spelen, of **Annuleren** om opnieuw te beginnen.
bot-panel-choose = Kies:
bot-panel-choose-page = Kies (pagina { $page } van { $pages }):
bot-stale-version = Die knoppen zijn verouderd: spel #{ $id } is verdergegaan. Er is niets veranderd.
bot-admin-ended = Een beheerder heeft dit spel beëindigd.

## Commando's: het spel vinden
bot-no-games = Je hebt geen lopend spel. Begin er een met `/{ $command } nieuw` of `/{ $command } solo`.
bot-several-games = Je speelt in meerdere spellen: gebruik het commando in de thread van het spel, of kies er een met de optie `spel`.
bot-game-choice = #{ $id } { $title } met { $players ->
    [one] { $players } speler
   *[other] { $players } spelers
}

## Slash-commando's: de waarde is de naam van het commando, .description de beschrijving (klaar
## voor de app_commands.Translator van discord.py); opties zijn bot-cmd-<commando>-<optie>.
## Namen: kleine letters, zonder spaties (^[-_\p{L}\p{N}]{1,32}$).
bot-cmd-group = { $title }
    .description = Speel { $title }
bot-cmd-new = nieuw
    .description = Open in dit kanaal een lobby voor een nieuw spel
bot-cmd-new-players = spelers
    .description = Hoeveel spelers ({ $min }-{ $max })
bot-cmd-new-reminder_hours = herinnering_uren
    .description = Herinner de speler aan de beurt na zoveel uur (0: nooit)
bot-cmd-new-deadline_hours = termijn_uren
    .description = Optionele beurttermijn in uren, waarna anderen mogen overslaan of beëindigen (0: geen)
bot-cmd-solo = solo
    .description = Speel solo tegen { $automa }, in een DM met de bot
bot-cmd-solo-difficulty = moeilijkheid
    .description = Hoe sterk { $automa } speelt
bot-cmd-action = { $command }
    .description = { $command } ({ $title })
bot-cmd-action-choice = keuze
    .description = Wat je doet (alleen toegestane keuzes worden aangeboden)
bot-cmd-action-game = spel
    .description = Welk spel (standaard: dat van deze thread)
bot-cmd-undo = ongedaan
    .description = Neem je laatste zet terug (zolang niemand anders sindsdien iets deed)
bot-cmd-resign = opgeven
    .description = Verlaat het spel: het eindigt zonder uitslag
bot-cmd-skip = overslaan
    .description = Speel de veiligste standaardkeuze voor een speler die over de beurttermijn heen is
bot-cmd-end = beëindigen
    .description = Stem om het spel te beëindigen terwijl een speler over de beurttermijn heen is
bot-cmd-panel = paneel
    .description = Open je privépaneel voor je huidige beslissing
bot-cmd-hand = hand
    .description = Je hand en andere geheime informatie (alleen jij ziet het)
bot-cmd-board = bord
    .description = Toon het huidige speelbord (alleen aan jou)
bot-cmd-board-part = deel
    .description = Alleen één deel van het bord (het hele bord als je niets kiest)
bot-cmd-board-player = speler
    .description = In plaats daarvan het spelerbord van een speler, zoals iedereen het ziet
bot-cmd-status = status
    .description = Wie er speelt en wie er aan de beurt is
bot-cmd-log = verslag
    .description = De laatste zetten van een spel (je geheime alleen aan jou)
bot-cmd-log-game = spel
    .description = Welk spel (standaard: dat van deze thread of van je DM)
bot-cmd-log-page = pagina
    .description = Welke pagina: 1 zijn de eerste zetten van het spel; zonder pagina de laatste
bot-cmd-rules = regels
    .description = Korte spelregelhulp per onderwerp
bot-cmd-card = kaart
    .description = Zoek een onderdeel op naam op
bot-cmd-card-name = naam
    .description = Begin een naam te typen
bot-cmd-stats = statistieken
    .description = Spellen, overwinningen en beste scores; en de ranglijst van deze server
bot-cmd-stats-user = gebruiker
    .description = Wiens statistieken (standaard: de jouwe)
bot-cmd-abort = afbreken
    .description = (Beheer) Beëindig een spel van deze server zonder uitslag
bot-cmd-verify = controleren
    .description = (Beheer) Controleer het verslag van een spel tegen zijn snapshots; herstel als gevraagd
bot-cmd-export = exporteren
    .description = (Beheer) Download een spel als JSON-bestand

## Commando's: antwoorden
bot-undone = ↩️ Je laatste zet is teruggenomen.
bot-you-resigned = Je hebt opgegeven.
bot-skip-done = ⏭️ Klaar: de bot heeft voor de late speler gespeeld.
bot-vote-noted = 🗳️ Je stem is geteld.
bot-vote-ended-game = 🗳️ Jouw stem heeft het spel beëindigd.
bot-hand = 🔒 Spel #{ $id }, alleen jij ziet dit:
bot-status = **{ $title } #{ $id }** ({ $status ->
    [active] bezig
    [finished] afgelopen
    [abandoned] afgebroken
   *[other] { $status }
})
    Spelers: { $players }
    Wacht op: { $waiting }
bot-nobody = niemand
bot-games-head = Je lopende spellen hier:
bot-games-yours = • { $game }: ⏳ wacht op jou
bot-games-other = • { $game }: wacht op { $waiting }
bot-games-none = Je hebt hier geen lopende spellen.
bot-status-since = Wacht sinds <t:{ $time }:R>
bot-no-moves = Nog geen zetten.
bot-rules-topic = **{ $topic }**
    { $text }
bot-rules-unknown = Er is geen regelonderwerp { $topic }.
bot-rules-topics = Regelonderwerpen: { $topics }. Bijvoorbeeld `/{ $command } { $rules } { $topic_option }:{ $example }`.
bot-rules-none = Nog geen spelregelhulp voor dit spel.
bot-lookup-none = Niets met de naam { $name }. Kies er een uit de lijst terwijl je typt.

## Statistieken
bot-stats-head = **{ $title }: statistieken van { $who }**
bot-stats-none = Nog geen afgelopen spellen.
bot-stats-with-others = Met andere spelers
bot-stats-solo = Solo tegen { $automa }
bot-stats-record = { $what }: { $played ->
    [one] { $played } spel
   *[other] { $played } spellen
}, { $won ->
    [one] { $won } overwinning
   *[other] { $won } overwinningen
}
bot-stats-record-best = { $what }: { $played ->
    [one] { $played } spel
   *[other] { $played } spellen
}, { $won ->
    [one] { $won } overwinning
   *[other] { $won } overwinningen
}, beste { $best } { $unit ->
    [gold] goud
   *[other] pond
  }, gemiddeld { $average }
bot-stats-latest = Laatste: { $games }
bot-stats-game-solo = #{ $id } { $total } { $unit ->
    [gold] goud
   *[other] pond
  }, { $place } (solo)
bot-stats-game = #{ $id } { $total } { $unit ->
    [gold] goud
   *[other] pond
  }, { $place } van { $players }
bot-stats-won = gewonnen
# een eindplaats (spellen hebben hoogstens 5 plaatsen)
bot-stats-rank = { $rank }e
bot-board-empty = Nog geen afgelopen spellen op deze server.

## Beheer
bot-admin-ended-reply = Spel #{ $id } is beëindigd.

## Lobby en solo
bot-lobby-forming = **{ $title }**: een nieuw spel wordt samengesteld, met <@{ $host }> als organisator.
bot-lobby-players = Spelers: { $members } ({ $count } van { $max })
bot-lobby-nobody = nog niemand
bot-lobby-setting = { $label }: { $value }
bot-lobby-reminders = herinneringen elke { $hours } u
bot-lobby-deadline = beurttermijn { $hours } u
bot-lobby-join = Druk op **Meedoen** om te spelen; de organisator drukt op **Starten** als iedereen erbij is.
bot-lobby-cancelled = *Geannuleerd.*
bot-lobby-started = **Gestart:** spel #{ $id } wordt gespeeld in { $thread }.
bot-lobby-where = Open een lobby in een tekstkanaal van een server (niet in een thread of DM).
bot-lobby-where-solo = Open een lobby in een tekstkanaal van een server (niet in een thread of DM). Voor een spel tegen { $automa } gebruik je `/{ $command } solo`.
bot-lobby-counts = { $title } is voor { $min } tot { $max ->
    [one] { $max } speler
   *[other] { $max } spelers
}.
bot-lobby-closed = Deze lobby is gesloten: het spel is begonnen of werd geannuleerd.
bot-lobby-host-only = Alleen de organisator, <@{ $host }>, kan dit spel { $op ->
    [start] starten
    [cancel] annuleren
   *[other] { $op }
}.
bot-lobby-already-in = Je doet al mee aan dit spel.
bot-lobby-not-in = Je doet niet mee aan dit spel.
bot-lobby-host-cancels = Jij bent de organisator: druk op Annuleren om het spel af te blazen.
bot-lobby-too-few = Er { $min ->
    [one] is minstens { $min } speler
   *[other] zijn minstens { $min } spelers
} nodig om te starten.
bot-solo-unavailable = { $automa } is nog niet beschikbaar.
bot-solo-unknown = Onbekende moeilijkheid { $difficulty }. Kies een van: { $choices }.
bot-solo-cannot-start = { $automa } is nog niet beschikbaar: solospellen kunnen voorlopig niet starten.
bot-solo-setting-up = Je solospel { $title } tegen { $automa } ({ $difficulty }) wordt klaargezet…
bot-solo-waiting-here = Je solospel #{ $id } wacht hier
bot-solo-waiting-dm = Je solospel #{ $id } wacht in onze DM: { $url }
bot-dms-closed = Ik kan je geen privéberichten sturen, dus het solospel is niet gestart. Zet ze aan: kies in het menu van deze server **Privacyinstellingen** en zet **Privéberichten** aan, of sta in **Gebruikersinstellingen > Privacy en veiligheid** privéberichten van serverleden toe. Gebruik daarna opnieuw `/{ $command } solo`.

## Herinneringen
bot-remind-turn = ⏰ { $mentions }, spel #{ $id } ({ $title }) wacht op jou. Open je paneel als je klaar bent.
bot-remind-late = ⌛ { $late } { $count ->
    [one] is
   *[other] zijn
} over de beurttermijn van { $hours } van spel #{ $id } heen. { $others }: jullie kunnen hen nu overslaan met `/{ $command } overslaan` (de bot speelt voor hen de veiligste standaardkeuze) of stemmen om het spel te beëindigen met `/{ $command } beëindigen`.
bot-remind-others = De andere spelers
bot-board-private = Spel #{ $id }
bot-admin-export = Spel #{ $id }:

## Weigeringen van de opslag
bot-store-no-game = Er is geen spel #{ $id }.
bot-store-stale = Spel #{ $id } is verdergegaan sinds die knoppen getoond werden (ze hoorden bij versie { $expected }, het spel is nu bij versie { $current }). Er is niets veranderd; gebruik het nieuwste paneel.
bot-store-corrupt = Spel #{ $id } kan niet geladen worden: { $problem }. Een beheerder kan het nakijken met `controleren` en de snapshots opnieuw opbouwen met repair.
bot-store-no-seat = Die plaats hoort niet bij dit spel.
bot-store-already = Spel #{ $id } is al { $status ->
    [active] bezig
    [finished] afgelopen
    [abandoned] afgebroken
   *[other] { $status }
}.
bot-store-lobby-full = Deze lobby is vol ({ $players ->
    [one] { $players } speler
   *[other] { $players } spelers
}).
bot-store-lobby-gone = Die lobby bestaat niet meer.
bot-store-lobby-done = Deze lobby is al { $status ->
    [started] gestart
    [cancelled] geannuleerd
   *[other] { $status }
}.
bot-undo-nothing = Niets om ongedaan te maken.
bot-undo-closed = Spel #{ $id } is { $status ->
    [active] bezig
    [finished] afgelopen
    [abandoned] afgebroken
   *[other] { $status }
}; de zetten kunnen niet meer ongedaan gemaakt worden.
bot-undo-not-that-many = Er zijn niet zoveel zetten om ongedaan te maken.
bot-undo-none = Er is niets om ongedaan te maken.
bot-undo-again = Je hebt je laatste zet al teruggenomen en sindsdien heeft niemand gezet; er kan maar één zet worden teruggenomen.
bot-undo-others-moved = Een andere speler heeft gezet sinds jouw laatste zet, dus die kan niet meer ongedaan gemaakt worden.
bot-undo-only-own = Alleen je eigen zetten kunnen ongedaan gemaakt worden, en er heeft tussendoor een andere speler gezet.
bot-undo-revealed = Die zet onthulde verborgen informatie (een getrokken kaart of een onthuld plan), dus hij kan niet ongedaan gemaakt worden.
bot-undo-older-rules = Die zet is gedaan onder oudere spelregels, dus hij kan niet ongedaan gemaakt worden.

## Fouten en knoppen
bot-need-manage-server = Daarvoor heb je de machtiging Server beheren nodig.
bot-not-here = Je kunt dat commando hier niet gebruiken.
bot-sorry = Sorry, er ging aan onze kant iets mis (fout-id `{ $error }`). Er is niets verloren: het spel is zoals het was. Probeer het opnieuw; blijft het gebeuren, geef dan deze fout-id aan een beheerder van de server.
bot-button-open-panel = Mijn paneel openen
bot-button-confirm = Bevestigen
bot-button-cancel = Annuleren
bot-menu-choose = Kies…
bot-menu-more = Meer keuzes…
bot-button-previous = ◀ Vorige
bot-button-next = Volgende ▶
bot-button-join = Meedoen
bot-button-leave = Verlaten
bot-button-start = Starten
bot-automa = de automa
bot-decided = beslist

## Beveiliging, beheer en invoer
bot-admin-server-only = Beheeropdrachten werken in een server, op de spellen van die server.
bot-lobby-start-failed = De thread van het spel kon niet worden aangemaakt, dus het spel is niet begonnen. Controleer of ik in dit kanaal threads mag aanmaken en druk daarna opnieuw op Start.
bot-admin-export-partial = Spel #{ $id } loopt nog, dus dit bestand bevat alleen wat jij mag zien (de openbare zetten en het speelbord). Een afgelopen spel wordt volledig geëxporteerd.
bot-store-bad-kind = Het soort spel moet een naam zijn.
bot-store-bad-seat-count = Een spel heeft 1 tot { $most ->
    [one] { $most } plaats
   *[other] { $most } plaatsen
}.
bot-store-bad-seats = De plaatsen moeten een aantal spelers of een lijst van plaatsen zijn.
bot-store-bad-user = Plaats { $seat_number } heeft een ongeldig gebruikers-id.
bot-store-bad-seed = Het zaadgetal moet een geheel getal van hoogstens 64 bits zijn.
bot-store-bad-options = De opties moeten een object zijn.
bot-store-options-refused = De opties worden geweigerd: { $problem }.
bot-store-bad-place = De plaats heeft een ongeldig id.
bot-store-bad-settings = De instellingen zijn ongeldig.
bot-input-not-offered = Dat is geen keuze die de bot aanbood. Kies er een uit de lijst terwijl je typt.
bot-input-other-game = Die keuze hoort bij een ander spel, niet bij spel #{ $id }. Kies er een uit de lijst terwijl je typt.
bot-input-other-seat = Die keuze werd aan een andere speler aangeboden. Kies er een uit je eigen lijst terwijl je typt.
bot-input-bad-number =
    Dat is geen geldig{ $what ->
        [button] e knop
        [choice] e keuze
        [page] e pagina
        [game] spelnummer
       *[number] getal
    }. Kies er een uit de lijst terwijl je typt.
bot-export-partial-note = Dit spel loopt nog, dus dit bestand bevat alleen wat jij mag zien: de openbare zetten, het speelbord en je eigen geheimen als je meespeelt. Een afgelopen spel wordt volledig geëxporteerd.
bot-posted-later = Je zet is opgeslagen. Het speelbord kon nu niet in het kanaal van het spel worden geplaatst; het volgt zodra Discord het toelaat.

## Notifications (/settings)
bot-cmd-settings = instellingen
    .description = Je eigen instellingen in elk spel: herinneringen, stille uren, pings, taal
bot-cmd-settings-reminders = herinneringen
    .description = Waar je herinneringen voor je beurt heen gaan
bot-cmd-settings-quiet-from = stil_vanaf
    .description = Stille uren beginnen op dit uur van jouw dag (0-23): herinneringen wachten
bot-cmd-settings-quiet-to = stil_tot
    .description = Stille uren eindigen op dit uur van jouw dag (0-23)
bot-cmd-settings-zone = tijdzone
    .description = Je tijdzone, bijvoorbeeld Europe/Amsterdam
bot-cmd-settings-pings = vermeldingen
    .description = Voor alles gepingd worden, of alleen als je aan de beurt bent
bot-settings-choice-thread = In de thread van het spel
bot-settings-choice-dm = Via een privébericht
bot-settings-choice-all = Alle pings
bot-settings-choice-own-turn = Alleen als ik aan de beurt ben
bot-settings-head = **Je meldingen** (elk spel):
bot-settings-reminders = Herinneringen: { $where ->
    [dm] via een privébericht
   *[thread] in de thread van het spel
}
bot-settings-quiet = Stille uren: { $start }:00 tot { $end }:00 ({ $zone }); herinneringen wachten tot ze voorbij zijn
bot-settings-no-quiet = Geen stille uren (tijdzone { $zone })
bot-settings-pings = Pings: { $own ->
    [true] alleen als je aan de beurt bent
   *[false] alle
}
bot-settings-bad-zone = Die tijdzone ken ik niet. Kies er een uit de lijst terwijl je typt (bijvoorbeeld Europe/Amsterdam).
bot-remind-dm = ⏰ Spel #{ $id } ({ $title }) wacht op jou: { $where }

## Talen: die van een spel (gekozen in de lobby) en je eigen taal (/instellingen taal:)
bot-cmd-new-language = taal
    .description = De taal van de thread en afbeeldingen van het spel (standaard: die van deze server)
bot-cmd-settings-language = taal
    .description = Automatisch volgt je Discord-taal
bot-language-auto = Automatisch (je Discord-taal)
bot-language-en = English
bot-language-nl = Nederlands
bot-lobby-language = taal: { $language }
bot-settings-language-set = De bot spreekt nu { $language } tegen je. Spelthreads houden hun eigen taal.
bot-settings-language-auto = De bot volgt nu je Discord-taal ({ $language }). Spelthreads houden hun eigen taal.
# Solo-moeilijkheden (de keuzes van /<spel> solo moeilijkheid:)
bot-difficulty-easy = makkelijk
bot-difficulty-medium = gemiddeld
bot-difficulty-hard = moeilijk
# De kleur van een speler op het bord, na de naam: "@Ann (blauw)"
bot-seat-colour = { $colour ->
    [blue] blauw
    [yellow] geel
    [green] groen
    [pink] roze
    [orange] oranje
    [red] rood
    [white] wit
    [black] zwart
   *[other] { $colour }
}

## Het proces stopt (SIGTERM, Ctrl+C): zetten die binnenkomen terwijl het zijn werk afmaakt
bot-restarting = De bot start opnieuw op en neemt even geen zetten aan. Er is niets veranderd: probeer het over een minuut opnieuw.

## Afbeeldingen die niet getekend konden worden, en de hand om in te kijken (issue 26: hand, bord)
bot-picture-failed = De afbeelding kon deze keer niet getekend worden; dit is wat ze laat zien, in woorden.
bot-picture-no-text = Deze afbeelding heeft deze keer geen beschrijving in woorden.

## Woorden (issue 26): het einde van een solospel dat de automatische tegenstander won (geen 🎉 voor wie verloor)
bot-winner-automa = Winnaar: { $winners }. Volgende keer beter!

## Woorden (issue 26): de optie onderwerp van het regelscommando
bot-cmd-rules-topic = onderwerp
    .description = Een regelonderwerp (in je eigen taal of in het Engels)

## Across the bot: a game's commands act only on games of their own kind (issue 26, item 25)
bot-game-other-kind = Spel #{ $id } is een potje { $title }: speel het met de `/{ $other }`-commando's. De `/{ $command }`-commando's spelen alleen potjes { $own }.
bot-own-view = 🔒 Spel #{ $id }: je bent niet aan de beurt. Wat je in handen hebt, om vooruit te plannen (alleen jij ziet dit; kiezen kan pas in je beurt):
bot-own-view-waiting = 🔒 Spel #{ $id }: je bent niet aan de beurt; het spel wacht op { $waiting }. Wat je in handen hebt, om vooruit te plannen (alleen jij ziet dit; kiezen kan pas in je beurt):
## Solo: one running solo game per player (they share the DM with the bot)
bot-solo-running = Je hebt al een solospel lopen: { $title } #{ $id }, in onze DM. Speel het uit, of beëindig het daar met `/{ $command } { $resign }`, voor je een nieuw begint.

## Resigning: a question with Confirm first, the others pinged, the status says it
bot-resign-ask = Opgeven in { $title } #{ $id }? { $others ->
    [0] Het spel eindigt dan, zonder uitslag.
    [one] Het spel eindigt dan voor iedereen, zonder uitslag, en de andere speler hoort het in de thread.
   *[other] Het spel eindigt dan voor iedereen, zonder uitslag, en de { $others } andere spelers horen het in de thread.
}
bot-button-resign = Opgeven
bot-button-keep-playing = Verder spelen
bot-resign-kept = Je speelt verder: er is niets veranderd.
bot-resign-moved-on = Het spel is verdergegaan sinds de vraag: er is niets veranderd.
bot-ended-ping = dit spel is afgelopen
bot-status-resigned = Geëindigd zonder uitslag: { $who } heeft opgegeven.
bot-status-abandoned = Geëindigd zonder uitslag.

# A command from a server the bot has not joined (the app is installed to the user's own account only).
bot-not-joined = Ik ben geen lid van deze server, dus hier kan geen spel bijgehouden worden. Speel een solospel in je DM met mij, of vraag een beheerder van de server om mij toe te voegen: { $link }

# Een getypt bedrag (bot/ui/amount.py): de algemene woorden; een spel kan eigen woorden geven.
bot-amount-button = Typ een bedrag…
bot-amount-title = Jouw bedrag
bot-amount-field = Bedrag ({ $low } tot { $high })
bot-amount-not-number = Dat is geen getal: typ alleen cijfers, bijvoorbeeld { $low }. Er is niets veranderd.

# A PostgreSQL database that does not answer (down, restarting): the click changed nothing.
bot-database-unavailable = De database met de spellen antwoordt nu niet, dus er is niets veranderd. Probeer het over een minuut opnieuw.

## Spelsterkte (/<spel> stats; de voorzichtige schatting van OpenSkill, één decimaal)
bot-stats-rating = Rating hier: **{ NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }** na { $played ->
    [one] { $played } spel
   *[other] { $played } spellen
}
bot-stats-rating-ai = Rating hier in spellen met AI-spelers: **{ NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }** na { $played ->
    [one] { $played } spel
   *[other] { $played } spellen
}
bot-stats-rating-solo = Rating tegen { $automa } ({ $difficulty }): **{ NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }** na { $played ->
    [one] { $played } spel
   *[other] { $played } spellen
}
bot-stats-rating-about = -# Een rating is een voorzichtige schatting van je spelsterkte: 0 voor een nieuwkomer, hoger naarmate je spellen meer laten zien.
bot-board-by-rating = **Ranglijst van deze server** op rating (spellen hier gespeeld met andere spelers)
bot-board-rating-line = { $n }. <@{ $user }>: **{ NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }** · { $played ->
    [one] { $played } spel
   *[other] { $played } spellen
}, { $won ->
    [one] { $won } overwinning
   *[other] { $won } overwinningen
}
# de live status van een geheime fase: wie nog beslist (genoemd, nooit gepingd)
bot-waiting-for = Wachten op { $waiting }.

# The live board near the top of a game's thread, edited after every move (issue 29).
bot-live-board = 📌 **Spel #{ $id }: het bord zoals het nu is**, bijgewerkt na elke zet.
bot-live-board-ended = 📌 **Spel #{ $id }: het bord aan het einde van het spel.**
bot-button-my-hand = Mijn hand

# The log to browse (/<game> log): one private message, pages oldest first, buttons and a round picker.
bot-logbook-head = **Spel #{ $id }**, het verslag: pagina { $page } van { $pages }
bot-logbook-round = __**Ronde { $round }**__
bot-logbook-round-continued = __**Ronde { $round }**__ (vervolg)
bot-logbook-setup = __**Voorbereiding**__
bot-logbook-setup-continued = __**Voorbereiding**__ (vervolg)
bot-logbook-undone = ~~**{ $head }** { $who }~~: { $count ->
    [one] een zet teruggenomen
   *[other] { $count } zetten teruggenomen
}
bot-logbook-first = ⏮ Eerste
bot-logbook-last = Laatste ⏭
bot-logbook-pick-round = Ga naar een ronde…
bot-logbook-round-option = Ronde { $round }
bot-logbook-setup-option = Voorbereiding
bot-logbook-round-page = pagina { $page }
bot-logbook-no-page = Er is geen pagina { $wanted }: dit verslag heeft { $pages ->
    [one] { $pages } pagina
   *[other] { $pages } pagina's
}. Er is niets veranderd.
bot-logbook-no-round = Er is geen ronde { $round } in dit verslag. Er is niets veranderd.
bot-logbook-stale = Dit verslag werd geopend vóór de laatste zetten, dus er is niet verder gebladerd. Zo staat het er nu voor:

## Staande opdrachten voor een veiling (issue 28, punt 4)

bot-standing-button-bid = Bied voor mij tot…
bot-standing-button-pass = Pas voor mij
bot-standing-button-drop = Opdracht intrekken
bot-standing-title = Bied voor mij, met het minste
bot-standing-field = Hoogste bod ({ $low } tot { $high })
bot-standing-not-number = Dat is geen aantal promessen: typ alleen cijfers, bijvoorbeeld { $low }. Er is niets veranderd.
bot-standing-none = Geen staande opdracht: je beslist elke beurt in deze veiling zelf. Laat er een achter en de bot speelt je beurten zoals je zei, zonder je te pingen; je kunt hem wijzigen of intrekken tot je aan de beurt bent.
bot-standing-dropped = Je staande opdracht is ingetrokken: je beslist je volgende beurt zelf, en wordt ervoor gepingd.
# AI-spelers (issue 30): hun namen, niveaus, lobbyknoppen en weigeringen, de regel waarom
bot-ai-name = AI-speler { $number } ({ $level })
bot-ai-level-easy = makkelijk
bot-ai-level-medium = gemiddeld
bot-ai-level-hard = moeilijk
bot-ai-why = 💭 { $seat }: { $why }
bot-button-ai-easy = AI erbij (makkelijk)
bot-button-ai-medium = AI erbij (gemiddeld)
bot-button-ai-hard = AI erbij (moeilijk)
bot-button-ai-remove = AI eraf
bot-lobby-ai-host-only = Alleen de organisator, <@{ $host }>, kan AI-spelers laten aanschuiven of weghalen. Er is niets veranderd.
bot-lobby-ai-none = Dit spel heeft geen AI-spelers. Er is niets veranderd.
bot-lobby-ai-full = De tafel is vol ({ $players ->
    [one] { $players } plaats
   *[other] { $players } plaatsen
}): een AI-speler heeft een vrije plaats nodig. Er is niets veranderd.
bot-lobby-ai-nobody = Er zit geen AI-speler aan deze tafel om weg te halen. Er is niets veranderd.
bot-stats-with-ai = Met AI-spelers
# Automatische piloot (issue 30): de AI speelt de plaats van een speler die weg is
bot-cmd-autopilot = autopiloot
    .description = De AI speelt voor je als je weg bent; neem je plaats terug, of stem de AI voor een late speler
bot-cmd-autopilot-what = wat
    .description = Aan: de AI speelt voor jou; uit: je speelt weer zelf; stemmen: de AI voor de late spelers
bot-cmd-autopilot-level = niveau
    .description = Hoe goed de AI voor je speelt (alleen bij aan)
bot-cmd-autopilot-game = spel
    .description = Het spel (standaard: dat van deze thread)
bot-autopilot-choice-on = Aan: speel voor mij terwijl ik weg ben
bot-autopilot-choice-off = Uit: ik neem mijn plaats terug
bot-autopilot-choice-vote = Stemmen: de AI speelt voor de late spelers
bot-autopilot-bad-choice = Dat is geen van de keuzes. Er is niets veranderd.
bot-autopilot-which = Welk spel? Gebruik `/autopiloot` in de thread van het spel, of kies er een met de optie `spel`. Er is niets veranderd.
bot-autopilot-level = De niveaus van de AI zijn { $levels }. Er is niets veranderd.
bot-autopilot-already = De AI speelt je plaats al; `/autopiloot wat: uit` neemt hem terug. Er is niets veranderd.
bot-autopilot-not-on = De AI speelt je plaats niet, dus er is niets terug te nemen. Er is niets veranderd.
bot-autopilot-on = 🤖 { $seat } is weg: de AI ({ $level }) speelt voorlopig die plaats.
bot-autopilot-off = 🙋 { $seat } is terug en speelt weer zelf.
bot-autopilot-how-back = Zelf weer spelen: `/autopiloot wat: uit` in deze thread.
bot-autopilot-vote-counted = 🗳️ { $who } stemt om de AI te laten spelen voor { $late_seats }, over de beurttermijn van { $hours } ({ $votes } van { $needed ->
    [one] { $needed } stem
   *[other] { $needed } stemmen
} nodig; `/autopiloot wat: stemmen` om te stemmen).
bot-autopilot-voted = 🗳️ Na een stemming door { $voters } speelt de AI ({ $level }) voor { $late_seats }, over de beurttermijn van { $hours }.
bot-autopilot-done-on = De AI speelt je plaats in spel #{ $id } nu. Tik op **Mijn plaats terug** (of `/autopiloot wat: uit`) als je terug bent.
bot-autopilot-done-off = Je speelt je plaats in spel #{ $id } weer zelf.
bot-autopilot-done-vote = Je stem in spel #{ $id } is geteld.
bot-button-take-back-seat = Mijn plaats terug
bot-store-bad-ceiling = Het plafond van een staand bod moet een geheel getal van 0 tot { $most } zijn. Er is niets veranderd.
# "Since your last move" in a player's own panel: the others' moves since they last acted (issue 28).
bot-since-head = Sinds je laatste zet:
bot-since-earlier = { $count ->
    [one] { $count } eerdere regel: zie /{ $command } verslag
   *[other] { $count } eerdere regels: zie /{ $command } verslag
}

# Every post's read-only looks (issue 28): the whole board, privately, beside "My hand".
bot-button-board = Bord
bot-board-look = 🔍 Spel #{ $id }: het bord zoals het nu is (alleen jij ziet dit):
bot-button-back = Terug
bot-back-taken = Teruggenomen: { $step }
bot-back-steps = { $first } (met { $more ->
    [one] de stap
   *[other] de { $more } stappen
} die erbij hoorden)
bot-button-choose-n = Kies { $n }
bot-draft-lost = De bot is opnieuw opgestart sinds deze knoppen getoond werden, en je onbevestigde keuzes in spel #{ $id } zijn daarbij verloren gegaan. Er is niets aan het spel veranderd: kies opnieuw.
bot-autopilot-off-by-play = 🙋 { $seat } is terug en speelt vanuit het eigen paneel: de AI speelt die plaats niet meer.
bot-draft-unsaved = Je laatste wijziging in spel #{ $id } kon niet worden opgeslagen (de database van de bot faalde), en je onbevestigde keuzes zijn daarbij verloren gegaan. Er is niets aan het spel veranderd: kies opnieuw.
