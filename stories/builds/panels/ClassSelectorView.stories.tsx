import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { selectClasses, selectSpentByClass } from '../../../src/builds/buildSelectors';
import { ClassSelectorView } from '../../../src/builds/panels/ClassSelectorView';
import { withPadding } from '../../fixtures/decorators';
import { fullTrooperBuild, gameIndex } from '../../planner/fixtures/plannerFixtures';

/** A real build read through the shared selectors: what the planner and the viewer pass in. */
const view = { build: fullTrooperBuild(), index: gameIndex };

/** The class selector from props alone: one icon per class with the SP spent in it. */
const meta = {
  title: 'Builds/Panels/Class selector view',
  component: ClassSelectorView,
  decorators: [withPadding],
  args: {
    classes: selectClasses(view),
    spentByClass: selectSpentByClass(view),
    selected: 'trooper',
    onSelect: fn(),
  },
} satisfies Meta<typeof ClassSelectorView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The shown class is pressed; picking another one reports its slug. */
export const Pick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
    const trooper = canvas.getByRole('button', { name: /^Trooper \d+ SP spent$/ });
    await expect(trooper).toHaveAttribute('aria-pressed', 'true');
    await expect(trooper).not.toHaveTextContent(/^Trooper 0 SP/);
    await userEvent.click(canvas.getByRole('button', { name: 'Mentat 0 SP spent' }));
    await expect(args.onSelect).toHaveBeenCalledWith('mentat');
  },
};

/** Phone: five icons in one row, names for screen readers only, each a thumb-sized target. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) {
      await expect(Math.round(button.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44);
    }
  },
};
