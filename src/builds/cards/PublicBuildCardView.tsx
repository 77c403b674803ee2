import { useId } from 'react';
import { Link } from 'react-router-dom';
import { COMMUNITY_TEXTS } from '../../api/contract/publicBuildsTexts';
import { ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ChipList } from '../../ui/Chip';
import { AbilityIcons } from './AbilityIcons';
import { CardClasses } from './CardClasses';
import { CharacterChip } from './CharacterChip';
import { cardTags, favouritesText, formatUpdated, likesText } from './cardText';
import { TreeThumbnail } from './TreeThumbnail';
import { VersionStatusMark } from './VersionStatusMark';
import type { PublicBuildCard } from '../../api/contract/publicBuildCards';

/** Props of one community card. */
export interface PublicBuildCardViewProps {
  build: PublicBuildCard;
  /** Its date in UTC rather than the player's time zone (stories and tests). */
  timeZone?: 'UTC';
  /** The title's heading level: h3 where the cards sit under a section's own h2 (Home). */
  headingLevel?: 'h2' | 'h3';
  /** Its thumbnail loads at once: the first card of a page the server draws with its cards. */
  eagerThumbnail?: boolean;
}

/**
 * One Public build in the community list (spec §2): its trees drawn small, title, author (to
 * their page), classes, likes (and favourites, when the answer counts them), when it was updated, points spent, its active abilities, up to 2
 * main tags and 1 type tag ('No tags' without any), its status on the current game version
 * ("valid on 1.5.3.6" or "needs attention"), its description and View Build (to the
 * read-only viewer); the character it is planned for when it states one. The card is an article named by its title, so its links are found by the
 * build they lead to.
 */
export function PublicBuildCardView({
  build,
  timeZone,
  headingLevel: Heading = 'h2',
  eagerThumbnail = false,
}: PublicBuildCardViewProps) {
  const titleId = useId();
  const tags = cardTags(build);
  return (
    <Card as="article" aria-labelledby={titleId} className="flex h-full min-w-0 flex-col p-5">
      {build.thumbnail !== null && (
        <div className="mb-3">
          <TreeThumbnail src={build.thumbnail} eager={eagerThumbnail} />
        </div>
      )}
      <Heading
        id={titleId}
        className="font-display text-xl leading-tight font-semibold break-words text-sand-50"
      >
        {build.title}
      </Heading>
      <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-sand-300">
        by
        <Link
          to={`/user/${encodeURIComponent(build.username)}`}
          className="inline-flex min-h-11 min-w-11 items-center font-semibold break-all text-spice-200 underline-offset-4 hover:underline focus-visible:underline"
        >
          {build.username}
        </Link>
        <span aria-hidden="true">·</span>
        <CardClasses classes={build.classes} />
      </p>
      {build.character && (
        <div className="mt-1">
          <CharacterChip character={build.character} />
        </div>
      )}

      <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <div className="flex gap-1.5">
          <dt className="sr-only">Likes</dt>
          <dd className="font-semibold text-spice-200">
            <span aria-hidden="true">♥ </span>
            {likesText(build.likes)}
          </dd>
        </div>
        {build.favourites === undefined ? null : (
          <div className="flex gap-1.5" data-testid="card-favourites">
            <dt className="sr-only">Favourites</dt>
            <dd className="font-semibold text-spice-200">
              <span aria-hidden="true">★ {build.favourites}</span>
              <span className="sr-only">{favouritesText(build.favourites)}</span>
            </dd>
          </div>
        )}
        <div className="flex gap-1.5">
          <dt className="text-sand-400">Updated</dt>
          <dd className="text-sand-100">
            <time dateTime={build.updated_at}>{formatUpdated(build.updated_at, timeZone)}</time>
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-sand-400">Points</dt>
          <dd className="text-sand-100">{build.skillpoints} SP</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-sand-400">Status</dt>
          <dd>
            <VersionStatusMark status={build.version_status} />
          </dd>
        </div>
      </dl>

      <div className="mt-3">
        <AbilityIcons abilities={build.abilities} />
      </div>

      <div className="mt-3">
        {tags.length > 0 ? (
          <ChipList label="Tags" items={tags} />
        ) : (
          <p className="text-xs text-sand-500">{COMMUNITY_TEXTS.noTags}</p>
        )}
      </div>

      <p className="mt-3 text-sm leading-relaxed break-words whitespace-pre-line text-sand-300">
        {build.description}
      </p>

      <div className="mt-auto pt-5">
        <ButtonLink to={`/build-viewer/${encodeURIComponent(build.url)}`} className="w-full">
          View Build
        </ButtonLink>
      </div>
    </Card>
  );
}
