import { activeSlots } from './activeSlots';
import type { Build } from './buildSchema';
import type { UnlockTick } from './buildLimits';
import { CLASS_SLUGS } from './classSlugs';
import type { ClassSlug } from './gameData';
import type { GameIndex } from './gameIndex';
import type { Confidence, Trainer } from './progression';
import { classSlugOfSkill } from './skillLookup';
import { hasAdvancedTrainerAccess, setAdvancedTrainerAccess } from './trainerAccess';

/**
 * The unlock checklist: what a character must have done to use a build, per class it touches.
 * The advanced trainer rows are the spec's advanced trainer access, so ticking one clears the
 * red level 2+ warning; the other ticks are the build's `unlockTicks`.
 */

/** A row's id: a tick of the build, or a class's advanced trainer (its access flag). */
export type UnlockRowId = UnlockTick | `advanced:${ClassSlug}`;

interface RowBase {
  id: UnlockRowId;
  done: boolean;
  /** How sure the facts behind the row are. */
  confidence: Confidence;
  /** The build's skills that need the row, by name. */
  skills: string[];
}

export type UnlockRow =
  | (RowBase & {
      kind: 'basic-trainer';
      classSlug: ClassSlug;
      trainer: Trainer;
      /** What a character of this starting class has from the start (its tree is open). */
      startingAbility: string | null;
    })
  | (RowBase & { kind: 'advanced-trainer'; classSlug: ClassSlug; trainer: Trainer })
  | (RowBase & { kind: 'capstones'; classSlug: ClassSlug; trainer: Trainer; keys: string[] })
  | (RowBase & {
      kind: 'trial-of-aql';
      name: string;
      place: string;
      /** The third ability slot is used. */
      thirdSlot: boolean;
    });

/** The top row of a tree: the likely capstones (the facts do not say which node a key opens). */
const CAPSTONE_ROW = 4;

/**
 * The checklist of a build, in class order then the Trial of Aql; null when the game data has
 * no unlock facts. A build that takes nothing needs nothing: an empty list.
 */
export function unlockChecklist(build: Build, index: GameIndex): UnlockRow[] | null {
  const unlocks = index.data.progression?.unlocks;
  if (!unlocks) return null;
  const ticked = new Set(build.unlockTicks ?? []);
  const taken = build.characterBuild
    .map(({ skillId, level }) => ({ skill: index.skillsById.get(skillId), level, skillId }))
    .filter((entry) => entry.skill !== undefined);
  const rows: UnlockRow[] = [];
  for (const slug of CLASS_SLUGS) {
    const own = taken.filter((entry) => classSlugOfSkill(index, entry.skillId) === slug);
    if (own.length === 0) continue;
    const trainers = unlocks.trainers[slug];
    const names = (list: typeof own) => list.map((entry) => entry.skill?.name ?? '');
    rows.push({
      kind: 'basic-trainer',
      id: `basic:${slug}`,
      classSlug: slug,
      trainer: trainers.basic,
      startingAbility: unlocks.startingAbility[slug],
      skills: names(own),
      done: ticked.has(`basic:${slug}`),
      confidence: unlocks.confidence.trainers,
    });
    const ranked = own.filter((entry) => entry.level >= 2);
    if (ranked.length > 0) {
      rows.push({
        kind: 'advanced-trainer',
        id: `advanced:${slug}`,
        classSlug: slug,
        trainer: trainers.advanced,
        skills: names(ranked),
        done: hasAdvancedTrainerAccess(build, slug),
        confidence: unlocks.confidence.levels,
      });
    }
    const capstones = own.filter((entry) => entry.skill?.position?.row === CAPSTONE_ROW);
    if (capstones.length > 0) {
      rows.push({
        kind: 'capstones',
        id: `capstones:${slug}`,
        classSlug: slug,
        trainer: trainers.advanced,
        keys: unlocks.capstoneKeys[slug],
        skills: names(capstones),
        done: ticked.has(`capstones:${slug}`),
        // Which node a key opens is unknown; that it is the top row is our inference.
        confidence: 'I',
      });
    }
  }
  const thirdSlot = activeSlots(build, 'ability')[2] !== null;
  const prescient = taken.filter((entry) => entry.skill?.prescience);
  if (thirdSlot || prescient.length > 0) {
    rows.push({
      kind: 'trial-of-aql',
      id: 'trial-of-aql',
      name: unlocks.trialOfAql.name,
      place: unlocks.trialOfAql.place,
      thirdSlot,
      skills: prescient.map((entry) => entry.skill?.name ?? ''),
      done: ticked.has('trial-of-aql'),
      confidence: unlocks.confidence.trialOfAql,
    });
  }
  return rows;
}

/** Ticks or unticks a row; an advanced trainer row is the class's advanced trainer access. */
export function tickUnlock(build: Build, id: UnlockRowId, value: boolean): Build {
  if (id.startsWith('advanced:')) {
    const slug = CLASS_SLUGS.find((s) => id === `advanced:${s}`);
    if (!slug || hasAdvancedTrainerAccess(build, slug) === value) return build;
    return setAdvancedTrainerAccess(build, slug, value);
  }
  const tick = id as UnlockTick;
  const ticks = build.unlockTicks ?? [];
  if (ticks.includes(tick) === value) return build;
  const next = value ? [...ticks, tick] : ticks.filter((t) => t !== tick);
  if (next.length > 0) return { ...build, unlockTicks: next };
  const cleared = { ...build };
  delete cleared.unlockTicks;
  return cleared;
}
