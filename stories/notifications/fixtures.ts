import type {
  NotificationPage,
  NotificationSettings,
  NotificationSettingsChange,
} from '../../src/api/contract/notifications';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_TEXTS,
  type NotificationKind,
} from '../../src/api/contract/notificationsTexts';

/**
 * Notifications for the stories, and a stand-in for `fetch` that answers the notification calls
 * the way the server does (30 a page newest first, the unread count, marking read, the settings,
 * the digest's unsubscribe), so the stories run the pages' and the bell's own request code
 * without a network.
 */

/** One notification as the API lists it. */
export type StoryNotification = NotificationPage['notifications'][number];

const MINUTE_MS = 60_000;

/** A notification `minutesAgo` before now (so "5 minutes ago" reads the same on every run). */
function notification(
  id: string,
  kind: NotificationKind,
  minutesAgo: number,
  overrides: Partial<StoryNotification> = {},
): StoryNotification {
  return {
    id,
    kind,
    created_at: new Date(Date.now() - minutesAgo * MINUTE_MS).toISOString(),
    read: false,
    build: { url: 'SnIpEr01', title: 'Sniper' },
    actor: kind === 'revised' || kind === 'attention' ? null : 'Stilgar',
    comment_id: null,
    ...overrides,
  };
}

/** One of each kind, newest first: three unread, two read, from minutes to weeks ago. */
export const EVERY_KIND = (): StoryNotification[] => [
  notification('n5', 'reply', 0.2, { actor: 'Chani', comment_id: 'c77' }),
  notification('n4', 'comment', 5, { actor: 'Chani', comment_id: 'c42' }),
  notification('n3', 'published', 3 * 60, { build: { url: 'CrYsKn1f', title: 'Crysknife' } }),
  notification('n2', 'revised', 2 * 24 * 60, { read: true }),
  notification('n1', 'attention', 30 * 24 * 60, {
    read: true,
    build: { url: 'ThUmPeR1', title: 'Thumper' },
  }),
];

/** `count` notifications, newest first, every other one read. */
export function manyNotifications(count: number): StoryNotification[] {
  return Array.from({ length: count }, (_, index) =>
    notification(`m${index + 1}`, 'published', index * 10 + 1, {
      read: index % 2 === 1,
      build: { url: `BuIlD${String(index + 1).padStart(3, '0')}`, title: `Build ${index + 1}` },
    }),
  );
}

/** Every kind switched on, and no email digest (a new account's settings). */
const ALL_ON = (): NotificationSettings => ({
  kinds: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])) as Record<
    NotificationKind,
    boolean
  >,
  digest: 'off',
});

/** An answer that never comes, or a status and a JSON body, for every call of one kind. */
type Answer = 'pending' | { status: number; body: unknown };

/** What the stand-in serves and what it was asked, in order. */
export interface NotificationsStub {
  notifications: StoryNotification[];
  settings: NotificationSettings;
  /** Replaces every answer of one call. */
  list?: Answer;
  /** Replaces the answers of pages after the first. */
  nextPages?: Answer;
  unread?: Answer;
  read?: Answer;
  loadSettings?: Answer;
  saveSettings?: Answer;
  unsubscribe?: Answer;
  seen: { method: string; path: string; body: unknown }[];
}

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const unreadOf = (stub: NotificationsStub) => stub.notifications.filter((n) => !n.read).length;

/** The answer the server would give to one call. */
function answer(stub: NotificationsStub, method: string, url: URL, body: unknown): Response {
  switch (url.pathname) {
    case '/api/notifications': {
      const page = Number(url.searchParams.get('page') ?? '1');
      const start = (page - 1) * NOTIFICATION_PAGE_SIZE;
      return reply(200, {
        notifications: stub.notifications.slice(start, start + NOTIFICATION_PAGE_SIZE),
        unread: unreadOf(stub),
        nextPage: start + NOTIFICATION_PAGE_SIZE < stub.notifications.length ? page + 1 : null,
      });
    }
    case '/api/notifications/unread':
      return reply(200, { unread: unreadOf(stub) });
    case '/api/notifications/read': {
      const ids = (body as { ids?: string[] }).ids;
      for (const item of stub.notifications) {
        if (ids === undefined || ids.includes(item.id)) item.read = true;
      }
      return reply(200, { unread: unreadOf(stub) });
    }
    case '/api/notifications/unsubscribe':
      stub.settings = { ...stub.settings, digest: 'off' };
      return reply(200, { message: NOTIFICATION_TEXTS.unsubscribed });
    default:
      if (method === 'PUT') {
        // As the server does: every kind's switch, and the digest only when one is sent.
        const { kinds, digest } = body as NotificationSettingsChange;
        stub.settings = { kinds, digest: digest ?? stub.settings.digest };
      }
      return reply(200, stub.settings);
  }
}

/** Which override answers a call. */
function overrideOf(stub: NotificationsStub, method: string, url: URL): Answer | undefined {
  switch (url.pathname) {
    case '/api/notifications':
      return url.searchParams.get('page') === '1' ? stub.list : (stub.nextPages ?? stub.list);
    case '/api/notifications/unread':
      return stub.unread;
    case '/api/notifications/read':
      return stub.read;
    case '/api/notifications/unsubscribe':
      return stub.unsubscribe;
    default:
      return method === 'PUT' ? stub.saveSettings : stub.loadSettings;
  }
}

/**
 * Replaces `fetch` for `/api/notifications…` (anything else goes on as usual) and returns the
 * cleanup for a story's `beforeEach`. Answers come after a short pause, so loading shows.
 */
function stubNotificationsApi(stub: NotificationsStub): () => void {
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      window.location.origin,
    );
    if (!url.pathname.startsWith('/api/notifications')) return original(input, init);
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    stub.seen.push({ method, path: url.pathname + url.search, body });
    const override = overrideOf(stub, method, url);
    if (override === 'pending') return new Promise<never>(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 120));
    if (override) return reply(override.status, override.body);
    return answer(stub, method, url, body);
  };
  return () => {
    window.fetch = original;
  };
}

/**
 * A stand-in for one story: these notifications and switches (made afresh before each run, so a
 * story's changes never leak into the next), and overrides.
 */
export function serveNotifications(
  make: () => StoryNotification[],
  options: Partial<Omit<NotificationsStub, 'notifications' | 'settings' | 'seen'>> & {
    settings?: () => NotificationSettings;
  } = {},
): { stub: NotificationsStub; beforeEach: () => () => void } {
  const { settings = ALL_ON, ...overrides } = options;
  const stub: NotificationsStub = {
    ...overrides,
    notifications: [],
    settings: settings(),
    seen: [],
  };
  return {
    stub,
    beforeEach: () => {
      stub.seen.length = 0;
      stub.notifications = make();
      stub.settings = settings();
      return stubNotificationsApi(stub);
    },
  };
}

/** The calls the stand-in was asked, as `METHOD path`. */
export function notificationCalls(stub: NotificationsStub): string[] {
  return stub.seen.map((call) => `${call.method} ${call.path}`);
}
