import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SlotPicker } from '../../../src/planner/panels/SlotPicker';
import type { SlotOption } from '../../../src/skills/activeSlots';
import { withPadding } from '../../fixtures/decorators';
import { SUSPENSOR, TACTICAL } from '../fixtures/plannerFixtures';

/**
 * One active slot's dropdown: None and the build's taken skills of the slot's type; a skill in
 * another slot is greyed, the slot's own one is marked '(current)'.
 */
const meta = {
  title: 'Planner/Panels/Slot picker',
  component: SlotPicker,
  decorators: [(Story) => <div className="max-w-sm pb-72">{<Story />}</div>, withPadding],
  args: { label: 'Ability slot 1', value: null, options: [], onChoose: fn() },
} satisfies Meta<typeof SlotPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const NONE: SlotOption = { skillId: null, label: 'None', current: false, unavailable: false };

const OPTIONS: SlotOption[] = [
  NONE,
  {
    skillId: SUSPENSOR.antiGravityField,
    label: 'Anti-gravity Field',
    current: false,
    unavailable: true,
  },
  {
    skillId: TACTICAL.explosiveGrenade,
    label: 'Explosive Grenade (current)',
    current: true,
    unavailable: false,
  },
  {
    skillId: TACTICAL.shigawireClaw,
    label: 'Shigawire Claw',
    current: false,
    unavailable: false,
  },
];

/** Nothing taken yet: only None, and a hint how to fill the slot. */
export const Empty: Story = {
  args: { options: [{ ...NONE, current: true }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Ability slot 1/ });
    await expect(button).toHaveTextContent('Empty');
    await userEvent.click(button);
    const list = canvas.getByRole('listbox', { name: 'Ability slot 1' });
    await expect(within(list).getAllByRole('option')).toHaveLength(1);
    await expect(within(list).getByText(/Take skills of this type/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

/** Filled: the current skill is marked, another slot's skill is greyed and cannot be chosen. */
export const WithOptions: Story = {
  args: { value: 'Explosive Grenade', options: OPTIONS },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Ability slot 1/ });
    await expect(button).toHaveTextContent('Explosive Grenade');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getByRole('listbox', { name: 'Ability slot 1' });
    await expect(within(list).getAllByRole('option')).toHaveLength(4);

    const current = within(list).getByRole('option', { name: 'Explosive Grenade (current)' });
    await expect(current).toHaveAttribute('aria-selected', 'true');
    await expect(list).toHaveAttribute('aria-activedescendant', current.id);

    const inUse = within(list).getByRole('option', { name: /Anti-gravity Field/ });
    await expect(inUse).toHaveAttribute('aria-disabled', 'true');
    await expect(inUse).toHaveTextContent('in use');
    await expect(inUse).toHaveClass('line-through');
    await userEvent.click(inUse);
    await expect(args.onChoose).not.toHaveBeenCalled();
    await expect(list).toBeInTheDocument();
  },
};

/** Choosing a skill reports it and closes the list; choosing the current one clears the slot. */
export const Choosing: Story = {
  args: { value: 'Explosive Grenade', options: OPTIONS },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Ability slot 1/ });
    await userEvent.click(button);
    await userEvent.click(canvas.getByRole('option', { name: 'Shigawire Claw' }));
    await expect(args.onChoose).toHaveBeenLastCalledWith(TACTICAL.shigawireClaw);
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();

    // By keyboard: open on the current one, Enter chooses it again.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('listbox')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenLastCalledWith(TACTICAL.explosiveGrenade);
    await expect(args.onChoose).toHaveBeenCalledTimes(2);
  },
};

/** A phone: the list spans the slot's width and every option is a 44 px target. */
export const Phone: Story = {
  args: { value: 'Explosive Grenade', options: OPTIONS },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Ability slot 1/ }));
    for (const option of canvas.getAllByRole('option')) {
      await expect(Math.round(option.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44);
    }
  },
};
