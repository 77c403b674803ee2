import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { NO_THIRD_PARTY_SCRIPTS } from '../../src/api/contract/noThirdPartyScripts';
import type { SiteConfig } from '../../src/api/contract/siteConfig';
import { PLANNER_GATE_CSP_SOURCE } from './plannerGate';
import { storybookCsp } from './storybookCsp';

/**
 * The app's Content-Security-Policy. Scripts only from our origin (Vite emits no inline
 * script) and the planner's gate by its hash; inline styles are allowed because React Flow and motion set style attributes;
 * YouTube's privacy-enhanced player is the only frame (class videos). Images may come from any
 * https origin because build guides are markdown whose image links the spec keeps; the guide
 * renderer loads them lazily without a referrer.
 */
export const APP_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  // The planner's gate (plannerGate.ts) is the one inline script, allowed by its hash.
  scriptSrc: ["'self'", PLANNER_GATE_CSP_SOURCE],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
  objectSrc: ["'none'"],
  // No <base> at all: an injected one could redirect every relative script URL.
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * What Google's reCAPTCHA v3 needs on top (its own CSP guidance): its script, the frame it runs
 * in and the calls that frame's script makes. Added only when the site is configured for it.
 */
const RECAPTCHA_CSP_ADDITIONS = {
  scriptSrc: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frameSrc: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connectSrc: ['https://www.google.com/recaptcha/'],
};

/**
 * The origins of the configured third-party scripts (analytics, ads), once each. A Plausible- or
 * Umami-compatible script loads from its origin and sends its events back to it, so the policy
 * allows each origin for scripts and calls, and nothing else of theirs.
 */
function thirdPartyOrigins(scripts: SiteConfig): string[] {
  const urls = [scripts.analytics?.scriptUrl, scripts.ads?.scriptUrl];
  const origins = urls.flatMap((url) => (url === undefined ? [] : [new URL(url).origin]));
  return [...new Set(origins)];
}

/**
 * The app's policy, with reCAPTCHA's origins when `recaptcha` is on and the configured
 * third-party script origins (`thirdPartyOrigins`), and nothing else.
 */
function appCspDirectives(
  recaptcha: boolean,
  scriptOrigins: readonly string[] = [],
): typeof APP_CSP_DIRECTIVES {
  if (!recaptcha && scriptOrigins.length === 0) return APP_CSP_DIRECTIVES;
  const captcha = recaptcha
    ? RECAPTCHA_CSP_ADDITIONS
    : { scriptSrc: [], frameSrc: [], connectSrc: [] };
  return {
    ...APP_CSP_DIRECTIVES,
    scriptSrc: [...APP_CSP_DIRECTIVES.scriptSrc, ...captcha.scriptSrc, ...scriptOrigins],
    frameSrc: [...APP_CSP_DIRECTIVES.frameSrc, ...captcha.frameSrc],
    connectSrc: [...APP_CSP_DIRECTIVES.connectSrc, ...captcha.connectSrc, ...scriptOrigins],
  };
}

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

function isStorybookPath(url: string): boolean {
  return url.startsWith('/storybook/');
}

export interface SecurityHeadersOptions {
  clientDir: string;
  /** HSTS only makes sense (and is only honoured) over https. */
  https: boolean;
  /** The bot-check is Google's reCAPTCHA: its origins join the policy. */
  recaptcha: boolean;
  /** The configured analytics and ads scripts: their origins join the policy. */
  thirdPartyScripts?: SiteConfig;
}

/**
 * The headers helmet sets with `options`, read once from a throwaway server: @fastify/helmet
 * builds helmet's middleware (and its policy text) again on every request.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify();
  const plain = Fastify();
  try {
    await probe.register(helmet, options);
    for (const server of [probe, plain]) server.get('/', (_request, reply) => reply.send(''));
    const withHelmet = (await probe.inject('/')).headers;
    const without = (await plain.inject('/')).headers;
    return Object.entries(withHelmet).flatMap(([name, value]) =>
      name in without || typeof value !== 'string' ? [] : [[name, value] as [string, string]],
    );
  } finally {
    await Promise.all([probe.close(), plain.close()]);
  }
}

/** Security headers on every answer, API and static alike. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  {
    clientDir,
    https,
    recaptcha,
    thirdPartyScripts = NO_THIRD_PARTY_SCRIPTS,
  }: SecurityHeadersOptions,
): Promise<void> {
  const headers = await helmetHeaders({
    // useDefaults: false so the policy is exactly the one above: helmet's defaults would add
    // upgrade-insecure-requests, which breaks the site over plain http on localhost.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: appCspDirectives(recaptcha, thirdPartyOrigins(thirdPartyScripts)),
    },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Would stop the YouTube embeds from loading.
    crossOriginEmbedderPolicy: false,
  });
  // Set on the raw answer as helmet sets them, so hijacked answers carry them too.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  const storybookPolicy = storybookCsp(join(clientDir, 'storybook'));
  // Runs after the hook above, so these values win.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (isStorybookPath(request.url)) {
      reply.header('content-security-policy', storybookPolicy);
      reply.header('x-frame-options', 'SAMEORIGIN');
    }
    done();
  });
}
