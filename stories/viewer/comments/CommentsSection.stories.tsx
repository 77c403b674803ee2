import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { COMMENT_TEXTS } from '../../../src/api/contract/commentsTexts';
import { CommentsSection } from '../../../src/viewer/comments/CommentsSection';
import { COMMENTS_VIEW_TEXTS } from '../../../src/viewer/comments/commentsViewTexts';
import { storyUser } from '../../account/fixtures';
import { toasts } from '../../fixtures/toasts';
import { expectTouchTargets } from '../../planner/dialogs/fixtures/expectations';
import { VIEWER_URL, withDesktopViewer, withPhoneViewer } from '../fixtures';
import { commentId, pageCall, POST_CALL, serveComments } from './commentsFixtures';
import {
  everyState,
  HIDDEN,
  MY_REPLY,
  ORPHAN_REPLY,
  REMOVED_MINE,
  twoThreads,
  WAITING_REPLY,
} from './threadsFixtures';

/**
 * The viewer's comments section over a stand-in for the comment calls (no network): loading,
 * a failed read, none yet, every state a comment can be in, the reasons a player may not write,
 * each change a player makes (the list read again after it), and a phone.
 */

const meta = {
  title: 'Viewer/Comments/CommentsSection',
  component: CommentsSection,
  decorators: [withDesktopViewer],
  args: { url: VIEWER_URL },
  parameters: { session: storyUser },
} satisfies Meta<typeof CommentsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const queriesIn = (element: HTMLElement) => within(element);
/** Testing Library's queries bound to one element. */
type Canvas = ReturnType<typeof queriesIn>;

/** The section, once its heading says the total. */
async function sectionShown(canvasElement: HTMLElement, total: number): Promise<Canvas> {
  const canvas = queriesIn(canvasElement);
  await canvas.findByRole('heading', { level: 2, name: `${COMMENT_TEXTS.heading} (${total})` });
  return canvas;
}

/** The comment showing `text`, once its markdown is drawn (no longer busy). */
async function commentWith(canvas: Canvas, text: string): Promise<Canvas> {
  return waitFor(() => {
    const article = canvas
      .getAllByRole('article')
      .find(
        (each: HTMLElement) =>
          each.textContent.includes(text) && each.querySelector('[aria-busy="true"]') === null,
      );
    if (article === undefined) throw new Error(`No comment shows ${text}`);
    return queriesIn(article);
  });
}

const dialog = (name: string) => within(within(document.body).getByRole('dialog', { name }));

const empty = serveComments({ threads: () => [] });
/** No comments yet: the total is 0, the form is ready, and the list says so. */
export const Empty: Story = {
  beforeEach: empty.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await sectionShown(canvasElement, 0);
    await expect(canvas.getByText(COMMENT_TEXTS.empty)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: COMMENT_TEXTS.bodyLabel })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: COMMENT_TEXTS.post })).toBeEnabled();
    await expect(empty.store.seen).toEqual([pageCall(1)]);
  },
};

const waiting = serveComments({ threads: everyState, overrides: { page: ['pending'] } });
/** While the comments are on their way: the heading without a total, and the spinner. */
export const Loading: Story = {
  beforeEach: waiting.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('status', { name: COMMENTS_VIEW_TEXTS.loading }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: COMMENT_TEXTS.heading }),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

const failing = serveComments({
  threads: twoThreads,
  overrides: { page: [{ status: 500, message: 'The comments are buried in sand.' }] },
});
/** A failed read says the server's reason; Try again reads the comments again. */
export const LoadFailed: Story = {
  beforeEach: failing.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The comments are buried in sand.',
    );
    await userEvent.click(canvas.getByRole('button', { name: COMMENTS_VIEW_TEXTS.retry }));
    await sectionShown(canvasElement, 2);
    await expect(await canvas.findByText('First comment on the build.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(failing.store.seen).toEqual([pageCall(1), pageCall(1)]);
  },
};

const full = serveComments({ threads: everyState, moderates: true });
/**
 * Stilgar, the build's author, reads every state: his held comment and his removed one with their
 * notes, Chani's edited comment with its replies indented, Jamis's comment he hid (Show again),
 * and the placeholders of a deleted comment and of one waiting for a moderator, with their replies.
 */
export const Full: Story = {
  beforeEach: full.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await sectionShown(canvasElement, 5);

    const held = await commentWith(canvas, 'worth it at level 20?');
    await expect(held.getByText(COMMENT_TEXTS.heldNote)).toBeVisible();
    await expect(held.getByText('Gravity Field').tagName).toBe('STRONG');
    await expect(held.getByRole('button', { name: COMMENT_TEXTS.edit })).toBeVisible();
    await expect(held.getByRole('button', { name: COMMENT_TEXTS.delete })).toBeVisible();
    await expect(held.queryByRole('button', { name: COMMENT_TEXTS.report })).toBeNull();
    await expect(held.queryByRole('button', { name: COMMENT_TEXTS.hide })).toBeNull();

    const edited = await commentWith(canvas, 'right after the pull.');
    await expect(edited.getByRole('link', { name: 'Chani' })).toHaveAttribute(
      'href',
      '/user/Chani',
    );
    await expect(edited.getByText('November 20, 2026')).toBeVisible();
    await expect(edited.getByText(`· ${COMMENT_TEXTS.editedMark}`)).toBeVisible();
    await expect(edited.getByRole('button', { name: COMMENT_TEXTS.reply })).toBeVisible();
    await expect(
      edited.getByRole('button', { name: COMMENT_TEXTS.hide }),
    ).toHaveAccessibleDescription('Chani November 20, 2026 · edited');
    await expect(edited.getByRole('button', { name: COMMENT_TEXTS.report })).toBeVisible();
    await expect(edited.queryByRole('button', { name: COMMENT_TEXTS.edit })).toBeNull();

    // Replies sit in a list of their own, under their comment and indented.
    const liet = (await canvas.findByText('much')).closest('article') as HTMLElement;
    const replies = liet.closest('ul') as HTMLElement;
    await expect(within(replies).getAllByRole('article')).toHaveLength(2);
    await expect(replies.getBoundingClientRect().left).toBeGreaterThan(
      (replies.closest('li') as HTMLElement).getBoundingClientRect().left,
    );
    const mine = await commentWith(canvas, MY_REPLY);
    await expect(mine.getByRole('button', { name: COMMENT_TEXTS.delete })).toBeVisible();
    await expect(mine.queryByRole('button', { name: COMMENT_TEXTS.reply })).toBeNull();

    const hidden = await commentWith(canvas, HIDDEN);
    await expect(hidden.getByText(COMMENT_TEXTS.hiddenNote)).toBeVisible();
    await expect(hidden.getByRole('button', { name: COMMENT_TEXTS.unhide })).toBeVisible();

    const removed = await commentWith(canvas, REMOVED_MINE);
    await expect(removed.getByText(COMMENT_TEXTS.removedNote)).toBeVisible();
    await expect(removed.queryByRole('button', { name: COMMENT_TEXTS.edit })).toBeNull();
    await expect(removed.getByRole('button', { name: COMMENT_TEXTS.delete })).toBeVisible();

    // Placeholders: no writer, no text, no buttons; their replies stay.
    await expect(canvas.getByRole('article', { name: COMMENT_TEXTS.deletedNote })).toBeVisible();
    await expect(canvas.getByRole('article', { name: COMMENT_TEXTS.waitingNote })).toBeVisible();
    await expect(await canvas.findByText(ORPHAN_REPLY)).toBeVisible();
    await expect(await canvas.findByText(WAITING_REPLY)).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(10);
  },
};

const visitor = serveComments({ threads: twoThreads, blocked: 'login' });
/** A visitor reads the comments; instead of the form, the way to log in. No Reply, no Report. */
export const BlockedLogin: Story = {
  parameters: { session: null },
  beforeEach: visitor.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await sectionShown(canvasElement, 2);
    await expect(canvas.getByText(COMMENT_TEXTS.loginToComment)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(await canvas.findByText('First comment on the build.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: COMMENT_TEXTS.reply })).toBeNull();
    await expect(canvas.queryByRole('button', { name: COMMENT_TEXTS.report })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: COMMENTS_VIEW_TEXTS.logIn }));
    await expect(canvas.getByTestId('story-location')).toHaveTextContent('/login');
  },
};

const privateBuild = serveComments({ threads: () => [], blocked: 'not-public' });
/** The owner of a build that is not Public: told why, no form. */
export const BlockedNotPublic: Story = {
  beforeEach: privateBuild.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await sectionShown(canvasElement, 0);
    await expect(canvas.getByText(COMMENT_TEXTS.notPublic)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

const suspended = serveComments({ threads: twoThreads, blocked: 'suspended' });
/** A suspended account: told so, no form and no Reply, but Report stays. */
export const BlockedSuspended: Story = {
  beforeEach: suspended.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await sectionShown(canvasElement, 2);
    await expect(canvas.getByText(COMMENT_TEXTS.suspended)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: COMMENT_TEXTS.reply })).toBeNull();
    await expect(await canvas.findAllByRole('button', { name: COMMENT_TEXTS.report })).toHaveLength(
      2,
    );
  },
};

const posting = serveComments({ threads: twoThreads });
/** A comment posted: the server's message, the list read again with it first, the form empty. */
export const Post: Story = {
  beforeEach: posting.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await sectionShown(canvasElement, 2);
    const field = canvas.getByRole('textbox', { name: COMMENT_TEXTS.bodyLabel });
    await userEvent.type(field, 'Works with **Shigawire** too.');
    await userEvent.click(canvas.getByRole('button', { name: COMMENT_TEXTS.post }));
    await waitFor(() => expect(toasts()[0]).toHaveTextContent(COMMENT_TEXTS.posted));
    await sectionShown(canvasElement, 3);
    const posted = await commentWith(canvas, 'Shigawire');
    await expect(posted.getByRole('link', { name: 'Stilgar' })).toBeVisible();
    await expect(canvas.getAllByRole('article')[0]).toHaveTextContent('Shigawire');
    await expect(field).toHaveValue('');
    await expect(posting.store.seen).toEqual([pageCall(1), POST_CALL, pageCall(1)]);
    await expect(posting.store.sent).toEqual([{ body: 'Works with **Shigawire** too.' }]);
  },
};

const holding = serveComments({ threads: twoThreads, holds: true });
/** Moderation held the comment: the server says so, and only its writer reads it, marked. */
export const PostHeld: Story = {
  beforeEach: holding.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await sectionShown(canvasElement, 2);
    await userEvent.type(
      canvas.getByRole('textbox', { name: COMMENT_TEXTS.bodyLabel }),
      'Questionable words',
    );
    await userEvent.click(canvas.getByRole('button', { name: COMMENT_TEXTS.post }));
    await waitFor(() => expect(toasts()[0]).toHaveTextContent(COMMENT_TEXTS.held));
    const held = await commentWith(canvas, 'Questionable words');
    await expect(held.getByText(COMMENT_TEXTS.heldNote)).toBeVisible();
    // Not counted: nobody else may read it yet.
    await expect(
      canvas.getByRole('heading', { level: 2, name: `${COMMENT_TEXTS.heading} (2)` }),
    ).toBeVisible();
  },
};

const refused = serveComments({
  threads: twoThreads,
  overrides: { post: [{ status: 429, message: COMMENT_TEXTS.tooMany }] },
});
/** A refused post says the server's reason in an alert and keeps the text to send later. */
export const PostFails: Story = {
  beforeEach: refused.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await sectionShown(canvasElement, 2);
    const field = canvas.getByRole('textbox', { name: COMMENT_TEXTS.bodyLabel });
    await userEvent.type(field, 'One more thought');
    await userEvent.click(canvas.getByRole('button', { name: COMMENT_TEXTS.post }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(COMMENT_TEXTS.tooMany);
    await expect(field).toHaveValue('One more thought');
    await expect(refused.store.seen).toEqual([pageCall(1), POST_CALL]);
  },
};

const replying = serveComments({ threads: twoThreads });
/**
 * Reply opens a reply form under the thread, focused; Cancel closes it and gives focus back to
 * Reply. A reply sent shows under its comment, and the form closes.
 */
export const Reply: Story = {
  beforeEach: replying.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await sectionShown(canvasElement, 2);
    const first = await commentWith(canvas, 'First comment on the build.');
    await userEvent.click(first.getByRole('button', { name: COMMENT_TEXTS.reply }));
    const field = canvas.getByRole('textbox', { name: COMMENT_TEXTS.replyLabel });
    await expect(field).toHaveFocus();
    const thread = within(field.closest('li') as HTMLElement);
    await expect(thread.getByText('First comment on the build.')).toBeVisible();
    await userEvent.click(thread.getByRole('button', { name: COMMENT_TEXTS.cancel }));
    await expect(canvas.queryByRole('textbox', { name: COMMENT_TEXTS.replyLabel })).toBeNull();
    await expect(first.getByRole('button', { name: COMMENT_TEXTS.reply })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.type(
      canvas.getByRole('textbox', { name: COMMENT_TEXTS.replyLabel }),
      'Seconded.',
    );
    await userEvent.click(thread.getByRole('button', { name: COMMENT_TEXTS.reply }));
    await waitFor(() => expect(toasts()[0]).toHaveTextContent(COMMENT_TEXTS.replied));
    await expect((await commentWith(canvas, 'Seconded.')).getByText('Seconded.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: COMMENT_TEXTS.replyLabel })).toBeNull();
    await expect(replying.store.sent).toEqual([
      { body: 'Seconded.', parent_id: commentId('first') },
    ]);
    await sectionShown(canvasElement, 3);
  },
};

const deleting = serveComments({ threads: everyState, moderates: true });
/**
 * Delete asks first: Cancel keeps the comment and sends nothing; confirmed, the comment goes, the
 * server says so and focus moves to the section's heading.
 */
export const Delete: Story = {
  beforeEach: deleting.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await sectionShown(canvasElement, 5);
    const mine = await commentWith(canvas, MY_REPLY);
    await userEvent.click(mine.getByRole('button', { name: COMMENT_TEXTS.delete }));
    const asked = within(
      within(document.body).getByRole('alertdialog', { name: COMMENT_TEXTS.deleteConfirm }),
    );
    await expect(asked.getByRole('button', { name: COMMENT_TEXTS.cancel })).toHaveFocus();
    await userEvent.click(asked.getByRole('button', { name: COMMENT_TEXTS.cancel }));
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
    await expect(deleting.store.seen).toEqual([pageCall(1)]);

    await userEvent.click(mine.getByRole('button', { name: COMMENT_TEXTS.delete }));
    await userEvent.click(
      within(within(document.body).getByRole('alertdialog')).getByRole('button', {
        name: COMMENT_TEXTS.delete,
      }),
    );
    await waitFor(() => expect(toasts()[0]).toHaveTextContent(COMMENT_TEXTS.deleted));
    await waitFor(() => expect(canvas.queryByText(MY_REPLY)).toBeNull());
    await sectionShown(canvasElement, 4);
    await expect(
      canvas.getByRole('heading', { level: 2, name: `${COMMENT_TEXTS.heading} (4)` }),
    ).toHaveFocus();
  },
};

const failingDelete = serveComments({
  threads: everyState,
  overrides: { delete: [{ status: 404, message: COMMENT_TEXTS.notFound }] },
});
/** A refused deletion is said in the question, and the comment stays. */
export const DeleteFails: Story = {
  beforeEach: failingDelete.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await sectionShown(canvasElement, 5);
    const mine = await commentWith(canvas, MY_REPLY);
    await userEvent.click(mine.getByRole('button', { name: COMMENT_TEXTS.delete }));
    const asked = within(within(document.body).getByRole('alertdialog'));
    await userEvent.click(asked.getByRole('button', { name: COMMENT_TEXTS.delete }));
    await expect(await asked.findByRole('alert')).toHaveTextContent(COMMENT_TEXTS.notFound);
    await expect(canvas.getByText(MY_REPLY)).toBeInTheDocument();
    // Not found: the list is read again, to show what is there now.
    await waitFor(() => expect(failingDelete.store.seen.at(-1)).toBe(pageCall(1)));
  },
};

const editing = serveComments({ threads: everyState });
/** Edit turns the text into its form; Save shows the new text marked edited, focus back on Edit. */
export const Edit: Story = {
  beforeEach: editing.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await sectionShown(canvasElement, 5);
    const mine = await commentWith(canvas, MY_REPLY);
    await userEvent.click(mine.getByRole('button', { name: COMMENT_TEXTS.edit }));
    const field = mine.getByRole('textbox', { name: COMMENT_TEXTS.bodyLabel });
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue(MY_REPLY);
    await userEvent.clear(field);
    await userEvent.type(field, 'Tried it: **great**.');
    await userEvent.click(mine.getByRole('button', { name: COMMENT_TEXTS.save }));
    await waitFor(() => expect(toasts()[0]).toHaveTextContent(COMMENT_TEXTS.edited));
    const edited = await commentWith(canvas, 'Tried it');
    await expect(edited.getByText('great').tagName).toBe('STRONG');
    await expect(await edited.findByText(`· ${COMMENT_TEXTS.editedMark}`)).toBeVisible();
    await expect(edited.getByRole('button', { name: COMMENT_TEXTS.edit })).toHaveFocus();
  },
};

const moderating = serveComments({ threads: twoThreads, moderates: true });
/** The build's author hides a comment (it stays for him, marked) and shows it again. */
export const HideAndShow: Story = {
  beforeEach: moderating.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await sectionShown(canvasElement, 2);
    const first = await commentWith(canvas, 'First comment on the build.');
    await userEvent.click(first.getByRole('button', { name: COMMENT_TEXTS.hide }));
    await waitFor(() => expect(toasts()[0]).toHaveTextContent(COMMENT_TEXTS.hidden));
    await expect(await first.findByText(COMMENT_TEXTS.hiddenNote)).toBeVisible();
    await sectionShown(canvasElement, 1);
    const show = first.getByRole('button', { name: COMMENT_TEXTS.unhide });
    await expect(show).toHaveFocus();
    await userEvent.click(show);
    await waitFor(() => expect(toasts()[0]).toHaveTextContent(COMMENT_TEXTS.unhidden));
    await waitFor(() => expect(first.queryByText(COMMENT_TEXTS.hiddenNote)).toBeNull());
    await sectionShown(canvasElement, 2);
  },
};

const reporting = serveComments({ threads: twoThreads });
/** Report asks why in its dialog, then sends it; the server's thanks are toasted. */
export const Report: Story = {
  beforeEach: reporting.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await sectionShown(canvasElement, 2);
    const first = await commentWith(canvas, 'First comment on the build.');
    await userEvent.click(first.getByRole('button', { name: COMMENT_TEXTS.report }));
    const report = dialog(COMMENT_TEXTS.reportTitle);
    await userEvent.click(report.getByRole('radio', { name: 'Spam or advertising' }));
    await userEvent.type(report.getByLabelText(COMMENTS_VIEW_TEXTS.reportDetail), 'A shop link');
    await userEvent.click(report.getByRole('button', { name: COMMENTS_VIEW_TEXTS.sendReport }));
    await waitFor(() => expect(toasts()[0]).toHaveTextContent(COMMENT_TEXTS.reportSent));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(reporting.store.sent).toEqual([
      { reason: 'Spam or advertising', detail: 'A shop link' },
    ]);
    // Nothing anyone reads changed: the list is not read again.
    await expect(reporting.store.seen.filter((call) => call.startsWith('GET'))).toHaveLength(1);
  },
};

const reported = serveComments({
  threads: twoThreads,
  overrides: { report: [{ status: 409, message: COMMENT_TEXTS.alreadyReported }] },
});
/** Reported before: the dialog closes and the server's words say so. */
export const AlreadyReported: Story = {
  beforeEach: reported.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await sectionShown(canvasElement, 2);
    const first = await commentWith(canvas, 'First comment on the build.');
    await userEvent.click(first.getByRole('button', { name: COMMENT_TEXTS.report }));
    const report = dialog(COMMENT_TEXTS.reportTitle);
    await userEvent.click(report.getByRole('radio', { name: 'Other' }));
    await userEvent.click(report.getByRole('button', { name: COMMENTS_VIEW_TEXTS.sendReport }));
    await waitFor(() => expect(toasts()[0]).toHaveTextContent(COMMENT_TEXTS.alreadyReported));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

const paged = serveComments({ threads: everyState, pageSize: 4 });
/** More comments reads the next page below; at the last page the button goes. */
export const MoreComments: Story = {
  beforeEach: paged.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await sectionShown(canvasElement, 5);
    await expect(canvas.queryByText(ORPHAN_REPLY)).toBeNull();
    const more = canvas.getByRole('button', { name: COMMENT_TEXTS.more });
    await userEvent.click(more);
    await expect(await canvas.findByText(ORPHAN_REPLY)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: COMMENT_TEXTS.more })).toBeNull();
    await expect(paged.store.seen).toEqual([pageCall(1), pageCall(2)]);
  },
};

const onPhone = serveComments({ threads: everyState, moderates: true });
/**
 * On a 360px phone: nothing runs off the side, replies still indent, and every button and the
 * writers' links are thumb-sized.
 */
export const Phone: Story = {
  decorators: [withPhoneViewer],
  globals: { viewport: { value: 'phone' } },
  beforeEach: onPhone.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await sectionShown(canvasElement, 5);
    await commentWith(canvas, WAITING_REPLY);
    const page = document.documentElement;
    await waitFor(() => expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth));
    const column = canvasElement.querySelector<HTMLElement>('[data-narrow-phone]');
    await expect(column?.scrollWidth).toBeLessThanOrEqual(column?.clientWidth ?? 0);
    await expectTouchTargets([
      ...canvas.getAllByRole('button'),
      ...canvas.getAllByRole('link', { name: /^(Chani|Liet|Stilgar|Jamis|Harah)$/ }),
    ]);
    const field = canvas.getByRole('textbox', { name: COMMENT_TEXTS.bodyLabel });
    await expect(Math.round(field.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44);
  },
};
