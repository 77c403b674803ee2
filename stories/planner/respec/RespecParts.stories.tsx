import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NoticeBox } from '../../../src/planner/respec/NoticeBox';
import { RespecResult } from '../../../src/planner/respec/RespecResult';
import { RespecSpice } from '../../../src/planner/respec/RespecSpice';
import { SavedBuildPicker } from '../../../src/planner/respec/SavedBuildPicker';
import { withPadding } from '../../fixtures/decorators';
import { PROGRESSION, PROGRESSION_INDEX } from '../../fixtures/progressionFixtures';
import { PLAYER, TARGET, withMyBuilds } from './respecFixtures';

/** The respec dialog's parts on their own: the result, the Spice, a notice, the saved builds. */
const meta = {
  title: 'Planner/Respec/Parts',
  component: RespecResult,
  decorators: [(Story) => <div className="max-w-2xl">{<Story />}</div>, withPadding],
  args: { from: PLAYER, to: TARGET, index: PROGRESSION_INDEX },
} satisfies Meta<typeof RespecResult>;
export default meta;
type Story = StoryObj<typeof meta>;

/** From the player's build to a bigger one: refund and spend, the changes, it does not fit. */
export const Result: Story = {
  play: async ({ canvasElement }) => {
    const result = within(within(canvasElement).getByTestId('respec-result'));
    await expect(
      result.getByText(/^A respec refunds all \d+ SP; the new build spends \d+ SP$/),
    ).toBeVisible();
    await expect(result.getByTestId('respec-fits')).toHaveTextContent(
      /more SP than your level 60 Combat 48 character has/,
    );
    await expect(result.getByRole('heading', { name: /Spice/ })).toBeVisible();
  },
};

/** The same build on both sides: nothing changes, every skill stays. */
export const NoChange: Story = {
  args: { from: PLAYER, to: PLAYER },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('respec-fits')).toHaveTextContent(/^Fits/);
    await expect(canvasElement).toHaveTextContent(/skills? stays? the same/);
  },
};

/** The Spice on the ladder: the count of recent respecs sets the cost; marked unconfirmed. */
export const Spice: Story = {
  render: () => <RespecSpice progression={PROGRESSION} gameVersion="1.5.3.6" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /Spice/ })).toHaveTextContent(/unconfirmed/i);
    await expect(canvasElement).toHaveTextContent(/0 → 5 → 10 → 20 → 50 Spice/);
    const recent = canvas.getByRole('spinbutton');
    await userEvent.clear(recent);
    await userEvent.type(recent, '2');
    await expect(canvasElement).toHaveTextContent(/10 Spice/);
  },
};

/** Game data without the facts: the costs are unknown, said so. */
export const SpiceUnknown: Story = {
  render: () => <RespecSpice progression={undefined} gameVersion="launch" />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(
      "The respec's Spice costs are unknown for the Launch game data.",
    );
  },
};

/** A build that failed to open: its title and why. */
export const Notice: Story = {
  render: () => (
    <NoticeBox
      notice={{
        tone: 'error',
        title: 'This shared build could not be loaded.',
        lines: ['The link does not exist or has expired.'],
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('This shared build could not be loaded.');
    await expect(canvasElement).toHaveTextContent('The link does not exist or has expired.');
  },
};

/** The player's saved builds to pick from; a pick sends its id. */
export const SavedBuilds: Story = {
  decorators: [withMyBuilds],
  render: () => <SavedBuildPicker label="Saved build" value="" onPick={onPick} />,
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Saved build' });
    const option = within(select).getByRole('option', { name: /^Spice Harvester \(\d+ SP\)$/ });
    await userEvent.selectOptions(select, option);
    await expect(onPick).toHaveBeenCalledWith((option as HTMLOptionElement).value);
  },
};

const onPick = fn();

/** Phone: the result fits the width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const result = within(canvasElement).getByTestId('respec-result');
    await expect(result.scrollWidth).toBeLessThanOrEqual(result.clientWidth);
  },
};
