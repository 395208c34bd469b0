# De afbeeldingen van Batavia en hun tekstalternatieven, in het Nederlands.
# Namen van compagnieën en goederen komen uit de catalogus van de spelregels
# (rules/batavia/locales); woordkeus: zie GLOSSARY.md.

## Spelers

render-batavia-seat = S{ $number } { $colour ->
    [blue] blauw
    [yellow] geel
    [green] groen
    [pink] roze
   *[orange] oranje
  }
render-batavia-phase = { $phase ->
    [auction] Veiling van scheepskaarten
    [moves] Zetten van de spelers
    [over] Spel voorbij
   *[other] { $phase }
  }
render-batavia-round = Ronde { $round }
render-batavia-to-move = aan zet

## Het bord: route, doelfiche, scheepsspoor, zegels

render-batavia-board-title = Batavia · ronde { $round }
render-batavia-start = Startvak
render-batavia-face-down = gedekt
render-batavia-taken = genomen
render-batavia-target = Doelfiche: { $gold } goud voor de koopman die het neemt
render-batavia-target-taken = { $name } nam het doelfiche: laatste ronde
render-batavia-fleet-head = Scheepsspoor en compagniezegels
render-batavia-no-seal = zegel op het bord
render-batavia-cannon = Kanon
render-batavia-pirates-at = piraten bij { $space }
render-batavia-stack = Trekstapel: { $stack } · aflegstapel: { $discards }

## Pakhuizen

render-batavia-warehouses-title = Pakhuizen
render-batavia-most-crates = Meeste
render-batavia-warehouse-value = { $value } goud · gelijk { $tie }
render-batavia-warehouse-note = Elk compagnievak houdt 1 kist; de meeste kisten winnen het goud.

## Spelers

render-batavia-players-title = Spelers
render-batavia-hand-count = { $count ->
    [one] 1 kaart
   *[other] { $count } kaarten
  }
render-batavia-crates-left = { $count ->
    [one] nog 1 kist
   *[other] nog { $count } kisten
  }
render-batavia-at-start = op het startvak
render-batavia-at-target = op het doelfiche
render-batavia-at-hex = op vak { $hex }
render-batavia-players-note = Vlaggen: uitgelegde kaarten; gouden rand: compagniezegel; munt: ingeruild goud; kleine vlaggen: fiches in bezit.

## Veiling

render-batavia-auction-title = Veiling van scheepskaarten
render-batavia-roll = Worp: { $roll }
render-batavia-package = { $count ->
    [0] Alleen het startschip wordt geveild
    [one] Het pakket: 1 kaart en het startschip
   *[other] Het pakket: { $count } kaarten en het startschip
  }
render-batavia-bidding = { $high ->
    [0] Bieden: nog geen bod
   *[other] Bieden: hoogste bod { $high }
  }
render-batavia-auctioneer = (veilingmeester)
render-batavia-bid-status = { $status ->
    [passed] gepast
    [leads] hoogste met { $high }
    [turn] moet bieden
   *[waiting] wacht
  }

## Het eigen paneel

render-batavia-hand-title = { $name }: je hand
render-batavia-your-hand = { $count ->
    [one] Je hand: 1 scheepskaart
   *[other] Je hand: { $count } scheepskaarten
  }
render-batavia-your-purse = Promessen, goud en kisten
render-batavia-notes = { $count ->
    [one] 1 promesse
   *[other] { $count } promessen
  }
render-batavia-gold = { $count } goud
render-batavia-your-counters = { $count ->
    [0] Handelspostfiches in bezit: geen
    [one] Handelspostfiches in bezit: 1
   *[other] Handelspostfiches in bezit: { $count }
  }
render-batavia-no-counters = Geen fiches: een nieuw fiche mag je houden of inruilen.
render-batavia-counter = { $commodity } ({ $company })
render-batavia-your-move = { $step ->
    [lay] Je zet: kaarten uitleggen
    [sail] Je zet: kies de compagnie om mee te varen
    [exchange] Je zet: fiches inruilen of houden
   *[other] Je zet
  }
render-batavia-move-to = { $to ->
    [target] Je koopman gaat naar het doelfiche.
   *[other] Je koopman gaat naar vak { $to }.
  }
render-batavia-move-where = Je koopman staat { $place }.

## Scoreblad

render-batavia-scores-title = Batavia · eindstand
render-batavia-winners = { $count ->
    [one] { $who } wint met { $gold } goud.
   *[other] { $who } delen de winst met { $gold } goud.
  }
render-batavia-notes-held = Promessen over

## Tekstalternatieven

render-batavia-text-none = geen
render-batavia-text-not-yet = Bestemming: nog niet gekozen.
render-batavia-text-empty = leeg
render-batavia-text-head = Batavia, ronde { $round }: { $phase }.
render-batavia-text-to-move = Aan zet: { $who }.
render-batavia-text-starter = Startspeler (startschip): { $name }.
render-batavia-text-merchants = Kooplieden: { $list }.
render-batavia-text-merchant = { $name } { $place }
render-batavia-text-fleet = Kanon { $cannon } (piraten bij { $at }); scheepsblokjes: { $ships }.
render-batavia-text-ships = { $company } { $count }
render-batavia-text-seals = Compagniezegels: { $list }.
render-batavia-text-seal = { $company } bij { $name }
render-batavia-text-face-down = { $count ->
    [one] Vak { $first } gedekt.
   *[other] Vakken { $first } tot { $last } gedekt.
  }
render-batavia-text-posts = Handelsposten vooruit (vak, goed, compagnie): { $list }.
render-batavia-text-post = { $hex } { $commodity } ({ $company })
render-batavia-text-warehouse = { $commodity } ({ $value }, gelijk { $tie }): { $crates }.
render-batavia-text-crates = { $name } { $count }
render-batavia-text-player = { $name }: uitgelegd { $laid }; zegels: { $seals }; { $hand ->
    [one] 1 kaart
   *[other] { $hand } kaarten
  } in de hand; { $gold } goud ingeruild; nog { $crates ->
    [one] { $crates } kist
   *[other] { $crates } kisten
  }; { $place }; fiches: { $counters }{ $target ->
    [true] ; heeft het doelfiche.
   *[other] .
  }
render-batavia-text-auction = Veiling, ronde { $round }: { $name } gooide { $roll }; { $count ->
    [0] alleen het startschip wordt geveild.
   *[other] het pakket is { $cards }, met het startschip.
  }
render-batavia-text-high-bid = Hoogste bod: { $high } van { $name }.
render-batavia-text-still-in = Biedt nog mee: { $who }.
render-batavia-text-passed = Gepast: { $who }.
render-batavia-text-to-bid = Moet bieden: { $name }.
render-batavia-text-hand = In de hand: { $cards } ({ $count } in totaal).
render-batavia-text-purse = { $notes ->
    [one] { $notes } promesse
   *[other] { $notes } promessen
  }, { $gold } goud ingeruild, nog { $crates ->
    [one] { $crates } kist.
   *[other] { $crates } kisten.
  }
render-batavia-text-counters = Fiches in bezit: { $list }.
render-batavia-text-move = Zet in de maak: uitgelegd { $cards }. { $place }
render-batavia-text-score = { $category } { $gold }
render-batavia-text-score-line = { $name }: { $total } goud ({ $parts }){ $notes ->
    [-1] .
    [one] ; { $notes } promesse over.
   *[other] ; { $notes } promessen over.
  }

## Het einde zonder doelfiche (issue 26, punt 18)

render-batavia-target-untaken = Doelfiche: niemand nam het
## Fiches die alle kooplieden gepasseerd zijn (issue 26)
# Op het vak: alle kooplieden zijn het fiche voorbij; het "doet niet meer mee" (spelregels).
render-batavia-passed = gepasseerd
render-batavia-text-counters-passed = { $count ->
    [one] Het fiche op vak { $list } is door alle kooplieden gepasseerd: het doet niet meer mee.
   *[other] De fiches op vakken { $list } zijn door alle kooplieden gepasseerd: ze doen niet meer mee.
  }

## Inruilen nadat de zet gespeeld is (issue 26, punt 20)

render-batavia-move-offer = Ruil { $counters } { $counters ->
    [one] fiche
   *[other] fiches
  } in voor { $gold } goud, of houd { $counters ->
    [one] het
   *[other] ze
  }
render-batavia-move-took = Je koopman nam het fiche op vak { $to }.
render-batavia-text-move-offer = Je kaarten liggen uit en je koopman nam het fiche op vak { $to }: ruil { $counters } { $counters ->
    [one] fiche
   *[other] fiches
  } in voor { $gold } goud, of houd { $counters ->
    [one] het
   *[other] ze
  }.

## Het einde als verhaal: hoe het spel verliep, het bord door de rondes

render-batavia-story-title = Hoe het spel verliep
render-batavia-story-note = Goud na elke ronde zoals het bord het toont (promessen en handkaarten tellen aan het einde); het laatste punt is de eindstand.
render-batavia-story-category = { $category ->
    [laid] Uitgelegde kaarten
    [crates] Kisten in pakhuizen
    [exchange] Goud uit ruil
   *[seals] Compagniezegels
}
# "who" is één speler of meerdere, al als lijst; "span" het aantal rondes van "first" tot "last".
render-batavia-story-lead = { $count ->
    [one] { $who } stond voor
   *[other] { $who } deelden de leiding
} { $span ->
    [one] na ronde { $first }.
   *[other] na de rondes { $first } tot { $last }.
}
render-batavia-story-margin = { $winner } won met { $gold } goud, { $margin } voor op { $second }.
render-batavia-story-tie = { $who } deelden de overwinning met elk { $gold } goud.
render-batavia-story-frame = Ronde { $round }
render-batavia-story-frame-end = Eindtelling
render-batavia-story-ships = Scheepsspoor
render-batavia-story-gold = Goud
render-batavia-story-replay-head = Het bord ronde na ronde.
render-batavia-story-replay-spell = { $span ->
    [one] Ronde { $first }
   *[other] Rondes { $first } tot { $last }
}: { $count ->
    [one] { $who } staat voor
   *[other] { $who } delen de leiding
} met { $gold } goud; { $posts ->
    [one] { $posts } handelspost
   *[other] { $posts } handelsposten
} open op de route.

## Het eigen plaatje van elke beslissing in het privépaneel (render/batavia/decisions.py)

render-batavia-decision-title = { $kind ->
    [sail] { $name }: waarheen je koopman mag varen
   *[lay] { $name }: je hand en schepen
}
render-batavia-decision-reach = De handelsposten waarheen je mag varen (gouden rand): vak { $hexes }
render-batavia-decision-ships = Jouw uitgelegde kaarten (gouden rand: jouw zegel)
