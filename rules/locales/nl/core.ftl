# Woorden van het spelprotocol zelf, gedeeld door alle spellen.

# Een plaats zonder naam (tests, controles van buiten). $number telt vanaf 1.
core-seat = Speler { $number }
