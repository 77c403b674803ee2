import { test as base, expect } from '@playwright/test';

/**
 * Every journey fails on a Content-Security-Policy violation or an uncaught page error: the
 * site must pass its own CSP and run clean.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(text)) {
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
