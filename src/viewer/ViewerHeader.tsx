import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CopyLinkDialog } from '../builds/dialogs/CopyLinkDialog';
import { BuildOriginNote } from '../builds/panels/BuildOriginNote';
import type { Build } from '../skills/buildSchema';
import { GAME_MODE_LABELS } from '../skills/gameModes';
import { buildGameMode } from '../skills/gameModeRules';
import { Button } from '../ui/Button';
import { ChipList } from '../ui/Chip';
import { updatedTimes } from '../api/contract/buildRevisionsTexts';
import { BasedOnButton, type BasedOnButtonProps } from './BasedOnButton';
import { CompareWithButton, type CompareWithButtonProps } from './CompareWithButton';
import type { LikeButtonProps } from './LikeButton';
import { LikeButton } from './LikeButton';
import { FollowBuildButton } from '../builds/follow/FollowBuildButton';
import { ReportButton, reportedUrlOf } from './ReportButton';
import { ViewerCollections } from './ViewerCollections';
import { LINK_WITHOUT_ID } from './viewerLink';

/** What the viewer's heading shows. */
export interface ViewerHeaderProps {
  build: Build;
  author: string | null;
  /**
   * The viewer's own address of the build (`/build-viewer/{url}`, made absolute on this page's
   * origin when Get Link shows it); null for a hand-over without ids: Get Link says so.
   */
  link: string | null;
  like: LikeButtonProps;
  /** How many accounts keep the saved build in their Favourites (0 when the answer had none). */
  favourites?: number;
  onOpenInPlanner: () => void;
  /** How many times the saved build was saved after its first save, once its history is read. */
  updates?: number;
  /** How many builds are based on this one that the visitor may see (0: no line for it). */
  basedOnCount?: number;
  /** Loads a page of them (stories and tests; default: the API). */
  loadBasedOn?: BasedOnButtonProps['load'];
  /** What "Compare with my build" reads when opened (stories and tests; default: the browser's). */
  compareWith?: Omit<CompareWithButtonProps, 'url'>;
}

/**
 * The build's title, author (linking to the author's page), the build it was based on and how
 * many are based on it, then Like, Favourite, Save to collection, Report, Get Link, Open in planner, Compare with my build and
 * Print (the guide on paper), its description, its game mode and tags.
 */
export function ViewerHeader({
  build,
  author,
  link,
  like,
  favourites = 0,
  onOpenInPlanner,
  updates = 0,
  basedOnCount = 0,
  loadBasedOn,
  compareWith = {},
}: ViewerHeaderProps) {
  const [linkOpen, setLinkOpen] = useState(false);
  const tags = [...build.buildTags, ...build.buildTypeTags];
  // Only a Public saved build is followed (a hand-over never saved has no url).
  const followUrl = build.buildSharing === 'Public' ? reportedUrlOf(link) : null;
  return (
    <header className="flex flex-col gap-4 rounded-2xl border border-sand-700/80 bg-sand-900/85 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <p className="text-xs font-semibold tracking-[0.3em] text-spice-300 uppercase">
          Community build
        </p>
        <h1 className="font-display text-2xl font-bold tracking-wide break-words text-sand-50 sm:text-3xl">
          {build.buildTitle}
        </h1>
        {author !== null ? (
          <p className="text-sm text-sand-300">
            by{' '}
            <Link
              to={`/user/${encodeURIComponent(author)}`}
              className="inline-flex min-h-11 items-center font-semibold text-spice-200 underline-offset-4 hover:underline"
            >
              {author}
            </Link>
          </p>
        ) : null}
        {updates > 0 ? (
          <p className="text-sm text-sand-300" data-testid="build-updates">
            {updatedTimes(updates)}
          </p>
        ) : null}
        {build.buildOrigin ? <BuildOriginNote origin={build.buildOrigin} lead="Based on" /> : null}
        <BasedOnButton
          url={reportedUrlOf(link)}
          count={basedOnCount}
          title={build.buildTitle}
          {...(loadBasedOn ? { load: loadBasedOn } : {})}
        />
      </div>
      {/* Buttons do nothing on paper: the printed guide starts with the description. */}
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <LikeButton {...like} />
        <ViewerCollections
          url={reportedUrlOf(link)}
          title={build.buildTitle}
          favourites={favourites}
        />
        {followUrl === null ? null : <FollowBuildButton url={followUrl} author={author} />}
        <ReportButton link={link} author={author} />
        <Button
          variant="secondary"
          onClick={() => {
            setLinkOpen(true);
          }}
        >
          Get Link
        </Button>
        <Button variant="secondary" onClick={onOpenInPlanner}>
          Open in planner
        </Button>
        <CompareWithButton url={reportedUrlOf(link)} {...compareWith} />
        <Button
          variant="secondary"
          onClick={() => {
            window.print();
          }}
        >
          Print
        </Button>
      </div>
      {build.buildDescription !== '' ? (
        <p className="whitespace-pre-line break-words text-sand-200">{build.buildDescription}</p>
      ) : null}
      <ChipList label="Game mode" items={[GAME_MODE_LABELS[buildGameMode(build)]]} />
      {tags.length > 0 ? <ChipList label="Tags" items={tags} /> : null}
      <CopyLinkDialog
        open={linkOpen}
        // Read from the page only when shown: the server's HTML of the heading knows no origin.
        url={linkOpen && link !== null ? new URL(link, window.location.href).href : link}
        error={link === null ? LINK_WITHOUT_ID : null}
        busy={false}
        onClose={() => {
          setLinkOpen(false);
        }}
      />
    </header>
  );
}
