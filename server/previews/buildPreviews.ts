import type { Build } from '../../src/skills/buildSchema';
import type { GameIndex } from '../../src/skills/gameIndex';
import type { BuildLinkRepository } from '../repositories/buildLinkRepository';
import type { SavedBuildRepository } from '../repositories/savedBuildRepository';
import { isLinkId } from '../keys/linkIds';
import { buildPreview, previewHash, type FoundPreview } from './previewContent';
import type { ImageOutcome, PreviewImages } from './previewImages';
import { findThumbnail, type FoundThumbnail } from './thumbnailContent';

/**
 * Link previews of builds: which build a shared page shows, if anyone may see it, and its preview
 * image. Exactly what the pages themselves open for a visitor is previewed, and nothing more: the
 * build viewer opens a Public saved build by id or url, the planner's `?link=` a share link or a
 * Public saved build's url. Private and Restricted builds, even to their owner, and unknown ids
 * have no preview. A card's thumbnail follows the viewer's rule: its owner sees it on My Builds.
 */

/** Where a previewed build is opened: the build viewer's id, or the planner's `?link=`. */
export type PreviewPage = 'viewer' | 'link';

export interface BuildPreviews {
  /** The preview of the build `key` opens on `page`, or undefined when it has none. */
  find(page: PreviewPage, key: string): Promise<FoundPreview | undefined>;
  /** The PNG of a found preview, drawn once per content hash, or busy. */
  image(found: FoundPreview): Promise<ImageOutcome>;
  /**
   * The card thumbnail of the build of this id or url if `viewerId` may see it (Public, or its
   * owner's), or undefined; `ownerOnly` when only its owner may.
   */
  findThumbnail(
    key: string,
    viewerId: string | null,
  ): Promise<(FoundThumbnail & { ownerOnly: boolean }) | undefined>;
  /** The PNG of a found thumbnail, drawn once per content hash, or busy. */
  thumbnail(found: FoundThumbnail): Promise<ImageOutcome>;
  /** Draws a listed card's thumbnail in the background, so the browser finds it stored. */
  drawThumbnailAhead(found: FoundThumbnail): void;
}

export interface BuildPreviewsDeps {
  savedBuilds: Pick<SavedBuildRepository, 'findById' | 'findByUrl'>;
  buildLinks: Pick<BuildLinkRepository, 'find'>;
  /** The current game data: SP and trees are shown as the planner would show them today. */
  gameIndex: GameIndex;
  /** Where the images are stored and drawn. */
  images: PreviewImages;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createBuildPreviews({
  savedBuilds,
  buildLinks,
  gameIndex,
  images,
}: BuildPreviewsDeps): BuildPreviews {
  const found = (
    build: Build,
    title: string,
    author: string | null,
    description: string,
  ): FoundPreview => {
    const preview = buildPreview(gameIndex, { build, title, author, description });
    return { preview, hash: previewHash(preview) };
  };

  /** The saved build of this id or url, if it is one. */
  async function savedRow(key: string) {
    if (UUID_PATTERN.test(key)) return savedBuilds.findById(key.toLowerCase());
    return isLinkId(key) ? savedBuilds.findByUrl(key) : undefined;
  }

  /** The build viewer's saved build: Public only, as a visitor sees it. */
  async function publicRow(key: string) {
    const row = await savedRow(key);
    return row?.sharing === 'Public' ? row : undefined;
  }

  async function viewerBuild(key: string): Promise<FoundPreview | undefined> {
    const row = await publicRow(key);
    if (!row) return undefined;
    // Validated by the build schema when it was stored.
    const build = JSON.parse(row.data) as Build;
    return found(build, row.name, row.username, row.description);
  }

  /** The planner's `?link=`: a share link, else a Public saved build's url. */
  async function linkedBuild(id: string): Promise<FoundPreview | undefined> {
    if (!isLinkId(id)) return undefined;
    const link = await buildLinks.find(id);
    if (link) {
      // Validated by the build schema when it was stored.
      const build = link.data as Build;
      return found(build, link.buildName, null, build.buildDescription);
    }
    const row = await savedBuilds.findByUrl(id);
    if (!row || row.sharing !== 'Public') return undefined;
    // Validated by the build schema when it was stored.
    return found(JSON.parse(row.data) as Build, row.name, row.username, row.description);
  }

  return {
    find: (page, key) => (page === 'viewer' ? viewerBuild(key) : linkedBuild(key)),
    image: ({ preview, hash }) => images.image({ drawing: { kind: 'preview', preview }, hash }),
    async findThumbnail(key, viewerId) {
      const row = await savedRow(key);
      // The saved build's own rule (GET /api/saved-builds/{idOrUrl}): Public, or the owner's.
      const ownerOnly = row?.sharing !== 'Public';
      if (!row || (ownerOnly && (viewerId === null || row.user_id !== viewerId))) return undefined;
      // Validated by the build schema when it was stored.
      return { ...findThumbnail(gameIndex, JSON.parse(row.data) as Build), ownerOnly };
    },
    thumbnail: ({ thumbnail, hash }) =>
      images.image({ drawing: { kind: 'thumbnail', thumbnail }, hash }),
    drawThumbnailAhead: ({ thumbnail, hash }) => {
      images.drawAhead({ drawing: { kind: 'thumbnail', thumbnail }, hash });
    },
  };
}
