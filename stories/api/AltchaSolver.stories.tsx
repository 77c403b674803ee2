import type { Meta, StoryObj } from '@storybook/react-vite';
import { createChallenge, pbkdf2, sha, verifySolution } from 'altcha/lib';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import type { AltchaChallenge } from '../../src/api/botCheck/altchaChallenge';
import { altchaToken } from '../../src/api/botCheck/altchaToken';
import { solveAltchaChallenge } from '../../src/api/botCheck/altchaSolver';

/**
 * The bot-check's proof of work, in a real browser: a real altcha-lib v2 challenge (made here
 * with `createChallenge`, as the server makes it) is solved by our solver in Web Workers and the
 * solution verifies against the challenge's signature. A timer on the page keeps ticking while
 * the workers hash, which shows the page itself never waits for them.
 */

const SECRET = 'story-hmac-secret';

/** The key derivation the "server" side of the story uses for an algorithm. */
const deriveKeyFor = (algorithm: string) =>
  algorithm.startsWith('PBKDF2/') ? pbkdf2.deriveKey : sha.deriveKey;

interface Outcome {
  verified: boolean;
  expired: boolean;
  tokenPayload: { challenge: AltchaChallenge; solution: unknown };
  ticksWhileSolving: number;
  ms: number;
}

function AltchaSolverDemo({
  algorithm,
  cost,
  counter,
}: {
  algorithm: string;
  cost: number;
  /** The solution's counter: how many derivations the workers must try (the work). */
  counter: number;
}) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let ticks = 0;
    const timer = window.setInterval(() => {
      ticks += 1;
    }, 10);
    const deriveKey = deriveKeyFor(algorithm);
    const run = async () => {
      const challenge = await createChallenge({
        algorithm,
        cost,
        counter,
        deriveKey,
        expiresAt: new Date(Date.now() + 60_000),
        data: { action: 'login' },
        hmacSignatureSecret: SECRET,
      });
      const startTicks = ticks;
      const started = performance.now();
      const solution = await solveAltchaChallenge(challenge as AltchaChallenge);
      const ms = performance.now() - started;
      if (!solution) throw new Error('No solution found');
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: SECRET,
      });
      const token = altchaToken(challenge as AltchaChallenge, solution);
      setOutcome({
        verified: result.verified,
        expired: result.expired,
        tokenPayload: JSON.parse(atob(token)) as Outcome['tokenPayload'],
        ticksWhileSolving: ticks - startTicks,
        ms,
      });
    };
    run()
      .catch((error: unknown) => {
        setFailure(error instanceof Error ? error.message : String(error));
      })
      .finally(() => {
        window.clearInterval(timer);
      });
    return () => {
      window.clearInterval(timer);
    };
  }, [algorithm, cost, counter]);

  return (
    <section className="space-y-2 p-6 text-sand-100">
      <h1 className="font-display text-xl">ALTCHA proof of work ({algorithm})</h1>
      {failure && <p role="alert">Failed: {failure}</p>}
      {outcome ? (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4">
          <dt>Verified</dt>
          <dd data-testid="verified">{outcome.verified ? 'yes' : 'no'}</dd>
          <dt>Action</dt>
          <dd data-testid="action">
            {String(outcome.tokenPayload.challenge.parameters.data?.action)}
          </dd>
          <dt>Solved in</dt>
          <dd>{Math.round(outcome.ms)} ms</dd>
          <dt>Page timer ticks meanwhile</dt>
          <dd data-testid="ticks">{outcome.ticksWhileSolving}</dd>
        </dl>
      ) : (
        !failure && <p>Solving…</p>
      )}
    </section>
  );
}

const meta = {
  title: 'API/Bot-check ALTCHA solver',
  component: AltchaSolverDemo,
  args: { algorithm: 'SHA-256', cost: 1, counter: 2500 },
} satisfies Meta<typeof AltchaSolverDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

async function expectVerified(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(
    async () => {
      await expect(canvas.queryByRole('alert')).toBeNull();
      await expect(canvas.getByTestId('verified')).toHaveTextContent('yes');
    },
    { timeout: 25_000 },
  );
  await expect(canvas.getByTestId('action')).toHaveTextContent('login');
}

/** SHA-256, altcha-lib's default: solved in workers and verified with the challenge's secret. */
export const Sha256: Story = {
  play: async ({ canvasElement }) => {
    await expectVerified(canvasElement);
  },
};

/** Harder work: the page's own 10 ms timer keeps firing while the workers hash. */
export const PageStaysResponsive: Story = {
  args: { counter: 40_000 },
  play: async ({ canvasElement }) => {
    await expectVerified(canvasElement);
    const ticks = Number(within(canvasElement).getByTestId('ticks').textContent);
    await expect(ticks).toBeGreaterThan(3);
  },
};

/** PBKDF2 (key stretching; a few iterations per derivation) also runs in its own worker. */
export const Pbkdf2: Story = {
  args: { algorithm: 'PBKDF2/SHA-256', cost: 50, counter: 500 },
  play: async ({ canvasElement }) => {
    await expectVerified(canvasElement);
  },
};
