import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClassSwitcher } from '../../../src/builds/panels/ClassSwitcher';
import type { GameClass } from '../../../src/skills/gameData';
import { must } from '../../fixtures/must';
import { gameIndex } from '../../planner/fixtures/plannerFixtures';

const classes: GameClass[] = [...gameIndex.data.classes].sort((a, b) => a.id - b.id);

/** The switcher with its own state, as a page holds it; every step is also reported. */
function Switching({ onShow }: { onShow: (cls: GameClass) => void }) {
  const [shown, setShown] = useState(must(classes[0]));
  return (
    <ClassSwitcher
      classes={classes}
      shown={shown}
      spent={12}
      onShow={(cls) => {
        setShown(cls);
        onShow(cls);
      }}
    />
  );
}

/** The class heading and description, stepping through the five classes with wrapping arrows. */
const meta = {
  title: 'Builds/Panels/Class switcher',
  component: Switching,
  args: { onShow: fn() },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-7xl p-4 sm:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switching>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = (root: HTMLElement, cls: GameClass | undefined) =>
  within(root).getByRole('heading', { name: new RegExp(must(cls).name) });

/** Previous from the first wraps to the last; Next from the last back to the first. */
export const Wrapping: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = must(classes[0]);
    await expect(heading(canvasElement, first)).toBeVisible();
    await expect(canvas.getByText(first.description)).toBeVisible();
    await expect(canvas.getByText('(12 SP)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous class' }));
    await expect(heading(canvasElement, classes.at(-1))).toBeVisible();
    await expect(args.onShow).toHaveBeenLastCalledWith(classes.at(-1));
    await userEvent.click(canvas.getByRole('button', { name: 'Next class' }));
    await expect(heading(canvasElement, first)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next class' }));
    await expect(heading(canvasElement, classes[1])).toBeVisible();
  },
};

/** A phone: the arrows stay thumb-sized on both sides of the heading, which wraps its text. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous class' });
    const next = canvas.getByRole('button', { name: 'Next class' });
    for (const arrow of [previous, next]) {
      const box = arrow.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await expect(previous.getBoundingClientRect().right).toBeLessThan(
      next.getBoundingClientRect().left,
    );
    await userEvent.click(previous);
    await expect(heading(canvasElement, classes.at(-1))).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360 + 32);
  },
};
