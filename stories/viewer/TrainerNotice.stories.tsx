import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TRAINER_ACCESS_UNSTATED, TRAINER_WARNING } from '../../src/skills/trainerNotices';
import { TrainerNotice } from '../../src/viewer/TrainerNotice';
import { PHONE, withNarrowPhone } from '../account/fixtures';

/** What the viewer says of a shared build's advanced-trainer access, above its trees. */
const meta = {
  title: 'Viewer/TrainerNotice',
  component: TrainerNotice,
  args: { notice: 'unstated', lacking: [] },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-3xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TrainerNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The author ticked no box: a quiet note, no red warning. */
export const Unstated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent(TRAINER_ACCESS_UNSTATED);
    await expect(canvas.queryByText(TRAINER_WARNING)).toBeNull();
  },
};

/** The build says two classes lack their trainer: the spec's warning, naming them. */
export const Lacking: Story = {
  args: { notice: 'warning', lacking: ['trooper', 'mentat'] },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    await expect(note).toHaveTextContent(TRAINER_WARNING);
    await expect(note).toHaveTextContent(
      'The build says its author lacks the advanced trainer of: Trooper, Mentat.',
    );
  },
};

/** Every class the build uses has its trainer: nothing is said. */
export const Nothing: Story = {
  args: { notice: 'none' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('note')).toBeNull();
  },
};

/** On a narrow phone the warning wraps inside the column. */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  args: { notice: 'warning', lacking: ['bene-gesserit-acolyte'] },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    const column = canvasElement.querySelector('[data-narrow-phone]');
    await expect(note.getBoundingClientRect().right).toBeLessThanOrEqual(
      (column?.getBoundingClientRect().right ?? 0) + 1,
    );
  },
};
