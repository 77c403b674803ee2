import {
  notificationPath,
  notificationSentence,
  type DigestChoice,
  type NotificationKind,
} from '../../src/api/contract/notificationsTexts';
import type { MailMessage } from './mail';
import { compose, type Paragraph } from './mailMessages';

/**
 * The email digest: the unread notifications as links to their builds, and both ways to stop
 * it (the page behind the mail's link, and the List-Unsubscribe headers mail programs offer as
 * one click, RFC 8058). Titles and names are players' words: `compose` escapes them.
 */

/** One notification the digest tells of. */
interface DigestEntry {
  kind: NotificationKind;
  actor: string | null;
  buildTitle: string;
  buildUrl: string;
  commentId: string | null;
}

export interface DigestMailInput {
  to: string;
  username: string;
  choice: Exclude<DigestChoice, 'off'>;
  /** The newest unread notifications, at most a mail's worth. */
  entries: readonly DigestEntry[];
  /** How many are unread since the last digest, `entries` among them. */
  total: number;
  siteOrigin: string;
  /** The account's unsubscribe key (digests.ts). */
  unsubscribeKey: string;
}

const plural = (count: number) => `${count} ${count === 1 ? 'notification' : 'notifications'}`;

export function digestMail(input: DigestMailInput): MailMessage {
  const { siteOrigin, entries, total, choice } = input;
  const key = encodeURIComponent(input.unsubscribeKey);
  const notificationsPage = { href: `${siteOrigin}/notifications`, label: 'your notifications' };
  const more = total - entries.length;
  const paragraphs: Paragraph[] = [
    ['Hello {0},', input.username],
    [`You have ${plural(total)} unread since your last digest:`],
    ...entries.map((entry): Paragraph => [
      '{0}',
      {
        href: `${siteOrigin}${notificationPath(entry.kind, entry.buildUrl, entry.commentId)}`,
        label: notificationSentence(entry.kind, entry.actor, entry.buildTitle),
      },
    ]),
    ...(more > 0 ? [[`And ${plural(more)} more: {0}`, notificationsPage] as Paragraph] : []),
    ['Choose what you are told about, and how often: {0}', notificationsPage],
    [
      `You get this mail because you chose a ${choice} email digest. Stop it: {0}`,
      { href: `${siteOrigin}/unsubscribe#${key}` },
    ],
  ];
  const mail = compose(input.to, `your ${choice} digest, ${plural(total)}`, paragraphs);
  return {
    ...mail,
    bulk: true,
    headers: {
      'List-Unsubscribe': `<${siteOrigin}/api/notifications/unsubscribe/one-click?key=${key}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
