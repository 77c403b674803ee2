import { correctedSkillNames, CURRENT_CORRECTIONS } from './gameDataChanges';

/** One dated entry of the site's release notes. */
export interface ReleaseNote {
  /** ISO date (YYYY-MM-DD) of the release. */
  date: `${number}-${number}-${number}`;
  title: string;
  changes: readonly string[];
  /** A "What changed" note under the changes: a sentence, then the things it names. */
  whatChanged?: { summary: string; items: readonly string[] };
}

/** Newest first: the game data updates, then the site's early history (2024-04-26 to 2024-06-07). */
export const RELEASE_NOTES: readonly ReleaseNote[] = [
  {
    date: '2026-11-23',
    title: `Game data ${CURRENT_CORRECTIONS.version}`,
    changes: [
      `Skill numbers now match the live game at update ${CURRENT_CORRECTIONS.version}, checked record by record against an export of the game's own skill data.`,
      "The skill details and tooltips show each level's numbers as a table, and Build Modifiers adds them up.",
      'Builds carry their game mode, multiplayer or single-player; Cartographer has a single-player version of its own.',
      'Every skill has its own icon.',
    ],
    whatChanged: {
      summary: `These skills had numbers in our update ${CURRENT_CORRECTIONS.comparedWith} data that differ from the live game; they now show the game's own:`,
      items: correctedSkillNames(CURRENT_CORRECTIONS),
    },
  },
  {
    date: '2024-06-07',
    title: 'Likes for community builds',
    changes: [
      'Community builds can now be liked; the like count shows on every build card and in the build viewer.',
      'Builds you have liked are remembered in this browser, so the Like button shows that you already liked them.',
      'Community builds can be sorted by Most Likes, Newest Builds, or both.',
    ],
  },
  {
    date: '2024-05-31',
    title: 'Community builds and the build viewer',
    changes: [
      'New Community Builds page: browse builds other players have listed publicly, filtered by main tag and build type.',
      'Every public build opens in a read-only build viewer with its skill trees, active slots, guide and leveling plan.',
      'Saved builds can be listed Public or kept Private at any time.',
    ],
  },
  {
    date: '2024-05-24',
    title: 'Accounts and saved builds',
    changes: [
      'Create an account to save up to 10 builds and load them again from My Builds.',
      'Account page: change your email or password, log out of the current session, or delete your account.',
      'Destructive actions (deleting a saved build or your account) require authentication and user confirmation: you must be logged in and type the word delete before anything is removed.',
    ],
  },
  {
    date: '2024-05-15',
    title: 'Share links',
    changes: [
      'The Link button creates a shareable link to your build; no account needed.',
      'Opening a share link loads the build straight into the planner.',
    ],
  },
  {
    date: '2024-05-08',
    title: 'Export and import',
    changes: [
      'Export any build as a .json file and import it again later, or send it to a friend.',
      'Imported files are checked before they are loaded, with a clear message when something is wrong.',
      'Builds now carry a title, a description, tags and a markdown build guide.',
    ],
  },
  {
    date: '2024-05-01',
    title: 'Character planner',
    changes: [
      'New Plan Characters page: spend skill points across every tree of a class and see the total spent.',
      'Choose three active abilities and three active techniques for your build.',
      'A leveling plan records the order in which you take each skill level.',
    ],
  },
  {
    date: '2024-04-26',
    title: 'Skill Explorer launch',
    changes: [
      'Arrakis Planner goes live with the Skill Explorer: all five classes and their skill trees.',
      'Each class page lists its skill trees and, where available, an overview video.',
    ],
  },
];
