import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema, validationErrorSchema } from '../../src/api/contract';
import { PASSWORD_NEEDS_NUMBER } from '../../src/api/contract/accountRules';
import { registerRequestSchema } from '../../src/api/contract/auth';
import {
  GENERIC_500,
  INVALID_JSON_MESSAGE,
  registerErrorHandlers,
} from '../../server/http/errorHandlers';
import { BODY_REQUIRED_MESSAGE, MAX_LISTED_PROBLEMS } from '../../server/http/validationErrors';
import { answerSerializer } from '../../server/http/answerSerializer';
import { userSchema } from '../../src/api/contract/user';

/**
 * The error handler's answers to requests that fail a route's zod schema, on a small app with
 * the real compilers and handler (the game-data routes' own schemas are tested in errors.test).
 */

const logged: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({
    logger: {
      level: 'error',
      stream: { write: (line: string) => void logged.push(line) },
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer);
  registerErrorHandlers(app, null);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/register',
    { schema: { body: registerRequestSchema, response: { 200: z.object({ ok: z.boolean() }) } } },
    () => ({ ok: true }),
  );
  typed.get(
    '/api/things/:id',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: z.object({ limit: z.coerce.number().max(5).optional() }),
        response: { 200: z.object({ id: z.number() }) },
      },
    },
    (request) => ({ id: request.params.id }),
  );
  typed.post('/api/many', { schema: { body: z.object({ items: z.array(z.number()) }) } }, () => ({
    ok: true,
  }));
  typed.post('/api/strict', { schema: { body: z.strictObject({}) } }, () => ({ ok: true }));
  // Answers a body its response schema refuses: a bug of ours, never the client's.
  typed.get('/api/broken', { schema: { response: { 200: userSchema } } }, () =>
    // @ts-expect-error deliberately not a user
    ({ username: 42, secret: 'hash' }),
  );
  // A user with more than a user's fields, as a row read with everything would be.
  typed.get('/api/row', { schema: { response: { 200: userSchema } } }, () => ({
    username: 'Paul',
    email: 'paul@example.com',
    role: 'user' as const,
    avatarUrl: null,
    password_hash: '$argon2id$secret',
    totp_secret: 'JBSWY3DPEHPK3PXP',
  }));
  await app.ready();
});

afterAll(() => app.close());

const validRegistration = {
  username: 'Paul',
  email: 'paul@example.com',
  password: 'Sietch-Tabr9',
  recaptchaToken: 'token',
};

async function expectValidationError(request: InjectOptions, message: string) {
  const res = await app.inject(request);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = validationErrorSchema.parse(res.json());
  expect(body.message).toBe(message);
  return body;
}

describe('request validation errors', () => {
  it('answers a contract sentence verbatim, as the message and the first problem', async () => {
    const body = await expectValidationError(
      {
        method: 'POST',
        url: '/api/register',
        payload: { ...validRegistration, password: 'Sietch-Tabr' },
      },
      PASSWORD_NEEDS_NUMBER,
    );
    expect(body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: PASSWORD_NEEDS_NUMBER,
      problems: [{ path: 'password', message: PASSWORD_NEEDS_NUMBER }],
    });
  });

  it("names the field of zod's own default messages", async () => {
    // JSON leaves undefined out: the field is missing.
    const withoutUsername = { ...validRegistration, username: undefined };
    const missing = await expectValidationError(
      { method: 'POST', url: '/api/register', payload: withoutUsername },
      'username: Required',
    );
    expect(missing.problems).toEqual([{ path: 'username', message: 'username: Required' }]);
    await expectValidationError(
      { method: 'POST', url: '/api/register', payload: { ...validRegistration, email: 42 } },
      'email: Invalid input: expected string, received number',
    );
  });

  it('lists every problem, in order, up to ten', async () => {
    const two = await expectValidationError(
      {
        method: 'POST',
        url: '/api/register',
        payload: { ...validRegistration, username: 'a b', recaptchaToken: '' },
      },
      'Usernames must not be emails or contain spaces/@.',
    );
    expect(two.problems.map((p) => p.path)).toEqual(['username', 'recaptchaToken']);
    expect(two.problems[1]?.message).toBe('reCAPTCHA not initialized');

    const many = await expectValidationError(
      {
        method: 'POST',
        url: '/api/many',
        payload: { items: Array.from({ length: 50 }, (_, i) => `x${i}`) },
      },
      'items.0: Invalid input: expected number, received string',
    );
    expect(many.problems).toHaveLength(MAX_LISTED_PROBLEMS);
    expect(many.problems[9]?.path).toBe('items.9');
  });

  it('keeps each problem short, whatever the body sent', async () => {
    const extra = Object.fromEntries(
      Array.from({ length: 500 }, (_, i) => [`unexpected_key_${i}`, i]),
    );
    const res = await app.inject({ method: 'POST', url: '/api/strict', payload: extra });
    expect(res.statusCode).toBe(400);
    const body = validationErrorSchema.parse(res.json());
    expect(body.message).toMatch(/^Unrecognized keys: "unexpected_key_0"/);
    expect(body.message.length).toBeLessThanOrEqual(300);
    expect(res.body.length).toBeLessThan(1000);
  });

  it('checks path parameters and the query string the same way', async () => {
    await expectValidationError(
      { url: '/api/things/0' },
      'id: Too small: expected number to be >0',
    );
    await expectValidationError(
      { url: '/api/things/1?limit=9' },
      'limit: Too big: expected number to be <=5',
    );
    expect((await app.inject({ url: '/api/things/7?limit=2' })).json()).toEqual({ id: 7 });
  });

  it('answers a missing body with a clear message', async () => {
    await expectValidationError({ method: 'POST', url: '/api/register' }, BODY_REQUIRED_MESSAGE);
  });

  it('answers a malformed JSON body with 400 saying so', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).message).toBe(INVALID_JSON_MESSAGE);
  });

  it('answers an answer that breaks its own schema with a logged, generic 500', async () => {
    logged.length = 0;
    const res = await app.inject({ url: '/api/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: GENERIC_500,
    });
    expect(res.body).not.toMatch(/hash|username/);
    expect(logged.join('\n')).toMatch(/email[^,]*is required/);
  });

  it('answers only the fields the schema declares', async () => {
    const res = await app.inject({ url: '/api/row' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      '{"username":"Paul","email":"paul@example.com","role":"user","avatarUrl":null}',
    );
  });
});
