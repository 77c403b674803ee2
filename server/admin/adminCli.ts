import { ConfigError } from '../config';
import { DatabaseError } from '../db/database';
import { MigrationError } from '../db/migrate';
import { runAdminCli } from './adminCommand';

/** Entry point of `npm run admin` (see adminCommand.ts). */

const EXPECTED = [ConfigError, DatabaseError, MigrationError];

runAdminCli(process.argv.slice(2), process.env).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const expected = EXPECTED.some((type) => error instanceof type);
    const text = error instanceof Error ? (expected ? error.message : error.stack) : String(error);
    process.stderr.write(`${text ?? String(error)}\n`);
    process.exit(1);
  },
);
