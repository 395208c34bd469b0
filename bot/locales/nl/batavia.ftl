# De woorden van het Batavia-profiel (bot/games/batavia/). Sleutels: bot-batavia-...

bot-batavia-title = Batavia
bot-batavia-description = Speel Batavia (3-5 spelers) in een serverthread: bied op schepen, handel voor de compagnieën

## /batavia rules
bot-batavia-rules-overview = Batavia, voor 3 tot 5 spelers, wordt in rondes gespeeld. Elke ronde begint met een veiling: de veilingmeester gooit de dobbelsteen en zoveel scheepskaarten worden als één pakket geveild, met het startschip. Daarna doet iedere speler, vanaf de startspeler met de klok mee, één zet: 2 scheepskaarten trekken, of scheepskaarten uitleggen, de koopman naar de volgende handelspost zetten van een compagnie waarvan hij het zegel heeft, een kist in het pakhuis van dat goed zetten en misschien fiches inruilen voor goud. Na een zet kunnen de piraten aanvallen. De ronde waarin iemand het doelfiche neemt, is de laatste; de rijkste koopman wint. Onderwerpen: auction (veiling), turn (zet), majorities (meerderheden), pirates (piraten), exchange (inruilen), end (einde), scoring (telling).
    .topic = overzicht
bot-batavia-rules-auction = De veilingmeester (de startspeler van de vorige ronde) gooit de dobbelsteen en draait zoveel kaarten van de trekstapel om. De speler links van de veilingmeester biedt eerst; met de klok mee moet elk bod hoger zijn dan het vorige, of je past en doet niet meer mee aan deze veiling. Je biedt alleen promessen die je hebt, en niemand ziet hoeveel dat er zijn. Wie als laatste overblijft, betaalt het bod zo gelijk mogelijk aan de anderen, promesse voor promesse vanaf links, nooit aan zichzelf; hij neemt de kaarten en het startschip en begint deze ronde. Past iedereen, dan blijven de kaarten open liggen en worden ze met de volgende geveild, en de startspeler verandert niet (in de eerste ronde begint de veilingmeester). `/batavia bieden`.
    .topic = veiling
bot-batavia-rules-turn = In je zet doe je een van twee dingen. Trek de 2 bovenste scheepskaarten (`/batavia trekken`), en je zet is voorbij. Of speel scheepskaarten (`/batavia leggen`): leg minstens 1 kaart uit, van zoveel compagnieën als je wilt, zodat je daarna de meerderheid van minstens één compagnie hebt (zie majorities); zet dan je koopman vooruit naar de volgende handelspost van een compagnie waarvan je het zegel hebt (met meer zegels kies je welke), over lege vakken, andere posten en andere kooplieden heen; neem het fiche en zet een van je kisten in het pakhuis van dat goed, op het vak van die compagnie. Bereik je een van de laatste 5 open fiches, dan worden de volgende 5 omgedraaid. Daarna mag je fiches inruilen voor goud (zie exchange). Niets gebeurt voordat je bevestigt, met één uitzondering: vraagt het paneel of je fiches inruilt, dan spelen de twee knoppen („Ruil … en speel”, „Houd mijn fiches en speel”) meteen de hele zet, zoals de vooruitblik die beschreef. Tot dan laat Annuleren de zet vallen.
    .topic = zet
bot-batavia-rules-majorities = Je hebt de meerderheid van een compagnie als je meer van haar scheepskaarten hebt uitgelegd dan iedere andere speler; gelijk is geen meerderheid. Je mag kaarten uitleggen als je bij het begin van je zet al een meerderheid hebt (dan willekeurige kaarten), of als de kaarten die je uitlegt er een maken. Wie een meerderheid heeft, neemt het compagniezegel van het bord of van de vorige houder; maken je kaarten het gelijk met de houder, dan gaat het zegel terug naar het bord. Elke uitgelegde kaart zet het kanon en het scheepsblokje van haar compagnie één vak verder op het scheepsspoor. Heb je geen meerderheid en kun je er geen maken, dan moet je 2 kaarten trekken.
    .topic = meerderheden
bot-batavia-rules-pirates = Direct na elke zet vallen de piraten aan als het kanon (alle uitgelegde kaarten) vak 21 heeft bereikt met 3 spelers, of 25 met 4 of 5 spelers: alle uitgelegde kaarten van de compagnie met de meeste kaarten (van alle compagnieën die gelijk de meeste hebben) gaan naar de aflegstapel, haar scheepsblokje gaat terug naar 0 en het kanon telt de overgebleven kaarten. De zegels volgen de nieuwe meerderheden. Is de trekstapel op, dan wordt de aflegstapel geschud tot een nieuwe trekstapel.
    .topic = piraten
bot-batavia-rules-exchange = Neem je een fiche van een compagnie waarvan je nog geen fiche hebt, dan mag je inruilen: lever 1 fiche in van elke compagnie die je hebt, het nieuwe meegeteld, en neem goud: 1 fiche geeft 1 goud, 2 geven 3, 3 geven 6, 4 geven 10, 5 geven 15. Ingeruilde fiches gaan uit het spel; de fiches die je houdt, tellen mee bij een latere ruil. Is de compagnie van het nieuwe fiche er een die je al hebt, dan houd je het. De goederen op de fiches doen hierbij niet ter zake. `/batavia ruilen`.
    .topic = inruilen
bot-batavia-rules-end = Speel je kaarten en ligt er voor je koopman geen handelspost meer van een compagnie waarvan je het zegel hebt, dan neemt je koopman het doelfiche (4 goud aan het eind; daarna kun je niet inruilen). De ronde wordt dan uitgespeeld: de anderen mogen alleen kaarten spelen als er voor hen een passende handelspost ligt, anders moeten ze 2 kaarten trekken. Daarna legt iedereen de kaarten uit zijn hand uit, worden de zegels nog eens bepaald en volgt de telling. Neemt niemand het doelfiche, dan eindigt het spel ook na een ronde waarin niemand een kaart uitlegde of kon trekken en er geen meer te trekken zijn (met dezelfde telling; niemand krijgt de 4 goud van het doelfiche).
    .topic = einde
bot-batavia-rules-scoring = Aan het eind komt er goud bij het ingeruilde goud: in elk pakhuis krijgt wie de meeste kisten heeft de waarde ervan (thee 10, katoen 11, porselein 12, zijde 13, gember 14, nootmuskaat 15, peper 16); wie gelijk de meeste heeft, krijgt elk de kleinere waarde (5, 5, 6, 6, 7, 7, 8). De meeste promessen geven 5 goud (gelijk: 2 elk), het doelfiche 4 goud, elk compagniezegel 2 goud. Het meeste goud wint; bij gelijkspel wordt de overwinning gedeeld. De bot plaatst de eindstand en bewaart je resultaten voor `/batavia statistieken`.
    .topic = telling

## Actiecommando's
bot-batavia-cmd-bid = bieden
    .description = Bied in de veiling, of pas
bot-batavia-cmd-draw = trekken
    .description = Trek 2 kaarten in je beurt
bot-batavia-cmd-lay = leggen
    .description = Leg kaarten voor een meerderheid en vaar dan uit
bot-batavia-cmd-exchange = ruilen
    .description = Ruil fiches tegen goud, of houd ze
bot-batavia-cmd-play = spelen
    .description = Een van je toegestane acties, of je openstaande keuze

## Lobby
bot-batavia-open = Handelsposten
    .description = Verborgen handelsposten, of de snelle start met alle posten open
bot-batavia-open-no = gedekt
bot-batavia-open-yes = snelle start (open)

## Borddelen
bot-batavia-part-board = Route, schepen en zegels
bot-batavia-part-warehouses = Pakhuizen
bot-batavia-part-players = Kaarten van de spelers

bot-batavia-status-round = Ronde { $round }: { $phase ->
    [auction] de veiling
    [moves] de beurten
    [over] het spel is voorbij
   *[other] bezig
}

## Lobby: de eerste veilingmeester
bot-batavia-first = Eerste veilingmeester
    .description = Wie de eerste veiling leidt: willekeurig, of de gastheer (1) en dan in volgorde van aanmelden
bot-batavia-first-random = willekeurig
bot-batavia-first-seat = speler { $number }
bot-batavia-first-too-far = De eerste veilingmeester is speler { $number }, maar dit spel heeft { $players ->
    [one] { $players } speler
   *[other] { $players } spelers
}: open een nieuwe lobby met een speler van 1 tot { $players }, of willekeurig.

## De thread: de stand van de veiling, de betaling
bot-batavia-auction-open = 🔨 Nog geen bod; nog in de veiling: { $seats }.
bot-batavia-auction-high = 🔨 Hoogste bod: { $amount } { $amount ->
    [one] promesse
   *[other] promessen
  } van { $leader_seat }; nog in de veiling: { $seats }.
bot-batavia-share = { $seat } { $count } { $count ->
    [one] promesse
   *[other] promessen
  }
bot-batavia-auction-paid = { $line } Betaald: { $shares }.

## De categorieën van de eindstand
bot-batavia-score-warehouses = pakhuizen
bot-batavia-score-notes = promessen
bot-batavia-score-target = doelfiche
bot-batavia-score-seals = zegels
bot-batavia-score-exchange = ingeruild goud

## /batavia card: een compagnie of een goed
bot-batavia-card = kaart
    .description = Zoek een compagnie of een goed op naam op
bot-batavia-card-name = naam
    .description = Begin te typen: een compagnie ("Denemarken") of een goed ("peper")
bot-batavia-lookup-company = **{ $company ->
    [britain] Groot-Brittannië
    [denmark] Denemarken
    [france] Frankrijk
    [netherlands] Nederland
    [sweden] Zweden
   *[other] { $company }
  }**: { $cards ->
    [one] { $cards } scheepskaart
   *[other] { $cards } scheepskaarten
}; { $posts ->
    [one] { $posts } handelspost
   *[other] { $posts } handelsposten
}, één voor elk goed ({ $goods }). Wie meer van haar kaarten heeft uitgelegd dan ieder ander, heeft haar compagniezegel (2 goud aan het eind) en mag naar haar volgende handelspost varen.
bot-batavia-lookup-commodity = **{ $commodity ->
    [tea] Thee
    [cotton] Katoen
    [china] Porselein
    [silk] Zijde
    [ginger] Gember
    [nutmeg] Nootmuskaat
    [pepper] Peper
   *[other] { $commodity }
  }**: de meeste kisten in zijn pakhuis leveren aan het eind { $value } goud op; wie gelijk de meeste heeft, krijgt elk { $tie } goud. { $posts ->
    [one] { $posts } handelspost
   *[other] { $posts } handelsposten
}, één van elke compagnie ({ $companies }).
