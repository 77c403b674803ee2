import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { usernameProblems } from '../src/api/contract/accountRules';
import { expect, test } from './fixtures';
import { grantAdmin } from './support/admins';
import { codeIn, mailsTo, nextMail } from './support/mailbox';
import { loopbackClient, type LoopbackClient } from './support/xssClient';
import { commentPlaces } from './support/xssComments';
import { type HostilePayload, payloadsForRun } from './support/xssPayloads';
import { checkMailHtml, checkPlace, type XssRun } from './support/xssPlaces';
import { injectedMarkup, watchContext, XssLog } from './support/xssRecorder';
import {
  batches,
  buildData,
  packedText,
  plainText,
  hostileBuilds,
  type HostileText,
} from './support/xssTexts';
import {
  type SavedHostileBuild,
  visitImportedFile,
  visitMyBuilds,
  visitShareLink,
  visitViewer,
} from './support/xssVisits';
import { REPORT_DETAIL_MAX, REPORT_REASONS } from '../src/api/contract/adminTexts';
import {
  COLLECTION_DESCRIPTION_MAX,
  COLLECTION_NAME_MAX,
} from '../src/api/contract/collectionsTexts';
import { visibleLine, visibleMultiline } from '../src/skills/visibleText';
import { FEEDBACK_MAX } from '../src/api/contract/feedbackTexts';

/*
 * The XSS table, in Chromium against the real server: hostile strings (script tags, handlers,
 * `javascript:` and `data:` links, markdown and HTML tricks, breakers, unicode) through every text
 * a player writes — build title, description and guide, a build file's "copied from", tags,
 * username, feedback and its page, report reason and detail, a moderator's note, a collection's
 * name and description, a comment, a reply and a comment report's detail — into every place it
 * is shown: the viewer (its comments for a visitor and for the build's author), the planner
 * (copied from the viewer, from a share link, from a file, loaded from My Builds), My Builds, the
 * community card, the author's page, a collection's page and My Collections, the Open Graph tags
 * and image of the viewer and link pages, the feedback mail and the moderators' desk (queue,
 * comments, feedback inbox, record). Texts the site only accepts from a small alphabet (usernames,
 * tags, report reasons) must be refused. The witness (support/xssRecorder) records any execution:
 * there must be none, and no injected markup either.
 *
 * `npm test` runs a compact table on the desktop project; `npm run test:xss` the full one.
 */

const FULL = process.env.XSS_TABLE === 'full';
/** The ten builds an account may keep (SAVED_BUILD_LIMIT): the full table saves in batches. */
const BATCH = 10;

/** The site's answer must be `status`; its body is shown when it is not. */
function expectStatus(answer: { status: number; text: string }, status: number, what: string) {
  expect(answer.status, `${what}: ${answer.text}`).toBe(status);
}

test('the XSS table: hostile texts are shown as text everywhere, 0 executed', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(FULL ? 45 * 60_000 : 180_000);
  const origin = baseURL ?? '';
  const payloads = payloadsForRun();
  const hex = randomBytes(3).toString('hex');
  const tag = `xs${hex}`;
  const log = new XssLog();
  const refused = { usernames: 0, tags: 0, reasons: 0 };

  const owner = loopbackClient(origin, '127.0.0.2');
  const username = `xss-owner.${hex}`;
  const email = `${username}@arrakis.test`;
  const password = `Sietch-Tabr-${hex}1`;

  await test.step('hostile usernames are refused', async () => {
    for (const payload of payloads) {
      expect(usernameProblems(payload.text), payload.id).not.toEqual([]);
      const answer = await owner.post('/api/auth/register', {
        username: payload.text,
        email,
        password,
        recaptchaToken: 'unsolved',
      });
      expectStatus(answer, 400, `username ${payload.id}`);
      refused.usernames += 1;
    }
  });

  await test.step('the owner registers from an address of their own', async () => {
    const registered = await owner.post('/api/auth/register', {
      username,
      email,
      password,
      recaptchaToken: await owner.botCheckToken('register'),
    });
    expect(registered.status, registered.text).toBeLessThan(300);
    const code = codeIn(await nextMail(request, email, 0));
    const verified = await owner.post('/api/auth/verify-signup', {
      username,
      email,
      password,
      code,
    });
    expectStatus(verified, 201, 'verify-signup');
  });
  // The desk needs the role; the command line runs while the texts are written.
  const granted = grantAdmin(username);

  const feedback = packedText('feedback', payloads, FEEDBACK_MAX);
  const pagePayload = payloads.find((payload) => !/\s/.test(payload.text));
  const feedbackPage = plainText('feedback page', pagePayload ? [pagePayload] : []);
  await test.step('feedback and its page carry the payloads', async () => {
    const sender = loopbackClient(origin, '127.0.0.3');
    const answer = await sender.post('/api/feedback', {
      feedback: `${tag} ${feedback.text}`,
      email: `feedback.${hex}@arrakis.test`,
      page: `/${feedbackPage.text}`,
      recaptchaToken: await sender.botCheckToken('feedback_form'),
    });
    expectStatus(answer, 201, 'feedback');
  });

  const context = await browser.newContext({ ...testInfo.project.use, bypassCSP: true });
  await context.addCookies(
    [...owner.cookies].map(([name, value]) => ({ name, value, url: origin })),
  );
  await watchContext(context, log);
  const page = await context.newPage();
  const run: XssRun = { page, log, missing: [] };

  await test.step('the witness sees a handler planted in a site page run, and its markup', async () => {
    // Proves the table can fail: the site's CSP is bypassed, so a planted handler runs.
    log.place = 'control';
    await page.goto('/');
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.setAttribute('src', 'x');
      image.setAttribute('onerror', "__xss('control'); alert('control')");
      document.body.append(image);
    });
    await expect
      .poll(() => log.findings.map((finding) => finding.kind).sort())
      .toEqual(['dialog', 'executed']);
    expect(await injectedMarkup(page)).toHaveLength(1);
    log.clear();
  });
  const reportDetail = packedText('report detail', payloads, REPORT_DETAIL_MAX);
  const note = packedText('moderator note', payloads, 500);

  try {
    const builds = hostileBuilds(tag, payloads);
    for (const [index, batch] of batches(builds, BATCH).entries()) {
      const saved: SavedHostileBuild[] = [];
      await test.step(`batch ${index + 1}: save ${batch.length} hostile builds, Public`, async () => {
        for (const build of batch) {
          const answer = await owner.post('/api/saved-builds', {
            build_name: build.title.text,
            data: buildData(build),
            build_guide: build.guide.text,
          });
          expectStatus(answer, 201, `save ${build.title.text}`);
          const body = answer.json as { outcome: string; build: { id: string; url: string } };
          expect(body.outcome, build.title.text).toBe('CREATED');
          saved.push({ build, id: body.build.id, url: body.build.url });
        }
        const [first] = batch;
        if (index === 0 && first) {
          for (const payload of payloads) {
            const answer = await owner.post('/api/saved-builds', {
              build_name: `${tag} tag ${payload.id}`,
              data: { ...buildData(first), buildTags: [payload.text] },
              build_guide: '',
            });
            expectStatus(answer, 400, `tag ${payload.id}`);
            refused.tags += 1;
          }
        }
      });

      await test.step(`batch ${index + 1}: viewer, planner, share link, file, Open Graph`, async () => {
        // Share links are limited per address and minute: each batch shares from its own.
        const sharer = loopbackClient(origin, `127.0.0.${10 + index}`);
        for (const [position, entry] of saved.entries()) {
          // The viewer's copy opens in the planner once a batch: the planner is the same as for
          // a file, whose hostile "copied from" the file visit tries for every build.
          await visitViewer(run, request, entry, position === 0);
          const link = await sharer.post('/api/build-link', {
            data: buildData(entry.build),
            build_guide: entry.build.guide.text,
          });
          expectStatus(link, 201, 'build link');
          await visitShareLink(run, request, entry.build, (link.json as { url: string }).url);
          await visitImportedFile(run, entry.build);
        }
        await visitMyBuilds(run, saved);
      });

      const listed = saved.flatMap(({ build }) => [build.title, build.description]);
      await test.step(`batch ${index + 1}: community cards and the author's page`, async () => {
        await checkPlace(run, 'community card', listed, async () => {
          await page.goto(`/community-builds?q=${tag}`);
          await expect(page.getByRole('article')).toHaveCount(saved.length);
        });
        await checkPlace(run, 'author page', listed, async () => {
          await page.goto(`/user/${username}`);
          for (const { build } of saved) {
            await expect(page.getByText(build.title.shows, { exact: true })).toBeVisible();
          }
        });
      });

      await test.step(`batch ${index + 1}: reports, then the desk's queue and record`, async () => {
        const visitor = loopbackClient(origin, `127.0.0.${30 + index}`);
        for (const { url } of saved) {
          const answer = await visitor.post(`/api/saved-builds/${url}/report`, {
            reason: REPORT_REASONS[0],
            detail: reportDetail.text,
          });
          expectStatus(answer, 201, `report ${url}`);
        }
        if (index === 0 && saved[0]) {
          for (const payload of payloads) {
            const answer = await visitor.post(`/api/saved-builds/${saved[0].url}/report`, {
              reason: payload.text,
              detail: '',
            });
            expectStatus(answer, 400, `report reason ${payload.id}`);
            refused.reasons += 1;
          }
        }
        await granted;
        // A queued build's card shows its title, its author and the reports, not its description.
        const queued = saved.map(({ build }) => build.title);
        await checkPlace(run, 'desk queue', [...queued, reportDetail], async () => {
          await page.goto('/admin');
          for (const { build } of saved) {
            await expect(
              page.getByTestId('queued-build').filter({ hasText: build.title.shows }),
            ).toBeVisible();
          }
        });
        const [cleared] = saved;
        if (cleared) await moderatorNote(run, owner, cleared, note);
      });

      if (index === 0) await deskInbox(run, tag, [feedback, feedbackPage]);
      if (index === 0 && saved[0]) {
        await collectionPlaces(run, owner, tag, payloads, username, saved[0].id);
        const on = saved[0];
        await test.step('comments and replies: the viewer, the desk and its record', async () => {
          await commentPlaces(run, { browser, testInfo, request, origin, owner, hex, on, note });
        });
      }

      if (index < batches(builds, BATCH).length - 1) {
        for (const { id, build } of saved) {
          const answer = await owner.delete('/api/my-build', {
            id,
            build_name: build.title.shows,
            username,
          });
          expectStatus(answer, 200, 'delete');
        }
      }
    }

    await test.step('the feedback mail, opened as HTML', async () => {
      let html = '';
      await expect
        .poll(async () => {
          const mail = (await mailsTo(request, 'team@arrakis.test')).find((m) =>
            m.text.includes(tag),
          );
          html = mail?.html ?? '';
          return html !== '';
        })
        .toBe(true);
      await checkMailHtml(run, 'mail', html, [feedback, feedbackPage]);
    });
  } finally {
    await context.close();
  }

  console.log(log.summary());
  console.log(
    `refused: ${refused.usernames} hostile usernames, ${refused.tags} tags, ${refused.reasons} report reasons`,
  );
  expect(log.of('executed'), 'scripts executed').toEqual([]);
  expect(log.of('dialog'), 'dialogs opened').toEqual([]);
  expect(log.of('injected'), 'markup injected').toEqual([]);
  expect(log.of('blocked'), 'CSP violations').toEqual([]);
  expect(log.of('page error'), 'page errors').toEqual([]);
  expect(run.missing, 'texts a place did not show').toEqual([]);
});

/** A moderator clears a build with a hostile note; the desk's record shows it. */
async function moderatorNote(
  run: XssRun,
  moderator: LoopbackClient,
  cleared: SavedHostileBuild,
  note: HostileText,
): Promise<void> {
  const answer = await moderator.post(`/api/admin/builds/${cleared.id}/decision`, {
    decision: 'clear',
    note: note.text,
  });
  expectStatus(answer, 200, 'decision');
  await checkPlace(run, 'desk record', [note], async () => {
    await run.page.getByRole('tab', { name: 'Record' }).click();
    // Other journeys' moderators clear builds too: this row names this build (its url).
    await expect(
      run.page.getByRole('row').filter({ hasText: 'build.clear' }).filter({ hasText: cleared.url }),
    ).toBeVisible();
  });
}

/** The desk's feedback inbox shows the hostile feedback and the page it says it came from. */
async function deskInbox(run: XssRun, tag: string, texts: HostileText[]): Promise<void> {
  const page: Page = run.page;
  await checkPlace(run, 'desk inbox', texts, async () => {
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Feedback' }).click();
    await expect(page.getByText(tag).first()).toBeVisible();
  });
}

/**
 * A Public collection named and described with the payloads (those its texts keep as typed: a
 * name is one line), holding one build (an author's page lists only collections with builds):
 * its page, My Collections and the author's page show them as text.
 */
async function collectionPlaces(
  run: XssRun,
  owner: LoopbackClient,
  tag: string,
  payloads: readonly HostilePayload[],
  username: string,
  buildId: string,
): Promise<void> {
  const asLine = payloads.filter((payload) => visibleLine(payload.text).trim() === payload.text);
  const asText = payloads.filter(
    (payload) => visibleMultiline(payload.text).trim() === payload.text,
  );
  const packedName = packedText('name', asLine, COLLECTION_NAME_MAX - tag.length - 1);
  const nameText = `${tag} ${packedName.text}`;
  const name: HostileText = {
    field: 'collection name',
    text: nameText,
    payloads: packedName.payloads,
    shows: nameText,
  };
  const description = packedText('collection description', asText, COLLECTION_DESCRIPTION_MAX);
  const made = await owner.post('/api/collections', {
    name: name.text,
    description: description.text,
    sharing: 'Public',
  });
  expectStatus(made, 201, 'collection');
  const { id } = (made.json as { collection: { id: string } }).collection;
  expectStatus(await owner.put(`/api/collections/${id}/builds/${buildId}`, {}), 200, 'collect');
  const page = run.page;
  await test.step('a collection: its page, My Collections and the author page', async () => {
    await checkPlace(run, 'collection page', [name, description], async () => {
      await page.goto(`/collection/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: name.text })).toBeVisible();
    });
    await checkPlace(run, 'my collections', [name, description], async () => {
      await page.goto('/collections');
      await expect(page.getByRole('link', { name: name.text })).toBeVisible();
    });
    await checkPlace(run, 'author collections', [name, description], async () => {
      await page.goto(`/user/${username}`);
      const heading = page.getByRole('heading', { level: 2, name: 'Collections' });
      await heading.scrollIntoViewIfNeeded();
      await expect(page.getByRole('link', { name: name.text })).toBeVisible();
    });
  });
}
