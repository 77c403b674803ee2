import type { Browser, BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import type { CommentChange } from '../src/api/contract/comments';
import { COMMENT_TEXTS } from '../src/api/contract/commentsTexts';
import type { NotificationPage } from '../src/api/contract/notifications';
import {
  DIGEST_LABELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_TEXTS,
  notificationSentence,
  type NotificationKind,
} from '../src/api/contract/notificationsTexts';
import type { SavedBuildName } from '../src/api/contract/savedBuilds';
import { NOTIFICATIONS_PAGE_TEXTS } from '../src/notifications/notificationsPageTexts';
import { UNSUBSCRIBE_PAGE_TEXTS } from '../src/notifications/unsubscribe/unsubscribePageTexts';
import { expect, test } from './fixtures';
import { newPlayer, registerAndLogIn, type NewPlayer } from './support/players';
import { deviceOptions } from './support/saving';

/*
 * Following and notifications in a real browser against the real server, on desktop and on a
 * phone. A visitor pressing Follow is asked to log in. A player follows an author on their page,
 * the author publishes, and the header's bell and /notifications tell the follower; the link
 * opens the build and marks it read, and "Mark all as read" clears the rest. A player follows a
 * build from its viewer and hears of its next revision. A build's author hears of a comment, and
 * its link lands on the comment. A kind switched off on /notifications stays off and reaches the
 * player no more; an email digest chosen there stays chosen. The unsubscribe page opened without
 * its key says the link is not valid. Fan-outs are written just after the act answers: each wait
 * is for the notification itself, never for a time.
 */

/** The headers a write of the page's session needs (the site's CSRF check, the player's address). */
function writeHeaders(player: NewPlayer) {
  return { 'x-requested-with': 'arrakis', 'x-forwarded-for': player.address };
}

/** The body of a save of a Public build titled `title` (`description` tells revisions apart). */
function publicBuild(title: string, description: string) {
  return {
    build_name: title,
    build_guide: '',
    data: {
      buildTitle: title,
      buildDescription: description,
      buildGuide: '',
      buildTags: [],
      buildTypeTags: [],
      characterBuild: [{ skillId: 1, level: 1 }],
      levellingPlan: [{ skillId: 1, level: 1, skill: 'Ranged Damage' }],
      buildSharing: 'Public',
      selectedClass: 'trooper',
    },
  };
}

/** Saves a new Public build titled `title` with the page's session; answers its short public id. */
async function publish(page: Page, player: NewPlayer, title: string): Promise<string> {
  const answer = await page.request.post('/api/saved-builds', {
    headers: writeHeaders(player),
    data: publicBuild(title, 'Ranged damage first, then whatever the deep desert asks for.'),
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const names = await page.request.get('/api/saved-builds', { headers: writeHeaders(player) });
  expect(names.status()).toBe(200);
  const url = ((await names.json()) as SavedBuildName[]).find(
    (name) => name.build_name === title,
  )?.url;
  if (url === undefined) throw new Error(`No saved build titled ${title}.`);
  return url;
}

/** Saves the player's build titled `title` again, as a new revision. */
async function saveAgain(page: Page, player: NewPlayer, title: string): Promise<void> {
  const answer = await page.request.put('/api/saved-builds', {
    headers: writeHeaders(player),
    data: publicBuild(title, 'Revised after a night in the deep desert.'),
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A browser of the journey's device with a page of its own (another player or a visitor). */
async function otherBrowser(
  browser: Browser,
  testInfo: TestInfo,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(deviceOptions(testInfo));
  return { context, page: await context.newPage() };
}

/** The app has taken over the server's HTML (inert until then): a press before is lost. */
async function appReady(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('inert', { timeout: 15_000 });
}

/**
 * Waits until the player's notifications hold one of `kind` about the build titled `title` (the
 * fan-out runs a moment after the act answers) and answers it.
 */
async function notificationArrived(
  page: Page,
  player: NewPlayer,
  kind: NotificationKind,
  title: string,
) {
  let found: NotificationPage['notifications'][number] | undefined;
  await expect
    .poll(
      async () => {
        const answer = await page.request.get('/api/notifications', {
          headers: writeHeaders(player),
        });
        expect(answer.status()).toBe(200);
        const { notifications } = (await answer.json()) as NotificationPage;
        found = notifications.find((each) => each.kind === kind && each.build.title === title);
        return found !== undefined;
      },
      { message: `a "${kind}" notification about ${title}`, timeout: 30_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`No "${kind}" notification about ${title}.`);
  return found;
}

/** The header's bell: a link to /notifications named with the unread count. */
function bell(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
}

/**
 * Opens /notifications once the app holds it and the list is read; answers the list (absent
 * while there is nothing to list).
 */
async function openNotifications(page: Page): Promise<Locator> {
  await page.goto('/notifications');
  await expect(
    page.getByRole('heading', { level: 1, name: NOTIFICATION_TEXTS.heading }),
  ).toBeVisible();
  await appReady(page);
  await expect(page.getByText(NOTIFICATIONS_PAGE_TEXTS.loading)).toHaveCount(0);
  await expect(page.getByTestId('unread-count')).toBeVisible();
  return page.getByRole('list', { name: NOTIFICATIONS_PAGE_TEXTS.listLabel });
}

/** The notification of the list saying `sentence`, read or unread. */
function notificationLink(list: Locator, sentence: string): Locator {
  return list.getByRole('link', { name: new RegExp(`^(Unread: )?${escape(sentence)}$`) });
}

/** `text` matched as it is in a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The comments' panel at the foot of the viewer. */
function commentsPanel(page: Page): Locator {
  return page.getByTestId('viewer-comments');
}

/**
 * Opens the build's viewer once the app holds it and scrolls down to its comments, as a player
 * does; waits until they are read (the heading shows their number).
 */
async function openComments(page: Page, url: string, title: string): Promise<Locator> {
  await page.goto(`/build-viewer/${url}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await appReady(page);
  const panel = commentsPanel(page);
  const counted = panel.getByRole('heading', {
    level: 2,
    name: new RegExp(`^${COMMENT_TEXTS.heading} \\(\\d+\\)$`),
  });
  let scrolls = 0;
  await expect(async () => {
    // A scroll made before the page listened is made again: back to the top, then down.
    if (scrolls++ > 0) {
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
    }
    await panel.scrollIntoViewIfNeeded();
    await expect(counted).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  return panel;
}

test('a visitor who presses Follow on an author page is asked to log in', async ({ page }) => {
  const author = 'arrakis-planner';
  await page.goto(`/user/${author}`);
  await expect(page.getByRole('heading', { level: 1, name: author })).toBeVisible();
  await appReady(page);
  const follow = page.getByRole('button', { name: new RegExp(`^Follow ${author}`) });
  await follow.click();
  const note = page.getByRole('status').filter({ hasText: NOTIFICATION_TEXTS.loginToFollow });
  await expect(note).toBeVisible();
  await expect(note.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  // Nothing was followed: the button is not pressed.
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await note.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a follower hears of an author’s new build from the bell, opens it and marks all read', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Two registrations by mail, two browsers and a wait for each fan-out: more than the default.
  test.setTimeout(240_000);
  const follower = newPlayer(testInfo.project.name, 'fedaykin');
  const authorBrowser = await otherBrowser(browser, testInfo);
  const authorPage = authorBrowser.page;
  try {
    const author = newPlayer(testInfo.project.name, 'naib');
    await test.step('A and B register, each in their own browser', async () => {
      await Promise.all([
        registerAndLogIn(authorPage, request, author),
        registerAndLogIn(page, request, follower),
      ]);
    });

    await test.step("B follows A on A's page: Following, and 1 follower", async () => {
      await page.goto(`/user/${author.username}`);
      await expect(page.getByRole('heading', { level: 1, name: author.username })).toBeVisible();
      await appReady(page);
      const follow = page.getByTestId('follow-button');
      await expect(follow).toHaveAccessibleName(
        `${NOTIFICATION_TEXTS.followAuthor(author.username)} (${NOTIFICATION_TEXTS.followers(0)})`,
      );
      await follow.click();
      await expect(follow).toHaveAttribute('aria-pressed', 'true');
      await expect(follow).toContainText(NOTIFICATION_TEXTS.following);
      await expect(follow.getByTestId('follower-count')).toHaveText('1');
      await expect(follow).toHaveAccessibleName(
        `${NOTIFICATION_TEXTS.following} ${author.username} (${NOTIFICATION_TEXTS.followers(1)})`,
      );
      await expect(
        page.getByTestId('toast').filter({ hasText: NOTIFICATION_TEXTS.followed }),
      ).toBeVisible();
      // The server keeps it: read again after a reload.
      await page.reload();
      await appReady(page);
      await expect(follow).toHaveAttribute('aria-pressed', 'true');
      await expect(follow.getByTestId('follower-count')).toHaveText('1');
    });

    const title = `Spice runner ${author.tag}`;
    const sentence = notificationSentence('published', author.username, title);
    let url = '';
    await test.step('A publishes a new Public build', async () => {
      url = await publish(authorPage, author, title);
      await notificationArrived(page, follower, 'published', title);
    });

    await test.step('B reloads: the bell says 1 unread, its badge shows 1', async () => {
      await page.reload();
      await appReady(page);
      await expect(bell(page)).toHaveAccessibleName(NOTIFICATION_TEXTS.bell(1));
      await expect(page.getByTestId('notification-badge')).toHaveText('1');
    });

    await test.step('B opens /notifications from the bell: the sentence links to the build', async () => {
      await bell(page).click();
      await expect(page).toHaveURL(/\/notifications$/);
      const list = page.getByRole('list', { name: NOTIFICATIONS_PAGE_TEXTS.listLabel });
      const link = notificationLink(list, sentence);
      await expect(link).toHaveAccessibleName(`${NOTIFICATIONS_PAGE_TEXTS.unread} ${sentence}`);
      await expect(link).toHaveAttribute('href', `/build-viewer/${url}`);
      await expect(page.getByTestId('unread-count')).toHaveText(
        NOTIFICATIONS_PAGE_TEXTS.unreadCount(1),
      );
      await expect(list.getByRole('listitem')).toHaveCount(1);
    });

    await test.step("its link opens the build's viewer; back on the list it is read", async () => {
      const list = page.getByRole('list', { name: NOTIFICATIONS_PAGE_TEXTS.listLabel });
      const read = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/notifications/read') &&
          response.request().method() === 'POST',
      );
      await notificationLink(list, sentence).click();
      await expect(page).toHaveURL(new RegExp(`/build-viewer/${escape(url)}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect((await read).status()).toBe(200);
      await expect(bell(page)).toHaveAccessibleName(NOTIFICATION_TEXTS.bell(0));
      await expect(page.getByTestId('notification-badge')).toHaveCount(0);

      await page.goBack();
      await expect(page).toHaveURL(/\/notifications$/);
      await expect(notificationLink(list, sentence)).toHaveAccessibleName(sentence);
      await expect(page.getByTestId('unread-count')).toHaveText(
        NOTIFICATIONS_PAGE_TEXTS.unreadCount(0),
      );
      // Kept by the server: a fresh read says so too.
      const fresh = await openNotifications(page);
      await expect(notificationLink(fresh, sentence)).toHaveAccessibleName(sentence);
      await expect(
        page.getByRole('button', { name: NOTIFICATION_TEXTS.markAllRead }),
      ).toBeDisabled();
    });

    const second = `Sandworm bait ${author.tag}`;
    const secondSentence = notificationSentence('published', author.username, second);
    await test.step('A publishes another; "Mark all as read" reads it', async () => {
      await publish(authorPage, author, second);
      await notificationArrived(page, follower, 'published', second);
      const list = await openNotifications(page);
      await expect(list.getByRole('listitem')).toHaveCount(2);
      // Newest first.
      await expect(list.getByRole('link')).toHaveText([
        `${NOTIFICATIONS_PAGE_TEXTS.unread} ${secondSentence}`,
        sentence,
      ]);
      await expect(page.getByTestId('unread-count')).toHaveText(
        NOTIFICATIONS_PAGE_TEXTS.unreadCount(1),
      );
      await expect(bell(page)).toHaveAccessibleName(NOTIFICATION_TEXTS.bell(1));

      const markAll = page.getByRole('button', { name: NOTIFICATION_TEXTS.markAllRead });
      await markAll.click();
      await expect(
        page.getByRole('status').filter({ hasText: NOTIFICATION_TEXTS.allRead }),
      ).toBeVisible();
      await expect(notificationLink(list, secondSentence)).toHaveAccessibleName(secondSentence);
      await expect(page.getByTestId('unread-count')).toHaveText(
        NOTIFICATIONS_PAGE_TEXTS.unreadCount(0),
      );
      await expect(markAll).toBeDisabled();
      await expect(bell(page)).toHaveAccessibleName(NOTIFICATION_TEXTS.bell(0));
      await expect(page.getByTestId('notification-badge')).toHaveCount(0);

      // Kept by the server: after a reload every one is read, and the bell says none.
      const fresh = await openNotifications(page);
      await expect(fresh.getByRole('link', { name: /^Unread:/ })).toHaveCount(0);
      await expect(page.getByTestId('unread-count')).toHaveText(
        NOTIFICATIONS_PAGE_TEXTS.unreadCount(0),
      );
      await expect(bell(page)).toHaveAccessibleName(NOTIFICATION_TEXTS.bell(0));
    });
  } finally {
    await authorBrowser.context.close();
  }
});

test('a player follows a Public build from its viewer and hears of its next revision', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Two registrations by mail, two browsers and a wait for each fan-out: more than the default.
  test.setTimeout(240_000);
  const follower = newPlayer(testInfo.project.name, 'sardaukar');
  const authorBrowser = await otherBrowser(browser, testInfo);
  const authorPage = authorBrowser.page;
  try {
    const author = newPlayer(testInfo.project.name, 'mentat');
    const title = `Shield wall ${author.tag}`;
    await test.step('A and B register, each in their own browser', async () => {
      await Promise.all([
        registerAndLogIn(authorPage, request, author),
        registerAndLogIn(page, request, follower),
      ]);
    });
    const url = await publish(authorPage, author, title);

    await test.step('B follows the build from its viewer', async () => {
      await page.goto(`/build-viewer/${url}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await appReady(page);
      const follow = page.getByTestId('follow-button');
      await expect(follow).toHaveAccessibleName(
        `${NOTIFICATION_TEXTS.followBuild} (${NOTIFICATION_TEXTS.followers(0)})`,
      );
      await follow.click();
      await expect(follow).toHaveAttribute('aria-pressed', 'true');
      await expect(follow).toHaveAccessibleName(
        `${NOTIFICATION_TEXTS.following} this build (${NOTIFICATION_TEXTS.followers(1)})`,
      );
      await expect(
        page.getByTestId('toast').filter({ hasText: NOTIFICATION_TEXTS.followed }),
      ).toBeVisible();
      await page.reload();
      await appReady(page);
      await expect(follow).toHaveAttribute('aria-pressed', 'true');
      await expect(follow.getByTestId('follower-count')).toHaveText('1');
    });

    await test.step('its author sees no Follow button on their own build', async () => {
      await authorPage.goto(`/build-viewer/${url}`);
      await expect(authorPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await appReady(authorPage);
      await expect(authorPage.getByRole('button', { name: 'Get Link' })).toBeVisible();
      await expect(authorPage.getByTestId('follow-button')).toHaveCount(0);
    });

    const sentence = notificationSentence('revised', author.username, title);
    await test.step('A saves it again: B reads that it has a new revision', async () => {
      await saveAgain(authorPage, author, title);
      await notificationArrived(page, follower, 'revised', title);
      const list = await openNotifications(page);
      await expect(list.getByRole('listitem')).toHaveCount(1);
      const link = notificationLink(list, sentence);
      await expect(link).toHaveAccessibleName(`${NOTIFICATIONS_PAGE_TEXTS.unread} ${sentence}`);
      await expect(link).toHaveAttribute('href', `/build-viewer/${url}`);
      await expect(bell(page)).toHaveAccessibleName(NOTIFICATION_TEXTS.bell(1));
      await link.click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('Revised after a night in the deep desert.')).toBeVisible();
    });
  } finally {
    await authorBrowser.context.close();
  }
});

test("a build's author hears of a comment, and its link lands on the comment", async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Two registrations by mail, two browsers and a wait for each fan-out: more than the default.
  test.setTimeout(240_000);
  const author = newPlayer(testInfo.project.name, 'planetologist');
  const title = `Cliff runner ${author.tag}`;
  const comment = `The opener carried me through the Shield Wall ${author.tag}.`;
  const writerBrowser = await otherBrowser(browser, testInfo);
  const writerPage = writerBrowser.page;
  try {
    const writer = newPlayer(testInfo.project.name, 'fremen');
    await test.step('A and B register, each in their own browser', async () => {
      await Promise.all([
        registerAndLogIn(page, request, author),
        registerAndLogIn(writerPage, request, writer),
      ]);
    });
    const url = await publish(page, author, title);

    let commentId = '';
    await test.step('B scrolls to the comments of A’s build and posts one', async () => {
      const panel = await openComments(writerPage, url, title);
      await panel.getByRole('textbox', { name: COMMENT_TEXTS.bodyLabel }).fill(comment);
      const posted = writerPage.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/saved-builds/${url}/comments`) &&
          response.request().method() === 'POST',
      );
      await panel.getByRole('button', { name: COMMENT_TEXTS.post }).click();
      const answer = await posted;
      expect(answer.status()).toBe(201);
      commentId = ((await answer.json()) as CommentChange).comment.id;
      await expect(panel.getByRole('article').filter({ hasText: comment })).toBeVisible();
    });

    const sentence = notificationSentence('comment', writer.username, title);
    await test.step('A reads that B commented; the link lands on the comment', async () => {
      await notificationArrived(page, author, 'comment', title);
      const list = await openNotifications(page);
      const link = notificationLink(list, sentence);
      await expect(link).toHaveAccessibleName(`${NOTIFICATIONS_PAGE_TEXTS.unread} ${sentence}`);
      await expect(link).toHaveAttribute('href', `/build-viewer/${url}#comment-${commentId}`);
      await link.click();
      await expect(page).toHaveURL(
        new RegExp(`/build-viewer/${escape(url)}#comment-${escape(commentId)}$`),
      );
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const article = page.locator(`article[id="comment-${commentId}"]`);
      await expect(article).toContainText(comment);
      await expect(article).toBeInViewport();
    });

    await test.step('opened from its address, the page lands on the comment too', async () => {
      await page.goto(`/build-viewer/${url}#comment-${commentId}`);
      await appReady(page);
      const article = page.locator(`article[id="comment-${commentId}"]`);
      await expect(article).toContainText(comment);
      await expect(article).toBeInViewport();
    });
  } finally {
    await writerBrowser.context.close();
  }
});

test('a kind switched off on /notifications stays off and no longer reaches the player', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Two registrations by mail, two browsers and a wait for each fan-out: more than the default.
  test.setTimeout(240_000);
  const follower = newPlayer(testInfo.project.name, 'sayyadina');
  const authorBrowser = await otherBrowser(browser, testInfo);
  const authorPage = authorBrowser.page;
  try {
    const author = newPlayer(testInfo.project.name, 'shadout');
    await test.step('A and B register, each in their own browser', async () => {
      await Promise.all([
        registerAndLogIn(authorPage, request, author),
        registerAndLogIn(page, request, follower),
      ]);
    });
    const ownTitle = `Deep desert ${follower.tag}`;
    const ownUrl = await publish(page, follower, ownTitle);
    const followed = await page.request.put(`/api/users/${author.username}/follow`, {
      headers: writeHeaders(follower),
      data: {},
    });
    expect(followed.status(), await followed.text()).toBe(200);
    expect(await followed.json()).toMatchObject({ following: true, followers: 1 });

    const label = NOTIFICATION_KIND_LABELS.published;
    await test.step(`B switches off "${label}": saved, and still off after a reload`, async () => {
      await openNotifications(page);
      await expect(page.getByText(NOTIFICATION_TEXTS.empty)).toBeVisible();
      const toggle = page.getByRole('switch', { name: label });
      await expect(toggle).toBeChecked();
      await toggle.click();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: NOTIFICATIONS_PAGE_TEXTS.settingSaved(label, false) }),
      ).toBeVisible();
      await expect(toggle).not.toBeChecked();
      await page.reload();
      await appReady(page);
      await expect(toggle).toBeVisible();
      await expect(toggle).not.toBeChecked();
      // Only that one is off.
      await expect(
        page.getByRole('switch', { name: NOTIFICATION_KIND_LABELS.comment }),
      ).toBeChecked();
    });

    const weekly = DIGEST_LABELS.weekly;
    await test.step(`B chooses "${weekly}": saved, and still chosen after a reload`, async () => {
      const digest = page.getByRole('group', { name: NOTIFICATION_TEXTS.digestHeading });
      const choice = digest.getByRole('radio', { name: weekly, exact: true });
      await expect(digest.getByRole('radio', { name: DIGEST_LABELS.off })).toBeChecked();
      await choice.click();
      await expect(
        page.getByRole('status').filter({ hasText: NOTIFICATION_TEXTS.digestSaved('weekly') }),
      ).toBeVisible();
      await expect(choice).toBeChecked();
      await page.reload();
      await appReady(page);
      await expect(choice).toBeVisible();
      await expect(choice).toBeChecked();
      // The switch switched off before stays off beside it.
      await expect(page.getByRole('switch', { name: label })).not.toBeChecked();
    });

    const published = `Harvester guard ${author.tag}`;
    await test.step('A publishes a build, then comments on B’s', async () => {
      await publish(authorPage, author, published);
      const commented = await authorPage.request.post(`/api/saved-builds/${ownUrl}/comments`, {
        headers: writeHeaders(author),
        data: { body: `Took this into the deep desert ${author.tag}.` },
      });
      expect(commented.status(), await commented.text()).toBe(201);
    });

    await test.step('B hears of the comment, and never of the publish that came first', async () => {
      // Fan-outs run one after another in the order of their acts: once the comment's is
      // written, the publish's ran before it.
      await notificationArrived(page, follower, 'comment', ownTitle);
      const list = await openNotifications(page);
      await expect(
        notificationLink(list, notificationSentence('comment', author.username, ownTitle)),
      ).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list).not.toContainText(published);
      await expect(bell(page)).toHaveAccessibleName(NOTIFICATION_TEXTS.bell(1));
    });
  } finally {
    await authorBrowser.context.close();
  }
});

test('the unsubscribe page opened without its key says the link is not valid', async ({ page }) => {
  await page.goto('/unsubscribe');
  await expect(
    page.getByRole('heading', { level: 1, name: NOTIFICATION_TEXTS.unsubscribeHeading }),
  ).toBeVisible();
  await appReady(page);
  await expect(
    page.getByRole('alert').filter({ hasText: NOTIFICATION_TEXTS.badUnsubscribeKey }),
  ).toBeVisible();
  // Nothing to press: without a key no digest can be stopped from here.
  await expect(
    page.getByRole('button', { name: NOTIFICATION_TEXTS.unsubscribe, exact: true }),
  ).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: UNSUBSCRIBE_PAGE_TEXTS.toNotifications }),
  ).toHaveAttribute('href', '/notifications');
});
