import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

/**
 * A real SMTP peer on 127.0.0.1 for the account tests: the server under test sends its mails
 * over SMTP with nodemailer, and the tests read the codes from the parsed mails, as a player
 * reads them from their inbox.
 */

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Its headers by lower-cased name, as sent (the last of a repeated one). */
  headers: Readonly<Record<string, string>>;
}

export interface SmtpPeer {
  readonly url: string;
  readonly mails: readonly ReceivedMail[];
  /** The first mail to `to` whose subject contains `subject` and that was not taken before. */
  waitForMail(to: string, subject: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Whether any mail to `to` arrived (after waiting `ms` for stragglers). */
  mailsTo(to: string, ms?: number): Promise<ReceivedMail[]>;
}

function addresses(parsed: ParsedMail): string[] {
  const to = parsed.to === undefined ? [] : Array.isArray(parsed.to) ? parsed.to : [parsed.to];
  return to.flatMap((group) => group.value.map((a) => (a.address ?? '').toLowerCase()));
}

/** Starts the peer before the suite and stops it after. */
export function useSmtpPeer(): SmtpPeer {
  const mails: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  let server: SMTPServer | undefined;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            mails.push({
              to: addresses(parsed),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              headers: Object.fromEntries(
                parsed.headerLines.map(({ key, line }) => [
                  key.toLowerCase(),
                  line.slice(line.indexOf(':') + 1).trim(),
                ]),
              ),
            });
            callback();
          })
          .catch((error: unknown) => {
            callback(error as Error);
          });
      },
    });
    const started = server;
    await new Promise<void>((resolve) => {
      started.listen(0, '127.0.0.1', () => {
        const address = started.server.address();
        port = typeof address === 'object' && address ? address.port : 0;
        resolve();
      });
    });
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => {
      if (server) server.close(resolve);
      else resolve();
    });
  });

  const matching = (to: string, subject: string) =>
    mails.find(
      (m) => !taken.has(m) && m.to.includes(to.toLowerCase()) && m.subject.includes(subject),
    );

  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    mails,
    async waitForMail(to, subject, timeoutMs = 5000) {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const mail = matching(to, subject);
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > end) {
          throw new Error(
            `No mail to ${to} with "${subject}" arrived; got: ${JSON.stringify(mails.map((m) => [m.to, m.subject]))}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async mailsTo(to, ms = 300) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return mails.filter((m) => m.to.includes(to.toLowerCase()));
    },
  };
}

/** The 6-digit code in a mail's text. */
export function codeFrom(mail: ReceivedMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No code in the mail "${mail.subject}": ${mail.text}`);
  return match[1];
}
