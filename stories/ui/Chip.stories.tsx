import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChipList } from '../../src/ui/Chip';
import { withPadding } from '../fixtures/decorators';

const meta = {
  title: 'UI/ChipList',
  component: ChipList,
  decorators: [withPadding],
  args: {
    label: 'Bene Gesserit Acolyte skill trees',
    items: ['Weirding Way', 'The Voice', 'Body Control'],
  },
} satisfies Meta<typeof ChipList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SkillTrees: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', {
      name: 'Bene Gesserit Acolyte skill trees',
    });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};
