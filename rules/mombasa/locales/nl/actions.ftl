# Labels van de toegestane acties (knoppen, menu's) en wat een openstaande keuze vraagt.

## Annuleren.
mombasa-act-cancel = Annuleer deze actie
mombasa-task = { $kind }

## Goederen (goods.py).
mombasa-act-goods = Gebruik goederen: { $good }kaart met waarde { $units }
mombasa-act-goods-add = Voeg een { $good }kaart met waarde { $units } toe
mombasa-act-goods-done = Gebruik deze goederen (waarde { $units })
mombasa-act-buy = Koop de { $card } (prijs { $price }) uit de { $column } kolom, rij { $row }
mombasa-act-no-buy-goods = Koop geen kaart; gebruik alle waarde op maatschappijsporen
mombasa-act-step = Ga { $n ->
    [one] { $n } vak
   *[other] { $n } vakken
} vooruit op het { $company }-spoor (daarna nog { $left } over)
mombasa-act-forfeit-units = Laat de resterende waarde van { $units } vallen
mombasa-act-plus-one = Leg de +1-goederentegel op je { $good }kaart met waarde { $units }
mombasa-ask-goods = { $phase ->
    [select] Kies de goederenkaarten die je gebruikt (tot nu toe waarde { $units }).
    [buy] Koop met waarde { $units } hoogstens 1 kaart uit de display.
   *[other] Ga vooruit op maatschappijsporen: nog { $units } over.
}

## Uitbreiding (expansion.py).
mombasa-act-expand = Breid { $company } uit ({ $points ->
    [one] { $points } punt
   *[other] { $points } punten
})
mombasa-act-forfeit-expansion = Zie af van de uitbreiding (geen handelsposten meer in een basis)
mombasa-act-enter = Betreed { $region } met een { $company }-handelspost uit kolom { $column } ({ $cost ->
    [one] { $cost } punt
   *[other] { $cost } punten
})
mombasa-act-finish-expansion = { $left ->
    [0] Rond de uitbreiding af
    [one] Rond de uitbreiding af (laat { $left } punt vallen)
   *[other] Rond de uitbreiding af (laat { $left } punten vallen)
}
mombasa-act-oust-remove = Neem de verdreven { $company }-handelspost uit het spel (geen leeg vak)
mombasa-act-oust-return = Zet de verdreven { $company }-handelspost terug in kolom { $column }
mombasa-ask-expansion-company = Kies de maatschappij die je uitbreidt met { $points ->
    [one] { $points } uitbreidingspunt
   *[other] { $points } uitbreidingspunten
}.
mombasa-ask-expansion-regions = Betreed regio's voor { $company }: nog { $left ->
    [one] { $left } uitbreidingspunt
   *[other] { $left } uitbreidingspunten
} over.
mombasa-ask-oust = Kies de kolom van de { $company }-basis waar de verdreven handelspost naar terugkeert.

## Beloningen (rewards.py).
mombasa-act-remove-post = Neem de voorste { $company }-handelspost van kolom { $column } uit het spel
mombasa-ask-remove-post = Kies een handelspost om van een maatschappijbasis te verwijderen (nog { $left }).
mombasa-reward = { $kind ->
    [pounds] de { $n } pond
    [diamonds] de { $n ->
        [one] { $n } diamantstap
       *[other] { $n } diamantstappen
    }
    [track] de { $n } { $n ->
        [one] stap
       *[other] stappen
    } op het { $company }-spoor
   *[other] { $n ->
        [one] het { $n } boekhoudingspunt
       *[other] de { $n } boekhoudingspunten
    }
}
mombasa-act-reward-order-last = Neem de beloningen ({ $steps } als laatste)
mombasa-act-reward-order = { $has_before ->
    [false] Neem eerst { $steps }, daarna { $after }
   *[true] { $has_after ->
        [false] Neem eerst { $before }, daarna { $steps }
       *[true] Neem eerst { $before }, dan { $steps }, daarna { $after }
    }
}
mombasa-ask-reward-order = Kies de volgorde van je beloningen (de spoorstappen voor of na de beloningen die ponden opleveren).
mombasa-ask-action = Kies een actie.

## Bonusschijven (bonuses.py).
mombasa-act-bonus-first-player = Bonusschijf: startspelervak (neem de startspelerfiche, { $bookkeeping ->
    [one] { $bookkeeping } boekhoudingspunt
   *[other] { $bookkeeping } boekhoudingspunten
})
mombasa-act-bonus-buy = Bonusschijf: koop een kaart voor ponden (betaal { $cost } + de prijs)
mombasa-act-bonus-sell = Bonusschijf: verkoop een handkaart (kratwaarde + { $bonus })
mombasa-act-bonus-majority = Bonusschijf: meerderheid in { $measure } ({ $value }) → { $company }-spoor
mombasa-act-bonus-tile = Bonusschijf: reserveer de { $tile } voor de volgende ronde (betaal { $cost })
mombasa-act-bonus-track = Bonusschijf: extra vak { $number } van het { $company }-spoor ({ $bonus }{ $cost ->
    [0] {""}
   *[other] , betaal { $cost }
})
mombasa-act-bonus-track-short = Bonusschijf: extra vak { $number } van het { $company }-spoor
mombasa-act-bonus-track-detail = { $bonus }{ $cost ->
    [0] {""}
   *[other] {" "}(betaal { $cost })
}
mombasa-act-buy-for-pounds = Koop de { $card } voor { $price } pond ({ $column } kolom, rij { $row })
mombasa-act-no-buy = Koop geen kaart
mombasa-act-sell = Verkoop je { $card } voor { $pounds } pond
mombasa-majority-extra = { $kind ->
    [diamonds] { $n } diamant
    [pounds] { $n } pond
    [bookkeeping] { $n } boekhouding
   *[other] { $n ->
        [one] { $n } handelspost
       *[other] { $n } handelsposten
    } verwijderen
}
mombasa-act-majority-tier = Neem de beloning voor { $minimum }+: { $steps } { $steps ->
    [one] stap
   *[other] stappen
} op het { $company }-spoor{ $extra ->
    [none] {""}
   *[other] {" "}+ { $extra }
}
mombasa-act-bk-diamond = Gebruik { $bookkeeping ->
    [one] { $bookkeeping } boekhoudingspunt
   *[other] { $bookkeeping } boekhoudingspunten
} en zet { $diamonds ->
    [one] { $diamonds } stap
   *[other] { $diamonds } stappen
} op het diamantspoor
mombasa-then-the = { $a }, daarna de { $b }
mombasa-act-other-tracks = Ga { $n ->
    [one] { $n } vak
   *[other] { $n } vakken
} vooruit op { $count ->
    [one] het { $companies }-spoor
   *[other] de sporen van { $companies }
}
mombasa-act-other-tracks-each = Ga { $n ->
    [one] { $n } vak
   *[other] { $n } vakken
} vooruit op elk van de sporen van { $companies }
mombasa-ask-buy-card = Kies een kaart uit de display om voor ponden te kopen.
mombasa-ask-sell-card = Kies een kaart uit je hand om te verkopen.
mombasa-ask-majority = Kies de meerderheidsbeloning.
mombasa-ask-bk-diamond = Kies boekhoudingspunten en diamantstappen.
mombasa-ask-other-tracks = Kies 2 andere maatschappijsporen om op vooruit te gaan.

## Boekhouding (bookkeeping.py).
mombasa-act-take-book = Neem het { $book } uit kolom { $column }, { $row ->
    [0] boven
   *[other] onder
} ({ $cost ->
    [one] { $cost } punt
   *[other] { $cost } punten
})
mombasa-act-take-book-short = Neem het { $book } uit kolom { $column }, { $row ->
    [0] boven
   *[other] onder
}
mombasa-act-take-pound = Neem 1 pond ({ $cost ->
    [one] { $cost } punt
   *[other] { $cost } punten
})
mombasa-ask-spend-bookkeeping = Gebruik { $points ->
    [one] { $points } boekhoudingspunt
   *[other] { $points } boekhoudingspunten
} (boeken of ponden).
mombasa-act-place-book = Leg het { $book } op vak { $space } van het boekhoudingsspoor ({ $covered ->
    [none] leeg
   *[other] op het { $covered }-boek
})
mombasa-act-place-book-short = Leg het { $book } op vak { $space }
mombasa-act-place-book-detail = { $covered ->
    [none] Een leeg vak van het boekhoudingsspoor
   *[other] Bedekt het { $covered }-boek
}
mombasa-ask-place-books = Leg je verworven boeken op je boekhoudingsspoor.
mombasa-act-no-flip = Verzet de inktpot zonder een boek om te draaien
mombasa-act-flip-book = Betaal { $pounds } pond om het boek op vak { $space } om te draaien ({ $book })
mombasa-act-flip-book-short = Draai het boek op vak { $space } om (betaal { $pounds })
mombasa-act-flip-book-detail = { $book }
mombasa-act-ink-forward = Zet de inktpot op vak { $space }
mombasa-act-ink-stop = Laat de inktpot staan op vak { $space }{ $moved ->
    [true] {""}
   *[other] {" "}(niet verzet, geen boekbeloning)
}
mombasa-ask-flip = Je mag { $pounds } pond betalen om één boek naar gedekt om te draaien voordat je de inktpot verzet.
mombasa-ask-ink = Zet je inktpot boek voor boek vooruit, of stop.

## Opties van een nieuw spel (game.py).
mombasa-option-players = Mombasa is voor 2 tot 4 spelers (solo: players=2 met de optie "automa", de Mautoma).
mombasa-option-unknown = Onbekende optie: { $options }. Mombasa kent alleen "setup".
mombasa-option-setup = De optie "setup" moet "first" (de opstelling voor het eerste spel) of "variable" zijn.
mombasa-option-help-setup = "first" (vaste sporen A1-D1 en starttegels) of "variable" (willekeurige sporen, kies 1 van 2 starttegels)
mombasa-option-help-automa = "easy", "medium" of "hard": solo tegen de Mautoma (players=2, plaats 0 ben jij; eigen opstelling)

## Een actie kiezen (turns.py).
mombasa-act-expand-cards = Gebruik alle uitbreidingskaarten ({ $points ->
    [one] { $points } uitbreidingspunt
   *[other] { $points } uitbreidingspunten
})
mombasa-act-bookkeeper = Gebruik de { $card }
mombasa-act-diamond = Gebruik de { $card } ({ $steps ->
    [one] { $steps } diamantstap
   *[other] { $steps } diamantstappen
}{ $pounds ->
    [0] {""}
   *[other] , { $pounds } pond
})
mombasa-act-end-phase = Beëindig je actiefase en raap { $deck } op ({ $cards })
# Korte vormen (sleutel-short, sleutel-detail): een label binnen de grenzen van Discord, het
# detail in de beschrijving van de optie (bot/ui/panels.py).
mombasa-act-end-phase-short = Beëindig je actiefase, raap { $deck } op
mombasa-act-end-phase-detail = Kaarten: { $cards }
mombasa-act-end-phase-empty = Beëindig je eigen actiefase (alle ruststapels zijn leeg)
mombasa-act-pickup = Raap { $deck } op ({ $cards })
mombasa-act-pickup-nothing = Raap niets op (alle ruststapels zijn leeg)
mombasa-ask-pickup = Raap precies 1 ruststapel op en neem hem in je hand.

## Opstelling en planning (setup.py, planning.py).
mombasa-act-keep-tile = Houd { $tile }
mombasa-rest-card = { $card } op { $deck }
mombasa-act-rest = Leg in de rustslots: { $cards }
mombasa-act-rest-short = Rust: { $cards }
mombasa-act-plan-place = Plan de { $card } in { $slot }
mombasa-act-plan-take = Neem de { $card } terug uit { $slot }
mombasa-act-plan-commit = Bevestig het plan ({ $cards ->
    [one] { $cards } kaart
   *[other] { $cards } kaarten
})
mombasa-option-automa = De optie "automa" (de moeilijkheid van de Mautoma) moet "easy", "medium" of "hard" zijn.
mombasa-option-solo-players = Het solospel tegen de Mautoma wordt opgezet als spel voor 2 spelers: gebruik players=2 (plaats 0 ben jij, plaats 1 de Mautoma).
mombasa-option-solo-unknown = Onbekende optie: { $options }. Een Mautoma-spel kent alleen "automa" (en negeert "setup").
mombasa-ai-why-shares = mikt op { $pounds } pond meer uit aandelen { $company }
mombasa-ai-why-cash = neemt nu { $pounds } pond
mombasa-ai-why-diamonds = klimt op het diamantspoor voor { $pounds } pond meer
mombasa-ai-why-bookkeeping = schuift de inktpot verder voor { $pounds } pond meer
mombasa-ai-why-cards = verwerft kaarten voor de volgende rondes
mombasa-ai-why-position = versterkt de positie voor de volgende rondes
mombasa-ai-why-planned = heeft het actiegebied voor deze ronde gepland
mombasa-ai-why-end = niets beters meer over: beëindigt de eigen actiefase

# the first player space as a button (at most 80 characters; the panel's buttons, issue 28)
mombasa-act-bonus-first-player-short = Bonusschijf: startspelerfiche, { $bookkeeping ->
    [one] { $bookkeeping } boekhoudingspunt
   *[other] { $bookkeeping } boekhoudingspunten
}
