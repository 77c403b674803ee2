import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StorageTable } from '../../../src/site/privacy/StorageTable';
import { COOKIES } from '../../../src/site/privacy/storageItems';
import { withPadding } from '../../fixtures/decorators';

const meta = {
  title: 'Site/Privacy/StorageTable',
  component: StorageTable,
  decorators: [withPadding],
  args: { caption: 'Cookies set by Arrakis Planner', items: COOKIES },
} satisfies Meta<typeof StorageTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Cookies: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', {
      name: 'Cookies set by Arrakis Planner',
    });
    await expect(within(table).getAllByRole('row')).toHaveLength(COOKIES.length + 1);
    await expect(within(table).getByRole('columnheader', { name: 'Kept for' })).toBeVisible();
  },
};
