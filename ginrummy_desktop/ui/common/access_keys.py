"""Access keys for menu items whose words come from elsewhere (the levels' names, the
review advisors): each gets the first letter not yet taken in its menu, a word's first
letter before the others, so that a keyboard player reaches it with Alt and a letter."""

from __future__ import annotations

from collections.abc import Sequence


def with_access_keys(texts: Sequence[str], taken: str = "") -> list[str]:
    """``texts`` with "&" before a letter of each, no letter twice (nor any of ``taken``);
    a text with no free letter is left without one. An "&" in a text is doubled, so that
    it shows as itself."""
    used = {c.lower() for c in taken}
    out = []
    for text in texts:
        plain = text.replace("&", "&&")
        starts = [i for i, c in enumerate(plain) if c.isalnum() and (i == 0 or plain[i - 1] == " ")]
        rest = [i for i, c in enumerate(plain) if c.isalnum() and i not in starts]
        at = next((i for i in starts + rest if plain[i].lower() not in used), None)
        if at is None or plain[at - 1 : at] == "&":
            out.append(plain)
            continue
        used.add(plain[at].lower())
        out.append(plain[:at] + "&" + plain[at:])
    return out
