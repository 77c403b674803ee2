import { expect } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';

/** The message of the ConfigError that `env` makes `loadConfig` throw (fails when none is thrown). */
export function configProblem(env: NodeJS.ProcessEnv, cwd: string): string {
  try {
    loadConfig(env, cwd);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}
