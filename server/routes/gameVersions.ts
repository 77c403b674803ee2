import type { FastifyPluginCallback } from 'fastify';
import type { GameVersionsResponse } from '../../src/api/contract';
import type { ApiDeps } from './deps';

/** `GET /api/game-versions`: the versions the server holds and which one is current. */
export const gameVersionRoutes: FastifyPluginCallback<ApiDeps> = (app, { manifest }, done) => {
  app.get('/game-versions', (): GameVersionsResponse => manifest);
  done();
};
