"""Generated assets are valid and the scripts in scripts/ reproduce them exactly."""

from __future__ import annotations

import importlib.util
import struct
import wave
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = ROOT / "scripts"
ASSETS = ROOT / "ginrummy_desktop" / "assets"
ICONS = ROOT / "packaging" / "icons"
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def load_script(name: str) -> ModuleType:
    """Imports a script from scripts/ by path (the folder is not a package)."""
    spec = importlib.util.spec_from_file_location(f"_script_{name}", SCRIPTS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def files_below(folder: Path) -> dict[str, bytes]:
    return {
        p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*") if p.is_file()
    }


def png_size(blob: bytes) -> tuple[int, int]:
    assert blob.startswith(PNG_MAGIC)
    width, height = struct.unpack(">II", blob[16:24])
    return width, height


# Cards -----------------------------------------------------------------------


def test_card_script_regenerates_identical_svgs(tmp_path: Path) -> None:
    load_script("make_cards").main(["--out", str(tmp_path)])
    assert files_below(tmp_path) == files_below(ASSETS / "cards")


def test_card_svgs_are_well_formed_with_card_proportions() -> None:
    files = sorted(p for p in (ASSETS / "cards").rglob("*.svg") if p.parent.name != "felts")
    assert len(files) == 2 * 52 + 4
    for path in files:
        root = ElementTree.parse(path).getroot()
        width, height = float(root.get("width", 0)), float(root.get("height", 0))
        assert width / height == pytest.approx(2.5 / 3.5), path


def test_felt_svgs_are_well_formed_and_one_is_dark() -> None:
    felts = sorted((ASSETS / "cards" / "felts").glob("*.svg"))
    assert len(felts) >= 4
    for path in felts:
        root = ElementTree.parse(path).getroot()
        assert float(root.get("width", 0)) / float(root.get("height", 1)) == pytest.approx(1.6)
    # The dark felt really is dark: its top colour's brightness is low.
    text = (ASSETS / "cards" / "felts" / "charcoal.svg").read_text(encoding="utf-8")
    top = text.split('stop-color="#', 1)[1][:6]
    assert sum(int(top[i : i + 2], 16) for i in (0, 2, 4)) / 3 < 60


# Sounds ----------------------------------------------------------------------

SOUND_NAMES = ("deal", "draw", "discard", "knock", "gin", "shuffle")


def test_sound_script_regenerates_identical_wavs(tmp_path: Path) -> None:
    load_script("make_sounds").main(["--out", str(tmp_path)])
    assert files_below(tmp_path) == files_below(ASSETS / "sounds")


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_wav_is_short_mono_16_bit_and_not_clipped(name: str) -> None:
    with wave.open(str(ASSETS / "sounds" / f"{name}.wav"), "rb") as handle:
        assert handle.getnchannels() == 1
        assert handle.getsampwidth() == 2
        assert handle.getframerate() == 44_100
        frames = handle.getnframes()
        samples = struct.unpack(f"<{frames}h", handle.readframes(frames))
    assert 0.05 < frames / 44_100 < 1.0
    peak = max(abs(s) for s in samples)
    assert 8000 < peak < 32_000  # audible, with headroom below full scale
    # Faded ends: no click when the effect starts or stops.
    assert abs(samples[0]) < 200 and abs(samples[-1]) < 200


# Icons -----------------------------------------------------------------------

ICON_FILES = (
    "ginrummy.png",
    "ginrummy-256.png",
    "ginrummy-512.png",
    "ginrummy.ico",
    "ginrummy.icns",
)


def ico_images(blob: bytes) -> dict[str, bytes]:
    reserved, kind, count = struct.unpack("<HHH", blob[:6])
    assert (reserved, kind) == (0, 1)
    images = {}
    for i in range(count):
        width, height, _, _, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", blob[6 + 16 * i : 22 + 16 * i]
        )
        assert (width, planes, bits) == (height, 1, 32)
        images[str(width or 256)] = blob[offset : offset + length]
    return images


def icns_images(blob: bytes) -> dict[str, bytes]:
    assert blob[:4] == b"icns"
    assert struct.unpack(">I", blob[4:8])[0] == len(blob)
    images = {}
    position = 8
    while position < len(blob):
        kind = blob[position : position + 4].decode("ascii")
        (length,) = struct.unpack(">I", blob[position + 4 : position + 8])
        images[kind] = blob[position + 8 : position + length]
        position += length
    assert position == len(blob)
    return images


def icon_images(name: str, blob: bytes) -> dict[str, bytes]:
    if name.endswith(".ico"):
        return ico_images(blob)
    if name.endswith(".icns"):
        return icns_images(blob)
    return {"png": blob}


def test_ico_holds_png_images_16_to_256() -> None:
    images = ico_images((ICONS / "ginrummy.ico").read_bytes())
    for size, image in images.items():
        assert png_size(image) == (int(size), int(size))
    sizes = sorted(int(size) for size in images)
    assert sizes[0] == 16 and sizes[-1] == 256 and len(sizes) >= 5


def test_icns_has_magic_length_and_retina_sizes() -> None:
    images = icns_images((ICONS / "ginrummy.icns").read_bytes())
    for kind, size in {"ic07": 128, "ic08": 256, "ic09": 512, "ic10": 1024}.items():
        assert png_size(images[kind]) == (size, size)


def test_window_icon_is_a_256_png() -> None:
    assert png_size((ASSETS / "icon.png").read_bytes()) == (256, 256)


def pixels_close(a: bytes, b: bytes, tolerance: int = 12) -> bool:
    first, second = QImage.fromData(a), QImage.fromData(b)
    if first.isNull() or first.size() != second.size():
        return False
    step = max(1, first.width() // 64)
    for y in range(0, first.height(), step):
        for x in range(0, first.width(), step):
            pair = zip(
                first.pixelColor(x, y).getRgb(), second.pixelColor(x, y).getRgb(), strict=True
            )
            if any(abs(u - v) > tolerance for u, v in pair):
                return False
    return True


def test_icon_script_regenerates_the_committed_icons(qapp, tmp_path: Path) -> None:
    load_script("make_icons").main(["--out", str(tmp_path)])
    committed = {name: ICONS / name for name in ICON_FILES} | {"icon.png": ASSETS / "icon.png"}
    for name, path in committed.items():
        fresh, kept = (tmp_path / name).read_bytes(), path.read_bytes()
        if fresh == kept:
            continue
        # Another Qt version may anti-alias a little differently; the pictures must
        # still match, which catches an SVG edit that was not rebuilt.
        fresh_images, kept_images = icon_images(name, fresh), icon_images(name, kept)
        assert fresh_images.keys() == kept_images.keys(), name
        for key, image in fresh_images.items():
            assert pixels_close(image, kept_images[key]), f"{name} {key}"
