# Batavia: elke zin die de spelregels zeggen, in het Nederlands.
# Plaatsen ($seat, $*_seat) lezen als spelersnamen; compagnieën en goederen zijn ids.
# Woordkeus: zie render/batavia/GLOSSARY.md (VOC-tijd, zoals een Nederlandse uitgave het zou zeggen).

## Onderdelen

batavia-company = { $company ->
    [britain] Groot-Brittannië
    [denmark] Denemarken
    [france] Frankrijk
    [netherlands] Nederland
    [sweden] Zweden
   *[other] { $company }
}
batavia-company-adj = { $company ->
    [britain] Brits
    [denmark] Deens
    [france] Frans
    [netherlands] Nederlands
    [sweden] Zweeds
   *[other] { $company }
}
batavia-commodity = { $commodity ->
    [tea] thee
    [cotton] katoen
    [china] porselein
    [silk] zijde
    [ginger] gember
    [nutmeg] nootmuskaat
    [pepper] peper
   *[other] { $commodity }
}
batavia-cards-of = { $count } { $company ->
    [britain] Britse
    [denmark] Deense
    [france] Franse
    [netherlands] Nederlandse
    [sweden] Zweedse
   *[other] { $company }
  } { $count ->
    [one] kaart
   *[other] kaarten
  }
batavia-post = de { $company ->
    [britain] Britse
    [denmark] Deense
    [france] Franse
    [netherlands] Nederlandse
    [sweden] Zweedse
   *[other] { $company }
  } handelspost voor { $commodity ->
    [tea] thee
    [cotton] katoen
    [china] porselein
    [silk] zijde
    [ginger] gember
    [nutmeg] nootmuskaat
    [pepper] peper
   *[other] { $commodity }
  } op vak { $hex }
batavia-the-target = het doelfiche
batavia-score-category = { $category ->
    [warehouses] Pakhuizen
    [notes] Meeste promessen
    [target] Doelfiche
    [seals] Compagniezegels
    [exchange] Ingeruilde fiches
    [total] Totaal
   *[other] { $category }
}

## Acties

batavia-action-bid = Bied { $amount } { $amount ->
    [one] promesse
   *[other] promessen
  }
batavia-action-pass = Passen
batavia-action-draw = Trek { $count ->
    [one] { $count } scheepskaart
   *[other] { $count } scheepskaarten
}
batavia-action-lay = Leg een { $company ->
    [britain] Britse
    [denmark] Deense
    [france] Franse
    [netherlands] Nederlandse
    [sweden] Zweedse
   *[other] { $company }
  } kaart uit
batavia-action-done = Klaar: verplaats mijn koopman
batavia-action-sail = Vaar naar { $post }
batavia-action-exchange = Ruil { $counters } { $counters ->
    [one] fiche
   *[other] fiches
  } in voor { $gold } goud
batavia-action-keep = Houd mijn fiches
batavia-action-cancel = Deze zet annuleren

## Gebeurtenissen

batavia-die-thrown = { $seat } gooide { $roll } en draaide { $count ->
    [0] geen kaarten om (de trekstapel is leeg)
   *[other] { $cards } om
  }{ $waiting ->
    [0] {""}
   *[other] , naast { $waiting } over van de vorige veiling
  }.
batavia-bid = { $seat } bood { $amount } { $amount ->
    [one] promesse
   *[other] promessen
  }.
batavia-passed = { $seat } paste.
batavia-auction-won = { $seat } won de veiling voor { $amount } { $amount ->
    [one] promesse
   *[other] promessen
  }, één voor één uitgedeeld aan de anderen vanaf links, en nam { $count ->
    [0] geen kaarten
    [one] de kaart
   *[other] de { $count } kaarten
  } en het startschip: { $seat } begint deze ronde.
batavia-auction-all-passed = Iedereen paste: { $cards ->
    [0] er wachten geen kaarten
    [one] 1 kaart blijft open liggen
   *[other] { $cards } kaarten blijven open liggen
  } voor de volgende veiling, en { $seat } begint deze ronde.
batavia-stack-reformed = De trekstapel was op: { $cards ->
    [one] { $cards } afgelegde kaart is
   *[other] { $cards } afgelegde kaarten zijn
} geschud tot een nieuwe trekstapel.
batavia-drew = { $seat } trok { $count } { $count ->
    [one] scheepskaart
   *[other] scheepskaarten
  }.
batavia-drew-cards = Je trok { $count ->
    [0] niets (de trekstapel en de aflegstapel zijn leeg)
   *[other] { $cards }
  }.
batavia-move-cancelled = Je hebt de zet die je aan het maken was geannuleerd.
batavia-played = { $seat } legde { $cards } uit en ging naar { $destination }{ $stored ->
    [true] , en zette een kist in het pakhuis
    [false] , zonder kist meer om op te slaan
   *[other] {""}
  }.
batavia-seal-taken = { $seat } nam het { $company ->
    [britain] Britse
    [denmark] Deense
    [france] Franse
    [netherlands] Nederlandse
    [sweden] Zweedse
   *[other] { $company }
  } compagniezegel.
batavia-seal-taken-from = { $seat } nam het { $company ->
    [britain] Britse
    [denmark] Deense
    [france] Franse
    [netherlands] Nederlandse
    [sweden] Zweedse
   *[other] { $company }
  } compagniezegel af van { $from_seat }.
batavia-seal-returned = Het { $company ->
    [britain] Britse
    [denmark] Deense
    [france] Franse
    [netherlands] Nederlandse
    [sweden] Zweedse
   *[other] { $company }
  } compagniezegel ging terug naar het bord: niemand heeft de meerderheid.
batavia-target-taken = { $seat } vond geen handelspost meer voor zich en nam het doelfiche: dit is de laatste ronde.
batavia-posts-revealed = Vakken { $first } tot { $last } zijn opengedraaid: { $posts }.
batavia-exchanged = { $seat } ruilde { $counters } { $counters ->
    [one] fiche
   *[other] fiches
  } in voor { $gold } goud ({ $left } { $left ->
    [one] fiche
   *[other] fiches
  } gehouden).
batavia-pirates = Het kanon bereikte { $cannon }: piraten vielen { $companies } aan en lieten { $cards } { $cards ->
    [one] scheepskaart
   *[other] scheepskaarten
  } zinken.
batavia-hands-laid-out = De ronde is voorbij: iedereen legde de kaarten uit zijn hand uit en de compagniezegels zijn verdeeld.
batavia-game-ended = Het spel is voorbij: { $winner_seats } { $gold ->
    [one] won met 1 goudstuk
   *[other] won met { $gold } goudstukken
  }.

## Weigeringen (elk noemt zijn regel)

batavia-refusal-game-over = Het spel is voorbij; er kunnen geen zetten meer gedaan worden.
batavia-refusal-not-your-bid = { $bidder_seat } moet bieden, niet { $seat } (Veiling van scheepskaarten: er wordt met de klok mee geboden, links van de veilingmeester beginnend).
batavia-refusal-not-your-move = { $mover_seat } is aan zet, niet { $seat } (Zetten van de spelers: één tegelijk, met de klok mee vanaf de startspeler).
batavia-refusal-bid-amount = Een bod is een aantal promessen, minstens 1 (Veiling van scheepskaarten).
batavia-refusal-bid-not-higher = Een bod van { $amount } is niet genoeg: elk bod moet hoger zijn dan het vorige ({ $high }) (Veiling van scheepskaarten).
batavia-refusal-bid-notes = Je kunt geen { $amount } bieden: spelers kunnen alleen promessen bieden die ze echt bezitten (Veiling van scheepskaarten).
batavia-refusal-auction-now = De veiling van scheepskaarten loopt: bied hoger of pas (Veiling van scheepskaarten).
batavia-refusal-not-auction = Er is nu geen veiling: de spelers doen hun zetten (Spelverloop).
batavia-refusal-one-option = Je speelt al scheepskaarten uit: maar één van de twee mogelijkheden mag gebruikt worden (Zetten van de spelers).
batavia-refusal-no-company = Zo'n Oost-Indische Compagnie bestaat niet.
batavia-refusal-cards-laid = Je kaarten liggen al uit: verplaats nu je koopman (Scheepskaarten uitspelen, stappen 1-3).
batavia-refusal-no-card = Je hebt geen { $company ->
    [britain] Britse
    [denmark] Deense
    [france] Franse
    [netherlands] Nederlandse
    [sweden] Zweedse
   *[other] { $company }
  } kaarten meer in je hand.
batavia-refusal-no-majority = Met je kaarten kun je van geen enkele compagnie de meerderheid krijgen, dus je mag er geen uitleggen: trek in plaats daarvan 2 scheepskaarten (Scheepskaarten uitleggen).
batavia-refusal-target-taken = Het doelfiche is genomen: je mag alleen kaarten uitspelen als je een handelspost kunt bereiken van een compagnie waarvan je het zegel hebt; trek anders 2 scheepskaarten (Einde van het spel).
batavia-refusal-nothing-laid = Leg eerst minstens één scheepskaart uit (Scheepskaarten uitleggen: minimaal 1).
batavia-refusal-need-majority = Deze kaarten geven je geen meerderheid: de uitgelegde kaarten moeten de meerderheid van minstens één compagnie bevatten, al in je bezit of nu gemaakt (Scheepskaarten uitleggen, gevallen 1 en 2).
batavia-refusal-sail-now = Je kiest nu geen compagnie (De koopman verplaatsen).
batavia-refusal-sail-seal = Je hebt het { $company ->
    [britain] Britse
    [denmark] Deense
    [france] Franse
    [netherlands] Nederlandse
    [sweden] Zweedse
   *[other] { $company }
  } compagniezegel niet: kooplieden gaan naar de volgende handelspost van een compagnie waarvan ze het zegel hebben (De koopman verplaatsen).
batavia-refusal-sail-no-post = Er ligt geen { $company ->
    [britain] Britse
    [denmark] Deense
    [france] Franse
    [netherlands] Nederlandse
    [sweden] Zweedse
   *[other] { $company }
  } handelspost meer voor je koopman; kooplieden gaan alleen vooruit (De koopman verplaatsen).
batavia-refusal-exchange-now = Er valt nu niets in te ruilen (Handelspostfiches inruilen voor goudstukken).
batavia-refusal-exchange-company = Je mag alleen fiches inruilen als het nieuwe fiche van een compagnie is waarvan je nog geen fiche hebt (Handelspostfiches inruilen voor goudstukken).
batavia-refusal-nothing-to-cancel = Er is niets te annuleren: je bent geen zet aan het maken.
batavia-refusal-not-now = Dat kan op dit moment van het spel niet.

## Opties

batavia-option-players = Batavia is voor 3 tot 5 spelers.
batavia-option-unknown = Onbekende optie: { $names }. Batavia kent "open" en "first_auctioneer".
batavia-option-open = De optie "open" is true (de snelle start, alle handelsposten open) of false.
batavia-option-first = De optie "first_auctioneer" is een plaats van 0 tot { $players } min 1, of "random".

## Het einde van het spel en de volgorde van een zet (issue 26: punten 18 en 20)

batavia-action-draw-nothing = Niets trekken (er zijn geen scheepskaarten meer te trekken)
batavia-drew-nothing = { $seat } kon geen scheepskaart trekken: de trekstapel en de aflegstapel zijn leeg.
batavia-counters-kept = { $seat } hield { $counters ->
    [one] het nieuwe fiche
   *[other] alle { $counters } fiches
  } (niet ingeruild).
batavia-nothing-left-to-do = Niemand legde deze ronde een scheepskaart uit of kon er een trekken, en er zijn er geen meer te trekken: het spel eindigt zonder doelfiche.
batavia-refusal-move-played = Je kaarten liggen uit en je koopman is verplaatst (de fiches verderop zijn misschien opengedraaid): de zet kan niet meer geannuleerd worden. Ruil je fiches in voor goud, of houd ze (Handelspostfiches inruilen voor goudstukken).

## Terugnemen en de veiling (issue 26, punt 21)

batavia-undo-bid-binding = Een bod is bindend zodra het bevestigd is, zoals aan tafel: elk bod moet overboden worden of gepast, en het kan niet teruggenomen worden (Veiling van scheepskaarten). Er is niets veranderd.
batavia-undo-pass-binding = Passen is bindend zodra het bevestigd is, zoals aan tafel: wie past, doet niet meer mee aan deze biedronde, en dat kan niet teruggenomen worden (Veiling van scheepskaarten). Er is niets veranderd.

## AI-spelers: de ene regel uitleg bij een zet (issue 30). Alleen wat de tafel ziet.

batavia-ai-bid = { $amount } { $amount ->
    [one] promesse
   *[other] promessen
  } geboden voor { $cards } en de eerste zet van de ronde.
batavia-ai-bid-ship = { $amount } { $amount ->
    [one] promesse
   *[other] promessen
  } geboden voor de eerste zet van de ronde.
batavia-ai-pass = Gepast: { $cards } zijn me geen { $amount } { $amount ->
    [one] promesse
   *[other] promessen
  } waard.
batavia-ai-pass-ship = Gepast: de eerste zet van de ronde is me geen { $amount } { $amount ->
    [one] promesse
   *[other] promessen
  } waard.
batavia-ai-draw = Scheepskaarten getrokken: geen handelspost binnen bereik is nu de kaarten waard die hij zou kosten.
batavia-ai-target = Het doelfiche genomen: het spel eindigt met deze ronde.
batavia-ai-warehouse = Naar { $post } gevaren om { $how ->
    [take] de leiding te nemen in
    [share] de leiding te delen in
   *[hold] de leiding te versterken in
  } het pakhuis voor { $commodity } ({ $gold } goud).
batavia-ai-sail = Naar { $post } gevaren: van de handelsposten binnen bereik weegt zijn fiche met kist het zwaarst.
batavia-ai-exchange = { $counters } { $counters ->
    [one] fiche
   *[other] fiches
  } nu ingeruild voor { $gold } goud, in plaats van op een andere compagnie te wachten.
batavia-ai-keep = De fiches gehouden: later meer compagnieën inruilen levert naar verwachting meer op dan { $gold } goud nu.
