import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NewsItemCard } from '../../../src/ui/news/NewsItemCard';
import { withPadding } from '../../fixtures/decorators';
import { ONE_ITEM } from '../../site/news/newsFixtures';

const meta = {
  title: 'UI/News/NewsItemCard',
  component: NewsItemCard,
  decorators: [withPadding],
  args: { item: ONE_ITEM },
  render: (args) => (
    <div className="max-w-xl">
      <NewsItemCard {...args} />
    </div>
  ),
} satisfies Meta<typeof NewsItemCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Image, date and tagline as one link opening the source in a new tab, then the keyword chips. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /Update 1\.5: consoles/ });
    await expect(link).toHaveAttribute('href', ONE_ITEM.linkUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    await expect(canvas.getByText('September 17, 2026')).toHaveAttribute('datetime', '2026-09-17');
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('width', '640');
    await expect(image).toHaveAttribute('height', '360');
    await expect(image).toHaveAttribute('loading', 'lazy');
    const chips = within(canvas.getByRole('list', { name: 'Keywords' }));
    await expect(chips.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(
      ONE_ITEM.keywords,
    );
  },
};

/** Above the fold the image loads at once. */
export const Eager: Story = {
  args: { eager: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'eager');
  },
};

/** On a phone the card fills the width and the chips wrap. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(390);
  },
};
