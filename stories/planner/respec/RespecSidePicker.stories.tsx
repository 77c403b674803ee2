import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RespecSidePicker } from '../../../src/planner/respec/RespecSidePicker';
import type { RespecSide } from '../../../src/planner/respec/respecSides';
import { withPadding } from '../../fixtures/decorators';
import { withMyBuilds } from './respecFixtures';

const side = (over: Partial<RespecSide>): RespecSide => ({
  source: 'pasted',
  savedId: '',
  text: '',
  status: { kind: 'empty' },
  request: 0,
  ...over,
});

/** One side of a respec: which build, and how it opened. */
const meta = {
  title: 'Planner/Respec/Side picker',
  component: RespecSidePicker,
  decorators: [withMyBuilds, (Story) => <div className="max-w-md">{<Story />}</div>, withPadding],
  args: {
    legend: 'From',
    side: side({}),
    loggedIn: true,
    plannerTitle: 'Gravity Gunner',
    onSource: fn(),
    onText: fn(),
    onOpenText: fn(),
    onPickSaved: fn(),
  },
} satisfies Meta<typeof RespecSidePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing pasted yet: Open waits for text; choosing another source says so. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Open' })).toBeDisabled();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'From: which build' }),
      'planner',
    );
    await expect(args.onSource).toHaveBeenCalledWith('planner');
  },
};

/** A link being fetched: Open is off while it loads. */
export const Loading: Story = {
  args: { side: side({ text: '/skill-trees?link=abc', status: { kind: 'loading' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open' })).toBeDisabled();
  },
};

/** A bad code: the opening's notice under the text, which stays as typed. */
export const Failed: Story = {
  args: {
    side: side({
      text: 'not-a-code',
      status: {
        kind: 'failed',
        notice: {
          tone: 'error',
          title: 'This share code could not be opened.',
          lines: ['This share code is not valid.'],
        },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'From: link or share code' })).toHaveValue(
      'not-a-code',
    );
    await expect(canvasElement).toHaveTextContent('This share code is not valid.');
  },
};

/** Logged out: no saved builds to offer. */
export const LoggedOut: Story = {
  args: { loggedIn: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('option', { name: 'One of my saved builds' }),
    ).toBeNull();
  },
};

/** Phone: the side fits the width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'From' });
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
  },
};
