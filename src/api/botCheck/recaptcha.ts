/**
 * Google reCAPTCHA v3, used when the server is configured with its keys: the script is loaded
 * for the site key once, and each token is `grecaptcha.execute(siteKey, {action})`.
 */

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_ID = 'arrakis-recaptcha';

/** Loads Google's script for `siteKey` (once per page) and resolves when it is ready. */
export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const whenReady = () => {
      const api = window.grecaptcha;
      if (!api) {
        reject(new Error('reCAPTCHA did not load.'));
        return;
      }
      api.ready(() => {
        resolve(api);
      });
    };
    const existing = document.getElementById(SCRIPT_ID);
    if (existing && window.grecaptcha) {
      whenReady();
      return;
    }
    const script =
      existing instanceof HTMLScriptElement ? existing : document.createElement('script');
    script.addEventListener('load', whenReady, { once: true });
    script.addEventListener(
      'error',
      () => {
        reject(new Error('reCAPTCHA did not load.'));
      },
      { once: true },
    );
    if (!existing) {
      script.id = SCRIPT_ID;
      script.async = true;
      script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
      document.head.append(script);
    }
  });
}
