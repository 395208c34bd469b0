"""Today's images stay today's images: every golden view re-rendered gives the same pixels
and the same text alternative as recorded in ``fixtures/golden.json``.

The views are stored beside the hashes (``fixtures/golden_views.json.gz``), so this test
checks the renderer alone. Re-record with ``python -m tests.render.record_golden`` only when
an image is meant to change.
"""

from __future__ import annotations

import functools

import pytest

from tests.render.record_golden import images, load_golden, load_views, pixel_hash


@functools.cache
def _golden() -> dict:
    return load_golden()


CASES = load_views()


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_images_and_texts_are_unchanged(case):
    golden = _golden()
    seen = 0
    for name, image, text in images(case):
        assert name in golden, f"{name}: not recorded"
        assert text == golden[name]["text"], f"{name}: the text alternative changed"
        assert pixel_hash(image) == golden[name]["pixels"], f"{name}: the pixels changed"
        seen += 1
    assert seen == sum(1 for n in golden if n.startswith(case["name"] + "/"))
