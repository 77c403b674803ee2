import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { storybookCsp } from './storybookCsp';

/**
 * The app's Content-Security-Policy. Scripts only from our origin (Vite emits no inline
 * script); inline styles are allowed because React Flow and motion set style attributes;
 * YouTube's privacy-enhanced player is the only frame (class videos). Images may come from any
 * https origin because build guides are markdown whose image links the spec keeps; the guide
 * renderer loads them lazily without a referrer.
 */
export const APP_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
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
export const RECAPTCHA_CSP_ADDITIONS = {
  scriptSrc: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frameSrc: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connectSrc: ['https://www.google.com/recaptcha/'],
};

/** The app's policy, with reCAPTCHA's origins when `recaptcha` is on, and nothing else. */
export function appCspDirectives(recaptcha: boolean): typeof APP_CSP_DIRECTIVES {
  if (!recaptcha) return APP_CSP_DIRECTIVES;
  return {
    ...APP_CSP_DIRECTIVES,
    scriptSrc: [...APP_CSP_DIRECTIVES.scriptSrc, ...RECAPTCHA_CSP_ADDITIONS.scriptSrc],
    frameSrc: [...APP_CSP_DIRECTIVES.frameSrc, ...RECAPTCHA_CSP_ADDITIONS.frameSrc],
    connectSrc: [...APP_CSP_DIRECTIVES.connectSrc, ...RECAPTCHA_CSP_ADDITIONS.connectSrc],
  };
}

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

function isStorybookPath(url: string): boolean {
  return url.startsWith('/storybook/');
}

export interface SecurityHeadersOptions {
  clientDir: string;
  /** HSTS only makes sense (and is only honoured) over https. */
  https: boolean;
  /** The bot-check is Google's reCAPTCHA: its origins join the policy. */
  recaptcha: boolean;
}

/** Security headers on every answer, API and static alike. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { clientDir, https, recaptcha }: SecurityHeadersOptions,
): Promise<void> {
  await app.register(helmet, {
    // useDefaults: false so the policy is exactly the one above: helmet's defaults would add
    // upgrade-insecure-requests, which breaks the site over plain http on localhost.
    contentSecurityPolicy: { useDefaults: false, directives: appCspDirectives(recaptcha) },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Would stop the YouTube embeds from loading.
    crossOriginEmbedderPolicy: false,
  });

  const storybookPolicy = storybookCsp(join(clientDir, 'storybook'));
  // Runs after helmet's own onRequest hook (registered first), so these values win.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (isStorybookPath(request.url)) {
      reply.header('content-security-policy', storybookPolicy);
      reply.header('x-frame-options', 'SAMEORIGIN');
    }
  });
}
