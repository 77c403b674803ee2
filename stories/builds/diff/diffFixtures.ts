import { withActiveSlots } from '../../../src/skills/activeSlots';
import { allocateSkill, deallocateSkill, skillLevels } from '../../../src/skills/allocation';
import { buildDiff } from '../../../src/skills/buildDiff';
import type { Build } from '../../../src/skills/buildSchema';
import { must } from '../../fixtures/must';
import { characterOf, PROGRESSION_INDEX, trooperBuild } from '../../fixtures/progressionFixtures';

/**
 * Two revisions of a Trooper build made with the real engine on the real data, and their diffs:
 * the later one drops a skill, lowers another, takes a Mentat skill, moves its ability, changes
 * its tags, texts, character and guide.
 */

const index = PROGRESSION_INDEX;
const skillName = (id: number) => index.skillsById.get(id)?.name ?? '';

const guideLines = (middle: string[]) => [
  '## Opener',
  ...Array.from({ length: 14 }, (_, i) => `Step ${i + 1}: keep your distance.`),
  ...middle,
  ...Array.from({ length: 12 }, (_, i) => `Rotation ${i + 1}: fire, reload, move.`),
  '## End',
];

export const BEFORE: Build = {
  ...trooperBuild(),
  buildTitle: 'Trooper Capstones',
  buildDescription: 'Every Trooper skill within 200 SP.',
  buildTags: ['PvE Combat Build', 'Sniper'],
  buildGuide: guideLines(['Open with a grenade.']).join('\n'),
};

const taken = [...skillLevels(BEFORE.characterBuild)];
/** The skill the later revision drops: the last one taken at level 1 that nothing needs. */
const DROPPED = must(
  taken
    .filter(([id, level]) => level === 1 && id !== BEFORE.activeAbilities[2])
    .map(([id]) => id)
    .reverse()
    .find((id) => deallocateSkill(BEFORE, index, id) !== BEFORE),
  'a skill to drop',
);
/** The skill the later revision lowers one level. */
const LOWERED = must(
  taken.find(([id, level]) => level > 1 && deallocateSkill(BEFORE, index, id) !== BEFORE)?.[0],
  'a skill to lower',
);
const mentat = index.classesBySlug.get('mentat')?.id;
/** A Mentat skill the later revision takes with the points freed. */
const ADDED = must(
  [...index.skillsById.keys()].find(
    (id) =>
      index.classIdBySkillId.get(id) === mentat &&
      allocateSkill(deallocateSkill(BEFORE, index, DROPPED), index, id) !==
        deallocateSkill(BEFORE, index, DROPPED),
  ),
  'a Mentat skill',
);

function after(): Build {
  let build = deallocateSkill(BEFORE, index, DROPPED);
  build = deallocateSkill(build, index, LOWERED);
  build = allocateSkill(build, index, ADDED);
  const ability = BEFORE.activeAbilities[2] ?? null;
  build = withActiveSlots(build, 'ability', [ability, null, null]);
  return {
    ...build,
    buildTitle: 'Trooper Sniper',
    buildDescription: 'Trooper capstones with a Mentat opener.',
    buildTags: ['PvE Combat Build', 'Crowd Controller'],
    buildTypeTags: ['End Game Build'],
    buildGuide: guideLines(['Open with a stun.', 'Then dash in.']).join('\n'),
    character: characterOf(60, 48).character,
  };
}
export const AFTER = after();

/** What a player reads of the skills that changed. */
export const NAMES = {
  dropped: skillName(DROPPED),
  lowered: skillName(LOWERED),
  added: skillName(ADDED),
  ability: skillName(BEFORE.activeAbilities[2] ?? 0),
};

/** Everything differs. */
export const FULL_DIFF = buildDiff(BEFORE, AFTER, index);
/** The same build: nothing differs. */
export const EMPTY_DIFF = buildDiff(BEFORE, { ...BEFORE }, index);
/** Only the skills (and so the points and modifiers) differ. */
export const SKILLS_DIFF = buildDiff(
  BEFORE,
  { ...BEFORE, characterBuild: AFTER.characterBuild, activeAbilities: BEFORE.activeAbilities },
  index,
);
/** Only the guide differs: two long runs of unchanged lines around the change. */
export const GUIDE_DIFF = buildDiff(BEFORE, { ...BEFORE, buildGuide: AFTER.buildGuide }, index);
