# De woorden van het Batavia-profiel (bot/games/batavia.py). Sleutels: bot-batavia-...

bot-batavia-title = Batavia
bot-batavia-description = Speel Batavia (3-5 spelers) in een serverthread: bied op schepen, handel voor de compagnieën

## /batavia rules
bot-batavia-rules-overview = Batavia wordt in rondes gespeeld: een veiling van een pakket scheepskaarten, daarna de beurt van iedere speler. Leg kaarten om meerderheden in de compagnieën te winnen, laat hun schepen naar de handelsposten varen, neem de fiches en vul de pakhuizen. Het spel eindigt wanneer het doelfiche genomen is; wie het meeste goud heeft, wint.
bot-batavia-rules-auction = De veilingmeester gooit de dobbelsteen en een pakket kaarten wordt geveild. Om de beurt verhoog je het bod of pas je; je biedt nooit meer biljetten dan je hebt. De winnaar betaalt het bod aan de anderen, biljet voor biljet, te beginnen links van zich. `/batavia bieden`.
bot-batavia-rules-turn = In je beurt trek je 2 kaarten (`/batavia trekken`) of leg je kaarten van een of meer compagnieën (`/batavia leggen`) zodat je daarna een meerderheid hebt; dan vaart het schip van die compagnie en neem je het fiche van de handelspost die het bereikt.
bot-batavia-rules-majorities = Je hebt de meerderheid in een compagnie als je meer van haar kaarten hebt gelegd dan ieder ander; wie de meerderheid heeft, neemt het zegel van die compagnie.
bot-batavia-rules-pirates = Als de scheepsschaal de aanvalsdrempel bereikt, vallen de piraten aan: de uitgelegde kaarten worden vergeleken met de kanonnen, zoals de spelregels zeggen.
bot-batavia-rules-exchange = Na het nemen van een fiche mag je fiches tegen goud ruilen (`/batavia ruilen`), tegen de koers op het bord, of ze houden.
bot-batavia-rules-end = Het spel eindigt meteen wanneer een speler het doelfiche neemt.
bot-batavia-rules-scoring = Telling: de pakhuizen, je biljetten, het doelfiche, je zegels en het geruilde goud. Wie het meeste goud heeft, wint.

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
   *[other] { $phase }
}
