import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FeedbackPage } from '../../../src/site/feedback/FeedbackPage';
import { FeedbackThanksPage } from '../../../src/site/feedback/FeedbackThanksPage';
import { expectPhoneLayout, PHONE, withNarrowPhone } from '../../account/fixtures';
import { withPageFrame } from '../../fixtures/decorators';
import { FEEDBACK_TEXTS } from '../../../src/api/contract/feedbackTexts';

/** /feedback and /feedback-thanks as the router shows them (nothing is sent here). */
const meta = {
  title: 'Site/Feedback/Pages',
  component: FeedbackPage,
  decorators: [withPageFrame],
  parameters: { router: { path: '/feedback', initialEntry: '/feedback?from=/classes' } },
} satisfies Meta<typeof FeedbackPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The heading, the form and the page's title. */
export const Feedback: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    await expect(canvas.getByLabelText(FEEDBACK_TEXTS.label)).toBeVisible();
    await expect(document.title).toBe('Arrakis Planner | Feedback');
  },
};

export const FeedbackOnPhone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Feedback' }),
    ).toBeVisible();
    await expectPhoneLayout(canvasElement);
  },
};

/** 'Thank You' and 'Return to Home', which goes to /. */
export const Thanks: Story = {
  render: () => <FeedbackThanksPage />,
  parameters: { router: { path: '/feedback-thanks', initialEntry: '/feedback-thanks' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: FEEDBACK_TEXTS.thanksTitle }),
    ).toBeVisible();
    await expect(document.title).toBe('Arrakis Planner | Thank You');
    await userEvent.click(canvas.getByRole('link', { name: FEEDBACK_TEXTS.returnHome }));
    await expect(canvas.getByTestId('story-location')).toHaveTextContent(/^\/$/);
  },
};

export const ThanksOnPhone: Story = {
  render: () => <FeedbackThanksPage />,
  parameters: { router: { path: '/feedback-thanks', initialEntry: '/feedback-thanks' } },
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};
