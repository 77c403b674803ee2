import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KeywordPicker } from '../../src/admin/newsEditor/KeywordPicker';
import { PHONE, withDeskFrame } from './fixtures';
import { NEWS_FILTERS } from '../../src/api/contract/newsTexts';

/** The picker holding its own ticks, as the news form does, reporting each change. */
function Picker({
  initial,
  onChange,
  error,
}: {
  initial: string[];
  onChange: (keywords: string[]) => void;
  error?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <KeywordPicker
      value={value}
      error={error}
      onChange={(keywords) => {
        setValue(keywords);
        onChange(keywords);
      }}
    />
  );
}

/** An item's keywords, ticked per /news filter list. */
const meta = {
  title: 'Admin/KeywordPicker',
  component: Picker,
  decorators: [withDeskFrame],
  args: { initial: ['Web article', 'Official publisher'], onChange: fn() },
} satisfies Meta<typeof Picker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One group per filter list, each with its own options; the item's keywords ticked. */
export const Lists: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const filter of NEWS_FILTERS) {
      const group = within(canvas.getByRole('group', { name: filter.label }));
      await expect(group.getAllByRole('checkbox')).toHaveLength(filter.options.length);
    }
    await expect(canvas.getByRole('checkbox', { name: 'Web article' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Official publisher' })).toBeChecked();
  },
};

/** Ticking adds a keyword, unticking takes it out; other lists keep theirs. */
export const Toggle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const topics = within(canvas.getByRole('group', { name: 'Content Topic' }));
    const topic = topics.getAllByRole('checkbox')[0] as HTMLElement;
    const topicName = NEWS_FILTERS[2].options[0];
    await userEvent.click(topic);
    await expect(topic).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith([
      'Web article',
      'Official publisher',
      topicName,
    ]);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Web article' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Official publisher', topicName]);
    await expect(canvas.getByRole('checkbox', { name: 'Web article' })).not.toBeChecked();
  },
};

/** A problem with the keywords shows under the lists and marks the group invalid. */
export const WithError: Story = {
  args: { initial: [], error: 'Choose at least one keyword.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose at least one keyword.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Keywords' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  },
};

/** On a phone the options wrap; every box stays reachable. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Web article' }));
    await expect(canvas.getByRole('checkbox', { name: 'Web article' })).not.toBeChecked();
  },
};
