import { randomBytes } from 'node:crypto';
import { access, chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Preview images kept on disk by content hash (`<dir>/ab/abcdef….png`), so each is drawn once,
 * ever: across restarts, and for every process sharing the folder. A file is written under a
 * temporary name and renamed, so a reader never sees half an image. Files are the server's
 * own (0600, folders 0700), like the rest of DATA_DIR.
 */
export interface PngStore {
  /** The stored image of `hash`, or undefined when there is none. */
  read(hash: string): Promise<Buffer | undefined>;
  /** Whether an image of `hash` is stored, without reading it. */
  has(hash: string): Promise<boolean>;
  /** Keeps `png` as the image of `hash`. */
  write(hash: string, png: Buffer): Promise<void>;
}

/** Hashes are hex (previewHash), so a name never leaves its folder and never differs by case. */
const HASH_PATTERN = /^[0-9a-f]{16,64}$/;

function checked(hash: string): string {
  if (!HASH_PATTERN.test(hash)) throw new Error(`Not a preview hash: ${hash}`);
  return hash;
}

export function createPngStore(dir: string): PngStore {
  const folderOf = (hash: string) => join(dir, hash.slice(0, 2));
  const fileOf = (hash: string) => join(folderOf(hash), `${hash}.png`);
  return {
    async read(hash) {
      try {
        return await readFile(fileOf(checked(hash)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async has(hash) {
      try {
        await access(fileOf(checked(hash)));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async write(hash, png) {
      const folder = folderOf(checked(hash));
      await mkdir(folder, { recursive: true, mode: 0o700 });
      // mkdir's mode is cut by the umask, and an existing folder keeps its own.
      await chmod(dir, 0o700);
      await chmod(folder, 0o700);
      const temporary = join(folder, `.${hash}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temporary, png, { mode: 0o600 });
        await rename(temporary, fileOf(hash));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
  };
}
