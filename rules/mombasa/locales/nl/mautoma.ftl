# De Mautoma (mautoma/): wat hij deed en waarom, in zijn eigen gebeurtenissen. "Mautoma" is zijn naam.

## Tellen.
mombasa-list = { $items }
mombasa-mau-count = { $what ->
    [pound] { $n } pond
    [step] { $n ->
        [one] { $n } stap
       *[other] { $n } stappen
    }
    [space] { $n ->
        [one] { $n } vak
       *[other] { $n } vakken
    }
    [diamond_step] { $n ->
        [one] { $n } diamantstap
       *[other] { $n } diamantstappen
    }
    [coin] { $n ->
        [one] { $n } munt
       *[other] { $n } munten
    }
    [trading_post] { $n ->
        [one] { $n } handelspost
       *[other] { $n } handelsposten
    }
    [bookkeeping_point] { $n ->
        [one] { $n } boekhoudingspunt
       *[other] { $n } boekhoudingspunten
    }
   *[ink_step] { $n ->
        [one] { $n } inktpotstap
       *[other] { $n } inktpotstappen
    }
}

## De kaart die hij speelde (mautoma/logic.py describe_play, mautoma/turn.py play_card).
mombasa-mau-played = De Mautoma trok kaart { $card } ({ $colour ->
    [grey] grijs
    [yellow] geel
   *[other] { $colour }
}, { $criterion ->
    [special] speciale kaart
    [1] eerste criterium
   *[other] tweede criterium
}{ $section ->
    [0] {""}
   *[other] , tweede deel
}): { $why ->
    [none] {""}
   *[other] { $why }
}.
mombasa-mau-played-nothing = De Mautoma trok kaart { $card } ({ $colour ->
    [grey] grijs
    [yellow] geel
   *[other] { $colour }
}, { $criterion ->
    [special] speciale kaart
    [1] eerste criterium
   *[other] tweede criterium
}): { $why ->
    [none] niets wat erop staat is mogelijk
   *[other] { $why }
}, dus hij doet deze beurt niets.
mombasa-mau-ev-card-played = { $play }{ $coins_left ->
    [-1] {""}
    [one] {" "}Een munt van 5 pond van zijn speelmat bedekt het meest rechtse symbool van zijn rondekaart (nog { $coins_left } munt op de speelmat).
   *[other] {" "}Een munt van 5 pond van zijn speelmat bedekt het meest rechtse symbool van zijn rondekaart (nog { $coins_left } munten op de speelmat).
}
mombasa-mau-then = { $first }: { $rest ->
    [none] {""}
   *[other] { $rest }
}
mombasa-mau-skipped-so = { $skipped }, dus { $why ->
    [none] {""}
   *[other] { $why }
}
mombasa-mau-ev-round-over = De Mautoma heeft beide rijen van zijn speelmat gevuld: zijn ronde is voorbij.

## Geld.
mombasa-mau-gain = { $pounds } pond{ $repaid ->
    [0] {""}
   *[other] {" "}(waarvan { $repaid } om zijn schuld af te lossen)
}

## Welke maatschappij, en waarom.
mombasa-mau-reason-favoured = zijn voorkeursmaatschappij
mombasa-mau-reason-richest = de rijkste maatschappij die niet zijn voorkeur heeft (aandeelwaarde { $value }{ $tied ->
    [true] , bij gelijkstand de eerste volgens sporenletter
   *[other] {""}
})
mombasa-mau-reason-advantage = waar hij { $how ->
    [leads] { $by } voor je ligt
    [level] gelijk met je ligt
   *[trails] { $by } achter je ligt
} op het spoor, de beste van de maatschappijen die niet zijn voorkeur hebben
mombasa-mau-with-reason = { $done }, { $reason }

## Maatschappijsporen.
mombasa-mau-track-from-to = vak { $start } → { $end }
mombasa-mau-track-paid = betaalde { $pounds } pond aan kapitaalaflossingen{ $debt ->
    [0] {""}
   *[other] , waarvan { $debt } als schuld
}
mombasa-mau-track-special = speciaal vak { $space }: { $you ->
    [true] hij en jij kregen
   *[other] hij kreeg
} { $pounds } pond
mombasa-mau-track-lost = { $steps ->
    [one] { $steps } stap
   *[other] { $steps } stappen
} verloren aan het eind van het spoor
mombasa-mau-no-steps = geen stappen op { $company } (zijn spoor is uitgespeeld)
mombasa-mau-ev-track-advanced = De Mautoma ging { $spaces ->
    [one] { $spaces } vak
   *[other] { $spaces } vakken
} vooruit op het { $company }-spoor ({ $bits }).
mombasa-mau-steps-on = { $steps ->
    [one] { $steps } stap
   *[other] { $steps } stappen
} op { $company }{ $lost ->
    [0] {""}
    [one] {" "}({ $lost } stap verloren aan het eind van het spoor)
   *[other] {" "}({ $lost } stappen verloren aan het eind van het spoor)
}{ $debt ->
    [0] {""}
   *[other] {" "}(betaalde { $paid } pond aan kapitaalaflossingen, { $debt } als schuld)
}

## Diamanten, boeken, inktpot.
mombasa-mau-diamonds-past-end = { $pounds } voor { $steps ->
    [one] { $steps } stap
   *[other] { $steps } stappen
} voorbij het eind van zijn diamantspoor
mombasa-mau-ev-diamonds = De Mautoma ging { $spaces ->
    [one] { $spaces } vak
   *[other] { $spaces } vakken
} vooruit op zijn diamantspoor (vak { $space }).
mombasa-mau-book-track-full = { $pounds } in plaats van een boek (zijn boekhoudingsspoor is vol)
mombasa-mau-no-book = geen boek (de boekendisplay is leeg)
mombasa-mau-takes-book = { $taking ->
    [true] neemt het {""}
   *[other] het {""}
}{ $book }, { $coin ->
    [true] het boek met een munt eronder
   *[other] het boek waar zijn pijl naar wijst (kolom { $column }, { $row ->
        [top] boven
        [bottom] onder
       *[other] { $row }
    })
}{ $pounds ->
    [none] {""}
   *[other] , en { $pounds } van eronder
}
mombasa-mau-ev-book-taken = De Mautoma nam het { $book } uit kolom { $column }, { $row ->
    [top] bovenste
    [bottom] onderste
   *[other] { $row }
} rij, gedekt op vak { $space } van zijn boekhoudingsspoor.
mombasa-mau-no-ink-step = geen inktpotstap (geen boek voor hem)
mombasa-mau-ev-ink-jar = De Mautoma zette zijn inktpot { $spaces ->
    [one] { $spaces } vak
   *[other] { $spaces } vakken
} vooruit naar vak { $space }.

## Kaarten uit de display.
mombasa-mau-share-worth = { $card_kind ->
    [share] {" "}(elk { $worth } waard)
   *[other] {" "}met een { $company }-aandeel (elk { $worth } waard)
}
mombasa-mau-ev-card-taken = De Mautoma nam de { $card }{ $share ->
    [none] {""}
   *[other] { $share }
} uit de { $column } kolom, rij { $row }, zonder te betalen; ze gaat op zijn stapel.
mombasa-mau-takes-card = neemt { $most ->
    [true] de kaart met het meest waardevolle aandeel
   *[other] de goedkoopste kaart
}, de { $card }{ $share ->
    [none] {""}
   *[other] { $share }
} (prijs { $price }), gratis
mombasa-mau-no-card = geen kaart om te nemen

## Uitbreiding.
mombasa-mau-ousted-from = { $company } uit { $region }
mombasa-mau-ev-ousted = De Mautoma verdreef een { $company }-handelspost uit { $region }, { $column ->
    [0] uit het spel (geen leeg vak in de basis)
   *[other] terug naar kolom { $column } van de basis
}.
mombasa-mau-ev-region-entered = De Mautoma plaatste een { $company }-handelspost (kolom { $column } van de basis) in { $region }.
mombasa-mau-cannot-expand = { $company } kan niet uitbreiden
mombasa-mau-bookkeeping-as-pounds = { $pounds } voor { $points ->
    [one] { $points } boekhoudingspunt
   *[other] { $points } boekhoudingspunten
} (zijn boekhoudingsspoor is vol)
mombasa-mau-into = naar { $regions }{ $ousting ->
    [none] {""}
   *[other] {" "}(verdrijft { $ousting })
}{ $rewards ->
    [none] {""}
   *[other] : { $rewards }
}
mombasa-mau-expands = hij breidt { $company } uit, { $reason }, met { $posts ->
    [one] { $posts } handelspost
   *[other] { $posts } handelsposten
} { $how }

## Bonusschijven.
mombasa-mau-space = { $kind ->
    [majority] meerderheidsvak voor { $measure }
    [tile] vak van de { $tile }
    [first_player] startspelervak
    [buy] koopvak
    [sell] verkoopvak
   *[other] vak { $kind }
}
mombasa-mau-ev-marker-placed = De Mautoma plaatste gratis een bonusschijf op het { $space }.
mombasa-mau-takes-majority = { $fewer ->
    [true] je hebt minder { $measure } dan
   *[other] je hebt evenveel { $measure } als
} de { $value } op zijn rondekaart, dus hij neemt het meerderheidsvak van { $company }
mombasa-mau-places-favoured-tile = hij plaatst een bonusschijf op zijn voorkeursbonustegel, de { $tile } (voorkeursmaatschappij { $company })
mombasa-mau-takes-tile = hij neemt het eerste vrije bonustegelvak vanaf de { $end ->
    [bottom] onderkant
    [top] bovenkant
   *[other] { $end }
}, de { $tile }
mombasa-mau-takes-other-tile = hij neemt het eerste vrije bonustegelvak vanaf de { $end ->
    [bottom] onderkant
    [top] bovenkant
   *[other] { $end }
} behalve zijn voorkeurstegel, de { $favoured }: de { $tile }
mombasa-mau-places-marker = { $space ->
    [sell] hij plaatst een bonusschijf op het verkoopvak (zonder een kaart te verkopen)
    [first_player] hij plaatst een bonusschijf op het startspelervak
   *[other] hij plaatst een bonusschijf op het koopvak (zonder te betalen)
}
mombasa-mau-ev-first-player = De Mautoma nam de startspelerfiche.
mombasa-mau-takes-first-player = neemt de startspelerfiche
mombasa-mau-effect-impossible = zijn effect ({ $effect }) kan niet uitgevoerd worden

## Waarom het niet kon.
mombasa-mau-why-icons-covered = elk symbool van zijn rondekaart is bedekt
mombasa-mau-why-you-have-more = je hebt meer dan zijn rondekaart toont voor elk onbedekt symbool
mombasa-mau-why-majorities-taken = de meerderheidsvakken die hij zou kunnen winnen, zijn bezet
mombasa-mau-why-no-marker = hij heeft geen bonusschijf meer
mombasa-mau-why-favoured-tile-taken = het vak van zijn voorkeurstegel, de { $tile }, is bezet
mombasa-mau-why-tiles-taken = elk bonustegelvak is bezet
mombasa-mau-why-other-tiles-taken = elk bonustegelvak behalve dat van zijn voorkeurstegel, de { $tile }, is bezet
mombasa-mau-why-display-empty = de kaartendisplay is leeg
mombasa-mau-why-space-taken = het { $space ->
    [first_player] startspelervak
    [buy] koopvak
    [sell] verkoopvak
   *[other] vak { $space }
} is bezet
mombasa-mau-why-track-finished = het { $company }-spoor is uitgespeeld
mombasa-mau-why-no-company = geen maatschappij om op vooruit te gaan
mombasa-mau-why-base-empty = { $company } heeft geen handelspost meer in de basis
mombasa-mau-why-no-region = { $company } heeft geen regio om te betreden
mombasa-mau-why-book-display-empty = de boekendisplay is leeg
mombasa-mau-why-no-share = geen kaart in de display toont een aandeel
mombasa-mau-why-impossible = het kan niet

## Opstelling en rondes (mautoma/setup.py).
mombasa-mau-ev-favoured = De Mautoma ({ $difficulty ->
    [easy] makkelijk
    [medium] gemiddeld
    [hard] moeilijk
   *[other] { $difficulty }
}) trok starttegel { $tile } en legde die af: zijn voorkeursmaatschappij is het hele spel { $company }, zijn schijf begint op vak { $space } van dat spoor; zijn voorkeursbonustegel is de { $bonus_tile }; zijn uitbreidingskaart toont kant { $side }.
mombasa-mau-ev-deck-rebuilt = De Mautoma schudde zijn gebruikte kaarten terug en trok een nieuwe stapel van 3 grijze en 3 gele kaarten; de drie munten van 5 pond gaan terug op zijn speelmat.
mombasa-mau-icon = { $value } { $measure }
mombasa-mau-ev-round-card = Rondekaart van de Mautoma voor ronde { $round }: { $icons }. Om een meerderheidsvak te nemen heb je minstens zijn waarde voor die maat nodig (een munt van een gele kaart bedekt het meest rechtse symbool).
