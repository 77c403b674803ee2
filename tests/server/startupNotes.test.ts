import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { startupNotes } from '../../server/startupNotes';

// What the first start tells a self-hoster: read from the configuration alone, no database.

const cwd = '/srv/arrakis';

describe('the notes after "ready"', () => {
  it('say where mail goes without SMTP and how to make a moderator', () => {
    const notes = startupNotes(loadConfig({}, cwd), 'http://localhost:3000');
    expect(notes).toEqual([
      'Mail: SMTP_URL is not set, so account mails (sign-up codes, password resets) are not sent: each is written as an .eml file to /srv/arrakis/var/outbox (open it with any mail program). Set SMTP_URL and MAIL_FROM to send them.',
      'Moderators: register an account on the site, then run "npm run admin -- grant USERNAME" here with its name; the moderators\' desk is at http://localhost:3000/admin.',
    ]);
  });

  it('name the mail server without its password, and follow DATA_DIR', () => {
    const config = loadConfig(
      {
        SMTP_URL: 'smtp://mailer:hunter2@mail.arrakis.example:587',
        MAIL_FROM: 'Arrakis Planner <no-reply@arrakis.example>',
      },
      cwd,
    );
    const [mail] = startupNotes(config, 'https://arrakis.example');
    expect(mail).toBe(
      'Mail: account mails are sent through mail.arrakis.example:587 from Arrakis Planner <no-reply@arrakis.example>.',
    );
    expect(mail).not.toContain('hunter2');
    expect(mail).not.toContain('mailer');

    const elsewhere = startupNotes(loadConfig({ DATA_DIR: '/data' }, cwd), 'http://localhost:3000');
    expect(elsewhere[0]).toContain('written as an .eml file to /data/outbox');
  });
});
