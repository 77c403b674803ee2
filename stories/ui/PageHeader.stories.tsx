import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHeader } from '../../src/ui/PageHeader';
import { withPadding } from '../fixtures/decorators';

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  decorators: [withPadding],
  args: {
    eyebrow: 'Skill Explorer',
    title: 'Welcome to the Skill Explorer',
    children: <p>Pick a class to see its skill trees.</p>,
  },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        level: 1,
        name: 'Welcome to the Skill Explorer',
      }),
    ).toBeVisible();
  },
};
