import type { ClassSlug } from '../../skills/classSlugs';

/**
 * The five classes' names (spec §1), for the class filter and the cards. The list page needs no
 * game data for them, so it shows its first cards without loading the classes first.
 */
export const CLASS_NAMES: Readonly<Record<ClassSlug, string>> = {
  trooper: 'Trooper',
  mentat: 'Mentat',
  planetologist: 'Planetologist',
  'bene-gesserit-acolyte': 'Bene Gesserit Acolyte',
  swordmaster: 'Swordmaster',
};
