# Gebeurtenissen: wat er gebeurde, voor het spelverslag. $seat is een speler (of de Mautoma).

mombasa-ev-action-cancelled = Je hebt je actie geannuleerd; er is niets gespeeld en je bent nog steeds aan de beurt.
mombasa-ev-turn-ended = De beurt van { $seat } is voorbij.

## Goederen (goods.py).
mombasa-ev-goods-used = { $seat } gebruikte { $goods } met een totale waarde van { $units }.
mombasa-ev-card-bought-goods = { $seat } kocht een { $card } voor goederen met waarde { $price }.
mombasa-ev-units-forfeited = { $seat } kon een waarde van { $units } niet gebruiken en liet die vallen.
mombasa-ev-plus-one-placed = { $seat } legde de +1-goederentegel op een { $card }.

## Uitbreiding (expansion.py).
mombasa-ev-expansion-started = { $seat } breidt { $company } uit met { $points ->
    [one] { $points } uitbreidingspunt
   *[other] { $points } uitbreidingspunten
}.
mombasa-ev-region-entered = { $seat } betrad { $region } met een { $company }-handelspost ({ $cost ->
    [one] { $cost } punt
   *[other] { $cost } punten
}).
mombasa-ev-expansion-forfeited = De basis van { $company } is leeg; { $seat } laat { $points ->
    [one] { $points } uitbreidingspunt
   *[other] { $points } uitbreidingspunten
} vallen.
mombasa-ev-expansion-finished = { $seat } is klaar met uitbreiden{ $company ->
    [none] {""}
   *[other] {" "}van { $company }
}: { $regions ->
    [one] { $regions } regio
   *[other] { $regions } regio's
} betreden.
mombasa-ev-post-ousted-removed = { $seat } verdreef een { $company }-handelspost uit { $region }; zonder leeg vak gaat die uit het spel.
mombasa-ev-post-ousted = { $seat } verdreef een { $company }-handelspost uit { $region }, terug naar kolom { $column } van de basis.

## Beloningen en sporen (rewards.py, tracks.py, diamonds.py).
mombasa-ev-pounds-paid = { $seat } betaalde { $pounds } pond{ $why ->
    [buy] {" "}voor het koopvak
    [tile] {" "}voor het bonustegelvak
    [track] {" "}voor het extra bonusvak
   *[other] {""}
}.
mombasa-ev-post-removed = { $seat } nam een { $company }-handelspost (kolom { $column }) uit het spel.
mombasa-ev-capital-call-refused = { $seat } kan de kapitaalaflossing van { $pounds } pond op het { $company }-spoor niet betalen en stopt.
mombasa-ev-capital-call-paid = { $seat } betaalde een kapitaalaflossing van { $pounds } pond op het { $company }-spoor.
mombasa-ev-track-advanced = { $seat } ging { $steps ->
    [one] { $steps } vak
   *[other] { $steps } vakken
} vooruit op het { $company }-spoor.
mombasa-ev-steps-forfeited = { $seat } liet { $steps ->
    [one] { $steps } stap
   *[other] { $steps } stappen
} op het { $company }-spoor vallen.
mombasa-ev-special-space-paid = Speciaal vak op het { $company }-spoor: { $pounds } pond per speler voor { $names }.
mombasa-ev-diamonds-advanced = { $seat } ging { $steps ->
    [one] { $steps } vak
   *[other] { $steps } vakken
} vooruit op het diamantspoor.
mombasa-ev-diamonds-cashed = { $seat } staat op het laatste diamantvak en nam in plaats daarvan { $pounds } pond.
mombasa-ev-pounds-taken = { $seat } nam { $pounds } pond{ $why ->
    [regions] {" "}uit de betreden regio's
    [book] {" "}van een boek
    [majority] {" "}van het meerderheidsvak
    [book_space] {" "}die op dat boekvak lag
    [bookkeeping_point] {" "}voor een boekhoudingspunt
    [final_bookkeeping] {" "}voor boekhoudingspunten (laatste vak)
    [merchant] {" "}van de diamanthandelaar
   *[other] {""}
}.
mombasa-ev-merchant-used = { $seat } gebruikte een diamanthandelaar: { $steps ->
    [one] { $steps } diamantstap
   *[other] { $steps } diamantstappen
}{ $pounds ->
    [0] {""}
   *[other] {" "}en { $pounds } pond
}.

## Bonusschijven (bonuses.py).
mombasa-ev-bonus-marker-placed = { $seat } plaatste een bonusschijf op { $space }.
mombasa-ev-first-player-taken = { $seat } nam de startspelerfiche.
mombasa-ev-bonus-tile-reserved = { $seat } reserveerde de { $tile } voor de volgende ronde.
mombasa-ev-card-bought-pounds = { $seat } kocht een { $card } voor { $price } pond.
mombasa-ev-card-sold = { $seat } legde een { $card } af en nam { $pounds } pond.

## Boekhouding (bookkeeping.py).
mombasa-ev-book-taken = { $seat } nam het { $book } uit de boekendisplay.
mombasa-ev-book-placed = { $seat } legde het { $book } op vak { $space } van het boekhoudingsspoor.
mombasa-ev-book-discarded = { $seat } had geen plaats voor het { $book }; het gaat uit het spel.
mombasa-ev-book-revealed = Nieuw in de boekendisplay: { $book }.
mombasa-ev-book-flipped = { $seat } betaalde { $pounds } pond en draaide het boek op vak { $space } om naar gedekt.
mombasa-ev-ink-jar-moved = { $seat } zette de inktpot op vak { $space } van het boekhoudingsspoor.
mombasa-ev-book-reward-forfeited = { $seat } kan geen { $pounds } pond betalen, dus het boek geeft geen beloning.

## Beurten (turns.py).
mombasa-ev-bookkeeper-used = { $seat } gebruikt een { $card }.
mombasa-ev-resting-deck-picked-up = { $seat } raapte { $deck } op ({ $cards ->
    [one] { $cards } kaart
   *[other] { $cards } kaarten
}).
mombasa-ev-action-phase-ended = { $seat } beëindigde de eigen actiefase.

## Opstelling, planning en voorbereiding (setup.py, planning.py, preparation.py).
mombasa-ev-starting-tile-chosen = Je koos { $tile }.
mombasa-ev-starting-tile-kept = { $seat } heeft een starttegel gekozen.
mombasa-seat-tile = { $seat }: { $tile }
mombasa-ev-starting-tiles-revealed = Starttegels onthuld: { $tiles }.
mombasa-ev-resting-cards-placed = { $seat } legde de startkaarten in de rustslots.
mombasa-ev-planning-started = Ronde { $round }: iedereen plant in het geheim zijn actiekaarten.
mombasa-ev-card-planned = Je plande de { $card } in { $slot }.
mombasa-ev-card-placed-face-down = { $seat } legde een kaart gedekt neer.
mombasa-ev-card-unplanned = Je nam de { $card } terug.
mombasa-ev-card-taken-back = { $seat } nam een gedekte kaart terug.
mombasa-ev-plan-committed = { $seat } is klaar met plannen.
mombasa-plan = { $seat }: { $cards ->
    [none] geen kaarten
   *[other] { $cards }
}
mombasa-ev-plans-revealed = De plannen worden onthuld. { $plans }.
mombasa-ev-card-revealed = Een { $card } werd in de kaartendisplay gelegd.
mombasa-ev-card-discarded = De { $card } verliet de display.
mombasa-ev-game-ended = De zevende ronde is voorbij: eindtelling.
mombasa-ev-round-prepared = Ronde { $round } is voorbereid: munten naar de boekendisplay verplaatst, de kaartendisplay aangevuld, bonusschijven teruggegeven.

## The starting tile in solo: chosen alone, nothing revealed to anyone
mombasa-ev-starting-tile-solo = { $seat } begint met { $tile }.
