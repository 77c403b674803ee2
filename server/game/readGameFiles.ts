import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GameData, GameManifest } from '../../src/skills/gameData';
import {
  GameDataError,
  parseGameManifest,
  validateGameVersion,
} from '../../src/skills/gameDataValidation';

/**
 * Reads the game data files from disk and validates them with the shared domain code. The server
 * calls this once at start, so a broken file stops the start with a message naming the file.
 */

/** Where the game data lives when the server runs from the repository or its build. */
export const defaultGameDataDir = path.resolve(process.cwd(), 'data/game');

// A version id becomes part of a file path: allow only the manifest's id alphabet, no `..`.
const SAFE_VERSION = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;

function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? 'file not found' : error.message;
  }
  return String(error);
}

function readJsonFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new GameDataError('Game data', [`${file}: cannot be read (${reasonOf(error)})`]);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new GameDataError('Game data', [`${file}: is not valid JSON (${reasonOf(error)})`]);
  }
}

/** Reads and validates `<dir>/manifest.json`. */
export function readGameManifest(dir: string): GameManifest {
  return parseGameManifest(readJsonFile(path.join(dir, 'manifest.json')));
}

/**
 * Reads and validates the classes, trees and skills files of one version under `dir`, and its
 * progression file where the version has one.
 */
export function readGameVersion(dir: string, version: string): GameData {
  if (!SAFE_VERSION.test(version)) {
    throw new GameDataError('Game data', [`"${version}" is not a valid game version id`]);
  }
  const versionDir = path.join(dir, version);
  const progressionFile = path.join(versionDir, 'progression.json');
  return validateGameVersion(version, {
    classes: readJsonFile(path.join(versionDir, 'classes.json')),
    trees: readJsonFile(path.join(versionDir, 'trees.json')),
    skills: readJsonFile(path.join(versionDir, 'skills.json')),
    ...(existsSync(progressionFile) ? { progression: readJsonFile(progressionFile) } : {}),
  });
}
