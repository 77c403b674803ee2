import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HomePage } from '../../../src/site/home/HomePage';
import { withPageFrame } from '../../fixtures/decorators';

const meta = {
  title: 'Site/Home/HomePage',
  component: HomePage,
  decorators: [withPageFrame],
  parameters: { router: { path: '/', initialEntry: '/' } },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const CARDS = [
  ['Classes', '/classes'],
  ['Plan Characters', '/skill-trees'],
  ['Community Builds', '/under-construction'],
  ['Guild Ad Board', '/guild-board'],
  ['About', '/about'],
  ['Feedback', '/feedback'],
] as const;

/** The welcome heading and six cards, each linking to its section. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Welcome to Arrakis Planner' }),
    ).toBeVisible();
    await expect(document.title).toBe('Arrakis Planner | Home');
    const cards = canvas.getAllByRole('heading', { level: 2 });
    await expect(cards.map((heading) => heading.textContent)).toEqual(
      CARDS.map(([title]) => title),
    );
    for (const [title, href] of CARDS) {
      await expect(canvas.getByRole('link', { name: title })).toHaveAttribute('href', href);
    }
  },
};

/** The Community Builds card leads to the under-construction page, as the spec says. */
export const CommunityBuildsCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Community Builds' }));
    await expect(canvas.getByText('Navigated to')).toBeVisible();
    await expect(canvas.getByTestId('story-location')).toHaveTextContent('/under-construction');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(6);
    // One column: every card starts at the same x.
    const lefts = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
  },
};
