import { useId, type ReactNode } from 'react';
import type { MyBuild, SavedBuildSharing } from '../../api/contract/savedBuilds';
import { AbilityIcons } from '../../builds/cards/AbilityIcons';
import { CardClasses } from '../../builds/cards/CardClasses';
import { CharacterChip } from '../../builds/cards/CharacterChip';
import { TreeThumbnail } from '../../builds/cards/TreeThumbnail';
import { VersionStatusMark } from '../../builds/cards/VersionStatusMark';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ChipList } from '../../ui/Chip';
import { formatBuildTime, likesLabel, SHARING_NOTES } from './buildCardText';

/** Props of one saved build's card. */
export interface MyBuildCardProps {
  build: MyBuild;
  /** True while this build is being fetched for the planner (its Load says 'Loading...'). */
  loading: boolean;
  /** True while any build is being loaded: no second Load starts meanwhile. */
  loadDisabled: boolean;
  onLoad: (build: MyBuild) => void;
  onDelete: (build: MyBuild) => void;
  /** The locale of its times (stories and tests; the player's own by default). */
  locale?: string;
}

const SHARING_BADGES: Readonly<Record<SavedBuildSharing, string>> = {
  Public: 'border-ibad-400/60 bg-ibad-500/15 text-ibad-300',
  Private: 'border-sand-500/70 bg-sand-800/70 text-sand-200',
  Restricted: 'border-danger-400/60 bg-danger-950/50 text-danger-200',
};

/**
 * One saved build on My Builds (spec §2): its trees drawn small (a Public one: only those have a
 * public image), title, classes and points spent, the character it is for, description, active
 * abilities, tags and type tags, how it is listed (a Restricted one says it was flagged), its
 * likes, when it was created and last viewed, its status on the current game version, and Load
 * and Delete. The card is an article named by its title, so each card's buttons are found by the
 * build they act on.
 */
export function MyBuildCard({
  build,
  loading,
  loadDisabled,
  onLoad,
  onDelete,
  locale,
}: MyBuildCardProps) {
  const titleId = useId();
  const hasTags = build.tags.length > 0 || build.type_tags.length > 0;
  return (
    <Card as="article" aria-labelledby={titleId} className="flex min-w-0 flex-col p-5">
      {build.thumbnail !== null && (
        <div className="mb-3">
          <TreeThumbnail src={build.thumbnail} />
        </div>
      )}
      <h2
        id={titleId}
        className="font-display text-xl leading-tight font-semibold break-words text-sand-50"
      >
        {build.title}
      </h2>
      <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-sm">
        <CardClasses classes={build.classes} />
        <span aria-hidden="true" className="text-sand-500">
          ·
        </span>
        <span className="text-sand-100">{build.skillpoints} SP</span>
      </p>
      {build.character && (
        <div className="mt-2">
          <CharacterChip character={build.character} />
        </div>
      )}
      <p className="mt-2 text-sm leading-relaxed break-words text-sand-300">
        {build.description.trim() === '' ? (
          <span className="text-sand-500 italic">No description.</span>
        ) : (
          build.description
        )}
      </p>

      <div className="mt-4">
        <AbilityIcons abilities={build.abilities} />
      </div>

      <div className="mt-4 flex flex-col gap-2">
        {build.tags.length > 0 && <ChipList label="Tags" items={build.tags} />}
        {build.type_tags.length > 0 && <ChipList label="Type tags" items={build.type_tags} />}
        {!hasTags && <p className="text-xs text-sand-500">No tags</p>}
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Fact term="Sharing">
          <span
            className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold tracking-wide ${SHARING_BADGES[build.sharing]}`}
          >
            {build.sharing}
          </span>
        </Fact>
        <Fact term={likesLabel(build.sharing)}>{build.likes}</Fact>
        <Fact term="Created">{formatBuildTime(build.created_at, locale)}</Fact>
        <Fact term="Last viewed">{formatBuildTime(build.last_viewed_at, locale)}</Fact>
        <Fact term="Status">
          <VersionStatusMark status={build.version_status} />
        </Fact>
      </dl>
      <p
        className={`mt-3 text-xs leading-relaxed ${build.sharing === 'Restricted' ? 'text-danger-200' : 'text-sand-400'}`}
      >
        {SHARING_NOTES[build.sharing]}
      </p>

      <div className="mt-auto flex gap-3 pt-5 *:flex-1">
        <Button
          disabled={loadDisabled}
          aria-busy={loading}
          onClick={() => {
            onLoad(build);
          }}
        >
          {loading ? 'Loading...' : 'Load'}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            onDelete(build);
          }}
        >
          Delete
        </Button>
      </div>
    </Card>
  );
}

/** One fact of the card: a small upper-case term over its value. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-[0.15em] text-sand-400 uppercase">{term}</dt>
      <dd className="mt-1 break-words text-sand-50">{children}</dd>
    </div>
  );
}
