import type { FastifyInstance } from 'fastify';
import { appRoutes, MUTATING_METHODS, type AppRoute } from '../tests/server/authMatrixRoutes';
import { hostileBody, seededUuid, type FuzzBody, type JsonSchema } from './fuzzBodies';
import { seededRandom, type Random } from './fuzzRandom';

/**
 * The server fuzz run, shared by the suite in `npm test` and `npm run fuzz`: hostile bodies to
 * every mutation route of the app's own route table (POST, PUT, PATCH, DELETE), as each logged-in
 * caller given, counting the answers by status code. A 5xx is a finding, reported with everything
 * needed to send the same request again.
 */

/** A logged-in account the fuzzer calls as. */
export interface FuzzCaller {
  /** What the report calls it: "player", "admin". */
  role: string;
  username: string;
  cookie: string;
}

export interface FuzzOptions {
  /** Bodies sent to each route as each caller. */
  casesPerRoute: number;
  seed: number;
  /** Real values for path parameters, by name (e.g. `idOrUrl`: the id of a saved build). */
  params: Readonly<Record<string, readonly string[]>>;
  /** Logs `caller` in again after a case ended its session; answers the new cookie. */
  login(caller: FuzzCaller): Promise<string>;
  /** A client address no throttle has seen yet. */
  freshIp(): string;
}

export interface FuzzReport {
  routes: number;
  cases: number;
  /** How many answers had each status code. */
  codes: Map<number, number>;
  /** Every 5xx answer, as the request that got it and the answer. */
  serverErrors: string[];
  seconds: number;
}

interface OpenApiDocument {
  paths?: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** `schema` with every `$ref` replaced by what it names (to a bounded depth: no cycles). */
function resolveRefs(schema: unknown, doc: OpenApiDocument, depth = 0): unknown {
  if (depth > 12 || schema === null || typeof schema !== 'object') return schema;
  if (Array.isArray(schema)) return schema.map((item) => resolveRefs(item, doc, depth + 1));
  const ref = (schema as JsonSchema).$ref;
  if (typeof ref === 'string') {
    const name = ref.split('/').pop() ?? '';
    return resolveRefs(doc.components?.schemas?.[name] ?? {}, doc, depth + 1);
  }
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, resolveRefs(value, doc, depth + 1)]),
  );
}

/** The JSON body schema of each mutation route, from the app's own OpenAPI document. */
async function bodySchemas(app: FastifyInstance): Promise<Map<string, JsonSchema | undefined>> {
  const doc = (
    await app.inject({ method: 'GET', url: '/api/openapi.json' })
  ).json<OpenApiDocument>();
  const schemas = new Map<string, JsonSchema | undefined>();
  for (const route of mutationRoutes(app)) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const body = doc.paths?.[path]?.[route.method.toLowerCase()]?.requestBody;
    const schema = body?.content?.['application/json']?.schema;
    schemas.set(`${route.method} ${route.url}`, resolveRefs(schema, doc) as JsonSchema | undefined);
  }
  return schemas;
}

/** Every route of the app that changes something. */
export function mutationRoutes(app: FastifyInstance): AppRoute[] {
  return appRoutes(app).filter((route) => MUTATING_METHODS.has(route.method));
}

const HOSTILE_SEGMENTS = [
  'x',
  '0',
  '-1',
  '99999999999999999999',
  'a'.repeat(300),
  '%00',
  '..',
  '%2e%2e%2f',
  '__proto__',
  'constructor',
  '%F0%9F%92%A5',
  '%C3%A9',
  '%ZZ',
  ' ',
];

/** The route's URL with each `:param` a real value (mostly) or a hostile one. */
function urlFor(random: Random, route: AppRoute, params: FuzzOptions['params']): string {
  return route.url.replace(/:(\w+)/g, (_match, name: string) => {
    const real = params[name] ?? [];
    if (real.length > 0 && random.chance(0.7)) return encodeURIComponent(random.pick(real));
    return random.chance(0.3) ? seededUuid(random) : random.pick(HOSTILE_SEGMENTS);
  });
}

function describeCase(caller: FuzzCaller, method: string, url: string, body: FuzzBody): string {
  const payload = body.payload === undefined ? '(no body)' : body.payload.slice(0, 300);
  return `${caller.role} ${method} ${url} [${body.kind}] content-type ${body.contentType ?? '(none)'}: ${payload}`;
}

/** Sends `casesPerRoute` hostile bodies to every mutation route as every caller. */
export async function fuzzMutationRoutes(
  app: FastifyInstance,
  callers: FuzzCaller[],
  options: FuzzOptions,
): Promise<FuzzReport> {
  const started = performance.now();
  const random = seededRandom(options.seed);
  const routes = mutationRoutes(app);
  const schemas = await bodySchemas(app);
  const codes = new Map<number, number>();
  const serverErrors: string[] = [];
  let cases = 0;

  for (const route of routes) {
    const schema = schemas.get(`${route.method} ${route.url}`);
    for (const caller of callers) {
      for (let n = 0; n < options.casesPerRoute; n += 1) {
        const body = hostileBody(random, schema);
        const url = urlFor(random, route, options.params);
        const response = await app.inject({
          method: route.method,
          url,
          remoteAddress: options.freshIp(),
          headers: {
            'x-requested-with': 'arrakis',
            cookie: caller.cookie,
            ...(body.contentType === undefined ? {} : { 'content-type': body.contentType }),
          },
          ...(body.payload === undefined ? {} : { payload: body.payload }),
        });
        cases += 1;
        codes.set(response.statusCode, (codes.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500) {
          serverErrors.push(
            `${describeCase(caller, route.method, url, body)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        }
        await keepLoggedIn(app, caller, route, response, options);
      }
    }
  }
  return {
    routes: routes.length,
    cases,
    codes: new Map([...codes].sort(([a], [b]) => a - b)),
    serverErrors,
    seconds: (performance.now() - started) / 1000,
  };
}

/**
 * After a case that went through (a logout, a changed username), the caller logs in again if
 * its session ended, so every case after it is still made by a logged-in account.
 */
async function keepLoggedIn(
  app: FastifyInstance,
  caller: FuzzCaller,
  route: AppRoute,
  response: { statusCode: number; body: string },
  options: FuzzOptions,
): Promise<void> {
  if (response.statusCode >= 400) return;
  if (route.url === '/api/auth/settings') {
    const { username } = JSON.parse(response.body) as { username?: unknown };
    if (typeof username === 'string') caller.username = username;
  }
  const me = await app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { cookie: caller.cookie },
  });
  if (me.statusCode === 401) caller.cookie = await options.login(caller);
}

/** The report's figures as printed lines. */
export function formatFuzzReport(label: string, report: FuzzReport): string {
  const codes = [...report.codes].map(([code, count]) => `${code}×${count}`).join(', ');
  return [
    `${label}: ${report.cases} cases to ${report.routes} mutation routes in ${report.seconds.toFixed(1)} s, ${report.serverErrors.length} answers of 5xx`,
    `  codes: ${codes}`,
    ...report.serverErrors.slice(0, 20).map((line) => `  5xx: ${line}`),
  ].join('\n');
}
