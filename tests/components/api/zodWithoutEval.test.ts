import { describe, expect, it, vi } from 'vitest';
import { validateWithoutEval } from '../../../src/api/zodWithoutEval';

describe('validateWithoutEval', () => {
  it('turns on the jitless setting zod itself reads', async () => {
    validateWithoutEval();
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });

  it('makes schemas built afterwards parse without generating code', async () => {
    validateWithoutEval();
    const { z } = await import('zod');
    const compile = vi.spyOn(globalThis, 'Function');
    const schema = z.strictObject({ name: z.string(), likes: z.number().int() });
    expect(schema.parse({ name: 'Sandrider', likes: 3 })).toEqual({ name: 'Sandrider', likes: 3 });
    expect(compile).not.toHaveBeenCalled();
    compile.mockRestore();
  });
});
