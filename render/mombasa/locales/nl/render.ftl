# Woorden op de afbeeldingen van Mombasa en in hun tekstalternatieven.
# Sleutels: render-mombasa-...; namen van onderdelen (maatschappijen, regio's, goederen,
# kaartsoorten, bonustegels) zijn voorlopig eigen kopieën van de renderer.
# Meervouden worden gekozen op dezelfde getallen ($count, $steps ...); Nederlands kent one/other.

## Spelers en namen

# De standaardnaam van een speler: plaatsnummer en kleur van de schijven.
render-mombasa-seat = S{ $number } { $colour ->
    [0] blauw
    [1] geel
    [2] groen
   *[3] roze
}
render-mombasa-mautoma = Mautoma
# De letter op de schijven van de Mautoma.
render-mombasa-mautoma-letter = M
render-mombasa-first-player-badge = startspeler

## Onderdelen

render-mombasa-company = { $company ->
    [mombasa] Mombasa
    [cape_town] Cape Town
    [saint_louis] Saint-Louis
    [cairo] Cairo
   *[other] { $company }
}
render-mombasa-empty = leeg
render-mombasa-none = geen
render-mombasa-nothing = niets

## Spelersoverzichten

render-mombasa-track-at = op { $at }, telt { $score }
render-mombasa-on-cards = ({ $count } op kaarten)
render-mombasa-bonus-level = bonus { $level }

## Kaarten

render-mombasa-card-short = { $kind ->
    [goods] { $good ->
        [coffee] Koffie
        [bananas] Bananen
        [cotton] Katoen
       *[other] { $good }
    } { $value }
    [expansion] Uitbreiding { $value }
    [bookkeeper] Boekhouder { $value }
   *[diamond] Diamanten { $value }
}
render-mombasa-card-mines = { $card } (mijnen van { $company })
render-mombasa-card-share-of = Aandeel { $company }
render-mombasa-card-plus-share = { $card } +aandeel { $company }
render-mombasa-card-planned = gepland
# De band bovenaan een kaart: de soort, of het goed.
render-mombasa-card-band = { $kind ->
    [goods] { $good ->
        [coffee] Koffie
        [bananas] Bananen
        [cotton] Katoen
       *[other] { $good }
    }
    [expansion] Uitbreiding
    [bookkeeper] Boekhouder
    [diamond] Diamanten
    [share] Aandeel
   *[other] { $kind }
}

## Boeken

render-mombasa-requirement = { $kind ->
    [coffee_and_one_good] { $value } koffie + { $value } van 1 goed
    [one_good] { $value } van één goed
    [diamond_or_bookkeeper] { $value } diamanthandelaar of boekhouder
    [diamond] { $value } diamanthandelaar
    [bookkeeper] { $value } boekhouder
    [expansion] uitbreiding { $value }
    [coffee] { $value } koffie
    [bananas] { $value ->
        [one] { $value } banaan
       *[other] { $value } bananen
    }
    [cotton] { $value } katoen
   *[other] { $value } { $kind }
}
# Naast vereistensymbolen: "2 (goederensymbolen) van 1", "(diamant) of (inktpot) kaart".
render-mombasa-of-one = van 1
render-mombasa-icon-or = {" "}of
render-mombasa-icon-card = {" "}kaart
render-mombasa-reward = { $kind ->
    [pounds] ontvang { $value } pond
    [pay] betaal { $value } pond
    [cotton_pounds] ontvang je katoenwaarde min 1 in pond
    [diamonds] { $value ->
        [one] { $value } diamantstap
       *[other] { $value } diamantstappen
    }
    [bookkeeping] { $value ->
        [one] { $value } boekhoudingspunt
       *[other] { $value } boekhoudingspunten
    }
    [remove_posts] verwijder { $value ->
        [one] { $value } handelspost
       *[other] { $value } handelsposten
    }
    [track] { $value ->
        [one] { $value } spoorstap
       *[other] { $value } spoorstappen
    }
   *[other] { $kind } { $value }
}
render-mombasa-book-short = { $letter }-boek (vereist { $needs }; { $gives })

## Maatschappijsporen

render-mombasa-track-bonus = { $kind ->
    [expansion_plus] Uitbreiding +{ $amount }
    [bonus_markers] +{ $amount } { $level ->
        [1] bonusschijf
       *[2] bonusschijven
    }
    [goods_discount] { $level ->
        [1] Bananen betalen 1 minder
       *[2] Alle goederen 1 minder, gemengd
    }
    [cotton] { $level ->
        [1] Katoen betaalt 1 minder
       *[2] Katoenkaarten +1 waarde
    }
    [bookkeeping_diamonds] { $level ->
        [1] 1 boekh. + 2 diam. of 2 + 1
       *[2] 2 boekhouding + 2 diamanten
    }
    [buy_card] { $level ->
        [1] Kaart kopen en/of 1 diamant
       *[2] Kopen voor prijs -1 en/of 2 diamanten
    }
    [sell_card] { $level ->
        [1] Kaart verkopen: krat + { $amount }
       *[2] Koffiekaart verkopen: krat + { $amount }
    }
    [other_tracks] { $level ->
        [1] 2 stappen op 2 andere sporen
       *[2] 2 stappen op elk ander spoor
    }
   *[other] { $other }
}

## Het openbare speelbord

render-mombasa-title = MOMBASA
render-mombasa-phase = { $phase ->
    [setup] Opstelling
    [planning] Planning
    [actions] Acties
    [over] Spel voorbij
   *[other] { $phase }
}
render-mombasa-header-round = Ronde { $round } van { $rounds }  ·  { $phase }
render-mombasa-first-player = Startspeler
render-mombasa-to-move = Aan de beurt
render-mombasa-card-display = Kaartendisplay
render-mombasa-price = prijs
render-mombasa-deck-line = Stapel { $count }{ $shown ->
    [true] {" "}(volgende { $next })
   *[false] {""}
} · aflegstapel { $discard }
render-mombasa-book-supply = Boekenvoorraad
render-mombasa-held-by = in bezit van
render-mombasa-on-a-card = op een kaart
render-mombasa-reserved = gereserveerd: volgende ronde
render-mombasa-free = vrij
render-mombasa-round-now = nu
render-mombasa-removed = { $count } verwijderd
render-mombasa-per-share = per aandeel
# Op de smalle vakken van de kaart: "Atlas" (Atlasgebergte) en "Kongo" (Kongobekken), om de lengte.
render-mombasa-region = { $region ->
    [atlas] Atlas
    [sahara] Sahara
    [tibesti] Tibesti
    [libyan_desert] Libische Woestijn
    [nile_delta] Nijldelta
    [nubia] Nubië
    [senegambia] Senegambia
    [niger_bend] Nigerbocht
    [guinea_coast] Guineekust
    [gold_coast] Goudkust
    [lake_chad] Tsjaadmeer
    [darfur] Darfur
    [congo_basin] Kongo
    [abyssinia] Abessinië
    [somali_coast] Somalische kust
    [swahili_coast] Swahilikust
    [great_lakes] Grote Meren
    [angola] Angola
    [katanga] Katanga
    [zambezi] Zambezi
    [namib] Namib
    [kalahari] Kalahari
    [okavango] Okavango
    [natal] Natal
   *[other] { $name }
}
render-mombasa-legend-border-one = grens: 1 punt
render-mombasa-legend-border-two = grens: 2 punten
render-mombasa-legend-mine = mijn
render-mombasa-legend-track-step = spoorstap
render-mombasa-legend-diamond = diamant
render-mombasa-legend-bookkeeping = boekhouding
render-mombasa-legend-upended = rechtop: wordt geplaatst
render-mombasa-legend-heart = hart van Afrika
render-mombasa-legend-solo = (solo)
render-mombasa-track-id = spoor { $track }
render-mombasa-track-start = start
render-mombasa-track-bonus-label = { $extra ->
    [true] Extra bonus
   *[false] Bonus
} { $number }: { $bonus }{ $cost ->
    [0] {""}
   *[other] {" "}(betaal { $cost })
}
render-mombasa-bonus-space = { $space ->
    [first_player] Startspeler
    [buy] Kaart kopen
   *[sell] Kaart verkopen
}
render-mombasa-bonus-space-does = { $space ->
    [first_player] neem fiche, { $amount } boekhouding
    [buy] betaal { $amount }, dan de volle prijs
   *[sell] uit hand: kratwaarde + { $amount }
}
render-mombasa-majority = { $measure ->
    [coffee] Meerderheid koffie
    [bananas] Meerderheid bananen
    [cotton] Meerderheid katoen
    [expansion] Meerderheid uitbr.
   *[other] Meerderheid { $measure }
}
render-mombasa-bonus-tile-title = { $kind ->
    [plus_one_goods] +{ $amount }-goederentegel
    [bookkeeper] Boekhoudertegel { $amount }
    [diamond] Diamantentegel { $amount }+
    [expansion] Uitbreidingstegel { $amount }
   *[other] { $kind }
}

## Spelersstroken en spelerborden

render-mombasa-status = { $status ->
    [round-over] ronde voorbij
    [tile-chosen] starttegel gekozen
    [choosing-tile] kiest een starttegel
    [ready] klaar
    [placing] legt rustkaarten
    [planned] gepland
    [planning] plant…
    [ended] klaar voor deze ronde
   *[to-move] aan de beurt
}
render-mombasa-cash = contant
render-mombasa-markers = { $count ->
    [0] geen schijven
   *[other] schijven
}
render-mombasa-hand = hand { $count }
render-mombasa-shares = Aandelen
render-mombasa-action-slots = { $count ->
    [one] { $count } actieslot
   *[other] { $count } actieslots
}
render-mombasa-strip-tile = starttegel { $tile }  ·  { $rest }
render-mombasa-strip-action = Actie
render-mombasa-strip-resting = Rust
render-mombasa-debt = schuld { $debt }

## De Mautoma (solospellen)

render-mombasa-difficulty = { $difficulty ->
    [easy] makkelijk
    [medium] gemiddeld
    [hard] moeilijk
   *[other] { $difficulty }
}
render-mombasa-automa-section = { $section ->
    [diamonds] Diamantstappen
    [expand] Uitbreiden
    [advance] Vooruit op een spoor
    [book] Boek nemen
    [take_card] Kaart nemen
    [special] Speciale actie
    [bonus_tile] Bonustegel
    [sell] Verkoopvak
    [first_player] Startspeler
    [buy_card] Kaart kopen
    [majority] Meerderheid
   *[other] { $other }
}
# Het tweede deel van een grijze kaart, genomen als het eerste niet kan.
render-mombasa-automa-else = anders { $action }
render-mombasa-automa-criterion = criterium { $criterion }
render-mombasa-automa-book = boek: kol. { $column }, { $row ->
    [top] boven
    [bottom] onder
   *[other] { $row }
}
render-mombasa-automa-pounds = { $money } pond{ $debt ->
    [0] {""}
   *[other] , schuld { $debt }
}
render-mombasa-automa-tile = { $tile ->
    [plus_one_goods] +1-goederentegel
    [bookkeeper] Boekhoudertegel
    [diamond] Diamantentegel
    [expansion] Uitbreidingstegel
   *[other] { $tile }
}
render-mombasa-automa-markers = { $count ->
    [0] geen schijven meer
   *[other] schijven
}
render-mombasa-automa-favoured = Voorkeur
render-mombasa-automa-its-tile = zijn tegel: { $tile }
render-mombasa-automa-drawn-after-tile = getrokken na jouw starttegel
render-mombasa-automa-round-card = Rondekaart{ $shown ->
    [true] {" "}{ $id }
   *[false] {""}
}
render-mombasa-automa-round-cards-left = { $count ->
    [one] nog { $count } rondekaart
   *[other] nog { $count } rondekaarten
}
render-mombasa-automa-drawn-when = getrokken wanneer
render-mombasa-automa-actions-start = de acties beginnen
render-mombasa-automa-majority-line-one = Voor een meerderheidsvak
render-mombasa-automa-majority-line-two = heb je minstens nodig:
render-mombasa-automa-measure = { $measure ->
    [covered] bedekt
    [coffee] koffie
    [bananas] bananen
    [cotton] katoen
    [expansion] uitbr.
   *[other] { $measure }
}
render-mombasa-automa-row-title = { $colour ->
    [grey] Grijze rij: bonusschijven
   *[yellow] Gele rij: acties
}
render-mombasa-automa-next-card = volgende kaart
render-mombasa-automa-set-by-favoured = (volgt zijn voorkeur)
render-mombasa-automa-deck = Automa-stapel: nog { $count }
render-mombasa-automa-pools = grijze voorraad { $grey } · gele voorraad { $yellow }
render-mombasa-automa-expansion-side = Uitbreidingskaart, kant { $side }
render-mombasa-automa-cards-taken = Genomen kaarten: { $count }
render-mombasa-automa-pile-empty = { $taken ->
    [true] geen aandelen erop
   *[false] nog geen
}
render-mombasa-automa-pile-shares = aandelen
render-mombasa-automa-bonus-tile = bonustegel: { $tile }
render-mombasa-automa-special-card = speciale kaart: { $text }
# Wat de speciale kaart doet, per voorkeursmaatschappij (de tekst van de gedrukte kaart; $text is
# het Engels van het databestand, voor een maatschappij die deze lijst niet kent).
render-mombasa-automa-special = { $company ->
    [saint_louis] zet de diamant 3 stappen vooruit
    [cape_town] neem 1 boek, zet de inktpot 2 stappen vooruit en krijg 3 pond
    [mombasa] breid de voorkeursmaatschappij uit door 2 handelsposten te plaatsen
    [cairo] neem de kaart waarvan het aandeel het meest waard is; zonder aandeelkaart ga je 2 stappen vooruit op het andere spoor met de hoogste aandeelwaarde
   *[other] { $text }
}
render-mombasa-automa-head = { $name } ({ $difficulty }{ $drawn ->
    [true] , voorkeur { $company })
   *[false] , voorkeursmaatschappij nog niet getrokken)
}
render-mombasa-automa-head-line = { $head }: { $pounds }.
render-mombasa-automa-icon = { $measure ->
    [coffee] koffie
    [bananas] bananen
    [cotton] katoen
    [expansion] uitbreiding
   *[other] { $measure }
} { $value }{ $covered ->
    [true] {" "}(bedekt)
   *[false] {""}
}
render-mombasa-automa-round-card-line = Rondekaart { $id } (voor een meerderheid heb je minstens nodig): { $icons }.
render-mombasa-automa-round-card-later = Rondekaart: wordt getrokken wanneer de acties beginnen.
render-mombasa-automa-row-card = { $id } { $words }{ $criterion ->
    [0] {""}
   *[other] {" "}(criterium { $criterion })
}
render-mombasa-automa-row = { $colour ->
    [grey] grijze
   *[yellow] gele
} rij { $filled ->
    [true] { $cards }{ $free ->
        [0] {""}
       *[other] , { $free } vrij
    }
   *[false] leeg
}
render-mombasa-automa-rows-line = { $rows }; { $coins ->
    [one] { $coins } munt van vijf pond
   *[other] { $coins } munten van vijf pond
} over op de gele plekken.
render-mombasa-company-count = { $company } { $count }
render-mombasa-automa-decks-line = Stapel: nog { $deck } (grijze voorraad { $grey }, gele voorraad { $yellow }); genomen kaarten { $taken }{ $any ->
    [true] {" "}(aandelen { $shares })
   *[false] {""}
}; uitbreidingskaart kant { $side }.
render-mombasa-automa-priorities = { $company }: { $order }
render-mombasa-automa-reward = { $kind ->
    [pounds] ponden
    [track] spoorstappen
    [diamonds] diamanten
    [bookkeeping] boekhouding
   *[other] { $kind }
}

## Het privépaneel en het spelerbord

render-mombasa-panel-title = Jouw paneel: { $name }  ·  ronde { $round }{ $solo ->
    [true] {"  "}·  solo tegen Mautoma ({ $difficulty })
   *[false] {""}
}
render-mombasa-panel-hand = Hand ({ $count ->
    [one] { $count } kaart
   *[other] { $count } kaarten
})
render-mombasa-panel-no-cards = geen kaarten in je hand
render-mombasa-panel-planned = Geplande actieslots (alleen jij ziet ze)
render-mombasa-panel-slot = actieslot { $number }
render-mombasa-tile = Tegel { $tile }
render-mombasa-tile-yours = jouw keuze
render-mombasa-tile-resting = Rustkaarten
render-mombasa-tile-book = Startboek
render-mombasa-tile-bonus = Bonus
# zoals "1 stap Saint-Louis": "diamantstap" past niet op één regel van het tegelvak (telefoonbreedte)
render-mombasa-tile-diamond-steps = { $steps ->
    [one] { $steps } stap diamant
   *[other] { $steps } stappen diamant
}
render-mombasa-tile-track-steps = { $steps ->
    [one] { $steps } stap
   *[other] { $steps } stappen
} { $company }
render-mombasa-decision-plan = Plan je kaarten in je actieslots.
render-mombasa-decision-choose = Jouw beslissing nu.
render-mombasa-decision-where = Kies met de menu's en knoppen van dit paneel.
render-mombasa-decision-where-panel = Kies in je paneel: /mombasa paneel
render-mombasa-board-markers = schijven
render-mombasa-board-tile = tegel { $tile }  ·  { $rest }
render-mombasa-board-diamond-track = Diamantspoor: op { $at }, telt { $score }
render-mombasa-board-bookkeeping-track = Boekhoudingsspoor: inktpot op { $at }, telt { $score }
render-mombasa-board-plus-slot = +slot
render-mombasa-board-ink = inkt
# Op boekhoudingsvakken waar geen A-boek mag liggen: de letter, doorgestreept.
render-mombasa-board-no-a = A
render-mombasa-board-flipped = gedekt
render-mombasa-board-action-area = Actiegebied ({ $count ->
    [one] { $count } slot
   *[other] { $count } slots
})
render-mombasa-board-bonus-tiles = Bonustegels: { $tiles }
render-mombasa-bonus-tile-name = { $tile ->
    [plus_one] "+1"-goederentegel
    [bookkeeper] Boekhouderkaart-tegel
    [diamond] Diamanthandelaarkaart-tegel
    [expansion] Uitbreidingskaart-tegel
   *[other] { $name }
}
render-mombasa-board-resting = Ruststapels (er wordt er telkens één opgeraapt)
render-mombasa-board-resting-deck = Ruststapel { $number }

## Het scoreblad

render-mombasa-score-title = Mombasa: eindstand
render-mombasa-score-winner = winnaar
render-mombasa-score-category = { $category ->
    [cash] Contant
    [diamonds] Diamanten
   *[bookkeeping] Boekhouding
}
render-mombasa-score-shares = Aandelen { $company }
render-mombasa-score-total = Totaal (pond)
# "players" is de winnaar of de winnaars, al als lijst.
render-mombasa-score-result = { $winners ->
    [one] Winnaar: { $players } met { $total } pond
   *[other] Gedeelde overwinning: { $players } met { $total } pond
}
render-mombasa-score-automa-note = Mautoma: aandelen inclusief die op de kaarten die hij nam{ $debt ->
    [0] {""}
   *[other] ; contant na aftrek van zijn schuld van { $debt }
}

## Tekstalternatieven

render-mombasa-text-pounds = { $count } pond
render-mombasa-text-board-head = Mombasa, ronde { $round } van { $rounds }, { $phase }.
render-mombasa-text-first-player = Startspeler: { $name }.
render-mombasa-text-to-move = Aan de beurt: { $players }.
# Wat de speler aan de beurt nu gevraagd wordt (de woorden van de engine), als zin.
render-mombasa-text-now = Nu: { $text }.
render-mombasa-text-share-values = Aandeelwaarden: { $values }.
render-mombasa-text-share-value = { $company } { $value } ({ $regions ->
    [one] { $regions } regio
   *[other] { $regions } regio's
})
render-mombasa-text-removed = Handelsposten verwijderd uit de basissen: { $companies }.
render-mombasa-text-seat = { $name }: { $shown ->
    [true] { $status }; { $with_tile ->
        [true] starttegel { $tile };{" "}
       *[false] {""}
    }
   *[false] {""}
}{ $pounds }, aandelen { $shares }, diamanten { $diamonds }, boekhouding { $bookkeeping }, { $markers ->
    [one] { $markers } bonusschijf
   *[other] { $markers } bonusschijven
}, { $hand ->
    [one] { $hand } kaart
   *[other] { $hand } kaarten
} in de hand.
render-mombasa-text-card-display = Kaartendisplay: { $cards }.
render-mombasa-text-card-price = { $card } voor { $price }
render-mombasa-text-company-shares = { $company } { $count }{ $on_cards ->
    [0] {""}
   *[other] {" "}({ $on_cards } op kaarten)
}
render-mombasa-text-automa-seat = { $head }, aandelen { $shares }, diamanten { $diamonds }, boekhouding { $bookkeeping }, { $markers ->
    [one] { $markers } bonusschijf
   *[other] { $markers } bonusschijven
}{ $over ->
    [true] , zijn ronde is voorbij.
   *[false] .
}
render-mombasa-text-tracks = Diamantspoor op { $diamond } (telt { $diamond_score }); inktpot op { $ink } (telt { $bookkeeping_score })
render-mombasa-text-automa-tracks = { $tracks }; { $books ->
    [one] { $books } boek
   *[other] { $books } boeken
} gedekt.
render-mombasa-text-sentence = { $text }.
render-mombasa-text-no-player = Geen speler op plaats { $number }.
render-mombasa-text-priorities = Uitbreidingsvoorkeuren: { $priorities }.
render-mombasa-text-slot-card = { $card }{ $used ->
    [true] {" "}(gebruikt)
   *[false] {""}
}
render-mombasa-text-player = { $name }: { $shown ->
    [true] { $status };{" "}
   *[false] {""}
}{ $pounds }, { $markers ->
    [one] { $markers } bonusschijf
   *[other] { $markers } bonusschijven
}, { $hand ->
    [one] { $hand } kaart
   *[other] { $hand } kaarten
} in de hand, { $slots ->
    [one] { $slots } actieslot
   *[other] { $slots } actieslots
}{ $has_tile ->
    [true] , starttegel { $tile }.
   *[false] .
}
render-mombasa-text-shares = Aandelen: { $shares }.
render-mombasa-text-flipped = Gedekte boeken op vakken { $spaces }.
render-mombasa-text-planned-face-down = { $count } gedekt gepland
render-mombasa-text-action-area = Actiegebied: { $cards }.
render-mombasa-text-resting = { $decks }.
render-mombasa-text-resting-deck = Ruststapel { $number }: { $cards }
render-mombasa-text-or = { $first } of { $second }
render-mombasa-text-hand = Je hand ({ $count }): { $cards }.
render-mombasa-text-planned = Gepland: { $slots }.
render-mombasa-text-planned-slot = actieslot { $number }: { $card }
render-mombasa-text-tile-steps = { $steps } { $steps ->
    [one] stap
   *[other] stappen
} { $track ->
    [diamond] diamant
   *[company] { $company }
}
render-mombasa-text-tile = tegel { $tile } (rust { $cards }; { $book }; bonus { $bonus })
render-mombasa-text-score-part = { $category } { $value }
render-mombasa-text-score = { $name }: { $total } pond ({ $parts }).
render-mombasa-text-automa-debt = Het contante geld van de Mautoma is na aftrek van zijn schuld van { $pounds }.
render-mombasa-text-winners = { $winners ->
    [one] Winnaar: { $players }.
   *[other] Gedeelde overwinning: { $players }.
}

## Het beeld van één zet en de delen van het speelbord (telefoon)
render-mombasa-move-round = Ronde { $round } van { $rounds }
render-mombasa-move-nothing = Op het speelbord is niets veranderd.
render-mombasa-move-entered =
    { $count ->
        [one] Regio betreden
       *[other] { $count } regio's betreden
    }
render-mombasa-move-ousted =
    { $count ->
        [one] Handelspost verdreven
       *[other] { $count } handelsposten verdreven
    }
render-mombasa-move-tracks = Sporen
render-mombasa-move-track =
    { $track ->
        [diamond] Diamantspoor
        [ink] Boekhoudingsspoor
       *[company] Spoor van { $company }
    }
render-mombasa-move-steps = { $old } → { $new }
render-mombasa-move-cards =
    { $bought ->
        [0]
            { $revealed ->
                [one] Nieuwe kaart in de kaartendisplay
               *[other] { $revealed } nieuwe kaarten in de kaartendisplay
            }
        [one] Kaart gekocht
       *[other] { $bought } kaarten gekocht
    }
render-mombasa-move-price = prijs { $price }
render-mombasa-move-books =
    { $count ->
        [one] Boek genomen
       *[other] { $count } boeken genomen
    }
render-mombasa-move-money = £ { $pounds }
render-mombasa-move-text-player =
    { $name } heeft nu { $pounds } pond, diamantspoor { $diamond }, boekhoudingsspoor { $ink }.
render-mombasa-part =
    { $part ->
        [map] Kaart en maatschappijbases
        [tracks] Maatschappij-, diamant- en boekhoudingssporen
        [bonus] Bonusvakken en rondes
       *[displays] Kaarten- en boekendisplay
    }
render-mombasa-part-tier =
    { $minimum }+: { $steps ->
        [one] 1 stap
       *[other] { $steps } stappen
    }
render-mombasa-part-tile-cost = kost { $cost } · { $state }
render-mombasa-part-rounds = Rondes
render-mombasa-part-text-space = { $space } ({ $name })
render-mombasa-part-text-spaces =
    { $count ->
        [0] Er is geen bonusvak bezet.
       *[other] Bezette bonusvakken: { $spaces }.
    }
render-mombasa-part-books = Boekendisplay
render-mombasa-part-base =
    { $company }: nog { $count ->
        [one] 1 handelspost
       *[other] { $count } handelsposten
    }, { $value } per aandeel
render-mombasa-part-text-region = { $region } ({ $companies })
render-mombasa-part-text-regions =
    { $count ->
        [0] Er staan geen handelsposten op de kaart.
        [one] 1 regio met handelsposten: { $regions }.
       *[other] { $count } regio's met handelsposten: { $regions }.
    }
render-mombasa-part-text-tracks = { $name }: { $tracks }; diamantspoor { $diamond }, boekhoudingsspoor { $ink }.
render-mombasa-part-text-books = Boekendisplay: { $books }.
render-mombasa-move-track-of = { $track }: { $name }

# Per-move image: the regions each side entered, named (a solo move holds the player's
# expansion and the Mautoma's turn)
render-mombasa-move-entered-by = { $count ->
    [one] { $name }: 1 regio betreden
   *[other] { $name }: { $count } regio's betreden
}

## The starting-tile choice, true before and after Confirm, and in solo without secrecy
render-mombasa-tile-choice-head = { $step ->
    [chosen] Je starttegel: jouw keuze{ $secret ->
        [true] , geheim tot iedereen gekozen heeft
       *[false] {""}
    }
    [choose] Houd een van deze starttegels{ $secret ->
        [true] {" "}(geheim tot iedereen gekozen heeft)
       *[false] {""}
    }
   *[place] Je starttegel: leg de 3 rustkaarten ervan
}
render-mombasa-text-tile-choice = { $chosen ->
    [true] Jouw keuze: { $tile }{ $secret ->
        [true] {" "}(geheim tot iedereen gekozen heeft)
       *[false] {""}
    }. Aangeboden: { $offered }.
   *[false] Houd één starttegel{ $secret ->
        [true] {" "}(geheim tot iedereen gekozen heeft)
       *[false] {""}
    }: { $offered }.
}

## Het einde als verhaal: hoe het spel verliep, het bord door de rondes

render-mombasa-story-title = Hoe het spel verliep
render-mombasa-story-note = Ponden na elke ronde zoals het bord ze toont (aandelen op kaarten tellen aan het einde); het laatste punt is de eindstand.
render-mombasa-story-shares = Aandelen
# "who" is één speler of meerdere, al als lijst; "span" het aantal rondes van "first" tot "last".
render-mombasa-story-lead = { $count ->
    [one] { $who } stond voor
   *[other] { $who } deelden de leiding
} { $span ->
    [one] na ronde { $first }.
   *[other] na de rondes { $first } tot { $last }.
}
render-mombasa-story-margin = { $winner } won met { $total } pond, { $margin } pond voor op { $second }.
render-mombasa-story-tie = { $who } deelden de overwinning met elk { $total } pond.
render-mombasa-story-frame = Ronde { $round } van { $rounds }
render-mombasa-story-frame-end = Eindtelling
render-mombasa-story-share-values = Aandelenwaarden
render-mombasa-story-standing = Ponden
render-mombasa-story-replay-head = Het bord ronde na ronde.
render-mombasa-story-replay-round = Ronde { $round }: { $count ->
    [one] { $who } staat voor
   *[other] { $who } delen de leiding
} met { $total } pond; { $posts ->
    [one] { $posts } handelspost
   *[other] { $posts } handelsposten
} op de kaart.
render-mombasa-story-replay-values = Aandelenwaarden nu: { $values }.

## Het eigen plaatje van elke beslissing in het privépaneel (render/mombasa/decisions.py)

render-mombasa-decision-title = { $kind ->
    [tile] { $name }: je starttegel
    [plan] { $name }: je hand en actieslots
    [goods] { $name }: maatschappijsporen en kaartendisplay
    [expansion] { $name }: gebieden waar je heen mag
    [bookkeeping] { $name }: boekhouding
   *[tracks] { $name }: maatschappijsporen
}
render-mombasa-decision-tracks = Maatschappijsporen (jouw schijf; die van anderen als stip)
render-mombasa-decision-track-at = op { $at } van { $spaces }
render-mombasa-decision-your-books = Jouw open boeken ({ $count })
# a held bonus tile on the live board's bonus part: by whom (the marker stands apart)
render-mombasa-held-by-name = in bezit van { $name }
