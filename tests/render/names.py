"""Display names the render tests, goldens and samples draw: long ones, and letters
Pillow's built-in font lacked (the kit now draws with DejaVu Sans)."""

SAMPLE_NAMES = ("Anneloes van der Berg-Österholm", "Zoë", "Joël Ó Súilleabháin", "Ben")
