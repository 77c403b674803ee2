import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActiveSlotsView } from '../../../src/builds/panels/ActiveSlotsView';
import { withPadding } from '../../fixtures/decorators';

/** The texts of a read-only slot list's three slots, as a player reads them. */
function slotTexts(list: HTMLElement): (string | null)[] {
  return within(list)
    .getAllByRole('listitem')
    .map((slot) => slot.textContent);
}

/**
 * The three Active Abilities or Active Techniques slots from props alone: read-only text for
 * the viewer, or each slot the planner's picker.
 */
const meta = {
  title: 'Builds/Panels/Active slots view',
  component: ActiveSlotsView,
  decorators: [(Story) => <div className="max-w-xl">{<Story />}</div>, withPadding],
  args: { kind: 'ability', names: [null, null, null] },
} satisfies Meta<typeof ActiveSlotsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing slotted: three 'Empty' slots under the kind's heading. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Active Abilities' })).toBeVisible();
    await expect(slotTexts(canvas.getByRole('list', { name: 'Active Abilities' }))).toEqual([
      'Slot 1: Empty',
      'Slot 2: Empty',
      'Slot 3: Empty',
    ]);
  },
};

/** Every technique slot filled. */
export const Full: Story = {
  args: {
    kind: 'technique',
    names: ['Center of Mass', 'Suspensor Dash', 'Battle Hardened'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(slotTexts(canvas.getByRole('list', { name: 'Active Techniques' }))).toEqual([
      'Slot 1: Center of Mass',
      'Slot 2: Suspensor Dash',
      'Slot 3: Battle Hardened',
    ]);
    await expect(canvas.queryByText('Empty')).toBeNull();
  },
};

/** Read-only (the viewer): no control to change a slot. */
export const ReadOnly: Story = {
  args: { names: ['Anti-gravity Field', 'Shigawire Claw', null] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(slotTexts(canvas.getByRole('list', { name: 'Active Abilities' }))).toEqual([
      'Slot 1: Anti-gravity Field',
      'Slot 2: Shigawire Claw',
      'Slot 3: Empty',
    ]);
  },
};

const choose = fn();

/** With the planner's picker: each slot gets its label ("Ability slot 1") and its skill. */
export const WithPicker: Story = {
  args: {
    names: ['Anti-gravity Field', null, null],
    renderPicker: (slot, label, name) => (
      <button
        type="button"
        onClick={() => {
          choose(slot);
        }}
      >
        {label}: {name ?? 'Empty'}
      </button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByTestId('active-ability');
    await expect(within(panel).getByRole('heading', { name: 'Active Abilities' })).toBeVisible();
    await expect(
      within(panel)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Ability slot 1: Anti-gravity Field',
      'Ability slot 2: Empty',
      'Ability slot 3: Empty',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: /Ability slot 3/ }));
    await expect(choose).toHaveBeenLastCalledWith(2);
  },
};

/** A phone: the slots stack and fit the width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { names: ['Anti-gravity Field', 'Shigawire Claw', null] },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Active Abilities' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
