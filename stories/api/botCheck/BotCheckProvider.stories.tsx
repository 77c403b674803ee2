import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { StaticBotCheckProvider } from '../../../src/api/botCheck/BotCheckProvider';
import { BOT_CHECK_NOT_READY } from '../../../src/api/contract/botCheckTexts';
import { Button } from '../../../src/ui/Button';
import { withPadding } from '../../fixtures/decorators';
import { expectNoApiRequest } from '../../fixtures/noNetwork';
import { useBotCheck } from '../../../src/api/botCheck/botCheckContext';

/** A form's view of the bot-check: whether it is ready, and a button asking for a token. */
function TokenConsumer() {
  const { ready, getToken } = useBotCheck();
  const [answer, setAnswer] = useState<string | null>(null);
  return (
    <div className="space-y-3 text-sand-100">
      <p data-testid="ready">{ready ? 'Ready' : 'Not ready'}</p>
      <Button
        onClick={() => {
          getToken('login').then(
            (token) => {
              setAnswer(`Token: ${token}`);
            },
            (error: unknown) => {
              setAnswer(`Rejected: ${error instanceof Error ? error.message : String(error)}`);
            },
          );
        }}
      >
        Get token
      </Button>
      {answer !== null && <p role="status">{answer}</p>}
    </div>
  );
}

/** The bot-check of stories and tests: answers at once, never calls the server. */
const meta = {
  title: 'API/Bot-check StaticBotCheckProvider',
  component: StaticBotCheckProvider,
  decorators: [withPadding],
  args: { children: <TokenConsumer /> },
} satisfies Meta<typeof StaticBotCheckProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ready by default: a form gets the default token for its action. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('ready')).toHaveTextContent('Ready');
    await userEvent.click(canvas.getByRole('button', { name: 'Get token' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Token: story-bot-check-token',
    );
    await expectNoApiRequest();
  },
};

/** A story may choose the token every action gets. */
export const ReadyWithOwnToken: Story = {
  args: { ready: true, token: 'sietch-token-42' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('ready')).toHaveTextContent('Ready');
    await userEvent.click(canvas.getByRole('button', { name: 'Get token' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Token: sietch-token-42');
    await expectNoApiRequest();
  },
};

/** Not ready: every token request rejects with exactly 'reCAPTCHA not initialized'. */
export const NotReady: Story = {
  args: { ready: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('ready')).toHaveTextContent('Not ready');
    await userEvent.click(canvas.getByRole('button', { name: 'Get token' }));
    const status = await canvas.findByRole('status');
    await expect(status.textContent).toBe('Rejected: reCAPTCHA not initialized');
    await expect(BOT_CHECK_NOT_READY).toBe('reCAPTCHA not initialized');
    await expect(canvas.queryByText(/story-bot-check-token/)).toBeNull();
    await expectNoApiRequest();
  },
};
