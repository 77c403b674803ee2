import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** A counter or gauge of `/metrics`, by its name and labels as written there (0 if absent). */
export async function metricValue(
  app: FastifyInstance,
  token: string,
  series: string,
): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  const line = response.body.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}
