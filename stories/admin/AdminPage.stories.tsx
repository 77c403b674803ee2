import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AdminPage from '../../src/admin/AdminPage';
import { MODERATION_QUEUE_KEY } from '../../src/api/admin/moderationQueue';
import { PAGE_VIEWS_KEY } from '../../src/api/admin/pageViews';
import { adminActionsPath } from '../../src/api/admin/adminActions';
import { TWO_STEP_KEY } from '../../src/api/account/twoStep';
import { expectPhoneLayout } from '../account/fixtures';
import { expectNoApiRequest } from '../fixtures/noNetwork';
import {
  actionsPage,
  FLAGGED_BUILD,
  pageViews,
  PHONE,
  REPORTED_BUILD,
  storyAdmin,
  storyPlayer,
  withAnswers,
  withDeskFrame,
} from './fixtures';
import { ADMIN_TEXTS } from '../../src/api/contract/adminTexts';

/** The routed /admin page with the story's session; the desk's reads answered from SWR's cache. */
const meta = {
  title: 'Admin/AdminPage',
  component: AdminPage,
  decorators: [
    withDeskFrame,
    withAnswers({
      [MODERATION_QUEUE_KEY]: { builds: [FLAGGED_BUILD, REPORTED_BUILD] },
      [PAGE_VIEWS_KEY]: pageViews(),
      [adminActionsPath(1)]: actionsPage(null),
      [TWO_STEP_KEY]: { enabled: true, recoveryCodesLeft: 10 },
    }),
  ],
  parameters: { session: storyAdmin },
} satisfies Meta<typeof AdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A moderator: the title, the tablist with the queue first. */
export const Desk: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: ADMIN_TEXTS.title })).toBeVisible();
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Queue',
      'Comments',
      'Feedback',
      'News',
      'Page views',
      'Record',
    ]);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByTestId('queued-build')).toHaveLength(2);
    await expect(document.title).toBe('Arrakis Planner | Moderators’ desk');
  },
};

/** Arrow keys move between tabs; each tab shows its own part. */
export const Tabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Page views' }));
    await expect(await canvas.findAllByTestId('views-sparkline')).toHaveLength(3);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Record' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(await canvas.findByText('build.clear')).toBeVisible();
  },
};

/** A player without the role reads the refusal, and nothing is fetched for them. */
export const NotAModerator: Story = {
  parameters: { session: storyPlayer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('desk-refused')).toHaveTextContent(ADMIN_TEXTS.notAdmin);
    await expect(canvas.queryByRole('tab')).toBeNull();
    await expectNoApiRequest();
  },
};

/** While the session is read: a spinner only. */
export const SessionLoading: Story = {
  parameters: { session: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

/** On a phone: the tabs scroll by themselves, the page does not; 44px targets. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('queued-build')).toHaveLength(2);
    await expectPhoneLayout(canvasElement);
  },
};

/** A moderator without two-step sign-in: a notice above the desk links to the account section. */
export const AskedForTwoStep: Story = {
  decorators: [withAnswers({ [TWO_STEP_KEY]: { enabled: false, recoveryCodesLeft: 0 } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByTestId('two-step-notice');
    await expect(notice).toHaveTextContent('Turn on two-step sign-in');
    await expect(
      within(notice).getByRole('link', { name: 'Set up two-step sign-in' }),
    ).toHaveAttribute('href', '/account#two-step');
    // The desk itself still works below it.
    await expect(canvas.getAllByTestId('queued-build')).toHaveLength(2);
  },
};

/** The same notice on a phone: no sideways scrolling, 44px targets. */
export const AskedForTwoStepPhone: Story = {
  ...AskedForTwoStep,
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('two-step-notice');
    await expectPhoneLayout(canvasElement);
  },
};

/** A moderator with two-step sign-in on sees no notice. */
export const TwoStepOn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('queued-build')).toHaveLength(2);
    await expect(canvas.queryByTestId('two-step-notice')).toBeNull();
  },
};
