"""Rasterises packaging/icons/ginrummy.svg into PNG, ICO and ICNS application icons."""

from __future__ import annotations

import argparse
import os
import struct
from pathlib import Path

# A build step, not the game: render without needing a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QImageWriter, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
ICON_DIR = ROOT / "packaging" / "icons"
SOURCE_SVG = ICON_DIR / "ginrummy.svg"
WINDOW_ICON = ROOT / "ginrummy_desktop" / "assets" / "icon.png"

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types that hold PNG data, with their pixel size.
ICNS_TYPES = (
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),
    (b"ic09", 512),
    (b"ic14", 512),
    (b"ic10", 1024),
)
PNG_SIZES = (256, 512)

_app: QGuiApplication | None = None


def render(renderer: QSvgRenderer, size: int) -> QImage:
    """Renders the SVG afresh at each size: small icons stay sharp instead of downscaled."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buffer, b"png")
    writer.setQuality(0)  # for PNG Qt maps quality 0 to the strongest zlib level
    if not writer.write(image):
        raise RuntimeError(f"PNG encoding failed: {writer.errorString()}")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows ICO holding PNG-compressed images (supported since Windows Vista)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for size in sizes:
        blob = pngs[size]
        # Width and height bytes use 0 to mean 256.
        edge = 0 if size >= 256 else size
        entries.append(struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(blob), offset))
        blobs.append(blob)
        offset += len(blob)
    return header + b"".join(entries) + b"".join(blobs)


def icns_bytes(elements: list[tuple[bytes, bytes]]) -> bytes:
    """An Apple ICNS: big-endian lengths, each element a 4-byte type plus PNG data."""
    body = b"".join(kind + struct.pack(">I", 8 + len(blob)) + blob for kind, blob in elements)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def generate(out_dir: Path, svg: Path = SOURCE_SVG, window_icon: Path | None = None) -> list[Path]:
    """Writes the icon set into `out_dir` (and the window icon); returns the files written."""
    global _app
    if QGuiApplication.instance() is None:
        # QPainter needs a GUI application, kept alive for the rest of the run.
        _app = QGuiApplication([])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {svg}")
    cache: dict[int, bytes] = {}

    def png(size: int) -> bytes:
        if size not in cache:
            cache[size] = png_bytes(render(renderer, size))
        return cache[size]

    out_dir.mkdir(parents=True, exist_ok=True)
    outputs: dict[Path, bytes] = {
        out_dir / "ginrummy.png": png(512),
        out_dir / "ginrummy.ico": ico_bytes({size: png(size) for size in ICO_SIZES}),
        out_dir / "ginrummy.icns": icns_bytes([(kind, png(size)) for kind, size in ICNS_TYPES]),
        (window_icon or out_dir / "icon.png"): png(256),
    }
    for size in PNG_SIZES:
        outputs[out_dir / f"ginrummy-{size}.png"] = png(size)
    for path, blob in outputs.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(blob)
    return list(outputs)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--out", type=Path, help="write everything (window icon too) here instead of the repo"
    )
    args = parser.parse_args(argv)
    # With --out everything, the window icon too, goes there (tests use this).
    files = generate(ICON_DIR, window_icon=WINDOW_ICON) if args.out is None else generate(args.out)
    print(f"wrote {len(files)} files")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
