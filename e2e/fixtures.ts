import { test as base, expect } from '@playwright/test';

/**
 * Every journey fails on a Content-Security-Policy violation, an uncaught page error or a
 * difference between a server-rendered page and the browser's first render (src/app/main.tsx
 * reports those as `Hydration: …`): the site must pass its own CSP and run clean.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (
          message.type() === 'error' &&
          /Content Security Policy|Refused to|^Hydration:/i.test(text)
        ) {
          problems.push(text);
        }
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await use(problems);
      expect(problems, 'CSP violations or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
