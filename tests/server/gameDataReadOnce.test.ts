import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyGameData, databaseKinds, useTestApp } from './helpers';

/**
 * A game version's data never changes while the server runs: it is read from the files once,
 * at start. A file changed behind the server's back proves it; made-up names stay 404.
 */
describe.each(databaseKinds)('game data read once on %s', (kind) => {
  let gameData = '';
  const suite = useTestApp(kind, () => {
    gameData = copyGameData();
    return { GAME_DATA_DIR: gameData };
  });

  const get = (url: string) => suite.app.inject({ method: 'GET', url });

  it('answers a class as first read, whatever its file says later', async () => {
    const first = await get('/api/classes/mentat');
    expect(first.statusCode, first.body).toBe(200);
    expect((await get('/api/classes/made-up')).statusCode).toBe(404);

    const { current } = JSON.parse(readFileSync(join(gameData, 'manifest.json'), 'utf8')) as {
      current: string;
    };
    const file = join(gameData, current, 'classes.json');
    const classes = JSON.parse(readFileSync(file, 'utf8')) as { slug: string; name: string }[];
    for (const c of classes) {
      if (c.slug === 'mentat') c.name = 'Changed';
      if (c.slug === 'trooper') c.slug = 'made-up';
    }
    writeFileSync(file, JSON.stringify(classes, null, 2));

    const again = await get('/api/classes/mentat');
    expect(again.body).toBe(first.body);
    expect((await get('/api/classes/made-up')).statusCode).toBe(404);
  });
});
