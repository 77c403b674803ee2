import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import type { CommentChange } from '../../src/api/contract/comments';
import {
  COMMENT_BODY_MAX,
  COMMENT_REPORT_DETAIL_MAX,
  COMMENT_REPORT_REASONS,
  COMMENT_TEXTS,
} from '../../src/api/contract/commentsTexts';
import { visibleMultiline } from '../../src/skills/visibleText';
import { codeIn, nextMail } from './mailbox';
import { loopbackClient, type LoopbackClient } from './xssClient';
import { type HostilePayload, payloadsForRun } from './xssPayloads';
import { checkPlace, type XssRun } from './xssPlaces';
import { watchContext } from './xssRecorder';
import { packedText, type HostileText } from './xssTexts';
import type { SavedHostileBuild } from './xssVisits';

/*
 * The XSS table's comments: a player writes every hostile string into comments on one of the
 * table's builds, and into a reply to each; the build's author reports them (with a hostile
 * detail) so they wait on the desk. The viewer shows them rendered as markdown to a visitor and
 * to the build's author; the desk's Comments tab shows their text as the server keeps it, never
 * rendered. A moderator then removes them with a hostile note, which the desk's record shows.
 */

/** A comment of the table and what each place shows of it. */
interface HostileComment {
  /** The viewer renders the markdown: its first line, a heading, shows as bold words. */
  viewer: HostileText;
  /** The desk shows the text as typed, as the server keeps it (visible characters, trimmed). */
  desk: HostileText;
}

/** The length of a comment as the server measures it. */
function measured(text: string): number {
  return visibleMultiline(text).trim().length;
}

/**
 * Comments (or replies) holding every payload, one paragraph each under a heading that names
 * the run and the comment, as many as the 2000-character limit needs.
 */
function hostileComments(
  kind: 'Comment' | 'Reply',
  tag: string,
  payloads: readonly HostilePayload[],
): HostileComment[] {
  const groups: HostilePayload[][] = [[]];
  const textOf = (heading: string, group: readonly HostilePayload[]) =>
    [`## ${heading}`, ...group.map((payload) => payload.text)].join('\n\n');
  for (const payload of payloads) {
    const group = groups.at(-1) ?? [];
    const heading = `${kind} ${tag} ${groups.length}`;
    if (group.length > 0 && measured(textOf(heading, [...group, payload])) > COMMENT_BODY_MAX) {
      groups.push([payload]);
    } else {
      group.push(payload);
    }
  }
  return groups.map((group, index) => {
    const heading = `${kind} ${tag} ${index + 1}`;
    const text = textOf(heading, group);
    if (measured(text) > COMMENT_BODY_MAX) throw new Error(`${heading} is over the limit.`);
    const field = kind === 'Comment' ? 'comment' : 'reply';
    return {
      viewer: { field, text, payloads: group, shows: heading },
      desk: { field, text, payloads: group, shows: visibleMultiline(text).trim() },
    };
  });
}

/** Registers `username` through the API from the client's address, the mailed code included. */
async function registerByApi(
  client: LoopbackClient,
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<void> {
  const email = `${username}@arrakis.test`;
  const registered = await client.post('/api/auth/register', {
    username,
    email,
    password,
    recaptchaToken: await client.botCheckToken('register'),
  });
  expect(registered.status, registered.text).toBeLessThan(300);
  const code = codeIn(await nextMail(request, email, 0));
  const verified = await client.post('/api/auth/verify-signup', {
    username,
    email,
    password,
    code,
  });
  expect(verified.status, verified.text).toBe(201);
}

/** The answer's status must be `status`; its body says why when it is not. */
function expectStatus(answer: { status: number; text: string }, status: number, what: string) {
  expect(answer.status, `${what}: ${answer.text}`).toBe(status);
}

/** Posts a comment (or a reply to `parentId`): it must be shown to everyone at once. */
async function post(
  writer: LoopbackClient,
  url: string,
  text: HostileText,
  parentId?: string,
): Promise<string> {
  const answer = await writer.post(`/api/saved-builds/${url}/comments`, {
    body: text.text,
    ...(parentId === undefined ? {} : { parent_id: parentId }),
  });
  expectStatus(answer, 201, `${text.field} ${text.shows}`);
  const { comment } = answer.json as CommentChange;
  // A held one would be its writer's alone: the table needs every reader to be shown it.
  expect(comment.state, `${text.field} held by moderation`).toBe('visible');
  return comment.id;
}

/**
 * Scrolls the viewer down to its comments and waits for every comment of the table there:
 * its heading, drawn as bold words once the markdown is parsed.
 */
async function commentsShown(page: Page, url: string, texts: readonly HostileText[]) {
  await page.goto(`/build-viewer/${url}`);
  await expect(page.locator('#root')).not.toHaveAttribute('inert', { timeout: 15_000 });
  const panel = page.getByTestId('viewer-comments');
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
  for (const text of texts) {
    await expect(panel.getByText(text.shows, { exact: true })).toBeVisible();
  }
}

/** What the comments of the table need from the rest of it. */
interface CommentTable {
  browser: Browser;
  testInfo: TestInfo;
  /** Reads the mail peer (the writer's code). */
  request: APIRequestContext;
  /** The site's address. */
  origin: string;
  /** The owner of the table's builds, who is also its moderator. */
  owner: LoopbackClient;
  /** The run's random part, in the writer's name and the comments' headings. */
  hex: string;
  /** The build the comments are written on. */
  on: SavedHostileBuild;
  /** The moderator's hostile note, for the record of the comments' removal. */
  note: HostileText;
}

/**
 * The comments of the table on the build `on` (the owner's, who is also the moderator): the
 * viewer for a visitor and for the build's author, the desk's Comments tab, then its record.
 */
export async function commentPlaces(run: XssRun, table: CommentTable): Promise<void> {
  const { browser, testInfo, request, origin, owner, hex, on: saved, note } = table;
  const payloads = payloadsForRun();
  const tag = `xs${hex}`;
  const comments = hostileComments('Comment', tag, payloads);
  const replies = hostileComments('Reply', tag, payloads);
  const detail = packedText('comment report detail', payloads, COMMENT_REPORT_DETAIL_MAX);

  // The writer: an account of its own, from an address of its own.
  const writer = loopbackClient(origin, '127.0.0.4');
  await registerByApi(writer, request, `xss-writer.${hex}`, `Sietch-Tabr-${hex}2`);
  const ids: string[] = [];
  for (const [index, comment] of comments.entries()) {
    const id = await post(writer, saved.url, comment.viewer);
    ids.push(id);
    const reply = replies[index];
    if (reply) ids.push(await post(writer, saved.url, reply.viewer, id));
  }
  // The build's author reports each one, so the desk lists them.
  for (const id of ids) {
    const answer = await owner.post(`/api/comments/${id}/report`, {
      reason: COMMENT_REPORT_REASONS[0],
      detail: detail.text,
    });
    expectStatus(answer, 201, `report comment ${id}`);
  }

  const onViewer = [...comments, ...replies].map((comment) => comment.viewer);
  const visitorContext = await browser.newContext({ ...testInfo.project.use, bypassCSP: true });
  await watchContext(visitorContext, run.log);
  try {
    const visitor: XssRun = { ...run, page: await visitorContext.newPage() };
    await checkPlace(visitor, 'comments (visitor)', onViewer, () =>
      commentsShown(visitor.page, saved.url, onViewer),
    );
  } finally {
    await visitorContext.close();
  }
  await checkPlace(run, 'comments (author)', onViewer, () =>
    commentsShown(run.page, saved.url, onViewer),
  );

  const onDesk = [...comments, ...replies].map((comment) => comment.desk);
  // A queued comment's card names its build by its title, and shows each report's detail.
  const title: HostileText = { ...saved.build.title, field: 'title' };
  await checkPlace(run, 'desk comments', [...onDesk, detail, title], async () => {
    await run.page.goto('/admin');
    await run.page.getByRole('tab', { name: 'Comments' }).click();
    for (const comment of [...comments, ...replies]) {
      await expect(
        run.page.getByTestId('queued-comment').filter({ hasText: comment.viewer.shows }),
      ).toBeVisible();
    }
  });

  // The moderator removes them, with a hostile note for the record.
  for (const id of ids) {
    const answer = await owner.post(`/api/admin/comments/${id}/decision`, {
      decision: 'remove',
      note: note.text,
    });
    expectStatus(answer, 200, `remove comment ${id}`);
  }
  const [first] = ids;
  await checkPlace(run, 'desk record (comment)', [note], async () => {
    await run.page.getByRole('tab', { name: 'Record' }).click();
    await expect(
      run.page
        .getByRole('row')
        .filter({ hasText: 'comment.remove' })
        .filter({ hasText: `#comment-${first ?? ''}` }),
    ).toBeVisible();
  });
}
