import { describe, expect, it } from 'vitest';
import { HOSTILE_PAYLOADS } from '../../e2e/support/xssPayloads';
import { escapeHtml, previewHeadTags } from '../../server/previews/ogTags';
import { buildPreview } from '../../server/previews/previewContent';
import { feedbackMail } from '../../server/services/feedback';
import type { MailMessage } from '../../server/services/mail';
import * as accountMails from '../../server/services/mailMessages';
import { BUILD_TITLE_MAX } from '../../src/skills/buildText';
import { gameIndex, sampleBuild } from './buildLinkFixtures';

/*
 * The server's own HTML around players' texts, for the XSS table's every hostile string (issue
 * 13): the Open Graph tags of a build's page and every mail's HTML part. Escaped means the markup
 * with a hostile text is the markup with a plain word, the text's escaped form in its place —
 * nothing of the text became a tag or an attribute. The browser side is e2e/xss.spec.ts.
 */

const PLAIN = 'Sietch';

/** `html` with every escaped occurrence of `text` put back to the plain word. */
function withPlainWord(html: string, text: string): string {
  return html.split(escapeHtml(text)).join(PLAIN);
}

function headTags(title: string, author: string, description = 'Long range damage.'): string {
  const preview = buildPreview(gameIndex, { build: sampleBuild(), title, author, description });
  return previewHeadTags(preview, {
    page: 'https://arrakis.test/build-viewer/abc',
    image: 'https://arrakis.test/api/previews/viewer/abc.png',
  });
}

const ACCOUNT_MAILS: [string, (username: string) => MailMessage][] = [
  ['sign-up code', (name) => accountMails.signupCodeMail('a@arrakis.test', name, '123456')],
  ['registration attempt', (name) => accountMails.registrationAttemptMail('a@arrakis.test', name)],
  ['reset code', (name) => accountMails.resetCodeMail('a@arrakis.test', name, '123456')],
  [
    'password change code',
    (name) => accountMails.changePasswordCodeMail('a@arrakis.test', name, '123456'),
  ],
  ['email change code', (name) => accountMails.changeEmailCodeMail('a@arrakis.test', name, '1')],
  [
    'email changed',
    (name) => accountMails.emailChangedMail('a@arrakis.test', name, name, 'https://a.test/u#t'),
  ],
  [
    'reset link',
    (name) => accountMails.resetLinkMail('a@arrakis.test', name, 'https://a.test/r#t'),
  ],
  ['password changed', (name) => accountMails.passwordChangedMail('a@arrakis.test', name)],
  ['username reminder', (name) => accountMails.usernameReminderMail('a@arrakis.test', name)],
  ['account deleted', (name) => accountMails.accountDeletedMail('a@arrakis.test', name)],
  ['email in use', (name) => accountMails.emailInUseMail('a@arrakis.test', name)],
];

describe.each(HOSTILE_PAYLOADS)('hostile string $id ($kind)', ({ text }) => {
  it('stays text in the Open Graph tags, as title and author', () => {
    // A text longer than a title is not an author either (usernames are 32 at most): the
    // description, cut at 300 characters, would cut it.
    const author = text.length <= BUILD_TITLE_MAX ? text : PLAIN;
    expect(withPlainWord(headTags(text, author), text)).toBe(headTags(PLAIN, PLAIN));
  });

  it('stays text in the Open Graph tags, as description', () => {
    const tags = headTags(PLAIN, PLAIN, text);
    // Every tag is exactly <meta name|property="…" content="…">, nothing raw inside a value.
    const each = tags.split('><').map((tag, i, all) => {
      const opened = i === 0 ? tag : `<${tag}`;
      return i === all.length - 1 ? opened : `${opened}>`;
    });
    for (const tag of each) {
      expect(tag).toMatch(/^<meta (name|property)="[\w:]+" content="[^"<>]*">$/);
    }
  });

  it.each(ACCOUNT_MAILS)('stays text in the %s mail, as username', (_name, mail) => {
    expect(withPlainWord(mail(text).html, text)).toBe(mail(PLAIN).html);
  });

  it('stays text in the feedback mail, as feedback, address and page', () => {
    const row = (value: string) => ({
      id: 'f1',
      feedback: value,
      email: value,
      page: value,
      created_at: '2026-11-23T09:00:00.000Z',
      done_at: null,
      done_by: null,
    });
    const html = feedbackMail('team@arrakis.test', row(text)).html;
    expect(withPlainWord(html, text)).toBe(feedbackMail('team@arrakis.test', row(PLAIN)).html);
  });
});
