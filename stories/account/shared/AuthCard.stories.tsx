import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthCard } from '../../../src/account/shared/AuthCard';
import { Button } from '../../../src/ui/Button';
import { expectPhoneLayout, PHONE, withAccountFrame, withNarrowPhone } from '../fixtures';

const meta = {
  title: 'Account/Shared/AuthCard',
  component: AuthCard,
  decorators: [withAccountFrame],
  args: {
    title: 'Forgot Password',
    intro: 'Enter your username and we will email you a code.',
    children: <Button className="w-full">Request Reset Code</Button>,
    footer: (
      <>
        <a href="/login" className="inline-flex min-h-11 items-center">
          Back to Login
        </a>
        <a href="/register" className="inline-flex min-h-11 items-center">
          Create an account
        </a>
      </>
    ),
  },
} satisfies Meta<typeof AuthCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's one h1, the intro line, the form and the links below it, in that order. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Forgot Password' });
    await expect(heading).toBeVisible();
    await expect(canvas.getAllByRole('heading')).toHaveLength(1);
    const intro = canvas.getByText('Enter your username and we will email you a code.');
    await expect(intro).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Request Reset Code' });
    await expect(button).toBeEnabled();
    const back = canvas.getByRole('link', { name: 'Back to Login' });
    await expect(back).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    const top = (element: HTMLElement) => element.getBoundingClientRect().top;
    await expect(top(intro)).toBeGreaterThan(top(heading));
    await expect(top(button)).toBeGreaterThan(top(intro));
    await expect(top(back)).toBeGreaterThan(top(button));
  },
};

/** Title and form only: no intro line and no footer are drawn. */
export const TitleAndChildrenOnly: Story = {
  args: {
    title: 'Login',
    intro: undefined,
    children: <p>The login form goes here.</p>,
    footer: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(canvas.getByText('The login form goes here.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(
      canvas.queryByText('Enter your username and we will email you a code.'),
    ).toBeNull();
  },
};

/** On the narrowest phone the card fits, and its button and links are easy to tap. */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await expectPhoneLayout(canvasElement);
    // The footer's links stack on a phone.
    const back = canvas.getByRole('link', { name: 'Back to Login' });
    const create = canvas.getByRole('link', { name: 'Create an account' });
    await expect(create.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      back.getBoundingClientRect().bottom,
    );
  },
};
