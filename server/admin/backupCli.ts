import { ConfigError, loadConfig } from '../config';
import { backupDatabase, BackupError, describeBackup } from './backup';

/**
 * Entry point of `npm run backup [-- --out FILE]` (backup.ts). It reads the same environment
 * as the server (DATA_DIR, DATABASE_URL), so it copies the database the server uses.
 */

const USAGE = `Usage:
  npm run backup                 copy the SQLite database to a dated file beside it
  npm run backup -- --out FILE   copy it to FILE (which must not exist)
It uses the same environment variables as the server (DATA_DIR, DATABASE_URL).`;

/** `--out FILE` or `--out=FILE`; null for anything else (usage). */
function parseArgs(args: readonly string[]): { out: string | undefined } | null {
  if (args.length === 0) return { out: undefined };
  const [first, second, ...rest] = args;
  if (first?.startsWith('--out=') && second === undefined) {
    const out = first.slice('--out='.length);
    return out ? { out } : null;
  }
  if (first === '--out' && second && !second.startsWith('-') && rest.length === 0) {
    return { out: second };
  }
  return null;
}

async function main(): Promise<number> {
  const parsed = parseArgs(process.argv.slice(2));
  if (!parsed) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const result = await backupDatabase(loadConfig(process.env).database, parsed.out);
  process.stdout.write(`${describeBackup(result)}\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const expected = error instanceof BackupError || error instanceof ConfigError;
    const text = error instanceof Error ? (expected ? error.message : error.stack) : String(error);
    process.stderr.write(`${text ?? String(error)}\n`);
    process.exit(1);
  },
);
