import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import GuildBoardPage from '../../../src/site/underConstruction/GuildBoardPage';
import { UnderConstructionPage } from '../../../src/site/underConstruction/UnderConstructionPage';
import { withPageFrame } from '../../fixtures/decorators';

const meta = {
  title: 'Site/UnderConstruction/UnderConstructionPage',
  component: UnderConstructionPage,
  decorators: [withPageFrame],
  args: { section: 'Guild Ad Board' },
  parameters: { router: { path: '/guild-board', initialEntry: '/guild-board' } },
} satisfies Meta<typeof UnderConstructionPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /guild-board as the router shows it: the playful notice, the preview picture and a way home. */
export const GuildAdBoard: Story = {
  render: () => <GuildBoardPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Under Construction' }),
    ).toBeVisible();
    await expect(canvas.getByText(/it will be available soon!/)).toBeVisible();
    await expect(document.title).toBe('Arrakis Planner | Guild Ad Board');
    const picture = canvas.getByRole('img', { name: /Preview of the upcoming guild ad board/ });
    await waitFor(() => expect((picture as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Home' }));
    await expect(canvas.getByTestId('story-location')).toHaveTextContent(/^\/$/);
  },
};

/** /under-construction: the same page under its own title. */
export const UnderConstruction: Story = {
  args: { section: 'Under Construction' },
  parameters: { router: { path: '/under-construction', initialEntry: '/under-construction' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Under Construction' }),
    ).toBeVisible();
    await expect(document.title).toBe('Arrakis Planner | Under Construction');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /Preview of the upcoming/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  },
};
