import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  FEEDBACK_INBOX_PAGE_SIZE,
  type FeedbackItem,
  type FeedbackRequest,
} from '../../src/api/contract/feedback';
import type { Database } from '../db/schema';
import { adminActionRepository } from '../repositories/adminActionRepository';
import {
  feedbackRepository,
  type FeedbackRow,
  type FeedbackStatus,
} from '../repositories/feedbackRepository';
import { adminActionService } from './adminActions';
import type { BotCheck } from './botCheck';
import type { Mailer, MailMessage } from './mail';
import { escapeHtml, SITE_NAME } from './mailMessages';
import { HOUR_MS } from './secrets';
import type { Throttle, ThrottleRule } from './throttle';
import { FEEDBACK_PER_HOUR, FEEDBACK_TEXTS } from '../../src/api/contract/feedbackTexts';

/**
 * Feedback (spec §2 Feedback and thanks, §3 Feedback submission, §7): anyone may send a message
 * through the bot-check, a few an hour per client address (counted in the database, so across every
 * server process). It is stored before anything else happens, then mailed to FEEDBACK_TO when set;
 * the mail is best effort (the mailer logs a failure by subject only), so a mail server that is
 * down never loses a message. Neither the text nor the address is ever logged: players write things
 * they would not want in a log. Moderators read the inbox on the desk and mark messages done or
 * open again, each change recorded with who and when.
 */

/** Feedback messages one address may send in an hour. */
const FEEDBACK_PER_ADDRESS: ThrottleRule = {
  name: 'feedback-address',
  windowMs: HOUR_MS,
  max: FEEDBACK_PER_HOUR,
  message: FEEDBACK_TEXTS.tooMany,
};

/** The subject of the mail to FEEDBACK_TO (never the text: subjects reach the log). */
export const FEEDBACK_MAIL_SUBJECT = `${SITE_NAME}: new feedback`;

/** A moderator acting on the inbox. */
interface FeedbackModerator {
  id: string;
  username: string;
}

/** One page of the inbox. */
interface FeedbackInbox {
  items: FeedbackItem[];
  nextPage: number | null;
  openCount: number;
}

/** Takes feedback and serves the desk's inbox. */
export interface FeedbackService {
  /** Throttles, checks the bot-check token, stores, then mails (best effort). */
  submit(request: FeedbackRequest, ip: string): Promise<void>;
  inbox(status: FeedbackStatus, page: number): Promise<FeedbackInbox>;
  /** Marks done or open again and records it; undefined when there is no such message. */
  mark(id: string, done: boolean, by: FeedbackModerator): Promise<FeedbackItem | undefined>;
}

export interface FeedbackServiceDeps {
  db: Kysely<Database>;
  throttle: Throttle;
  botCheck: BotCheck;
  mailer: Mailer;
  /** Where each message is mailed (FEEDBACK_TO); null: stored only. */
  feedbackTo: string | null;
  now?: () => Date;
}

function toItem(row: FeedbackRow): FeedbackItem {
  return {
    id: row.id,
    feedback: row.feedback,
    email: row.email,
    page: row.page,
    created_at: row.created_at,
    done_at: row.done_at,
  };
}

/** The mail to the people who run the site; every value the sender chose is escaped in HTML. */
export function feedbackMail(to: string, row: FeedbackRow): MailMessage {
  const facts: [string, string][] = [
    ['From', row.email ?? '(no address given)'],
    ['Page', row.page ?? '(unknown)'],
    ['Sent', row.created_at],
  ];
  const text = [
    ...facts.map(([name, value]) => `${name}: ${value}`),
    '',
    row.feedback,
    '',
    `Mark it done on the moderators’ desk (/admin). Feedback id: ${row.id}`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<h1 style="font-size:1.2em">${escapeHtml(FEEDBACK_MAIL_SUBJECT)}</h1>`,
    ...facts.map(([name, value]) => `<p><strong>${name}:</strong> ${escapeHtml(value)}</p>`),
    `<blockquote style="white-space:pre-wrap">${escapeHtml(row.feedback)}</blockquote>`,
    `<p style="color:#666">Feedback id: ${escapeHtml(row.id)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: FEEDBACK_MAIL_SUBJECT, text, html };
}

/** The service over one database and the account services' throttle, bot-check and mailer. */
export function createFeedbackService({
  db,
  throttle,
  botCheck,
  mailer,
  feedbackTo,
  now = () => new Date(),
}: FeedbackServiceDeps): FeedbackService {
  const rows = feedbackRepository(db);
  return {
    async submit(request, ip) {
      await throttle.hit(FEEDBACK_PER_ADDRESS, ip);
      await botCheck.verify(request.recaptchaToken, 'feedback_form', ip);
      const row: FeedbackRow = {
        id: randomUUID(),
        feedback: request.feedback,
        email: request.email === undefined || request.email === '' ? null : request.email,
        page: request.page ?? null,
        created_at: now().toISOString(),
        done_at: null,
        done_by: null,
      };
      await rows.insert(row);
      if (feedbackTo !== null) await mailer.send(feedbackMail(feedbackTo, row));
    },
    async inbox(status, page) {
      const offset = (page - 1) * FEEDBACK_INBOX_PAGE_SIZE;
      const [found, openCount] = await Promise.all([
        rows.list(status, offset, FEEDBACK_INBOX_PAGE_SIZE + 1),
        rows.countOpen(),
      ]);
      return {
        items: found.slice(0, FEEDBACK_INBOX_PAGE_SIZE).map(toItem),
        nextPage: found.length > FEEDBACK_INBOX_PAGE_SIZE ? page + 1 : null,
        openCount,
      };
    },
    mark: (id, done, by) =>
      db.transaction().execute(async (trx) => {
        const inTrx = feedbackRepository(trx);
        const row = await inTrx.find(id);
        if (!row) return undefined;
        // Marking it as it already is changes nothing, so nothing is recorded.
        if ((row.done_at !== null) === done) return toItem(row);
        const change = done ? { at: now().toISOString(), by: by.id } : null;
        await inTrx.setDone(id, change);
        await adminActionService(adminActionRepository(trx), now).record(
          { actor: by, action: done ? 'feedback.done' : 'feedback.reopen', target: id },
          trx,
        );
        return toItem({ ...row, done_at: change?.at ?? null, done_by: change?.by ?? null });
      }),
  };
}
