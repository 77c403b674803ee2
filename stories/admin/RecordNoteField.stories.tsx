import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecordNoteField } from '../../src/admin/RecordNoteField';
import { PHONE, withDeskFrame } from './fixtures';

/** A desk card's note for the record. */
const meta = {
  title: 'Admin/RecordNoteField',
  component: RecordNoteField,
  decorators: [withDeskFrame],
  args: { note: '', onChange: fn() },
  render: function Render(args) {
    const [note, setNote] = useState(args.note);
    return (
      <RecordNoteField
        note={note}
        onChange={(next) => {
          setNote(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof RecordNoteField>;
export default meta;
type Story = StoryObj<typeof meta>;

const LABEL = 'Note for the record (optional)';

/** Empty: typing gives the note. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', { name: LABEL });
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('maxlength', '500');
    await userEvent.type(field, 'Spam');
    await expect(args.onChange).toHaveBeenLastCalledWith('Spam');
  },
};

/** Written. */
export const Written: Story = {
  args: { note: 'Second warning.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: LABEL })).toHaveValue(
      'Second warning.',
    );
  },
};

/** On a phone. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: LABEL })).toBeVisible();
  },
};
