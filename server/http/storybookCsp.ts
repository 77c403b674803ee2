import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The built Storybook (served under /storybook) cannot live with the app's policy:
 *
 * - its two HTML pages carry inline `<script>`s (the manager's config globals, the preview's
 *   devtools hook and error helper), which `script-src 'self'` blocks. Rather than allowing
 *   every inline script, the policy allows exactly those scripts by their sha256 hashes, read
 *   from the built files at start (a rebuilt Storybook gets new hashes on the next start);
 * - the manager shows stories in an `<iframe src="iframe.html">` of its own origin, so
 *   `frame-src` and `frame-ancestors` must allow 'self' (the app forbids all framing);
 * - its styles are injected at run time (emotion), hence 'unsafe-inline' styles, as in the app.
 *
 * Storybook's built bundles use no eval, so 'unsafe-eval' is not needed.
 */

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP source expressions for the inline scripts of one HTML document. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

function readHashes(file: string): string[] {
  try {
    return inlineScriptHashes(readFileSync(file, 'utf8'));
  } catch {
    // No Storybook built: the policy then allows no inline script at all.
    return [];
  }
}

/** The Content-Security-Policy for everything under /storybook/. */
export function storybookCsp(storybookDir: string): string {
  const hashes = [
    ...new Set([
      ...readHashes(join(storybookDir, 'index.html')),
      ...readHashes(join(storybookDir, 'iframe.html')),
    ]),
  ];
  return [
    `default-src 'self'`,
    `script-src 'self'${hashes.map((h) => ` ${h}`).join('')}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self' data:`,
    `connect-src 'self'`,
    `worker-src 'self' blob:`,
    `frame-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}
