import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HomeCard, HomeCards } from '../../../src/site/home/HomeCard';
import { HOME_CARDS } from '../../../src/site/home/homeCards';
import { withPadding } from '../../fixtures/decorators';
import { must } from '../../fixtures/must';

const meta = {
  title: 'Site/Home/HomeCard',
  component: HomeCard,
  decorators: [withPadding],
  args: { item: must(HOME_CARDS.find((card) => card.to === '/classes')) },
} satisfies Meta<typeof HomeCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole card is one link, named by its title. */
export const Classes: Story = {
  decorators: [
    (Story) => (
      <ul className="max-w-sm">
        <Story />
      </ul>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Classes' });
    await expect(link).toHaveAttribute('href', '/classes');
    await expect(canvas.getByText(/five classes of Arrakis/)).toBeVisible();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('story-location')).toHaveTextContent('/classes');
  },
};

/** All six cards in the Home grid. */
export const AllCards: Story = {
  render: () => <HomeCards items={HOME_CARDS} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(6);
  },
};
