import type { BuildLinkRequest, BuildLinkResponse } from '../../src/api/contract';
import type { Build } from '../../src/skills/buildSchema';
import type { GameIndex } from '../../src/skills/gameIndex';
import type { BuildLinkRepository } from '../repositories/buildLinkRepository';
import { buildModerationFields, findFlaggedContent } from './moderation';
import { prepareSharedBuild } from './prepareSharedBuild';
import type { SavedBuildService } from './savedBuilds';
import { DAY_MS } from './secrets';
import type { Throttle, ThrottleRule } from './throttle';

/**
 * Anonymous share links (spec §4 "Link creation", §7): a build is checked against the current
 * game data and moderated before it is stored; a stored link is read back as the spec's answer.
 * A saved build's `url` is a link id too ("For an already saved build the existing url is
 * reused"): the same GET answers it while the build is Public, and to its owner while Private.
 */

type ShareOutcome =
  | { ok: true; linkId: string }
  /** The build does not fit the game data: one sentence per problem. */
  | { ok: false; reason: 'game-data'; gameVersion: string; problems: string[] }
  /** Moderation flagged these fields of the build's texts. */
  | { ok: false; reason: 'moderation'; fields: string[] };

export interface BuildLinkSharing {
  /**
   * Checks, moderates and stores a link made from `address`; throws `TooManyRequestsError` once
   * that address has made its daily cap of links.
   */
  share(request: BuildLinkRequest, address: string): Promise<ShareOutcome>;
  /**
   * The shared build (a link's, or a saved build's that `viewerId` may open), or undefined when
   * there is none.
   */
  find(linkId: string, viewerId: string | null): Promise<BuildLinkResponse | undefined>;
}

export interface BuildLinkSharingDeps {
  buildLinks: BuildLinkRepository;
  /** Resolves saved builds' urls. */
  savedBuilds: Pick<SavedBuildService, 'findLinked'>;
  /** Lookups over the current game version, for the rules that check builds. */
  gameIndex: GameIndex;
  currentVersion: string;
  /** The database counters of the daily cap. */
  throttle: Throttle;
  /** Links one client address may make per UTC day (LINK_DAILY_CAP); 0 for no cap. */
  dailyCap: number;
}

/** The daily cap as a throttle rule: one-day fixed windows, so it resets at 00:00 UTC. */
function linkDailyCapRule(cap: number): ThrottleRule {
  return {
    name: 'link-day',
    windowMs: DAY_MS,
    max: cap,
    message: `Your network has made ${cap} build links today, the most allowed in a day. More can be made after 00:00 UTC.`,
  };
}

export function createBuildLinkSharing({
  buildLinks,
  savedBuilds,
  gameIndex,
  currentVersion,
  throttle,
  dailyCap,
}: BuildLinkSharingDeps): BuildLinkSharing {
  const capRule = linkDailyCapRule(dailyCap);
  return {
    async share(request, address) {
      // Counted before the work: every attempt costs a check, the cap bounds them all.
      if (dailyCap > 0) await throttle.hit(capRule, address);
      const prepared = prepareSharedBuild(request, gameIndex);
      if (!prepared.ok) {
        return {
          ok: false,
          reason: 'game-data',
          gameVersion: currentVersion,
          problems: prepared.problems,
        };
      }
      const { build, buildGuide } = prepared;
      const fields = findFlaggedContent(buildModerationFields(build, buildGuide));
      if (fields.length > 0) return { ok: false, reason: 'moderation', fields };
      const linkId = await buildLinks.save({ build, buildGuide, gameVersion: currentVersion });
      return { ok: true, linkId };
    },

    async find(linkId, viewerId) {
      const link = await buildLinks.find(linkId);
      if (!link) return savedBuilds.findLinked(linkId, viewerId);
      return {
        // Validated by the build schema when it was stored.
        data: link.data as Build,
        build_name: link.buildName,
        build_guide: link.buildGuide,
        sharing: 'Private',
        likes: 0,
        url: link.id,
        game_version: link.gameVersion,
      };
    },
  };
}
