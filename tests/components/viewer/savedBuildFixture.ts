import classes from '../../../data/game/1.5/classes.json';
import skills from '../../../data/game/1.5/skills.json';
import trees from '../../../data/game/1.5/trees.json';
import type { Build } from '../../../src/skills/buildSchema';
import { validateGameVersion } from '../../../src/skills/gameDataValidation';
import { indexGameData } from '../../../src/skills/gameIndex';

/** Game data 1.5, indexed, as the viewer's tests check builds against it. */
export const gameIndex = indexGameData(validateGameVersion('1.5', { classes, trees, skills }));

/**
 * A Public saved build as `GET /api/saved-builds/{key}` answers a visitor (the viewer's tests
 * read it from the API and from the page), carrying `data`.
 */
export function savedViewerBuild(data: Build) {
  return {
    id: '0b7e3c52-6a1d-4f0e-9c84-2d5a7e1f9b30',
    url: 'k7Qm2xPz9A',
    build_name: 'Saved title',
    build_guide: '# Guide',
    username: 'Stilgar',
    likes: 9,
    sharing: 'Public' as const,
    data,
    game_version: '1.5',
    created_at: '2026-11-20T18:05:00.000Z',
    updated_at: '2026-11-20T18:05:00.000Z',
    last_viewed_at: null,
  };
}
