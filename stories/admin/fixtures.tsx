import type { Decorator } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import type { AdminActionsPage } from '../../src/api/admin/adminActions';
import type { FeedbackInboxPage } from '../../src/api/admin/feedbackInbox';
import type { PageViews, QueuedBuild } from '../../src/api/contract/admin';
import type { QueuedComment } from '../../src/api/contract/comments';
import type { AdminNewsItem } from '../../src/api/contract/news';
import type { User } from '../../src/api/contract/user';

/** A moderator. */
export const storyAdmin: User = {
  username: 'Liet',
  email: 'liet@sietch-tabr.example',
  role: 'admin',
  avatarUrl: null,
};

/** A player without the admin role. */
export const storyPlayer: User = { ...storyAdmin, username: 'Stilgar', role: 'user' };

/** A build Restricted for a word in its title and guide. */
export const FLAGGED_BUILD: QueuedBuild = {
  id: '0b6f3c7e-1a2b-4c3d-8e9f-000000000001',
  url: 'gravgun1',
  title: 'Heretic Gunner',
  username: 'Rabban',
  sharing: 'Restricted',
  chosen_sharing: 'Public',
  updated_at: '2026-11-20T18:05:00.000Z',
  flagged: [
    { field: 'buildTitle', text: 'Heretic Gunner', spans: [{ start: 0, end: 7 }] },
    {
      field: 'buildGuide',
      text: 'Open with the heretic rotation, then the heretic finisher.',
      spans: [
        { start: 14, end: 21 },
        { start: 41, end: 48 },
      ],
    },
  ],
  reports: [],
};

/** A clean Public build reported twice. */
export const REPORTED_BUILD: QueuedBuild = {
  id: '0b6f3c7e-1a2b-4c3d-8e9f-000000000002',
  url: 'copycat9',
  title: 'Sandwalker Scout',
  username: 'Feyd',
  sharing: 'Public',
  chosen_sharing: 'Public',
  updated_at: '2026-11-21T07:45:00.000Z',
  flagged: [],
  reports: [
    {
      id: 'r1',
      reason: 'Copied from another player',
      detail: 'This is Chani’s build word for word.',
      created_at: '2026-11-21T09:00:00.000Z',
      reporter: 'Chani',
    },
    {
      id: 'r2',
      reason: 'Spam or advertising',
      detail: '',
      created_at: '2026-11-21T10:30:00.000Z',
      reporter: null,
    },
  ],
};

/** A comment held for a word moderation flagged twice, written in markdown, edited since. */
export const HELD_COMMENT: QueuedComment = {
  id: 'cmtHeld00001',
  body: 'Only a heretic would open with this.\nSwap the **heretic** finisher for the Kanly strike.',
  state: 'held',
  username: 'Rabban',
  writer_suspended: false,
  build: { url: 'gravgun1', title: 'Heretic Gunner', username: 'Feyd' },
  created_at: '2026-11-20T18:05:00.000Z',
  edited_at: '2026-11-20T18:20:00.000Z',
  flagged: [
    {
      field: 'comment',
      text: 'Only a heretic would open with this.\nSwap the **heretic** finisher for the Kanly strike.',
      spans: [
        { start: 7, end: 14 },
        { start: 48, end: 55 },
      ],
    },
  ],
  reports: [],
};

/** A visible, clean comment reported twice. */
export const REPORTED_COMMENT: QueuedComment = {
  id: 'cmtReported1',
  body: 'You copied this from my guide, again. I will find every build you post.',
  state: 'visible',
  username: 'Glossu',
  writer_suspended: false,
  build: { url: 'copycat9', title: 'Sandwalker Scout', username: 'Chani' },
  created_at: '2026-11-21T07:45:00.000Z',
  edited_at: null,
  flagged: [],
  reports: [
    {
      id: 'cr1',
      reason: 'Harassment',
      detail: 'He follows me from build to build.',
      created_at: '2026-11-21T09:00:00.000Z',
      reporter: 'Chani',
    },
    {
      id: 'cr2',
      reason: 'Other',
      detail: '',
      created_at: '2026-11-21T10:30:00.000Z',
      reporter: 'Jessica',
    },
  ],
};

/** A comment its build's author hid, reported as spam, by a writer already suspended. */
export const SUSPENDED_WRITER_COMMENT: QueuedComment = {
  id: 'cmtSpammer01',
  body: 'Cheap solari at https://spice-deals.example/offers?code=SOLARI4EVERYBODYINTHEDEEPDESERTTODAYONLY',
  state: 'hidden',
  username: 'Piter',
  writer_suspended: true,
  build: { url: 'gravgun1', title: 'Heretic Gunner', username: 'Feyd' },
  created_at: '2026-11-22T06:00:00.000Z',
  edited_at: null,
  flagged: [],
  reports: [
    {
      id: 'cr3',
      reason: 'Spam or advertising',
      detail: 'Posted under every build.',
      created_at: '2026-11-22T06:30:00.000Z',
      reporter: 'Feyd',
    },
  ],
};

/** Three feedback messages: one with an email and a page, one bare, one long. */
export function feedbackPage(done: boolean, nextPage: number | null = null): FeedbackInboxPage {
  const doneAt = done ? '2026-11-22T08:00:00.000Z' : null;
  return {
    items: [
      {
        id: 'f1',
        feedback: 'The planner forgets my trainer access after a reload.',
        email: 'jessica@bene-gesserit.example',
        page: '/planner',
        created_at: '2026-11-22T07:30:00.000Z',
        done_at: doneAt,
      },
      {
        id: 'f2',
        feedback: 'Love the community list!',
        email: null,
        page: null,
        created_at: '2026-11-21T12:00:00.000Z',
        done_at: doneAt,
      },
      {
        id: 'f3',
        feedback: 'A long message. '.repeat(30).trim(),
        email: null,
        page: '/news',
        created_at: '2026-11-20T12:00:00.000Z',
        done_at: doneAt,
      },
    ],
    nextPage,
    openCount: done ? 0 : 3,
  };
}

/** Two news items. */
export const NEWS_ITEMS: AdminNewsItem[] = [
  {
    id: 'n2',
    date: '2026-10-06',
    tagline: 'Update 1.5 brings the Deep Desert changes and a new chapter',
    imageUrl: '/images/news/chapter.svg',
    linkUrl: 'https://www.duneawakening.com/news/update-1-5',
    keywords: ['Web article', 'Official publisher', 'Update'],
    updated_at: '2026-10-06T10:00:00.000Z',
  },
  {
    id: 'n1',
    date: '2025-06-10',
    tagline: 'Dune: Awakening launches on PC',
    imageUrl: '/images/news/dunes.svg',
    linkUrl: 'https://www.duneawakening.com/news/launch',
    keywords: ['Web article', 'Official publisher', 'News'],
    updated_at: '2025-06-10T10:00:00.000Z',
  },
];

/** The images the editor offers. */
export const NEWS_IMAGES = ['/images/news/dunes.svg', '/images/news/chapter.svg'];

/** 30 days of views for three pages, the first one busiest. */
export function pageViews(): PageViews {
  const days = Array.from({ length: 30 }, (_, index) =>
    new Date(Date.UTC(2026, 9, 25 + index)).toISOString().slice(0, 10),
  );
  return {
    days,
    pages: [
      { page: '/planner', counts: days.map((_, index) => 40 + ((index * 7) % 23)) },
      { page: '/community-builds', counts: days.map((_, index) => 10 + ((index * 5) % 11)) },
      { page: '/build-viewer/:buildId', counts: days.map((_, index) => (index % 3 === 0 ? 4 : 0)) },
    ],
  };
}

/** A page of the record. */
export function actionsPage(nextPage: number | null): AdminActionsPage {
  return {
    actions: [
      {
        id: 'a2',
        at: '2026-11-22T09:00:00.000Z',
        admin: 'Liet',
        action: 'build.clear',
        target: 'gravgun1',
        note: 'A character name, not an insult.',
      },
      {
        id: 'a1',
        at: '2026-11-21T09:00:00.000Z',
        admin: 'command line',
        action: 'role.grant',
        target: 'Liet',
        note: '',
      },
    ],
    nextPage,
  };
}

/** Answers the given SWR keys from the cache, so a container never asks the network. */
export function withAnswers(answers: Record<string, unknown>): Decorator {
  const Answers: Decorator = (Story) => (
    <SWRConfig value={{ fallback: answers, revalidateOnMount: false }}>
      <Story />
    </SWRConfig>
  );
  return Answers;
}

/** Places the desk as the shell would. */
export const withDeskFrame: Decorator = (Story) => (
  <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
    <Story />
  </main>
);

/** The phone viewport. */
export const PHONE = { viewport: { value: 'phone' } } as const;

/**
 * The loading and failed-read states every tab's view shows through the desk's one load frame,
 * as story parts: `export const Loading: Story = { ...LOADING_STORY };`.
 */
export const LOADING_STORY = {
  args: { load: { kind: 'loading' } as const },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

/** A failed read of a tab: the site's failure text in an alert. */
export const FAILED_STORY = {
  args: {
    load: { kind: 'error', message: 'Failed to load data. Please try again later.' } as const,
  },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load data');
  },
};
