import type { ReactNode } from 'react';
import type { Author } from '../../api/contract/publicBuilds';
import { likesText } from '../../builds/cards/cardText';
import { joinedText, publicBuildsText } from './authorText';

/** Props of an author's header. */
export interface AuthorProfileViewProps {
  author: Author;
  /** The join date in UTC rather than the player's time zone (stories and tests). */
  timeZone?: 'UTC';
  /** What the player may do about the author, under the facts (Follow). */
  children?: ReactNode;
}

/**
 * The top of an author page: their name as the page's heading, when they joined, and what the
 * community made of their work (Public builds and the likes those received), then what the
 * player may do about them.
 */
export function AuthorProfileView({ author, timeZone, children }: AuthorProfileViewProps) {
  return (
    <header className="mb-8 max-w-3xl">
      <p className="mb-2 text-xs font-semibold tracking-[0.25em] text-spice-300 uppercase">
        Author
      </p>
      <h1 className="font-display text-3xl font-semibold tracking-wide break-words text-sand-50 sm:text-4xl">
        {author.username}
      </h1>
      <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sand-300">
        <div>
          <dt className="sr-only">Joined</dt>
          <dd>{joinedText(author.joined_at, timeZone)}</dd>
        </div>
        <div>
          <dt className="sr-only">Likes received</dt>
          <dd className="font-semibold text-spice-200">{likesText(author.like_total)}</dd>
        </div>
        <div>
          <dt className="sr-only">Public builds</dt>
          <dd>{publicBuildsText(author.build_count)}</dd>
        </div>
      </dl>
      {children}
    </header>
  );
}
