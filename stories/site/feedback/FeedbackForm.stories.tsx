import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FeedbackForm, type FeedbackFormProps } from '../../../src/site/feedback/FeedbackForm';
import { expectPhoneLayout, PHONE, withNarrowPhone } from '../../account/fixtures';
import { withPageFrame } from '../../fixtures/decorators';
import { FEEDBACK_MAX, FEEDBACK_TEXTS } from '../../../src/api/contract/feedbackTexts';

/** The form with its own values, as the panel holds them, so typing shows as it would. */
function TypingForm(props: FeedbackFormProps) {
  const [feedback, setFeedback] = useState(props.feedback);
  const [email, setEmail] = useState(props.email);
  return (
    <FeedbackForm
      {...props}
      feedback={feedback}
      email={email}
      onFeedbackChange={(value) => {
        setFeedback(value);
        props.onFeedbackChange(value);
      }}
      onEmailChange={(value) => {
        setEmail(value);
        props.onEmailChange(value);
      }}
    />
  );
}

const meta = {
  title: 'Site/Feedback/FeedbackForm',
  component: FeedbackForm,
  render: (args) => <TypingForm {...args} />,
  decorators: [withPageFrame],
  args: {
    feedback: '',
    email: '',
    busy: false,
    success: null,
    error: null,
    onFeedbackChange: fn(),
    onEmailChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof FeedbackForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: a required multi-line field with its placeholder, an optional email, a disabled button. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByLabelText(FEEDBACK_TEXTS.label);
    await expect(text.tagName).toBe('TEXTAREA');
    await expect(text).toBeRequired();
    await expect(text).toHaveAttribute('placeholder', FEEDBACK_TEXTS.placeholder);
    await expect(text).toHaveAttribute('maxlength', String(FEEDBACK_MAX));
    const email = canvas.getByLabelText(FEEDBACK_TEXTS.emailLabel);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).not.toBeRequired();
    await expect(email).toHaveAttribute('placeholder', FEEDBACK_TEXTS.emailPlaceholder);
    await expect(canvas.getByText(`0 / ${FEEDBACK_MAX}`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: FEEDBACK_TEXTS.submit })).toBeDisabled();
  },
};

/** Only spaces keep the button disabled; words enable it, count up and send. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByLabelText(FEEDBACK_TEXTS.label);
    const button = canvas.getByRole('button', { name: FEEDBACK_TEXTS.submit });
    await userEvent.type(text, '   ');
    await expect(button).toBeDisabled();
    await userEvent.clear(text);
    await userEvent.type(text, 'More Mentat skills, please');
    await expect(canvas.getByText(`26 / ${FEEDBACK_MAX}`)).toBeVisible();
    await expect(text).toHaveAccessibleDescription(`26 / ${FEEDBACK_MAX}`);
    await userEvent.type(canvas.getByLabelText(FEEDBACK_TEXTS.emailLabel), 'irulan@kaitain.test');
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Sending: 'Sending...' and disabled, so a second press sends nothing. */
export const Busy: Story = {
  args: { feedback: 'The Swordmaster tree is great.', busy: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: FEEDBACK_TEXTS.sending });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The spec's red failure text (§8). */
export const Failed: Story = {
  args: { feedback: 'The Swordmaster tree is great.', error: FEEDBACK_TEXTS.error },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(FEEDBACK_TEXTS.error);
    await expect(canvas.getByRole('button', { name: FEEDBACK_TEXTS.submit })).toBeEnabled();
  },
};

/** Sent: the green thanks over empty fields. */
export const Success: Story = {
  args: { success: FEEDBACK_TEXTS.success },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(FEEDBACK_TEXTS.success);
    await expect(canvas.getByLabelText(FEEDBACK_TEXTS.label)).toHaveValue('');
    await expect(canvas.getByLabelText(FEEDBACK_TEXTS.emailLabel)).toHaveValue('');
  },
};

/** On the narrowest phone: no sideways scroll, 44px fields and button. */
export const Phone: Story = {
  args: { feedback: 'Typed on a phone in the deep desert.' },
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
    const text = within(canvasElement).getByLabelText(FEEDBACK_TEXTS.label);
    await expect(Math.round(text.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44);
  },
};
