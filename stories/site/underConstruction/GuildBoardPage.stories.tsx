import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import GuildBoardPage from '../../../src/site/underConstruction/GuildBoardPage';
import { withPageFrame } from '../../fixtures/decorators';

const meta = {
  title: 'Site/UnderConstruction/GuildBoardPage',
  component: GuildBoardPage,
  decorators: [withPageFrame],
  parameters: { router: { path: '/guild-board', initialEntry: '/guild-board' } },
} satisfies Meta<typeof GuildBoardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /guild-board as the router shows it: the placeholder titled by its section. */
export const GuildAdBoard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Guild Ad Board')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Under Construction' }),
    ).toBeVisible();
    await expect(document.title).toBe('Arrakis Planner | Guild Ad Board');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Guild Ad Board')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  },
};
