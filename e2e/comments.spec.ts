import type { Browser, BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import type { SavedBuildName } from '../src/api/contract/savedBuilds';
import { COMMENT_TEXTS } from '../src/api/contract/commentsTexts';
import { expect, test } from './fixtures';
import { grantAdmin } from './support/admins';
import { newPlayer, registerAndLogIn, type NewPlayer } from './support/players';
import { deviceOptions } from './support/saving';

/*
 * Comments on a Public build in a real browser against the real server, on desktop and on a
 * phone. A player posts a comment at the foot of someone's build, replies to it, edits it and
 * deletes the reply; a visitor reads the comment and is asked to log in; the build's author hides
 * it and shows it again. Another player reports a comment and a moderator removes it from the
 * desk's Comments tab and suspends its writer's commenting, whose form then says so; a comment
 * moderation flags waits for a moderator, read by its writer alone.
 */

/**
 * The viewer's own words around comments (src/viewer/comments/commentsViewTexts.ts, shared with
 * the build's report form): written out here, as that module reads the form's component.
 */
const VIEW_TEXTS = {
  logIn: 'Log in',
  reportDetail: 'Details (optional)',
  sendReport: 'Send report',
} as const;

/** The headers a write of the page's session needs (the site's CSRF check, the player's address). */
function writeHeaders(player: NewPlayer) {
  return { 'x-requested-with': 'arrakis', 'x-forwarded-for': player.address };
}

/** Saves a Public build titled `title` with the page's session; answers its short public id. */
async function savePublicBuild(page: Page, player: NewPlayer, title: string): Promise<string> {
  const answer = await page.request.post('/api/saved-builds', {
    headers: writeHeaders(player),
    data: {
      build_name: title,
      build_guide: '',
      data: {
        buildTitle: title,
        buildDescription: 'Ranged damage first, then whatever the deep desert asks for.',
        buildGuide: '',
        buildTags: [],
        buildTypeTags: [],
        characterBuild: [{ skillId: 1, level: 1 }],
        levellingPlan: [{ skillId: 1, level: 1, skill: 'Ranged Damage' }],
        buildSharing: 'Public',
        selectedClass: 'trooper',
      },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const names = (await (await page.request.get('/api/saved-builds')).json()) as SavedBuildName[];
  const url = names.find((name) => name.build_name === title)?.url;
  if (url === undefined) throw new Error(`No saved build titled ${title}.`);
  return url;
}

/** The comments' panel at the foot of the viewer. */
function commentsPanel(page: Page): Locator {
  return page.getByTestId('viewer-comments');
}

/** The panel's heading once the comments are read: "Comments (n)". */
function commentsHeading(page: Page, total: number): Locator {
  return commentsPanel(page).getByRole('heading', {
    level: 2,
    name: `${COMMENT_TEXTS.heading} (${total})`,
    exact: true,
  });
}

/**
 * Opens the build's viewer and scrolls down to its comments, as a player does: the page first
 * becomes the app's (the server's HTML is inert until then), then the comments are read once the
 * panel comes near the screen. Waits until the heading shows their number.
 */
async function openComments(page: Page, url: string, title: string): Promise<Locator> {
  await page.goto(`/build-viewer/${url}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert', { timeout: 15_000 });
  const panel = commentsPanel(page);
  const counted = panel.getByRole('heading', {
    level: 2,
    name: new RegExp(`^${COMMENT_TEXTS.heading} \\(\\d+\\)$`),
  });
  let scrolls = 0;
  await expect(async () => {
    // A scroll made before the page listened is made again: back to the top, then down.
    if (scrolls++ > 0)
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
    await panel.scrollIntoViewIfNeeded();
    await expect(counted).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  return panel;
}

/** A comment (or reply) on the panel, by a part of its text. */
function commentWith(page: Page, text: string): Locator {
  return commentsPanel(page).getByRole('article').filter({ hasText: text });
}

/** A toast saying `text`. */
function toast(page: Page, text: string): Locator {
  return page.getByTestId('toast').filter({ hasText: text });
}

/** A browser of the journey's device with a page of its own (another player or a visitor). */
async function otherBrowser(
  browser: Browser,
  testInfo: TestInfo,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(deviceOptions(testInfo));
  return { context, page: await context.newPage() };
}

test('a player comments on a Public build, replies, edits and deletes; its author hides and shows', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Two registrations by mail, three browsers and a dozen writes: more than the default.
  test.setTimeout(240_000);
  const author = newPlayer(testInfo.project.name, 'planetologist');
  const title = `Sand walker ${author.tag}`;
  const comment = `Tried it on the Shield Wall ${author.tag}: the opener is great.`;
  const edit = ' Still true after the patch.';
  const reply = `And it scales into the deep desert ${author.tag}.`;

  let url = '';
  await test.step('the author saves a Public build', async () => {
    await registerAndLogIn(page, request, author);
    url = await savePublicBuild(page, author, title);
  });

  const writerBrowser = await otherBrowser(browser, testInfo);
  const visitorBrowser = await otherBrowser(browser, testInfo);
  const writer = writerBrowser.page;
  const visitor = visitorBrowser.page;
  try {
    const player = newPlayer(testInfo.project.name, 'sardaukar');
    await test.step('another player scrolls to its comments: none yet, the form', async () => {
      await registerAndLogIn(writer, request, player);
      const panel = await openComments(writer, url, title);
      await expect(commentsHeading(writer, 0)).toBeVisible();
      await expect(panel.getByText(COMMENT_TEXTS.empty)).toBeVisible();
      await expect(panel.getByRole('textbox', { name: COMMENT_TEXTS.bodyLabel })).toBeVisible();
    });

    await test.step('they post a comment: it appears and the count goes up', async () => {
      const panel = commentsPanel(writer);
      await panel.getByRole('textbox', { name: COMMENT_TEXTS.bodyLabel }).fill(comment);
      await panel.getByRole('button', { name: COMMENT_TEXTS.post }).click();
      await expect(toast(writer, COMMENT_TEXTS.posted)).toBeVisible();
      const posted = commentWith(writer, comment);
      await expect(posted).toBeVisible();
      await expect(posted.getByRole('link', { name: player.username })).toHaveAttribute(
        'href',
        `/user/${player.username}`,
      );
      await expect(commentsHeading(writer, 1)).toBeVisible();
      // The form is empty again for the next one.
      await expect(panel.getByRole('textbox', { name: COMMENT_TEXTS.bodyLabel })).toHaveValue('');
    });

    await test.step('they reply to it: the reply sits under it, the count goes up', async () => {
      const panel = commentsPanel(writer);
      await commentWith(writer, comment).getByRole('button', { name: COMMENT_TEXTS.reply }).click();
      const field = panel.getByRole('textbox', { name: COMMENT_TEXTS.replyLabel });
      await expect(field).toBeFocused();
      await field.fill(reply);
      await panel
        .locator('form')
        .filter({ has: writer.getByRole('textbox', { name: COMMENT_TEXTS.replyLabel }) })
        .getByRole('button', { name: COMMENT_TEXTS.reply })
        .click();
      await expect(toast(writer, COMMENT_TEXTS.replied)).toBeVisible();
      await expect(field).toHaveCount(0);
      // The thread holds its comment and, indented in a list under it, the reply.
      const thread = panel
        .getByRole('listitem')
        .filter({ has: writer.getByRole('article').filter({ hasText: comment }) });
      await expect(
        thread.getByRole('list').getByRole('article').filter({ hasText: reply }),
      ).toBeVisible();
      await expect(commentsHeading(writer, 2)).toBeVisible();
    });

    await test.step("they edit the comment: the new text, marked 'edited'", async () => {
      const posted = commentWith(writer, comment);
      await posted.getByRole('button', { name: COMMENT_TEXTS.edit }).click();
      const field = posted.getByRole('textbox', { name: COMMENT_TEXTS.bodyLabel });
      await expect(field).toBeFocused();
      await expect(field).toHaveValue(comment);
      await field.fill(`${comment}${edit}`);
      await posted.getByRole('button', { name: COMMENT_TEXTS.save }).click();
      await expect(toast(writer, COMMENT_TEXTS.edited)).toBeVisible();
      await expect(field).toHaveCount(0);
      await expect(posted).toContainText(`${comment}${edit}`);
      await expect(posted).toHaveAccessibleName(
        new RegExp(`^${player.username} .+ · ${COMMENT_TEXTS.editedMark}$`),
      );
      // The reply was not edited.
      await expect(commentWith(writer, reply)).not.toHaveAccessibleName(
        new RegExp(COMMENT_TEXTS.editedMark),
      );
    });

    await test.step('they delete the reply once they confirm: gone, the count goes down', async () => {
      const answered = commentWith(writer, reply);
      await answered.getByRole('button', { name: COMMENT_TEXTS.delete }).click();
      const confirm = writer.getByRole('alertdialog', { name: COMMENT_TEXTS.deleteConfirm });
      await expect(confirm).toBeVisible();
      // Cancel is focused first: Enter alone never deletes.
      await expect(confirm.getByRole('button', { name: COMMENT_TEXTS.cancel })).toBeFocused();
      await confirm.getByRole('button', { name: COMMENT_TEXTS.delete }).click();
      await expect(confirm).toBeHidden();
      await expect(toast(writer, COMMENT_TEXTS.deleted)).toBeVisible();
      await expect(answered).toHaveCount(0);
      await expect(commentsHeading(writer, 1)).toBeVisible();
      await expect(commentWith(writer, comment)).toBeVisible();
    });

    await test.step('a visitor reads the comment and is asked to log in, not given the form', async () => {
      const panel = await openComments(visitor, url, title);
      await expect(commentsHeading(visitor, 1)).toBeVisible();
      await expect(commentWith(visitor, comment)).toContainText(`${comment}${edit}`);
      await expect(panel.getByText(COMMENT_TEXTS.loginToComment)).toBeVisible();
      await expect(panel.getByRole('link', { name: VIEW_TEXTS.logIn })).toHaveAttribute(
        'href',
        '/login',
      );
      await expect(panel.getByRole('textbox')).toHaveCount(0);
      // Nothing to do to someone's comment without an account.
      await expect(commentWith(visitor, comment).getByRole('button')).toHaveCount(0);
    });

    await test.step("the build's author hides it: still theirs to read, marked hidden", async () => {
      await openComments(page, url, title);
      const hidden = commentWith(page, comment);
      await expect(hidden.getByRole('button', { name: COMMENT_TEXTS.edit })).toHaveCount(0);
      await hidden.getByRole('button', { name: COMMENT_TEXTS.hide }).click();
      await expect(toast(page, COMMENT_TEXTS.hidden)).toBeVisible();
      await expect(hidden.getByText(COMMENT_TEXTS.hiddenNote)).toBeVisible();
      await expect(hidden).toContainText(`${comment}${edit}`);
      await expect(hidden.getByRole('button', { name: COMMENT_TEXTS.unhide })).toBeVisible();
      await expect(commentsHeading(page, 0)).toBeVisible();
    });

    await test.step('the visitor reads the page again: the comment is gone', async () => {
      await openComments(visitor, url, title);
      await expect(commentsHeading(visitor, 0)).toBeVisible();
      await expect(commentsPanel(visitor).getByText(COMMENT_TEXTS.empty)).toBeVisible();
      await expect(commentWith(visitor, comment)).toHaveCount(0);
      await expect(commentsPanel(visitor)).not.toContainText(comment);
    });

    await test.step('the author shows it again, and the visitor reads it again', async () => {
      const hidden = commentWith(page, comment);
      await hidden.getByRole('button', { name: COMMENT_TEXTS.unhide }).click();
      await expect(toast(page, COMMENT_TEXTS.unhidden)).toBeVisible();
      await expect(hidden.getByText(COMMENT_TEXTS.hiddenNote)).toHaveCount(0);
      await expect(hidden.getByRole('button', { name: COMMENT_TEXTS.hide })).toBeVisible();
      await expect(commentsHeading(page, 1)).toBeVisible();

      await openComments(visitor, url, title);
      await expect(commentsHeading(visitor, 1)).toBeVisible();
      await expect(commentWith(visitor, comment)).toContainText(`${comment}${edit}`);
    });
  } finally {
    await writerBrowser.context.close();
    await visitorBrowser.context.close();
  }
});

test('a reported comment is removed from the desk, its writer suspended; a flagged one waits', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Three registrations by mail, the desk and four browsers: more than the default.
  test.setTimeout(240_000);
  const writer = newPlayer(testInfo.project.name, 'harkonnen');
  const reported = `Cheap solari for sale ${writer.tag}, message me.`;
  // A word the moderation's word list flags (as the server's own tests use).
  const flagged = `What a fucking joke ${writer.tag}`;
  const detail = `Selling currency in the comments ${writer.tag}.`;

  const reporterBrowser = await otherBrowser(browser, testInfo);
  const deskBrowser = await otherBrowser(browser, testInfo);
  const visitorBrowser = await otherBrowser(browser, testInfo);
  const reporterPage = reporterBrowser.page;
  const desk = deskBrowser.page;
  const visitor = visitorBrowser.page;
  try {
    // The build's author is the player who reports: they read their build's comments.
    const reporter = newPlayer(testInfo.project.name, 'fedaykin');
    const title = `Cliff runner ${reporter.tag}`;
    let url = '';
    await test.step('a player saves a Public build', async () => {
      await registerAndLogIn(reporterPage, request, reporter);
      url = await savePublicBuild(reporterPage, reporter, title);
    });

    await test.step('a writer posts a comment, then a flagged one, held with its note', async () => {
      await registerAndLogIn(page, request, writer);
      const panel = await openComments(page, url, title);
      const field = panel.getByRole('textbox', { name: COMMENT_TEXTS.bodyLabel });
      await field.fill(reported);
      await panel.getByRole('button', { name: COMMENT_TEXTS.post }).click();
      await expect(commentWith(page, reported)).toBeVisible();
      await expect(commentsHeading(page, 1)).toBeVisible();

      // The form empties once the first is posted; then the second.
      await expect(field).toHaveValue('');
      await field.fill(flagged);
      await panel.getByRole('button', { name: COMMENT_TEXTS.post }).click();
      await expect(toast(page, COMMENT_TEXTS.held)).toBeVisible();
      const held = commentWith(page, flagged);
      await expect(held).toBeVisible();
      await expect(held.getByText(COMMENT_TEXTS.heldNote)).toBeVisible();
      // Held is not counted: only what everyone may read is.
      await expect(commentsHeading(page, 1)).toBeVisible();
    });

    await test.step('a visitor reads the first comment, and nothing of the flagged one', async () => {
      const panel = await openComments(visitor, url, title);
      await expect(commentsHeading(visitor, 1)).toBeVisible();
      await expect(commentWith(visitor, reported)).toBeVisible();
      await expect(panel.getByRole('article')).toHaveCount(1);
      await expect(panel).not.toContainText(flagged);
      await expect(panel.getByText(COMMENT_TEXTS.waitingNote)).toHaveCount(0);
    });

    await test.step('another player reports the comment with a reason: thanks', async () => {
      await openComments(reporterPage, url, title);
      // Nor do they read the held one: it is its writer's alone until a moderator keeps it.
      await expect(commentWith(reporterPage, flagged)).toHaveCount(0);
      await commentWith(reporterPage, reported)
        .getByRole('button', { name: COMMENT_TEXTS.report })
        .click();
      const dialog = reporterPage.getByRole('dialog', { name: COMMENT_TEXTS.reportTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
      await dialog.getByLabel(VIEW_TEXTS.reportDetail).fill(detail);
      await dialog.getByRole('button', { name: VIEW_TEXTS.sendReport }).click();
      await expect(toast(reporterPage, COMMENT_TEXTS.reportSent)).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    const moderator = newPlayer(testInfo.project.name, 'judge');
    await test.step("a moderator opens the desk's Comments tab: both wait there", async () => {
      await registerAndLogIn(desk, request, moderator);
      await grantAdmin(moderator.username);
      await desk.goto('/admin');
      await desk.getByRole('tab', { name: 'Comments' }).click();
      await expect(desk.getByRole('tab', { name: 'Comments' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const card = desk.getByTestId('queued-comment').filter({ hasText: reported });
      await expect(card).toBeVisible();
      await expect(card.getByRole('link', { name: title })).toHaveAttribute(
        'href',
        `/build-viewer/${url}`,
      );
      const reports = card.getByRole('region', { name: 'Reports' });
      await expect(reports.getByRole('heading', { name: 'Reports (1)' })).toBeVisible();
      await expect(reports).toContainText('Spam or advertising');
      await expect(reports).toContainText(detail);
      await expect(reports).toContainText(reporter.username);
      const held = desk.getByTestId('queued-comment').filter({ hasText: flagged });
      await expect(held).toBeVisible();
      await expect(held.locator('mark').first()).toHaveText(/fuck/i);
      await expect(held).toContainText(COMMENT_TEXTS.waitingNote);
    });

    await test.step('Remove: the reported comment leaves the list', async () => {
      const card = desk.getByTestId('queued-comment').filter({ hasText: reported });
      await card.getByRole('button', { name: 'Remove' }).click();
      await expect(toast(desk, COMMENT_TEXTS.removed)).toBeVisible();
      await expect(card).toHaveCount(0);
    });

    await test.step("Suspend commenting on the writer's held comment", async () => {
      const held = desk.getByTestId('queued-comment').filter({ hasText: flagged });
      await held.getByRole('button', { name: 'Suspend commenting' }).click();
      await expect(toast(desk, COMMENT_TEXTS.suspendedFor(writer.username))).toBeVisible();
      await expect(held.getByText('Suspended', { exact: true })).toBeVisible();
      await expect(held.getByRole('button', { name: 'Restore commenting' })).toBeVisible();
    });

    await test.step('the writer reads the comments again: suspended, no form', async () => {
      const panel = await openComments(page, url, title);
      await expect(panel.getByText(COMMENT_TEXTS.suspended)).toBeVisible();
      await expect(panel.getByRole('textbox')).toHaveCount(0);
      // The removed comment is still theirs to read, marked; nobody else counts it.
      const removed = commentWith(page, reported);
      await expect(removed.getByText(COMMENT_TEXTS.removedNote)).toBeVisible();
      await expect(commentsHeading(page, 0)).toBeVisible();
      await expect(commentWith(page, flagged).getByText(COMMENT_TEXTS.heldNote)).toBeVisible();
    });
  } finally {
    await reporterBrowser.context.close();
    await deskBrowser.context.close();
    await visitorBrowser.context.close();
  }
});
