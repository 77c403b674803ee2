import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { NewsFilters } from '../../../src/site/news/NewsFilters';
import {
  NO_NEWS_SELECTION,
  toggleValue,
  type NewsSelection,
} from '../../../src/site/news/newsFilters';
import { withPadding } from '../../fixtures/decorators';
import { NEWS_CONTENT_TOPICS } from '../../../src/api/contract/newsTexts';

/** The filters with their selection kept in state, as the page keeps it in the address. */
function FiltersWithState({ initial = NO_NEWS_SELECTION }: { initial?: NewsSelection }) {
  const [selection, setSelection] = useState(initial);
  return (
    <NewsFilters
      selection={selection}
      onToggle={(param, value) => {
        setSelection((current) => toggleValue(current, param, value));
      }}
      onClear={() => {
        setSelection(NO_NEWS_SELECTION);
      }}
    />
  );
}

const meta = {
  title: 'Site/News/NewsFilters',
  component: FiltersWithState,
  decorators: [withPadding],
} satisfies Meta<typeof FiltersWithState>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Three closed filters; opening Content Topic shows the spec's ten topics as checkboxes; two
 * chosen read '2 selected'; Clear Filters empties every filter and is then disabled.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clear = canvas.getByRole('button', { name: 'Clear Filters' });
    await expect(clear).toBeDisabled();

    await userEvent.click(canvas.getByText('Content Topic'));
    const topics = within(canvas.getByRole('group', { name: 'Content Topic' }));
    await expect(topics.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      ...NEWS_CONTENT_TOPICS,
    ]);
    await userEvent.click(topics.getByRole('checkbox', { name: 'Patch' }));
    await userEvent.click(canvas.getByText('Content Type'));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Video' }));
    await userEvent.click(topics.getByRole('checkbox', { name: 'Update' }));
    await expect(canvas.getByText('2 selected')).toBeVisible();
    await expect(canvas.getByText('1 selected')).toBeVisible();

    await userEvent.click(clear);
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
    await expect(canvas.queryByText(/selected/)).toBeNull();
    await expect(clear).toBeDisabled();
  },
};

/** Chosen values arrive checked (e.g. from the address). */
export const Preselected: Story = {
  args: { initial: { type: [], source: ['Reddit', 'Twitch'], topic: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 selected')).toBeVisible();
    await userEvent.click(canvas.getByText('Content Source'));
    await expect(canvas.getByRole('checkbox', { name: 'Reddit' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Youtube' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Clear Filters' })).toBeEnabled();
  },
};

/** On a phone the filters stack, each the full width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tops = ['Content Type', 'Content Source', 'Content Topic'].map(
      (name) => canvas.getByText(name).getBoundingClientRect().top,
    );
    await expect(tops[1]).toBeGreaterThan(tops[0] ?? 0);
    await expect(tops[2]).toBeGreaterThan(tops[1] ?? 0);
  },
};
