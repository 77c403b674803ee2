import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { gameVersionsResponseSchema } from '../../src/api/contract/gameCatalog';
import type { ApiDeps } from './deps';

/** `GET /api/game-versions`: the versions the server holds and which one is current. */
export const gameVersionRoutes: FastifyPluginCallbackZod<ApiDeps> = (
  app,
  { gameCatalog },
  done,
) => {
  app.get(
    '/game-versions',
    {
      schema: {
        summary: 'The game data versions the server holds, and the current one',
        response: { 200: gameVersionsResponseSchema },
      },
    },
    () => gameCatalog.manifest,
  );
  done();
};
