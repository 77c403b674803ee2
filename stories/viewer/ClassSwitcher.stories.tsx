import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { GameClass } from '../../src/skills/gameData';
import { ClassSwitcher } from '../../src/viewer/ClassSwitcher';
import { must } from '../fixtures/must';
import { gameIndex, withDesktopViewer } from './fixtures';

const classes: GameClass[] = [...gameIndex.data.classes].sort((a, b) => a.id - b.id);

/** The switcher with its own state, as the viewer holds it. */
function Switching() {
  const [shown, setShown] = useState(must(classes[0]));
  return <ClassSwitcher classes={classes} shown={shown} spent={12} onShow={setShown} />;
}

/** The viewer's class heading and description, stepping through the five classes. */
const meta = {
  title: 'Viewer/ClassSwitcher',
  component: Switching,
  decorators: [withDesktopViewer],
} satisfies Meta<typeof Switching>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Previous from the first wraps to the last; Next from the last back to the first. */
export const Wrapping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = must(classes[0]);
    const last = must(classes.at(-1));
    await expect(canvas.getByRole('heading', { name: new RegExp(first.name) })).toBeVisible();
    await expect(canvas.getByText(first.description)).toBeVisible();
    await expect(canvas.getByText('(12 SP)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous class' }));
    await expect(canvas.getByRole('heading', { name: new RegExp(last.name) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next class' }));
    await expect(canvas.getByRole('heading', { name: new RegExp(first.name) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next class' }));
    await expect(
      canvas.getByRole('heading', { name: new RegExp(must(classes[1]).name) }),
    ).toBeVisible();
  },
};
