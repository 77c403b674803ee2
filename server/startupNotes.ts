import type { Config } from './config';
import { outboxDir } from './services/mail';

/**
 * What a self-hoster reads once the server is up, in plain sentences: where account mail goes and
 * how to make the first moderator (granting on the command line is the only way to make one).
 */

/** The moderators' command (server/admin/adminCommand.ts). */
const GRANT_COMMAND = 'npm run admin -- grant USERNAME';

function mailNote(config: Config): string {
  const { smtpUrl, mailFrom } = config.accounts;
  if (smtpUrl === null) {
    return `Mail: SMTP_URL is not set, so account mails (sign-up codes, password resets) are not sent: each is written as an .eml file to ${outboxDir(config.dataDir)} (open it with any mail program). Set SMTP_URL and MAIL_FROM to send them.`;
  }
  // The server's address only: the URL may carry a user name and password.
  const server = new URL(smtpUrl);
  return `Mail: account mails are sent through ${server.hostname}${server.port ? `:${server.port}` : ''} from ${mailFrom ?? '(MAIL_FROM)'}.`;
}

/** The notes after "ready", for the site at `siteUrl`. */
export function startupNotes(config: Config, siteUrl: string): string[] {
  return [
    mailNote(config),
    `Moderators: register an account on the site, then run "${GRANT_COMMAND}" here with its name; the moderators' desk is at ${siteUrl}/admin.`,
  ];
}
