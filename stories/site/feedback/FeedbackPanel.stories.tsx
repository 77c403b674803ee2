import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiRequestError } from '../../../src/api/requestJson';
import { FeedbackPanel } from '../../../src/site/feedback/FeedbackPanel';
import { withPageFrame } from '../../fixtures/decorators';
import { FEEDBACK_TEXTS } from '../../../src/api/contract/feedbackTexts';

/** A stand-in for the API that answers as the server does, after a moment. */
const sent = () =>
  fn(
    () =>
      new Promise<{ message: string }>((resolve) => {
        setTimeout(() => {
          resolve({ message: FEEDBACK_TEXTS.success });
        }, 150);
      }),
  );

/** A stand-in that answers only once the story has seen 'Sending...': no race with a slow machine. */
function heldSend() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const send = fn(async () => {
    await held;
    return { message: FEEDBACK_TEXTS.success };
  });
  return { send, release };
}
const thanked = heldSend();

const meta = {
  title: 'Site/Feedback/FeedbackPanel',
  component: FeedbackPanel,
  decorators: [withPageFrame],
  args: { page: '/skill-trees', send: sent() },
  parameters: { router: { path: '/feedback', initialEntry: '/feedback' } },
} satisfies Meta<typeof FeedbackPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

async function typeAndSend(canvasElement: HTMLElement): Promise<void> {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(FEEDBACK_TEXTS.label), 'Add a Bene Gesserit build.');
  await userEvent.type(canvas.getByLabelText(FEEDBACK_TEXTS.emailLabel), ' jessica@caladan.test ');
  await userEvent.click(canvas.getByRole('button', { name: FEEDBACK_TEXTS.submit }));
}

/**
 * Sends the text, the trimmed address, the bot-check token and the page the player came from;
 * 'Sending...' meanwhile; then the green thanks over cleared fields and, 500 ms later,
 * /feedback-thanks.
 */
export const SentAndThanked: Story = {
  args: { send: thanked.send },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await typeAndSend(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: FEEDBACK_TEXTS.sending }),
    ).toBeDisabled();
    thanked.release();
    await expect(await canvas.findByRole('status')).toHaveTextContent(FEEDBACK_TEXTS.success);
    await expect(args.send).toHaveBeenCalledWith({
      feedback: 'Add a Bene Gesserit build.',
      email: 'jessica@caladan.test',
      recaptchaToken: 'story-bot-check-token',
      page: '/skill-trees',
    });
    await expect(canvas.getByLabelText(FEEDBACK_TEXTS.label)).toHaveValue('');
    await expect(canvas.getByLabelText(FEEDBACK_TEXTS.emailLabel)).toHaveValue('');
    await waitFor(() =>
      expect(canvas.getByTestId('story-location')).toHaveTextContent(/^\/feedback-thanks$/),
    );
  },
};

/** The bot-check has not loaded: the spec's error shows and nothing is sent (§4, §8). */
export const BotCheckNotReady: Story = {
  parameters: { botCheck: { ready: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await typeAndSend(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(FEEDBACK_TEXTS.error);
    await expect(args.send).not.toHaveBeenCalled();
    // What was typed stays, to send again.
    await expect(canvas.getByLabelText(FEEDBACK_TEXTS.label)).toHaveValue(
      'Add a Bene Gesserit build.',
    );
  },
};

/** The server failed or could not be reached: the spec's red text; the fields keep their text. */
export const Failed: Story = {
  args: {
    send: fn(() => Promise.reject(new ApiRequestError('Internal Server Error', 500))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAndSend(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(FEEDBACK_TEXTS.error);
    await expect(canvas.getByLabelText(FEEDBACK_TEXTS.emailLabel)).toHaveValue(
      'jessica@caladan.test',
    );
    await expect(canvas.getByTestId('story-location')).toHaveTextContent(/^\/feedback$/);
  },
};

/** Too many from this address in an hour: the throttle's own words. */
export const TooMany: Story = {
  args: {
    send: fn(() => Promise.reject(new ApiRequestError('Too many (Try again in 5 minutes.)', 429))),
  },
  play: async ({ canvasElement }) => {
    await typeAndSend(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      FEEDBACK_TEXTS.tooMany,
    );
  },
};
