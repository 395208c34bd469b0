"""Write sample images of every kind, with their text alternatives, into a folder.

    python -m tests.render.samples OUTDIR

(render/ itself does no I/O: render.samples yields the images, this script saves them.)
"""

from __future__ import annotations

import sys
from pathlib import Path

from render.kit.png import png_bytes
from render.mombasa.samples import sample_images
from tests.render.names import SAMPLE_NAMES


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m tests.render.samples OUTDIR", file=sys.stderr)
        return 2
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    count = 0
    for name, image, text in sample_images(names=SAMPLE_NAMES):
        (out / name).write_bytes(png_bytes(image))
        (out / name).with_suffix(".txt").write_text(text + "\n", encoding="utf-8")
        count += 1
    print(f"wrote {count} images (and their text alternatives) to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
