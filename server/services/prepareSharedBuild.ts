import type { BuildLinkRequest } from '../../src/api/contract';
import type { Build } from '../../src/skills/buildSchema';
import { buildProblems } from '../../src/skills/buildValidation';
import { totalSkillPointsSpent } from '../../src/skills/costs';
import type { GameIndex } from '../../src/skills/gameIndex';
import { planForLevels } from '../../src/skills/levelingPlan';
import { skillName } from '../../src/skills/skillLookup';

/**
 * Turns a validated link request into the build to store, trusting the client for nothing the
 * server can work out itself: sharing and likes are forced (spec §4 "Link creation"), the SP
 * total is recomputed from the game data, and the plan's skill names are the game data's (the
 * client's names would be free text that moderation does not read).
 */

export type PreparedSharedBuild =
  { ok: true; build: Build; buildGuide: string } | { ok: false; problems: string[] };

export function prepareSharedBuild(
  request: BuildLinkRequest,
  index: GameIndex,
): PreparedSharedBuild {
  const { data, build_guide: buildGuide } = request;
  let levellingPlan = data.levellingPlan.map(({ skillId, level }) => ({
    skillId,
    level,
    skill: skillName(index, skillId),
  }));
  // A build without a plan is accepted as the import accepts one (spec §5: the plan is optional).
  if (levellingPlan.length === 0 && data.characterBuild.length > 0) {
    levellingPlan = planForLevels(index, data.characterBuild);
  }
  const build: Build = {
    ...data,
    // Two copies of the guide would be two texts to keep equal: the call's own field wins.
    buildGuide,
    levellingPlan,
    buildSharing: 'Private',
    buildLikes: 0,
    skillpoints: totalSkillPointsSpent(index, data.characterBuild),
  };
  const problems = buildProblems(build, index);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, build, buildGuide };
}
