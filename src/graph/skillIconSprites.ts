// Written by scripts/build-game-data.ts (`npm run data:build`) from the skills' icons: edit
// that, not this file. Each class's icons are a sprite of their own, so a page showing one
// class's trees loads none of the others'. The sprites are bundled as files with a hash in
// their names (never inlined: `<use>` cannot point into a data URL), so browsers may cache
// them for good and still get a new one when its icons change.
import beneGesseritAcolyteSprite from './skill-icons-bene-gesserit-acolyte.svg?url&no-inline';
import mentatSprite from './skill-icons-mentat.svg?url&no-inline';
import planetologistSprite from './skill-icons-planetologist.svg?url&no-inline';
import swordmasterSprite from './skill-icons-swordmaster.svg?url&no-inline';
import trooperSprite from './skill-icons-trooper.svg?url&no-inline';

/** The address of the sprite that holds a tree's skill icons (its class's), by tree id. */
export const SKILL_ICON_SPRITE_BY_TREE: Readonly<Record<number, string>> = {
  1: trooperSprite,
  2: trooperSprite,
  3: trooperSprite,
  4: mentatSprite,
  5: mentatSprite,
  6: mentatSprite,
  7: planetologistSprite,
  8: planetologistSprite,
  9: planetologistSprite,
  10: beneGesseritAcolyteSprite,
  11: beneGesseritAcolyteSprite,
  12: beneGesseritAcolyteSprite,
  13: swordmasterSprite,
  14: swordmasterSprite,
  15: swordmasterSprite,
};
