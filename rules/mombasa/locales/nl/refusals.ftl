# Weigeringen (refusals.py): waarom een actie niet mag, met de regel in gewone woorden.

## Wie er aan de beurt is.
mombasa-no-such-seat = Er is geen speler { $number } in dit spel.
mombasa-no-tile-chosen-waiting = Je hebt je starttegel al gekozen; we wachten tot { $seats } kiest.
mombasa-no-resting-laid-waiting = Je hebt je rustkaarten al neergelegd; we wachten op { $seats }.
mombasa-no-plan-confirmed-waiting = Je hebt je plan voor ronde { $round } al bevestigd; we wachten tot { $seats } gepland heeft.
mombasa-no-phase-ended-waiting = Je hebt je actiefase voor deze ronde beëindigd: { $seats } { $count ->
    [one] is
   *[other] zijn
} aan de beurt.
mombasa-no-not-your-turn = Je bent niet aan de beurt: { $seats } { $count ->
    [one] is
   *[other] zijn
} aan de beurt.
mombasa-no-game-over = Het spel is voorbij; er kunnen geen zetten meer gedaan worden.

## De fase.
mombasa-no-such-action = Mombasa heeft geen actie met de naam { $kind }.
mombasa-no-already-set-up = Het spel is al opgesteld: starttegels en rustkaarten zijn bij het begin gekozen.
mombasa-no-planning-not-begun = De planning is nog niet begonnen: het spel wordt nog opgesteld.
mombasa-no-planning-over = De planning is voorbij voor deze ronde: de actiefase van ronde { $round } is bezig.
mombasa-no-actions-not-begun-setup = De actiefase is nog niet begonnen: het spel wordt nog opgesteld.
mombasa-no-actions-not-begun = De actiefase is nog niet begonnen: plan eerst je kaarten voor ronde { $round }.
mombasa-no-malformed = Die keuze ({ $kind }) noemt iets wat hier niet bestaat; kies een van de getoonde opties.
mombasa-no-same-as-offered = Kies de { $what ->
    [goods_card] goederenkaart
    [bookkeeper] boekhouder
    [diamond_merchant] diamanthandelaar
   *[other] kaart
} zoals getoond: gelijke kaarten worden één keer aangeboden, onder één kaart-id.

## Opstelling en planning.
mombasa-no-tiles-chosen = De starttegels zijn al gekozen; leg je rustkaarten neer.
mombasa-no-tile-not-dealt = Die starttegel is niet aan jou uitgedeeld: houd { $tiles }.
mombasa-no-tile-first = Kies eerst je starttegel; de rustkaarten komen daarna.
mombasa-no-not-tile-cards = Dat zijn niet de 3 kaarten op je starttegel: leg elk ervan in één rustslot.
mombasa-no-such-slot = Dat actieslot bestaat niet: de actieslots zijn genummerd van 1 tot 3, en 4 en 5 zodra vrijgespeeld.
mombasa-no-card-not-in-hand-plan = Die kaart zit niet in je hand: alleen kaarten uit je hand kun je plannen.
mombasa-no-share-in-slot = Een enkele aandeelkaart mag nooit in een actieslot: ze heeft geen actie (ze telt alleen bij de eindtelling).
mombasa-no-slot-locked = Je { $slot } is nog niet vrijgespeeld: bereik eerst het vak ervan op je { $track ->
    [diamond] diamantspoor
   *[other] boekhoudingsspoor
}.
mombasa-no-slot-full = In je { $slot } ligt al een kaart: neem die eerst terug (elk slot houdt 1 kaart).
mombasa-no-nothing-to-take-back = Er ligt geen kaart in dat slot om terug te nemen.
mombasa-no-planning-choice = Die planningskeuze is nu niet mogelijk.

## De actiefase.
mombasa-no-nothing-to-cancel = Er valt niets te annuleren: er is geen actie bezig (een actie kun je annuleren van haar eerste tot haar laatste keuze).
mombasa-no-finish-action-first = Maak eerst de lopende actie af (of annuleer ze): { $asked }
mombasa-no-not-the-decision = Dat is niet de keuze die nu gevraagd wordt: { $asked }
mombasa-no-choice-not-possible = Die keuze is nu niet mogelijk: { $asked }
mombasa-no-no-action-under-way = Er is geen actie bezig: kies eerst een actie (goederen, uitbreiding, boekhouder, diamanthandelaar, bonusschijf of je actiefase beëindigen).
mombasa-no-tile-not-held = Je hebt die bonustegel deze ronde niet.
mombasa-no-tile-used = Je hebt die bonustegel deze ronde al gebruikt.
mombasa-no-tile-not-a = Die bonustegel is geen { $what ->
    [goods_card] goederenkaart
    [bookkeeper] boekhouder
   *[other] diamanthandelaar
}.
mombasa-no-card-not-in-area = Die kaart ligt niet in je actiegebied: alleen open kaarten die je deze ronde plande, kun je gebruiken (ruststapels en je hand zijn inactief).
mombasa-no-card-used = Die kaart is deze ronde al gebruikt (ze ligt gedekt).
mombasa-no-card-not-a = Die kaart is geen { $what ->
    [goods_card] goederenkaart
    [bookkeeper] boekhouder
   *[other] diamanthandelaar
}.
mombasa-no-no-expansion-card = Je hebt geen open uitbreidingskaart in je actiegebied (een uitbreidingsbonus van een spoor alleen is geen uitbreidingskaart).
mombasa-no-plus-one-not-held = Je hebt de +1-goederentegel deze ronde niet.
mombasa-no-plus-one-placed = De +1-goederentegel ligt al op een kaart: eenmaal gelegd mag hij niet meer verplaatst worden.

## Bonusschijven.
mombasa-no-such-bonus-space = Dat bonusvak bestaat niet in dit spel (de extra bonusvakken horen alleen bij de sporen C en D).
mombasa-no-no-marker-left = Je hebt deze ronde geen bonusschijf meer over ({ $markers ->
    [one] je enige schijf ligt op een bonusvak
   *[other] al je { $markers } schijven liggen op bonusvakken
}).
mombasa-no-space-taken = Op { $space } ligt deze ronde al { $mine ->
    [true] jouw bonusschijf
   *[other] de bonusschijf van { $holder_seat }
}; een schijf blokkeert het vak tot de volgende ronde.
mombasa-no-first-player-space-first-turn = Als startspeler mag je in je eerste beurt van de ronde geen schijf op het startspelervak plaatsen.
mombasa-no-buy-space-cost = Het koopvak kost { $cost } pond bovenop de prijs van de kaart; je hebt { $money } pond.
mombasa-no-display-empty = De kaartendisplay is leeg: er is geen kaart te koop.
mombasa-no-buy-space-price = Je hebt { $cost } pond nodig voor het vak plus de volle prijs van de kaart (de goedkoopste kaart kost { $cheapest } pond); je hebt { $money } pond.
mombasa-no-sell-space-hand-empty = Je hand is leeg: het verkoopvak vraagt een kaart uit je hand (en alleen uit je hand).
mombasa-no-majority-none = Je hebt geen { $measure } open in je actiegebied, dus je kunt de meerderheid in { $measure } niet opeisen.
mombasa-no-majority-not-yours = Je hebt niet de meerderheid in { $measure }: jij hebt { $mine } { $measure } open, { $best_seat } heeft { $best } (gelijkstand is genoeg; gebruikte kaarten tellen niet).
mombasa-no-tile-space-cost = { $space } kost { $cost } pond; je hebt { $money } pond.
mombasa-no-track-space-locked = Je hebt dat extra bonusvak nog niet vrijgespeeld: bereik het { $which ->
    [1] eerste
   *[other] tweede
} speciale vak van het { $company }-spoor (een bonus die je tijdens een beurt vrijspeelt, werkt vanaf je volgende beurt).
mombasa-no-track-space-twice = Je hebt deze ronde al een schijf op het andere extra bonusvak van het { $company }-spoor: je mag er maar één per ronde gebruiken.
mombasa-no-track-space-cost = Dat extra bonusvak kost { $cost } pond; je hebt { $money } pond.
mombasa-no-track-space-hand-empty = Je hand is leeg: dat vak vraagt een kaart uit je hand.
mombasa-no-track-space-no-coffee = Dat vak vraagt een koffiekaart uit je hand, en je hebt er geen.
mombasa-no-bonus-marker = Je kunt daar nu geen bonusschijf plaatsen.

## Goederen.
mombasa-goods-amount = { $mixed ->
    [true] waarde { $units } aan { $goods }
   *[other] { $units } { $goods }
}
mombasa-no-goods-chosen = De goederen voor deze actie zijn al gekozen.
mombasa-no-goods-card-twice = Die goederenkaart hoort al bij deze betaling.
mombasa-no-goods-mixed-too-little = Gemengde goederen mogen alleen een kaart betalen, en geen kaart in de display kost zo weinig meer dan je goederen.
mombasa-no-goods-one-type = Gebruik in één actie goederenkaarten van één soort: deze actie gebruikt { $goods } (soorten mengen vraagt de tweede goederenbonus van het spoor).
mombasa-no-goods-mixed-unaffordable = Gemengde goederen mogen alleen een kaart betalen, en geen kaart in de display is ermee te betalen: voeg kaarten toe of annuleer.
mombasa-no-purchase-settled = De aankoop is al geregeld: gebruik de resterende waarde op maatschappijsporen.
mombasa-no-display-space-empty = De { $column } kolom, rij { $row } van de kaartendisplay is leeg (ze wordt pas in de voorbereidingsfase aangevuld).
mombasa-no-goods-short = Je goederen halen de prijs van die kaart niet ({ $price }{ $discount ->
    [0] {""}
   *[other] {" "}na je korting van { $discount }
}): je hebt { $goods }.
mombasa-no-goods-mixed-must-buy = Met gemengde goederen moet je een kaart kopen: alleen de tweede goederenbonus van het spoor laat mengen toe, en alleen als betaling.
mombasa-no-buy-before-steps = Koop een kaart (of kies om dat niet te doen) voordat je op de maatschappijsporen vooruitgaat.
mombasa-no-such-company-track = Dat maatschappijspoor bestaat niet.
mombasa-no-advance-one = Ga minstens 1 vak vooruit.
mombasa-no-units-left = Je hebt nog maar een waarde van { $units } over om mee vooruit te gaan.
mombasa-no-track-end = Je schijf zou voorbij het eind van het { $company }-spoor gaan: daar kan nog hoogstens { $steps ->
    [one] { $steps } vak
   *[other] { $steps } vakken
}.
mombasa-no-capital-call = Je kunt de kapitaalaflossing van { $pounds } pond op het { $company }-spoor niet betalen (je hebt { $money } pond): daar kan hoogstens { $steps ->
    [one] { $steps } vak
   *[other] { $steps } vakken
}.
mombasa-no-forfeit-units = Je kunt nog vooruit op een maatschappijspoor: waarde laten vallen mag alleen als geen enkel spoor ze kan opnemen.
mombasa-no-goods-choice = Die goederenkeuze is nu niet mogelijk.

## Uitbreiding.
mombasa-no-expanding-already = Je breidt { $company } al uit: de hele uitbreidingswaarde gaat naar één maatschappij.
mombasa-no-such-company = Die maatschappij bestaat niet.
mombasa-no-base-empty = De basis van { $company } heeft geen handelsposten meer: ze kan pas weer uitbreiden als er posten naar teruggedreven worden.
mombasa-no-expand-company = Je kunt die maatschappij nu niet uitbreiden.
mombasa-no-company-first = Kies eerst de maatschappij die je uitbreidt.
mombasa-no-such-region = Die regio bestaat niet op de kaart (maatschappijbasissen zijn geen regio's en kunnen niet betreden worden).
mombasa-no-region-holds-post = In { $region } staat al een { $company }-handelspost: betreed een regio zonder.
mombasa-no-enclave = { $region } is een enclave: { $company } moet eerst een handelspost hebben in { $around }, dat haar omsluit.
mombasa-no-region-unreachable = Die regio is voor { $company } niet bereikbaar: betreed een regio naast de basis of naast haar handelsposten.
mombasa-no-entry-border = { $points } voor de dubbele grenslijn
mombasa-no-entry-occupied = 1 extra voor de handelspost van de andere maatschappij daar
mombasa-no-entry-cost = { $region } betreden kost { $cost ->
    [one] { $cost } uitbreidingspunt
   *[other] { $cost } uitbreidingspunten
}{ $why ->
    [none] {""}
   *[other] {" "}({ $why })
}; je hebt er nog { $left }.
mombasa-no-column-empty = Kolom { $column } van de basis van { $company } heeft geen handelspost: neem de voorste post van een kolom die er een heeft.
mombasa-no-enter-region = Je kunt die regio nu niet betreden.
mombasa-no-finish-expansion = Je kunt de uitbreiding nu niet afronden.
mombasa-no-oust-return-possible = De basis van { $company } heeft nog een vak waar de verdreven post naar terug kan: hij gaat alleen uit het spel als er geen is.
mombasa-no-oust-column = Die kolom van de basis van { $company } heeft geen vak om te bedekken: de post gaat naar het achterste lege vak, en een leeggemaakt laatste vak wordt nooit meer bedekt{ $columns ->
    [none] .
   *[other] {" "}(kies kolom { $columns }).
}

## Boekhouding.
mombasa-no-book-space-empty = Dat boekvak is leeg (de voorraad { $letter }-boeken is op, dus het wordt niet aangevuld).
mombasa-no-book-cost = Het { $book } kost { $cost ->
    [one] { $cost } boekhoudingspunt
   *[other] { $cost } boekhoudingspunten
}; je hebt er nog { $left }.
mombasa-no-take-pound = Je kunt nu geen pond nemen.
mombasa-no-book-not-acquired = Dat boek heb je deze beurt niet verworven: leg de boeken die je deze beurt nam.
mombasa-no-such-bookkeeping-space = Dat vak bestaat niet op je boekhoudingsspoor.
mombasa-no-a-book-crossed-out = Een A-boek mag niet op een leeg vak met een doorstreepte A: alleen B- en C-boeken mogen daar.
mombasa-no-a-book-covers = Een A-boek mag nooit een { $letter }-boek bedekken.
mombasa-no-book-space = Dat boek mag niet op dat vak.
mombasa-no-place-book = Je kunt dat boek daar nu niet leggen.
mombasa-no-flip-cost = Een boek omdraaien kost { $cost } pond; je hebt { $money } pond.
mombasa-no-no-book-to-flip = Er ligt geen boek op dat vak om om te draaien.
mombasa-no-book-face-down = Dat boek ligt al gedekt.
mombasa-no-flip-behind-ink = Alleen een boek vóór je inktpot (vak { $ink }) is het omdraaien waard.
mombasa-no-flip-book = Je kunt dat boek nu niet omdraaien.
mombasa-have = { $kind ->
    [good] { $n } { $good }
    [expansion] uitbreiding { $n }
    [merchants] { $n ->
        [one] { $n } diamanthandelaar
       *[other] { $n } diamanthandelaars
    }, { $others ->
        [one] { $others } andere boekhouder
       *[other] { $others } andere boekhouders
    }
   *[other] ?
}
mombasa-needs = vereist { $need } (je hebt { $have })
mombasa-no-ink-final = Je inktpot staat op het laatste vak van het boekhoudingsspoor: hij kan niet verder.
mombasa-no-ink-empty-space = Op vak { $space } van je boekhoudingsspoor ligt geen boek: lege vakken kunnen nooit betreden worden.
mombasa-no-book-requirements = Je voldoet niet aan de vereisten van het boek op vak { $space }: { $needs }. Alleen open kaarten in je actiegebied tellen, en de boekhouder die je gebruikt niet.
mombasa-no-ink-move = Je inktpot kan nu niet verzet worden.

## De actiefase beëindigen, kaarten voor ponden, meerderheden, extra bonusvakken.
mombasa-no-resting-deck-empty = Je { $deck } is leeg: raap precies 1 ruststapel op waarin kaarten liggen.
mombasa-no-pick-up-a-deck = Je hebt een ruststapel met kaarten: raap precies 1 van je ruststapels op.
mombasa-no-such-resting-deck = Die ruststapel bestaat niet: raap je ruststapel 1, 2 of 3 op.
mombasa-no-must-buy = De beloning van dit vak is een kaart kopen: je moet er een kopen.
mombasa-no-display-space-empty-short = De { $column } kolom, rij { $row } van de kaartendisplay is leeg.
mombasa-no-card-cost = Die kaart kost { $price } pond; je hebt { $money } pond.
mombasa-no-card-not-in-hand-sell = Die kaart zit niet in je hand: alleen een kaart uit je hand (en alleen uit je hand) kan verkocht worden.
mombasa-no-coffee-only = Dit vak koopt alleen een koffiekaart uit je hand.
mombasa-no-such-majority-reward = Die beloning bestaat niet op dit meerderheidsvak.
mombasa-no-majority-tier = Je totaal aan { $measure } ({ $value }) haalt de beloning voor { $minimum }+ niet; je mag een lagere beloning nemen, nooit een hogere.
mombasa-no-bk-diamond = Kies 1 boekhoudingspunt en 2 diamantstappen, of 2 boekhoudingspunten en 1 diamantstap.
mombasa-no-other-tracks = Kies 2 verschillende maatschappijsporen uit { $companies } (niet het spoor van dit bonusvak).
mombasa-no-such-company-base = Die maatschappijbasis bestaat niet.
mombasa-no-remove-column-empty = Kolom { $column } van de basis van { $company } heeft geen handelspost om te verwijderen: verwijder de voorste post van een kolom die er een heeft.
mombasa-no-reward-order = Kies waar de spoorstappen tussen je beloningen komen, zoals getoond: alleen de plaatsen die verschil maken (voor of na de beloningen die ponden voor een kapitaalaflossing kunnen opleveren) worden aangeboden.
