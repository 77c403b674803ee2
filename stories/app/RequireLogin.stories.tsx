import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { RequireLogin } from '../../src/app/RequireLogin';
import { withPageFrame } from '../fixtures/decorators';
import type { User } from '../../src/api/contract/user';

const PAUL: User = {
  username: 'PaulAtreides',
  email: 'paul@arrakis.test',
  role: 'user',
  avatarUrl: null,
};

/** A protected page at /my-builds: its content only shows to a logged-in player. */
const meta = {
  title: 'App/RequireLogin',
  component: RequireLogin,
  decorators: [withPageFrame],
  parameters: { router: { initialEntry: '/my-builds', path: '/my-builds' } },
  args: { children: <h1 className="text-sand-50">My Builds</h1> },
} satisfies Meta<typeof RequireLogin>;
export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTestId('story-location');

/** A visitor is sent to /login and never sees the page. */
export const VisitorSentToLogin: Story = {
  parameters: { session: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(/^\/login$/));
    await expect(canvas.getByText('Navigated to')).toHaveTextContent('Navigated to /login');
    await expect(canvas.queryByRole('heading', { name: 'My Builds' })).toBeNull();
  },
};

/** While the session loads: nothing is shown, and the player stays on the page's URL. */
export const Loading: Story = {
  parameters: { session: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.getByRole('main')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(location(canvasElement)).toHaveTextContent(/^\/my-builds$/);
  },
};

/** A logged-in player sees the page where it is. */
export const LoggedIn: Story = {
  parameters: { session: PAUL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Builds' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(location(canvasElement)).toHaveTextContent(/^\/my-builds$/);
  },
};
