# De privépanelen van Batavia (bot/games/batavia/panels.py) en de woorden van het getypte bod (amount_words in het record, getekend door bot/ui/amount.py): de veiling en de beurt.
# Plaatsen ($*_seat, $seats) lezen als spelersnamen; $company, $commodity zijn ids of berichten.
# Woordkeus: zie render/batavia/GLOSSARY.md.

## De veiling

bot-batavia-panel-lot = Geveild: { $count ->
    [0] geen kaarten
   *[other] { $cards }
  }.
bot-batavia-panel-no-bid = Nog geen bod.
bot-batavia-panel-high = Hoogste bod: **{ $amount }** van { $leader_seat }.
bot-batavia-panel-still-in = Nog in de veiling: { $seats }.
bot-batavia-panel-notes = Je hebt **{ $notes }** { $notes ->
    [one] promesse
   *[other] promessen
  }: je kunt tot { $notes } bieden.
bot-batavia-panel-cannot-raise = Je kunt niet meer bieden dan je { $notes } { $notes ->
    [one] promesse
   *[other] promessen
  }: je kunt alleen passen.
bot-batavia-panel-raise = Bied { $amount } (+{ $step })
bot-batavia-panel-amount-button = Typ een bedrag…
bot-batavia-panel-amount-title = Jouw bod
bot-batavia-panel-amount-field = Promessen om te bieden ({ $low } tot { $high })
bot-batavia-panel-amount-not-number = Dat is geen aantal promessen: typ alleen cijfers, bijvoorbeeld { $low }. Er is niets veranderd.

## De beurt

bot-batavia-panel-hand = Je hand: { $count ->
    [0] geen kaarten
   *[other] { $cards }
  }.
bot-batavia-panel-hand-left = Daarna over in je hand: { $count ->
    [0] geen kaarten
   *[other] { $cards }
  }.
bot-batavia-panel-laying = Leg { $cards } uit
bot-batavia-panel-lay = Leg { $company } (nog { $left })
bot-batavia-panel-and-play = { $label } en speel
bot-batavia-panel-draw-or-lay = Trek 2 scheepskaarten, of leg kaarten uit: kies ze een voor een, dan **Klaar**.
bot-batavia-panel-must-draw = Met je kaarten krijg je geen meerderheid: trek 2 scheepskaarten.
bot-batavia-panel-need-majority = Nog geen meerderheid: leg kaarten bij tot je er een hebt, dan **Klaar**.
bot-batavia-panel-choose-company = Meerdere zegels laten het toe: kies de compagnie waarvoor je vaart.
bot-batavia-panel-exchange = Je nieuwe fiche is van een compagnie waarvan je nog geen fiche hebt: ruil fiches in voor goud, of houd ze. Beide knoppen spelen de zet.
bot-batavia-panel-seal-of = het { $company ->
    [britain] Britse
    [denmark] Deense
    [france] Franse
    [netherlands] Nederlandse
    [sweden] Zweedse
   *[other] { $company }
  } compagniezegel
bot-batavia-panel-majority-of = { $company ->
    [britain] Britse
    [denmark] Deense
    [france] Franse
    [netherlands] Nederlandse
    [sweden] Zweedse
   *[other] { $company }
  } meerderheid
bot-batavia-panel-keep-seal = Je houdt { $seal } ({ $mine } tegen { $best }).
bot-batavia-panel-take-seal = Je neemt { $seal } ({ $mine } tegen { $best }).
bot-batavia-panel-take-seal-from = Je neemt { $seal } over van { $from_seat } ({ $mine } tegen { $best }).
bot-batavia-panel-take-seals = Je neemt { $seals }.
bot-batavia-panel-seal-count = { $seal } ({ $mine } tegen { $best })
bot-batavia-panel-no-majority = Nog geen { $majority }: { $mine } tegen { $best }, nog { $more } nodig.
bot-batavia-panel-several = Meerdere zegels laten het toe: na **Klaar** kies je waarheen je vaart ({ $companies }).
bot-batavia-panel-to-target = Je koopman neemt het doelfiche.
bot-batavia-panel-sail = Je koopman vaart naar { $post }: je neemt het fiche{ $crate ->
    [yes] {" "}en zet een kist in het pakhuis voor { $commodity }
   *[no] {" "}(je hebt geen kist meer om te plaatsen)
  }.
bot-batavia-panel-exchange-next = Daarna mag je fiches inruilen voor goud.

## De zet nadat het doelfiche genomen is (issue 26, punt 17)

bot-batavia-panel-must-draw-target = Het doelfiche is genomen: je mag alleen kaarten uitleggen om een handelspost te bereiken van een compagnie waarvan je het zegel hebt, en er ligt er geen voor je koopman. Trek 2 scheepskaarten (Einde van het spel).
bot-batavia-panel-must-draw-target-dry = Het doelfiche is genomen: je mag alleen kaarten uitleggen om een handelspost te bereiken van een compagnie waarvan je het zegel hebt, en er ligt er geen voor je koopman; en er zijn geen scheepskaarten meer te trekken: je kunt alleen niets trekken (Einde van het spel). Een ronde waarin niemand een kaart uitlegt of trekt, beëindigt het spel.
bot-batavia-panel-need-post-target = Het doelfiche is genomen: een zegel is niet genoeg, de compagnie moet ook een handelspost voor je koopman hebben. Leg kaarten uit van zo'n compagnie, en dan **Klaar** (Einde van het spel).

## Inruilen nadat de zet gespeeld is (issue 26, punt 20)

bot-batavia-panel-exchange-played = Je kaarten liggen uit en je koopman heeft zijn fiche genomen (het bord toont de fiches die opengedraaid zijn). Je nieuwe fiche is van een compagnie waarvan je nog geen fiche hebt: ruil fiches in voor goud, of houd ze. Beide knoppen beëindigen je zet.
bot-batavia-panel-and-end = { $label } en beëindig mijn zet

## Geen scheepskaarten meer te trekken (issue 26, punt 18)

bot-batavia-panel-nothing-to-draw = Er zijn geen scheepskaarten meer te trekken en met je kaarten krijg je geen meerderheid: je kunt alleen niets trekken. Een ronde waarin niemand een kaart uitlegt of trekt, beëindigt het spel.
bot-batavia-panel-nothing-to-draw-or-lay = Er zijn geen scheepskaarten meer te trekken: leg kaarten uit (kies ze een voor een, dan **Klaar**), of trek niets. Een ronde waarin niemand een kaart uitlegt of trekt, beëindigt het spel.

## Staande opdrachten in de veiling (issue 28, punt 4)

bot-batavia-standing-line-bid = Je staande opdracht (alleen jij ziet die): als je aan de beurt komt, biedt de bot voor je, steeds met het minste erboven, tot **{ $ceiling }** { $ceiling ->
    [one] promesse
   *[other] promessen
  }; daarna past hij voor je.
bot-batavia-standing-line-pass = Je staande opdracht (alleen jij ziet die): als je aan de beurt komt, past de bot voor je in deze veiling.
bot-batavia-standing-above-notes = Je hebt { $notes } { $notes ->
    [one] promesse
   *[other] promessen
  }, dus je kunt geen bod tot { $ceiling } achterlaten: spelers kunnen alleen promessen bieden die ze echt bezitten. Er is niets veranderd.
bot-batavia-standing-not-above-high = Het hoogste bod is al { $high }: een bod tot { $ceiling } kan nooit meer. Kies een hoger plafond, of pas in deze veiling. Er is niets veranderd.
bot-batavia-standing-out = Je hebt in deze veiling gepast: je doet niet meer mee aan deze biedronde. Er is niets veranderd.
bot-batavia-standing-no-auction = Er loopt geen veiling: een staande opdracht is voor de veiling. Er is niets veranderd.
