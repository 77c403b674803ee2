import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { emailProblem } from '../../src/api/contract/accountRules';
import type { MailBudget, MailRefusal } from './mailBudget';
import { randomToken } from './secrets';

/**
 * Outgoing mail. With `SMTP_URL` and `MAIL_FROM` set, mails go to that SMTP server. Without,
 * each mail is written as an `.eml` file to `<DATA_DIR>/outbox/` (open it with any mail
 * program), and the log says where: never the code it contains, since logs travel further
 * than mail.
 *
 * Mails are sent in the background: an answer must not take longer when a mail is sent than
 * when none is (that would reveal whether an account exists), and a slow mail server must not
 * hold a request. Failures are logged. `flush` waits for the mails under way (tests, shutdown).
 * Every mail first spends the hour's mail budget (mailBudget.ts) and goes to one plain address.
 */

/** One mail: a plain-text body and a simple HTML one. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Headers of its own (a digest's List-Unsubscribe). */
  headers?: Readonly<Record<string, string>>;
  /** Sent in bulk (digests): it may spend only part of the site's budget (mailBudget.ts). */
  bulk?: boolean;
}

export interface MailOptions {
  /** smtp:// or smtps:// URL (with credentials if the server wants them), or null: outbox. */
  smtpUrl: string | null;
  /** The From header. */
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
  /** The hourly budgets every mail spends; none in tests of the transport alone. */
  budget?: MailBudget;
}

/** Sends the site's mails. */
export interface Mailer {
  /**
   * Spends the budget and queues the mail, without waiting for delivery. Answers why nothing
   * was sent (a spent budget, or a recipient that is not one plain address), or null.
   */
  send(message: MailMessage): Promise<MailRefusal | NotPlainRecipient | null>;
  /** Resolves when every queued mail was sent or failed. */
  flush(): Promise<void>;
  /** Closes the SMTP connections after the queued mails. */
  close(): Promise<void>;
}

/** The default From when MAIL_FROM is unset (outbox only: SMTP needs a real sender). */
export const DEFAULT_MAIL_FROM = 'Arrakis Planner <no-reply@localhost>';

/** A recipient that is not exactly one plain address (a name, a list, a trailing dot…). */
interface NotPlainRecipient {
  budget: null;
}

/** The bare address of a From like `Name <no-reply@x.y>`. */
function envelopeSender(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
}

/** Where mails are written as `.eml` files when no SMTP_URL is set. */
export function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}

/** A mailer for the configured transport. */
export function createMailer({ smtpUrl, from, dataDir, log, budget }: MailOptions): Mailer {
  const pending = new Set<Promise<void>>();
  const outbox = outboxDir(dataDir);

  const smtp = smtpUrl ? nodemailer.createTransport(smtpUrl, { from }) : null;
  const file = nodemailer.createTransport({ streamTransport: true, buffer: true });

  async function deliver({ bulk: _bulk, ...message }: MailMessage): Promise<void> {
    // The envelope names the one recipient itself: nodemailer never parses `to` into a list.
    const envelope = { from: envelopeSender(from), to: [message.to] };
    if (smtp) {
      await smtp.sendMail({ ...message, envelope });
      log.info({ subject: message.subject }, 'mail sent');
      return;
    }
    const { message: raw } = await file.sendMail({ ...message, from, envelope });
    await mkdir(outbox, { recursive: true, mode: 0o700 });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomToken().slice(0, 8)}`;
    const path = join(outbox, `${name}.eml`);
    // Written whole under another name, then renamed: whoever reads the outbox never opens half
    // a mail.
    const partial = join(outbox, `.${name}.partial`);
    await writeFile(partial, raw, { mode: 0o600 });
    await rename(partial, path);
    log.info({ subject: message.subject, path }, `mail written to ${path} (no SMTP_URL set)`);
  }

  return {
    async send(message) {
      if (emailProblem(message.to) !== null) {
        log.error({ subject: message.subject }, 'mail refused: the recipient is not one address');
        return { budget: null };
      }
      const refusal = budget ? await budget.spend(message.to, message.bulk === true) : null;
      if (refusal) {
        log.warn({ subject: message.subject, budget: refusal.budget }, 'mail budget spent');
        return refusal;
      }
      const sending = deliver(message)
        .catch((error: unknown) => {
          log.error({ err: error, subject: message.subject }, 'mail could not be sent');
        })
        .finally(() => pending.delete(sending));
      pending.add(sending);
      return null;
    },
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.flush();
      smtp?.close();
    },
  };
}
