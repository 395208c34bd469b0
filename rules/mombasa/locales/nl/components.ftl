# Maatschappijen, per id (data: companies.toml). Namen zoals in de Nederlandse uitgave.
mombasa-company = { $id ->
    [mombasa] Mombasa
    [cape_town] Cape Town
    [saint_louis] Saint-Louis
    [cairo] Cairo
   *[other] { $id }
}

# Een maatschappij zoals gedrukt op haar diamanthandelaar- en aandeelkaarten.
mombasa-company-title = { $id ->
    [mombasa] Mombasa
    [cape_town] Cape Town
    [saint_louis] Saint-Louis
    [cairo] Cairo
   *[other] { $id }
}

# Regio's van de kaart, per id (data: map.toml).
mombasa-region = { $id ->
    [atlas] Atlasgebergte
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
    [congo_basin] Kongobekken
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
   *[other] { $id }
}

# Bonustegels, per id, zoals gedrukt.
mombasa-tile = { $id ->
    [plus_one] "+1"-goederentegel
    [bookkeeper] Boekhouderkaart-tegel
    [diamond] Diamanthandelaarkaart-tegel
    [expansion] Uitbreidingskaart-tegel
   *[other] { $id }
}

# Bonustegels, per id, midden in een zin.
mombasa-tile-lower = { $id ->
    [plus_one] +1-goederentegel
    [bookkeeper] boekhouderkaart-tegel
    [diamond] diamanthandelaarkaart-tegel
    [expansion] uitbreidingskaart-tegel
   *[other] { $id }
}

# Speciale spoorbonussen, per soort en niveau (data: tracks.toml).
mombasa-track-bonus = { $level ->
    [1] { $kind ->
        [bonus_markers] Je hebt 1 extra bonusschijf.
        [bookkeeping_diamonds] Betaal 1 pond: gebruik 1 boekhoudingspunt en zet 2 stappen op het diamantspoor, OF gebruik 2 boekhoudingspunten en zet 1 stap op het diamantspoor.
        [buy_card] Betaal 1 pond: koop 1 kaart uit de kaartendisplay voor de volle prijs in ponden en/of zet 1 stap op het diamantspoor.
        [cotton] Telkens als je een kaart uit de kaartendisplay verwerft met katoenkaarten, is de prijs 1 lager.
        [expansion_plus] Je totale uitbreidingswaarde is 1 hoger (alleen met minstens 1 uitbreidingskaart in je actiegebied).
        [goods_discount] Telkens als je een kaart uit de kaartendisplay verwerft met bananenkaarten, is de prijs 1 lager.
        [other_tracks] Ga 2 vakken vooruit op elk van 2 verschillende andere maatschappijsporen.
        [sell_card] Verwijder 1 kaart uit je hand: neem de kratwaarde + 3 pond.
       *[other] { $kind }
    }
    [2] { $kind ->
        [bonus_markers] Je hebt 2 extra bonusschijven.
        [bookkeeping_diamonds] Betaal 2 pond: gebruik 2 boekhoudingspunten en zet 2 stappen op het diamantspoor.
        [buy_card] Betaal 1 pond: koop 1 kaart uit de kaartendisplay voor de prijs min 1 in ponden en/of zet 2 stappen op het diamantspoor.
        [cotton] Elke katoenkaart in je actiegebied is 1 waarde meer waard.
        [expansion_plus] Je totale uitbreidingswaarde is 2 hoger (alleen met minstens 1 uitbreidingskaart in je actiegebied).
        [goods_discount] Telkens als je een kaart uit de kaartendisplay verwerft met goederenkaarten, is de prijs 1 lager; je mag met verschillende soorten goederen betalen.
        [other_tracks] Betaal 2 pond: ga 2 vakken vooruit op elk van de 3 andere maatschappijsporen.
        [sell_card] Verwijder 1 koffiekaart uit je hand: neem de kratwaarde + 8 pond.
       *[other] { $kind }
    }
   *[other] { $kind }
}
mombasa-track-bonus-short = { $level ->
    [1] { $kind ->
        [bonus_markers] 1 extra bonusschijf.
        [bookkeeping_diamonds] Betaal 1 pond: 1 boekhoudingspunt + 2 diamantstappen, of 2 punten + 1 stap.
        [buy_card] Betaal 1 pond: koop 1 displaykaart voor de volle prijs en/of 1 diamantstap.
        [cotton] Displaykaarten gekocht met katoen kosten 1 minder.
        [expansion_plus] Uitbreidingswaarde +1 (met een uitbreidingskaart in je actiegebied).
        [goods_discount] Displaykaarten gekocht met bananen kosten 1 minder.
        [other_tracks] 2 stappen op elk van 2 andere maatschappijsporen.
        [sell_card] Verwijder 1 handkaart: de kratwaarde + 3 pond.
       *[other] { $kind }
    }
    [2] { $kind ->
        [bonus_markers] 2 extra bonusschijven.
        [bookkeeping_diamonds] Betaal 2 pond: 2 boekhoudingspunten + 2 diamantstappen.
        [buy_card] Betaal 1 pond: koop 1 displaykaart voor de prijs min 1 en/of 2 diamantstappen.
        [cotton] Katoenkaarten in je actiegebied zijn 1 waarde meer waard.
        [expansion_plus] Uitbreidingswaarde +2 (met een uitbreidingskaart in je actiegebied).
        [goods_discount] Displaykaarten kosten 1 minder; betaal met gemengde goederen.
        [other_tracks] Betaal 2 pond: 2 stappen op elk van de 3 andere maatschappijsporen.
        [sell_card] Verwijder 1 koffiekaart uit je hand: de kratwaarde + 8 pond.
       *[other] { $kind }
    }
   *[other] { $kind }
}

# De effecten van de Mautoma, per kaartsoort en criterium, speciale kaart en bonustegel (data: automa/effects.toml).
mombasa-mautoma-effect = { $id ->
    [diamonds-1] zet de diamant 3 vakken vooruit en krijg daarna 2 pond
    [diamonds-2] zet de diamant 3 vakken vooruit
    [expand-1] breid de voorkeursmaatschappij uit door 3 handelsposten te plaatsen
    [expand-2] breid de andere maatschappij uit waarop hij het verst voor je ligt op het spoor (of het minst achter), door 1 handelspost te plaatsen
    [advance-1] ga 4 stappen vooruit op het spoor van de voorkeursmaatschappij, of 3 stappen op het andere spoor met de hoogste aandeelwaarde
    [advance-2] ga 3 stappen vooruit op het andere maatschappijspoor met de hoogste aandeelwaarde
    [book-1] neem 1 boek, zet de inktpot tot 2 stappen vooruit en krijg daarna 3 pond
    [book-2] neem 1 boek, zet de inktpot tot 2 stappen vooruit en zet daarna de diamant 1 stap vooruit
    [take_card-1] neem de kaart waarvan het aandeel het meest waard is; zonder aandeelkaart in de display ga je 2 stappen vooruit op het andere spoor met de hoogste aandeelwaarde
    [take_card-2] neem de goedkoopste kaart en ga 3 stappen vooruit op het spoor van de voorkeursmaatschappij
    [bonus_tile-1] plaats een bonusschijf op de voorkeursbonustegel (anders op de eerste vrije bonustegel vanaf het eind van de pijl) en voer het effect meteen uit
    [bonus_tile-2] plaats een bonusschijf op de eerste vrije andere bonustegel vanaf het eind van de pijl en voer het effect meteen uit
    [sell-1] plaats een bonusschijf op het verkoopvak en krijg 5 pond (er wordt geen kaart verwijderd)
    [sell-2] plaats een bonusschijf op het verkoopvak en krijg 3 pond (er wordt geen kaart verwijderd)
    [first_player-1] plaats een bonusschijf op het startspelervak, neem de startspelerfiche en neem 1 boek
    [first_player-2] plaats een bonusschijf op het startspelervak, neem de startspelerfiche en krijg 1 pond
    [buy_card-1] plaats een bonusschijf op het koopvak en neem gratis de kaart waarvan het aandeel het meest waard is (anders de goedkoopste kaart)
    [buy_card-2] plaats een bonusschijf op het koopvak en neem gratis de goedkoopste kaart
    [majority-1] plaats een bonusschijf op het meerderheidsvak van het meest linkse rondekaartsymbool dat ze wint: 3 stappen op dat maatschappijspoor en 1 pond
    [majority-2] plaats een bonusschijf op het meerderheidsvak van het meest linkse rondekaartsymbool dat ze wint: 3 stappen op dat maatschappijspoor
    [special-saint_louis] zet de diamant 3 stappen vooruit
    [special-cape_town] neem 1 boek, zet de inktpot 2 stappen vooruit en krijg 3 pond
    [special-mombasa] breid de voorkeursmaatschappij uit door 2 handelsposten te plaatsen
    [special-cairo] neem de kaart waarvan het aandeel het meest waard is; zonder aandeelkaart ga je 2 stappen vooruit op het andere spoor met de hoogste aandeelwaarde
    [tile-plus_one_goods] ga 2 stappen vooruit op het andere spoor met de hoogste aandeelwaarde
    [tile-bookkeeper] neem 1 boek en zet daarna de inktpot 1 stap vooruit
    [tile-diamond] zet de diamant 2 stappen vooruit
    [tile-expansion] breid de andere maatschappij uit waarop hij het verst voor je ligt op het spoor, door 1 handelspost te plaatsen
   *[other] { $id }
}
## Verbindingswoorden en aantallen.
mombasa-and = { $a } en { $b }
mombasa-or = { $a } of { $b }
mombasa-comma = { $a }, { $b }
mombasa-pounds = { $n } pond

## Spelers. Een plaats wordt door de formatter genoemd ({ $seat }); in een solospel heet
## de plaats van de Mautoma "de Mautoma".
mombasa-player = { $seat }
mombasa-mautoma = de Mautoma
mombasa-mautoma-start = De Mautoma
# Alleen de naam (views: "name_message" naast "name").
mombasa-mautoma-name = Mautoma

## Goederen, stapels, slots, displaykolommen, meerderheidsmaten.
mombasa-good = { $id ->
    [coffee] koffie
    [bananas] bananen
    [cotton] katoen
   *[other] { $id }
}
# Een ruststapel ligt boven het actieslot met hetzelfde nummer.
mombasa-deck = ruststapel { NUMBER($deck) ->
    [0] 1
    [1] 2
    [2] 3
   *[other] { $deck }
}
mombasa-slot = { $slot ->
    [0] actieslot 1
    [1] actieslot 2
    [2] actieslot 3
    [3] actieslot 4 (van het diamantspoor)
    [4] actieslot 5 (van het boekhoudingsspoor)
   *[other] { $slot }
}
mombasa-column = { $column ->
    [0] linker
    [1] middelste
    [2] rechter
   *[other] { $column }
}
mombasa-measure = { $id ->
    [expansion] uitbreidingspunten
   *[other] { mombasa-good }
}

## Kaarten, naar wat erop gedrukt staat.
mombasa-card = { $kind ->
    [goods] { $good }kaart met waarde { $units }
    [expansion] uitbreidingskaart met { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }
    [bookkeeper] boekhouder met { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }
    [diamond] { $company ->
        [none] diamanthandelaar
       *[other] { $company }-diamanthandelaar
    }
    [share] { $company }-aandeelkaart
   *[other] { $name }
}
mombasa-card-short = { $kind ->
    [goods] { $good } { $units }
    [expansion] uitbreiding { $points }
    [bookkeeper] boekhouder { $points }
    [diamond] { $company ->
        [none] diamanthandelaar
       *[other] { $company }-handelaar
    }
    [share] { $company }-aandeel
   *[other] { $name }
}
mombasa-a-card = een { mombasa-card }
mombasa-the-tile = de { $tile }

## Boeken: "B-boek (3 koffie → +4 pond)".
mombasa-book = { $letter }-boek ({ $requirements } → { $rewards })
mombasa-book-requirement = { $kind ->
    [coffee] { $value } koffie
    [bananas] { $value ->
        [one] { $value } banaan
       *[other] { $value } bananen
    }
    [cotton] { $value } katoen
    [one_good] { $value } van één goed
    [coffee_and_one_good] { $value } koffie + { $value } van één goed
    [expansion] uitbreiding { $value }
    [diamond_or_bookkeeper] { $value } diamanthandelaar/boekhouder
    [diamond] { $value } diamanthandelaar
    [bookkeeper] { $value } boekhouder
    [none] geen vereiste
   *[other] { $kind } { $value }
}
mombasa-book-reward = { $kind ->
    [pounds] +{ $value } pond
    [pay] betaal { $value } pond
    [cotton_pounds] pond: je katoen min 1
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
    [none] geen beloning
   *[other] { $kind } { $value }
}

## Bonusvakken van het speelbord.
mombasa-space = { $space ->
    [first_player] het startspelervak
    [buy] het koopvak
    [sell] het verkoopvak
    [majority] het meerderheidsvak voor { $measure ->
        [expansion] uitbreiding
        [coffee] koffie
        [bananas] bananen
        [cotton] katoen
       *[other] { $measure }
    }
    [tile] het vak van de { $tile }
    [track] extra bonusvak { $number } van het { $company }-spoor
   *[other] { $space }
}

## Telcategorieën (scoring.scores): contant, de maatschappijen per id, diamanten, boekhouding.
mombasa-score-category = { $id ->
    [cash] Contant
    [diamonds] Diamanten
    [bookkeeping] Boekhouding
    [total] Totaal
   *[other] { mombasa-company }
}
mombasa-space-start = { $space ->
    [first_player] Het startspelervak
    [buy] Het koopvak
    [sell] Het verkoopvak
    [majority] Het meerderheidsvak voor { $measure ->
        [expansion] uitbreiding
        [coffee] koffie
        [bananas] bananen
        [cotton] katoen
       *[other] { $measure }
    }
    [tile] Het vak van de { $tile }
    [track] Extra bonusvak { $number } van het { $company }-spoor
   *[other] { $space }
}

## Starttegels: "starttegel T03 (bonus: 2 stappen Cairo en 1 stap diamant; rust: ...)": de bonus
## eerst, want die onderscheidt de tegels.
mombasa-starting-tile = starttegel { $id } (bonus: { $bonus }; rust: { $cards })
mombasa-starting-tile-short = starttegel { $id } (bonus: { $bonus })
mombasa-starting-tile-detail = Rust: { $cards }
mombasa-tile-bonus = { $n } { $n ->
    [one] stap
   *[other] stappen
} { $what ->
    [diamond] diamant
   *[other] { $what }
}
mombasa-semicolon = { $a }; { $b }
