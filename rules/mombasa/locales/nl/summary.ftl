# Eén regel per uitgevoerde actie (summary.py): "Speler 2 breidde Cairo uit naar Sahara en
# Kongobekken en verdreef een Mombasa-post; nam 2 pond en een B-boek."
# $head is een lijst ("a, b en c"); $extra (", ...") en $tail ("; ...") kunnen "none" zijn.
mombasa-summary = { $seat } { $head }{ $extra ->
    [none] {""}
   *[other] , { $extra }
}{ $tail ->
    [none] {""}
   *[other] ; { $tail }
}.

## Wat er gedaan werd.
mombasa-sum-plus-one = legde de +1-goederentegel op { $card }
mombasa-sum-expanded = breidde { $company } uit naar { $regions }
mombasa-sum-expansion-unused = gebruikte { $points ->
    [one] { $points } uitbreidingspunt
   *[other] { $points } uitbreidingspunten
} zonder een regio te betreden
mombasa-sum-posts = { $n ->
    [one] een { $company }-post
   *[other] { $n } { $company }-posten
}
mombasa-sum-ousting = en verdreef { $posts }
mombasa-sum-expansion-forfeited = zag af van de uitbreiding (geen handelsposten meer in een basis)
mombasa-sum-goods-used = gebruikte { $goods ->
    [none] goederen
   *[other] { $goods }
} met waarde { $units }
mombasa-sum-bookkeeper-used = gebruikte { $card }{ $position ->
    [-1] {" "}zonder de inktpot te verzetten
   *[other] {" "}en zette de inktpot op vak { $position }
}
mombasa-sum-book-flipped = na het boek op vak { $space } te hebben omgedraaid
mombasa-sum-used = gebruikte { $card }
mombasa-sum-first-player = nam de startspelerfiche (bonusschijf op het startspelervak)
mombasa-sum-tile-reserved = reserveerde de { $tile } voor de volgende ronde (bonusschijf)
mombasa-sum-majority = eiste de meerderheid in { $measure ->
    [coffee] koffie
    [bananas] bananen
    [cotton] katoen
    [expansion] uitbreiding
   *[other] { $measure }
} op (bonusschijf)
mombasa-sum-sold-bonus = verkocht { $card } voor { $pounds } pond (bonusschijf op het verkoopvak)
mombasa-sum-bought-bonus = kocht { $card } voor { $price } pond (bonusschijf op het koopvak)
mombasa-sum-marker-placed = plaatste een bonusschijf op { $space }
mombasa-sum-selling = en verkocht { $card } voor { $pounds } pond
mombasa-sum-buying = en kocht { $card } voor { $paid_with ->
    [pounds] { $price } pond
   *[other] waarde { $price }
}
mombasa-sum-phase-ended = beëindigde de eigen actiefase
mombasa-sum-phase-ended-pickup = beëindigde de eigen actiefase en raapte { $deck } op ({ $cards ->
    [one] { $cards } kaart
   *[other] { $cards } kaarten
})
mombasa-sum-took-turn = speelde een beurt

## Wat het opleverde.
mombasa-sum-books = { $n ->
    [one] een { $letter }-boek
   *[other] { $n } { $letter }-boeken
}
mombasa-sum-diamond-steps = { $n ->
    [one] { $n } diamantstap
   *[other] { $n } diamantstappen
}
mombasa-sum-track-steps = { $n } { $n ->
    [one] stap
   *[other] stappen
} op { $company }
mombasa-sum-removed = verwijderde { $posts }
mombasa-sum-took = nam { $things }
mombasa-sum-paid = betaalde { $pounds } pond
mombasa-sum-forfeited-units = liet waarde { $units } vallen
mombasa-sum-forfeited-steps = liet { $steps ->
    [one] { $steps } spoorstap
   *[other] { $steps } spoorstappen
} vallen
mombasa-sum-forfeited-expansion = liet de rest van de uitbreidingspunten vallen (de basis raakte leeg)
mombasa-sum-special-space-again = het speciale vak van { $company } betaalde { $seats } opnieuw { $pounds } pond
