import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MyBuildsView } from '../../../src/account/myBuilds/MyBuildsView';
import { expectPhoneLayout, PHONE, withAccountFrame, withNarrowPhone } from '../fixtures';

const meta = {
  title: 'Account/MyBuilds/MyBuildsView',
  component: MyBuildsView,
  decorators: [withAccountFrame],
  args: { state: { kind: 'builds', count: 0, limit: 10 } },
} satisfies Meta<typeof MyBuildsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No builds yet: the heading with 0/10 and the empty text. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'My Builds (0/10 save slots used)' }),
    ).toBeVisible();
    await expect(canvas.getByText('You have not saved any builds yet.')).toBeVisible();
  },
};

/** Some builds: the count, no empty text. */
export const SomeSaved: Story = {
  args: { state: { kind: 'builds', count: 4, limit: 10 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'My Builds (4/10 save slots used)' }),
    ).toBeVisible();
    await expect(canvas.queryByText('You have not saved any builds yet.')).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Visitor: Story = {
  args: { state: { kind: 'visitor' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('You must be logged in to view your builds.'),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: { kind: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to fetch builds',
    );
  },
};

export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};
