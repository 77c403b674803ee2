import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Makes a player a moderator as a self-hoster does: `npm run admin -- grant NAME` on the
 * command line, against the e2e server's own SQLite database (its DATA_DIR, shared by
 * playwright.config.ts through E2E_DATA_DIR). The role takes effect on the player's next request.
 */
export async function grantAdmin(username: string): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is unset: run the journeys with playwright.config.ts.');
  // Only the server's database: never a PostgreSQL URL the shell may carry for other tests.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  await promisify(execFile)('npm', ['run', '--silent', 'admin', '--', 'grant', username], {
    env,
    timeout: 60_000,
  });
}
