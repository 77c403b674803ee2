/** A guide a player might write: headings, lists, emphasis, links, code and a quote. */
export const FULL_GUIDE = `# Sandworm Rider

A **fast** Swordmaster build for the *Deep Desert*. Built around dodging, parrying and getting out alive.

## Rotation

1. Open with **Bindu Sprint** to close the gap.
2. Parry, then strike while they recover.
3. Leave with \`Bindu Dodge\` when the shield drops.

## Gear

- Light armour with spice resistance
- A Kindjal with the *Precise* mod
- Two stillsuit patches

> The mind commands the body and it obeys.

See the [class page](/class/swordmaster) and the [patch notes](https://example.com/patch-notes).

---

Questions? [Write to me](mailto:rider@example.com).
`;

/** Links and HTML a player must never get through: every one of them neutralised. */
export const HOSTILE_GUIDE = `Try [click me](javascript:alert(1)) and [this one](JaVaScRiPt:alert(2)).

A [data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgzKTwvc2NyaXB0Pg==) and a [vb link](vbscript:msgbox(4)).

<script>alert(5)</script>

<a href="javascript:alert(6)">raw html link</a>

![tracker](javascript:alert(7))

Safe: [web](https://example.com/guide), [chat](irc://irc.example.com/dune), [mail](mailto:rider@example.com), [relative](/classes).
`;
