import type { BuildLinkRequest } from '../../src/api/contract';
import type { Build } from '../../src/skills/buildSchema';
import { buildProblems } from '../../src/skills/buildValidation';
import { totalSkillPointsSpent } from '../../src/skills/costs';
import type { GameIndex } from '../../src/skills/gameIndex';
import { planForLevels } from '../../src/skills/levelingPlan';
import { skillName } from '../../src/skills/skillLookup';

/**
 * Turns a build sent by a client (a share link or a save) into the build to store, trusting the
 * client for nothing the server can work out itself: the SP total is recomputed from the game
 * data, the plan's skill names are the game data's (the client's names would be free text that
 * moderation does not read), and sharing and likes are the server's to set.
 */

export type PreparedBuild =
  { ok: true; build: Build; buildGuide: string } | { ok: false; problems: string[] };

/** What the server decides about a build, whatever the client sent. */
export interface ServerBuildFields {
  buildSharing: Build['buildSharing'];
  buildLikes: number;
  /** A save's `build_name` wins over `data.buildTitle`; absent, the data's title stays. */
  buildTitle?: string;
}

/** The client's build checked against the game data, with the server's own fields. */
export function prepareClientBuild(
  data: Build,
  buildGuide: string,
  index: GameIndex,
  server: ServerBuildFields,
): PreparedBuild {
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
    buildTitle: server.buildTitle ?? data.buildTitle,
    // Two copies of the guide would be two texts to keep equal: the call's own field wins.
    buildGuide,
    levellingPlan,
    buildSharing: server.buildSharing,
    buildLikes: server.buildLikes,
    skillpoints: totalSkillPointsSpent(index, data.characterBuild),
  };
  const problems = buildProblems(build, index);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, build, buildGuide };
}

/** A share link's build: always Private with 0 likes (spec §4 "Link creation"). */
export function prepareSharedBuild(request: BuildLinkRequest, index: GameIndex): PreparedBuild {
  return prepareClientBuild(request.data, request.build_guide, index, {
    buildSharing: 'Private',
    buildLikes: 0,
  });
}
