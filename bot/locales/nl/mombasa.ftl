# De woorden van het Mombasa-profiel (bot/games/mombasa/): spelregelhulp, telcategorieën,
# commandohulp, lobbyopties. Sleutels: bot-mombasa-...

bot-mombasa-title = Mombasa
bot-mombasa-description = Speel Mombasa: in een serverthread met vrienden, of solo tegen de Mautoma in je DM
bot-mombasa-automa = de Mautoma
bot-mombasa-planned = { $phase ->
    [setup] gekozen
   *[other] gepland
}

## /mombasa regels: één bericht per onderwerp
bot-mombasa-rules-overview = Mombasa duurt 7 rondes van drie fasen: de planningsfase (iedereen legt in het geheim actiekaarten in zijn actieslots), de algemene actiefase (om beurten één actie per speler tot iedereen zijn eigen actiefase beëindigd heeft) en de voorbereiding van de volgende ronde. Je verdient ponden met aandelen in de maatschappijen, je diamantspoor, je boekhoudingsspoor en contant geld; wie de meeste ponden heeft, wint (bij gelijkstand wordt de overwinning gedeeld). Commando's: `/mombasa paneel` of de knop **Mijn paneel openen** toont wat je nu kunt doen.
    .topic = overzicht
bot-mombasa-rules-planning = Elke ronde legt iedereen tegelijk kaarten uit de hand gedekt in de beschikbare actieslots (eerst 3; het diamantspoor en het boekhoudingsspoor kunnen een 4e en 5e vrijspelen). Elk actieslot hoort bij de ruststapel erboven (actieslots 1, 2 en 3 bij ruststapels 1, 2 en 3; actieslot 4, van het diamantspoor, bij ruststapel 1; actieslot 5, van het boekhoudingsspoor, bij ruststapel 3): aan het eind van je actiefase gaan de kaarten daarheen, en je neemt per ronde maar één ruststapel terug, dus het doet ertoe waar een kaart komt. Je mag minder kaarten plannen. Plan met `/mombasa plannen` (alleen jij ziet je paneel; een heropend paneel houdt je ontwerp); als iedereen bevestigd heeft, worden alle plannen onthuld.
    .topic = planning
bot-mombasa-rules-goods = Gebruik een of meer open goederenkaarten van één soort (koffie, bananen of katoen): met hun waarde koop je hoogstens één kaart uit de kaartendisplay (de prijs is haar eigen kratwaarde plus de kratwaarde naast haar vak) en/of zet je je schijven vooruit op maatschappijsporen, één vak per waardepunt, verdeeld zoals je wilt. De gebruikte kaarten worden omgedraaid. `/mombasa goederen`.
    .topic = goederen
bot-mombasa-rules-expansion = Gebruik al je open uitbreidingskaarten tegelijk om één maatschappij uit te breiden: neem haar handelsposten vooraan uit de kolommen van haar basis en zet ze in regio's naast haar basis of haar posten. Een enkele grenslijn oversteken kost 1 punt, een dubbele 2, +1 als er een andere maatschappij staat (die wordt naar haar basis teruggedreven). Betreden regio's geven hun beloning (ponden, diamantstappen, stappen op het spoor van die maatschappij, boekhoudingspunten). Leeggemaakte vakken in de basis verhogen de waarde van de aandelen van die maatschappij. `/mombasa uitbreiden`.
    .topic = uitbreiding
bot-mombasa-rules-bookkeeping = Gebruik één boekhouder: eerst mag je 2 pond betalen om één boek naar gedekt om te draaien, daarna zet je je inktpot boek voor boek vooruit zolang je open kaarten aan de vereisten van elk boek voldoen (ze worden niet opgebruikt); je krijgt de beloning van het boek waarop je stopt. Daarna besteed je de punten van de boekhouder: een A- of B-boek kost 1, een C-boek 2, een pond 1; nieuwe boeken leg je aan het eind van je beurt op je boekhoudingsspoor. `/mombasa boekhouder`.
    .topic = boekhouding
bot-mombasa-rules-diamonds = Een diamanthandelaar zet je diamant vooruit en geeft ponden: de gewone 1 stap en 2 pond, de handelaar van een maatschappij 2 stappen en 1 pond plus 1 stap per 2 mijnsymbolen in de regio's die die maatschappij beheert. Het diamantspoor telt de laatste waarde die je gepasseerd bent en kan een actieslot vrijspelen. `/mombasa diamant`.
    .topic = diamanten
bot-mombasa-rules-bonus-spaces = Plaats een bonusschijf (`/mombasa bonus`) op een vrij bonusvak: het startspelervak (neem de startspelerfiche en 1 boekhoudingspunt), een kaart kopen voor ponden (betaal 1 plus de prijs), een kaart uit je hand verkopen (de kratwaarde + 2 pond), een meerderheidsvak (als niemand meer koffie / bananen / katoen / uitbreiding open heeft: stappen op een maatschappijspoor, meer voor meer), of een bonustegelvak dat een tegel reserveert voor de volgende ronde (de "+1"-goederentegel, of een boekhouder-, diamanthandelaar- of uitbreidingstegel die als extra actiekaart werkt). De schijven komen aan het eind van de ronde terug.
    .topic = bonusvakken
bot-mombasa-rules-tracks = Elke maatschappij heeft een spoor; goederenwaarde, regiobeloningen en meerderheidsvakken zetten je schijf erop vooruit. Wie een aandeelsymbool bereikt of passeert, heeft zoveel aandelen; sommige vakken kosten ponden om te betreden (kapitaalaflossingen), speciale vakken betalen ponden uit, en wie ver genoeg komt, speelt betere bonussen vrij (de eerste en tweede bonus van het spoor). Kaarten met een extra aandeel in de hoek voegen aan het eind aandelen toe.
    .topic = sporen
bot-mombasa-rules-scoring = Na ronde 7 neemt iedereen al zijn ruststapels terug. Telling: contant geld; per maatschappij je aandelen (spoor plus kaarten) maal haar aandeelwaarde (de muntsymbolen die in haar basis zichtbaar zijn); de laatste waarde die je diamant gepasseerd is; de laatste waarde die je inktpot gepasseerd is. Het hoogste totaal wint; bij gelijkstand wordt de overwinning gedeeld. De bot plaatst het scoreblad en bewaart je uitslagen voor `/mombasa statistieken`.
    .topic = telling
bot-mombasa-rules-solo = `/mombasa solo moeilijkheid:` start een spel tegen de Mautoma, de geautomatiseerde tegenstander van de Mautoma v2.0-regels, in een DM met de bot (je DM's moeten openstaan). Je speelt zoals gewoonlijk; na elke zet van jou meldt de bot wat de Mautoma deed en waarom.
    .topic = solo
bot-mombasa-rules-actions = In je beurt doe je precies één actie: goederenkaarten gebruiken, alle uitbreidingskaarten gebruiken, een boekhouder gebruiken, een diamanthandelaar gebruiken, een bonusschijf plaatsen of je actiefase beëindigen (`/mombasa passen`: neem precies één ruststapel terug; je geplande kaarten gaan naar hun ruststapels). Elke actie kun je stap voor stap in je paneel opbouwen en annuleren voordat je ze bevestigt.
    .topic = acties
bot-mombasa-rules-undo = `/mombasa ongedaan` neemt je laatste zet terug zolang geen andere speler iets gedaan heeft en er sindsdien niets verborgens onthuld is (een getrokken kaart, een onthuld plan).
    .topic = ongedaan maken

## Telcategorieën in de eindstand
bot-mombasa-score-cash = contant
bot-mombasa-score-mombasa = aandelen Mombasa
bot-mombasa-score-cape-town = aandelen Cape Town
bot-mombasa-score-saint-louis = aandelen Saint-Louis
bot-mombasa-score-cairo = aandelen Cairo
bot-mombasa-score-diamonds = diamanten
bot-mombasa-score-bookkeeping = boekhouding

## Actiecommando's
bot-mombasa-cmd-plan = plannen
    .description = Plan je ronde in het geheim: leg actiekaarten in je actieslots
bot-mombasa-cmd-goods = goederen
    .description = Doe een goederenactie (kaarten kopen, vooruit op maatschappijsporen)
bot-mombasa-cmd-expand = uitbreiden
    .description = Doe een uitbreidingsactie: plaats handelsposten
bot-mombasa-cmd-bookkeeper = boekhouder
    .description = Doe een boekhouderactie: ga vooruit op het boekhoudingsspoor
bot-mombasa-cmd-diamond = diamant
    .description = Doe een diamantactie: ga vooruit op het diamantspoor
bot-mombasa-cmd-bonus = bonus
    .description = Plaats een bonusschijf
bot-mombasa-cmd-pass = passen
    .description = Beëindig je actiefase voor deze ronde
bot-mombasa-cmd-play = spelen
    .description = Een van je toegestane acties, of je openstaande beslissing

## Lobby en opzoeken
bot-mombasa-setup = Opstelling
    .description = Opstelling voor het eerste spel, of de variabele opstelling met een geheime startkeuze
bot-mombasa-setup-first = eerste spel
bot-mombasa-setup-variable = variabel
bot-mombasa-card = kaart
    .description = Zoek een kaart, een boek of een tegel op naam op
bot-mombasa-card-name = naam
    .description = Begin te typen: een kaart ("koffie", "diamanthandelaar"), een boek ("C-boek"), een tegel

## /mombasa kaart: het opzoeken (bot/games/mombasa/cards.py)
bot-mombasa-good-coffee = koffie
bot-mombasa-good-bananas = bananen
bot-mombasa-good-cotton = katoen
bot-mombasa-tile-plus_one_goods = Leg hem in een van je beurten op een open goederenkaart in je actiegebied: die kaart telt vanaf dan 1 waarde meer.
bot-mombasa-tile-bookkeeper = Telt als een boekhouderkaart van 1 boekhoudingspunt, zonder een actieslot in te nemen.
bot-mombasa-tile-diamond = Telt als een diamanthandelaar zonder een actieslot in te nemen: 2 diamantstappen, plus 1 voor elke andere open diamanthandelaar in je actiegebied.
bot-mombasa-tile-expansion = Telt als een uitbreidingskaart van 2 uitbreidingspunten, zonder een actieslot in te nemen.
bot-mombasa-place = { $n ->
    [1] eerste
    [2] tweede
    [3] derde
    [4] vierde
   *[other] { $n }e
}
bot-mombasa-fact-goods = Goederenkaart: { $good } met waarde { $units }. Goederenkaarten van één soort betalen samen een kaart uit de display en/of stappen op maatschappijsporen.
bot-mombasa-fact-expansion = Uitbreidingskaart: { $points ->
    [one] { $points } uitbreidingspunt
   *[other] { $points } uitbreidingspunten
}. Alle uitbreidingskaarten in je actiegebied worden samen gebruikt om één maatschappij uit te breiden.
bot-mombasa-fact-bookkeeper = Boekhouder: zet je inktpot vooruit over de boeken waarvan je aan de vereisten voldoet, en gebruik daarna { $points ->
    [one] { $points } boekhoudingspunt
   *[other] { $points } boekhoudingspunten
} (boeken of ponden).
bot-mombasa-fact-diamond-company = Diamanthandelaar: { $diamonds ->
    [one] { $diamonds } diamantstap
   *[other] { $diamonds } diamantstappen
} en { $pounds } pond, plus 1 stap per 2 mijnsymbolen in de regio's die { $company } beheert.
bot-mombasa-fact-diamond = Diamanthandelaar: { $diamonds ->
    [one] { $diamonds } diamantstap
   *[other] { $diamonds } diamantstappen
} en { $pounds } pond.
bot-mombasa-fact-share = Aandeelkaart: ze kan nooit gespeeld worden; ze telt alleen bij de eindtelling.
bot-mombasa-fact-extra-share = Toont 1 extra aandeel { $company } (telt bij de eindtelling).
bot-mombasa-fact-crate = Kratwaarde { $crate }: de prijs in de kaartendisplay is { $crate } plus de kratwaarde naast haar vak; verkocht op het verkoopvak brengt ze { $sold } pond op.
bot-mombasa-fact-market = Marktkaart { $id } uit stapel { $deck }.
bot-mombasa-fact-market-copies = Marktkaart { $id } uit stapel { $deck }; { $copies ->
    [one] { $copies } gelijke kaart
   *[other] { $copies } gelijke kaarten
} in het spel.
bot-mombasa-fact-starting-seat = Startkaart van alleen de { $place } speler.
bot-mombasa-fact-starting = Startkaart: elke speler heeft er een in de starthand.
bot-mombasa-fact-crate-sold = Kratwaarde { $crate }: verkocht op het verkoopvak brengt ze { $sold } pond op.
bot-mombasa-title-starting = { $name } (startkaart)
bot-mombasa-title-starting-seat = { $name } (startkaart, { $place } speler)
bot-mombasa-share-note = {" "}met een aandeel { $company }
bot-mombasa-nothing = niets
bot-mombasa-fact-needs = Vereist, open in je actiegebied: { $needs } (de kaarten worden niet opgebruikt).
bot-mombasa-fact-reward = Beloning als je inktpot erop stopt: { $reward }.
bot-mombasa-fact-book-cost = Het uit de boekendisplay nemen kost { $cost ->
    [one] { $cost } boekhoudingspunt
   *[other] { $cost } boekhoudingspunten
}.
bot-mombasa-fact-a-book = Een A-boek mag niet op een leeg vak met een doorstreepte A.
bot-mombasa-book-head = **{ $name }** (boek { $id })
bot-mombasa-steps-on = { $steps ->
    [one] { $steps } stap
   *[other] { $steps } stappen
} op { $track }
bot-mombasa-diamond-track = het diamantspoor
bot-mombasa-company-track = het { $company }-spoor
bot-mombasa-fact-resting = Rustkaarten: { $cards }.
bot-mombasa-fact-bonus = Startbonus: { $bonus }.
bot-mombasa-fact-printed-book = Gedrukt startboek: { $book }.
bot-mombasa-fact-first-game-tile = In de opstelling voor het eerste spel is het de tegel van de { $place } speler.
bot-mombasa-tile-title = starttegel { $id }
bot-mombasa-bonus-tile-name = { $kind ->
    [plus_one_goods] "+1"-goederentegel
    [bookkeeper] boekhoudertegel
    [diamond] diamanthandelaartegel
    [expansion] uitbreidingstegel
   *[other] { $kind }-tegel
}
bot-mombasa-fact-reserved = Met een bonusschijf op het bonustegelvak te reserveren voor de volgende ronde, voor { $cost } pond.
bot-mombasa-bonus-head = **{ $name }** (bonustegel)
bot-mombasa-several = Meerdere treffers voor { $query }: { $shown }. Kies er een uit de lijst terwijl je typt.
bot-mombasa-several-more = Meerdere treffers voor { $query }: { $shown } en nog { $more }. Kies er een uit de lijst terwijl je typt.

## Board parts (/mombasa board part:)
bot-mombasa-part-map = Kaart: gebieden, handelsposten en maatschappijen
bot-mombasa-part-tracks = Sporen: aandelen, diamanten en rondes
bot-mombasa-part-bonus = Bonusvakken en oppakken
bot-mombasa-part-displays = Kaartendisplay en boekendisplay

bot-mombasa-slot-menu = Actieslot { $number }: kies een kaart
bot-mombasa-plan-slot = actieslot { $number }: { $card }
bot-mombasa-plan-and = { $first } · { $rest }
bot-mombasa-plan-empty = nog geen kaart gepland
bot-mombasa-action-menu = Kies een actie
bot-mombasa-goods-add-menu = Nog een goederenkaart erbij
bot-mombasa-buy-menu = Koop hiermee een kaart
bot-mombasa-buy-short = { $card }, prijs { $price }
bot-mombasa-buy-where = { $column } kolom, rij { $row }
bot-mombasa-steps-menu = Waar je { $units ->
    [one] { $units } stap gaat
   *[other] { $units } stappen gaan
}
bot-mombasa-steps-one-menu = Of zet één spoor per keer
bot-mombasa-steps-part = { $company } +{ $n }
bot-mombasa-steps-and = { $first }, { $rest }
bot-mombasa-enter-menu = Betreed een regio
bot-mombasa-enter-short = { $region } ({ $cost ->
    [one] { $cost } punt
   *[other] { $cost } punten
})
bot-mombasa-confirm-with = Bevestig: { $action }
bot-mombasa-ask-books = Neem een boek (of 1 pond)
bot-mombasa-ask-place-book = Waar het boek komt
bot-mombasa-ask-flip = Een boek omdraaien?
bot-mombasa-ask-ink = Verzet je inktpot
bot-mombasa-ask-oust = Verdreven post: waarheen?
bot-mombasa-ask-pickup = Raap een ruststapel op
bot-mombasa-ask-tile = Houd één starttegel (geheim)
bot-mombasa-ask-tile-solo = Houd één starttegel
bot-mombasa-ask-rest = Leg de 3 kaarten op je ruststapels
bot-mombasa-status-round = Ronde { $round } van { $rounds }: { $phase ->
    [setup] opstelling
    [planning] planning
    [actions] acties
    [over] spel voorbij
   *[other] { $phase }
}

## Mombasa panels: where a book goes (one wording with the move's label)
bot-mombasa-place-book-menu = Waar het { $book } komt
bot-mombasa-book-space = Vak { $space } van het boekhoudingsspoor ({ $covered ->
    [none] leeg
   *[other] op het { $covered }-boek
})

## Een display aangevuld, in één regel (een reeks kaart- en boekgebeurtenissen van de engine)
bot-mombasa-card-display-refilled = Kaartendisplay aangevuld: { $new } (eruit: { $gone }).
bot-mombasa-card-display-new = Kaartendisplay aangevuld: { $new }.
bot-mombasa-card-display-out = Uit de kaartendisplay: { $gone }.
bot-mombasa-book-display-refilled = Boekendisplay aangevuld: { $books }.

## Planning with one tap per card: the card just placed moved, a card taken back
bot-mombasa-plan-move-menu = Verplaats de kaart die je net legde
bot-mombasa-plan-move = Verplaats de { $card } naar actieslot { $number }
bot-mombasa-plan-move-short = { $card } naar actieslot { $number }
bot-mombasa-plan-take-menu = Neem een kaart terug

## The bookkeeper's ink jar in one pick: a book flipped first, and where the ink jar ends
bot-mombasa-ink-path = Inktpot { $moved ->
    [true] naar vak { $space }
   *[other] blijft op vak { $space } (geen boekbeloning)
}
bot-mombasa-ink-flip-path = Draai vak { $flip } om (betaal { $pounds }), inktpot { $moved ->
    [true] naar vak { $space }
   *[other] blijft op vak { $space }
}

## Several books placed in one tap, front to back ahead of the ink jar (rulebook page 7)
bot-mombasa-place-books-front-menu = Al je boeken tegelijk, van voor naar achter
bot-mombasa-place-books-front = { $count ->
    [one] Het boek op vak { $spaces }
   *[other] Alle { $count } boeken van voor naar achter (vakken { $spaces })
}

## A region two base columns reach: its button says which column the post comes from
bot-mombasa-enter-from = { $region } vanuit kolom { $column } ({ $cost ->
    [one] { $cost } punt
   *[other] { $cost } punten
})

## A reward's books taken and placed in one tap, the move confirmed with it (issue 28): each
## book named short (its letter, where it lies in the display; the panel lists them whole),
## placed front to back ahead of the ink jar (rulebook page 7)
bot-mombasa-book-at = { $letter }-boek uit kolom { $column }, { $row ->
    [0] boven
   *[other] onder
}
bot-mombasa-pound-short = 1 pond
bot-mombasa-books-onto = { $own ->
    [one] { $count ->
        [one] { $what } → vak { $spaces }
       *[other] { $what }; alle { $count } boeken van voor naar achter → vakken { $spaces }
    }
   *[other] { $count ->
        [one] { $what }; het eerder genomen boek → vak { $spaces }
       *[other] { $what }; alle { $count } boeken van voor naar achter → vakken { $spaces }
    }
}
# the books on offer, whole, one line each above the buttons that name them short
bot-mombasa-book-offer = Kolom { $column }, { $row ->
    [0] boven
   *[other] onder
}: { $book }
bot-mombasa-books-own-space-menu = Een boek op een vak naar keuze…
## Where a book goes, one short button per space of the track (rows of five)
bot-mombasa-book-space-short = { $covered ->
    [none] { $space }
   *[other] { $space } (op { $covered })
}
bot-mombasa-book-space-ask = Waar het { $book } komt: een vak van je boekhoudingsspoor (van voor naar achter: vak { $front })
bot-mombasa-book-space-ask-any = Waar het { $book } komt: een vak van je boekhoudingsspoor
# a plan's steps in one line: the cards that stayed face down, counted (never named)
bot-mombasa-planned-face-down = { $seat } legde { $count ->
    [0] geen kaart
    [one] een kaart
   *[other] { $count } kaarten
} gedekt neer.
# bookkeeping points with more ways than one row of buttons: the ways nearest to the
# player's cards are the buttons (bot/games/mombasa/defaults.py), the rest in a menu
bot-mombasa-books-suggested = Je { $points ->
    [one] boekhoudingspunt
   *[other] { $points } boekhoudingspunten
}: de boeken het dichtst bij je kaarten{ $space ->
    [0] {""}
   *[other] , op vak { $space }
}
bot-mombasa-books-other-menu = Andere boeken, ponden of vakken, punt voor punt…
# where an ousted post goes when a Confirm below plays the move (the column a player may choose)
bot-mombasa-oust-default = De verdreven { $company }-handelspost gaat terug naar kolom { $column }.
# several books on one Confirm button, each by its letter and where it lies ("A from 2 top")
bot-mombasa-book-at-short = { $letter } uit { $column } { $row ->
    [0] boven
   *[other] onder
}
bot-mombasa-books-onto-short = { $what } → { $count ->
    [one] vak
   *[other] vakken
} { $spaces }
# an expansion's regions in a panel's "so far", one line
bot-mombasa-expansion-so-far = Breid { $company } uit ({ $points ->
    [one] { $points } punt
   *[other] { $points } punten
}): { $regions }
# a book's space said once, above buttons that each place their one book there
bot-mombasa-ask-books-onto = Neem een boek (of 1 pond), op vak { $space }
# a book on offer in one line, named as the buttons of several books name it
bot-mombasa-book-offer-short = { $letter } uit { $column } { $row ->
    [0] boven
   *[other] onder
}: { $requirements } → { $rewards }
# an expansion finished early, its bookkeeping point's book taken with it, in one Confirm
bot-mombasa-finish-and = { $left ->
    [0] afronden, { $then }
    [one] afronden ({ $left } punt vervalt), { $then }
   *[other] afronden ({ $left } punten vervallen), { $then }
}
# the plain finish beside that Confirm: the other books and pounds follow it
bot-mombasa-finish-other-books = { $finish }, dan andere boeken kiezen
bot-mombasa-finish-books-menu = Nu afronden met het boek dat het best bij je kaarten past
# the books suggested for bookkeeping points when every button places them onto the same
# spaces: said once here, the buttons then name the books (bot/games/mombasa/panels.py)
bot-mombasa-books-suggested-onto = Je { $points ->
    [one] boekhoudingspunt
   *[other] { $points } boekhoudingspunten
}: de boeken het dichtst bij je kaarten, op { $count ->
    [one] vak { $spaces }
   *[other] vakken { $spaces }
}
# a book on a button, whole but short: "A (2 koffie → +2 pond)"
bot-mombasa-book-whole-short = { $letter } ({ $requirements } → { $rewards })
