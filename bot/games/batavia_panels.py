"""Batavia's private panels (profile.panel_builder).

Not built yet: the generic panel (buttons and menus from the legal actions) is shown. The
auction panel (raise steps, an amount, pass) and the turn panel (cards by company with a
preview of majorities and seals) come here.
"""

from __future__ import annotations

from typing import Any


def build_panel(panel: Any) -> None:
    """Leaves the generic panel as it is."""
    return None
