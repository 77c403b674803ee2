import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILT_WITH } from '../../src/site/about/builtWith';

const declared = (name: string) =>
  (
    JSON.parse(
      readFileSync(new URL(`../../node_modules/${name}/package.json`, import.meta.url), 'utf8'),
    ) as { license?: string }
  ).license;

const manifest = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

describe("the About page's Built with credits", () => {
  it.each(BUILT_WITH.map((credit) => [credit.name, credit] as const))(
    'quotes the licence %s declares, and links to https',
    (_name, credit) => {
      expect(credit.licence).toBe(declared(credit.package));
      expect(credit.url).toMatch(/^https:\/\//);
    },
  );

  it('credits React Flow and ELK, which draw and lay out the trees, among what the site uses', () => {
    const packages = BUILT_WITH.map((credit) => credit.package);
    expect(packages).toEqual(expect.arrayContaining(['@xyflow/react', 'elkjs']));
    for (const name of packages)
      expect(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })).toContain(
        name,
      );
  });
});
