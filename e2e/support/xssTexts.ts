import { BUILD_DESCRIPTION_MAX, BUILD_GUIDE_MAX } from '../../src/skills/buildText';
import { visibleLine, visibleMultiline } from '../../src/skills/visibleText';
import { COMPACT_TITLE_BUILDS, type HostilePayload, TITLE_ROOM } from './xssPayloads';

/*
 * How the XSS table fills the texts a player writes with its hostile strings: one build per
 * title, the descriptions, report details and notes packed with every string that fits, the
 * guide and the feedback holding them all under a heading that marks this run.
 */

/** A text a player writes, and the hostile strings it carries. */
export interface HostileText {
  /** The field, in the table's words ("title", "description", "guide", …). */
  field: string;
  text: string;
  payloads: readonly HostilePayload[];
  /**
   * What the page shows when the text reached it: the text itself, or for markdown (which the
   * page renders rather than prints) the run's heading above it.
   */
  shows: string;
}

/** The texts of one build of the table. */
export interface HostileBuild {
  title: HostileText;
  description: HostileText;
  guide: HostileText;
}

/** Packs texts into `groups` strings of at most `max` characters, round robin. */
function pack(
  payloads: readonly HostilePayload[],
  groups: number,
  max: number,
): HostilePayload[][] {
  const packed: HostilePayload[][] = Array.from({ length: groups }, () => []);
  const length = (group: HostilePayload[]) =>
    group.reduce((sum, payload) => sum + payload.text.length + 1, 0);
  payloads.forEach((payload, index) => {
    const group = packed[index % groups];
    if (group && length(group) + payload.text.length <= max) group.push(payload);
  });
  return packed;
}

/** A plain text field holding payloads side by side. */
export function plainText(field: string, payloads: readonly HostilePayload[]): HostileText {
  const text = payloads.map((payload) => payload.text).join(' ');
  return { field, text, payloads, shows: text };
}

/** The markdown guide: every payload, one paragraph each, under the run's heading. */
function guideText(tag: string, payloads: readonly HostilePayload[]): HostileText {
  const heading = `Guide ${tag}`;
  const text = [`## ${heading}`, ...payloads.map((payload) => payload.text)].join('\n\n');
  if (text.length > BUILD_GUIDE_MAX) throw new Error('The table outgrew the 4000-character guide.');
  return { field: 'guide', text, payloads, shows: heading };
}

/** Payloads a packed field of `max` characters can hold. */
function fitting(payloads: readonly HostilePayload[], max: number): HostilePayload[] {
  return payloads.filter((payload) => payload.text.length <= max);
}

/**
 * A title as the site keeps and shows it: its visible characters on one line (zero-width and
 * direction characters dropped, line breaks made spaces; src/skills/visibleText.ts), trimmed.
 */
export function keptTitle(title: string): string {
  return visibleLine(title).trim();
}

/** A description shows as the site keeps it: its visible characters, line breaks kept. */
function keptDescription(description: HostileText): HostileText {
  return { ...description, shows: visibleMultiline(description.text) };
}

/**
 * The builds of the table: one per payload that fits a title (the compact table: its first
 * few), each described by a share of the payloads that fit a description, each with the guide.
 */
export function hostileBuilds(tag: string, payloads: readonly HostilePayload[]): HostileBuild[] {
  const titled = fitting(payloads, TITLE_ROOM);
  const titles = process.env.XSS_TABLE === 'full' ? titled : titled.slice(0, COMPACT_TITLE_BUILDS);
  const descriptions = pack(
    fitting(payloads, BUILD_DESCRIPTION_MAX),
    titles.length,
    BUILD_DESCRIPTION_MAX,
  );
  const guide = guideText(tag, payloads);
  return titles.map((payload, index) => {
    const title = `${tag} ${payload.text}`;
    return {
      title: { field: 'title', text: title, payloads: [payload], shows: keptTitle(title) },
      description: keptDescription(plainText('description', descriptions[index] ?? [])),
      guide,
    };
  });
}

/** Splits a list into runs of at most `size` (the account's ten saved builds at a time). */
export function batches<T>(list: readonly T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let start = 0; start < list.length; start += size) {
    runs.push(list.slice(start, start + size));
  }
  return runs;
}

/** A text field of at most `max` characters packed with every payload that fits it. */
export function packedText(
  field: string,
  payloads: readonly HostilePayload[],
  max: number,
): HostileText {
  const [first = []] = pack(fitting(payloads, max), 1, max);
  return plainText(field, first);
}

/**
 * The build data the planner, the API and build files share (spec §3), one skill taken so the
 * build is worth showing; `origin` is the community build it says it was copied from.
 */
export function buildData(
  build: HostileBuild,
  origin?: { url: string; title: string; author: string },
): Record<string, unknown> {
  return {
    buildTitle: build.title.text,
    buildDescription: build.description.text,
    buildGuide: build.guide.text,
    buildTags: [],
    buildTypeTags: [],
    characterBuild: [{ skillId: 1, level: 1 }],
    levellingPlan: [{ skillId: 1, level: 1, skill: 'Ranged Damage' }],
    buildSharing: 'Public',
    selectedClass: 'trooper',
    ...(origin ? { buildOrigin: origin } : {}),
  };
}
