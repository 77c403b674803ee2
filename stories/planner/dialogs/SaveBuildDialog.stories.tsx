import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SaveBuildDialog } from '../../../src/planner/dialogs/SaveBuildDialog';
import {
  LISTING_NOTES,
  RESTRICTED_LISTING_MESSAGE,
  SAVED_BUILD_LIMIT,
  shownListing,
} from '../../../src/skills/buildListing';
import { expectPhoneDialog } from './fixtures/expectations';
import { SAVED_BUILD_TEXTS } from '../../../src/api/contract/savedBuildsTexts';

const TITLE = 'Sandworm Rider';

/** The Save dialog of a logged-in player's Save (spec §4 "Save flow"). */
const meta = {
  title: 'Planner/Dialogs/Save build',
  component: SaveBuildDialog,
  args: {
    open: true,
    title: TITLE,
    listing: 'Private',
    slotsUsed: 3,
    limit: SAVED_BUILD_LIMIT,
    busy: false,
    error: null,
    note: '',
    defaultNote: '',
    onNoteChange: fn(),
    onSave: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof SaveBuildDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('dialog', { name: 'Save Build' }));

/** The listing box: the listing's name and the note under it. */
const listingOf = (canvasElement: HTMLElement) =>
  dialogOf(canvasElement).getByTestId('save-listing');

/**
 * Asks to save the build to the account, says it stays Private and how many slots are used;
 * Save (focused) saves, Cancel and Escape close.
 */
export const Private: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole('heading', { name: 'Save Build' })).toBeVisible();
    await expect(within(canvasElement).getByRole('dialog')).toHaveAccessibleDescription(
      'Save "Sandworm Rider" to your account?',
    );
    await expect(listingOf(canvasElement)).toHaveTextContent(
      `Build Listing:Private${LISTING_NOTES.Private}`,
    );
    await expect(dialog.getByText('3/10 save slots used')).toBeVisible();
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();

    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toHaveFocus();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** Listed publicly: the Public note says the handle will appear in public searches. */
export const Public: Story = {
  args: { listing: 'Public', slotsUsed: 9 },
  play: async ({ canvasElement }) => {
    await expect(listingOf(canvasElement)).toHaveTextContent(
      `Build Listing:Public${LISTING_NOTES.Public}`,
    );
    await expect(dialogOf(canvasElement).getByText('9/10 save slots used')).toBeVisible();
  },
};

/** A Restricted build stays Restricted: the moderation message instead of a note. */
export const Restricted: Story = {
  args: { listing: 'Restricted' },
  play: async ({ canvasElement }) => {
    await expect(listingOf(canvasElement)).toHaveTextContent(
      `Build Listing:Restricted${RESTRICTED_LISTING_MESSAGE}`,
    );
  },
};

/** An exported build's sharing reads as Private. */
export const ExportedShownAsPrivate: Story = {
  args: { listing: shownListing('Exported') },
  play: async ({ canvasElement }) => {
    await expect(listingOf(canvasElement)).toHaveTextContent(
      `Build Listing:Private${LISTING_NOTES.Private}`,
    );
  },
};

/** The slot count is not known (still loading, or its call failed): no count is shown. */
export const SlotsUnknown: Story = {
  args: { slotsUsed: null },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.queryByText(/save slots used/)).not.toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** While saving: 'Saving...', both buttons disabled, Escape and ✕ do nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(dialog.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A failed save: the spec's text as an alert inside the dialog; Save tries again. */
export const Failed: Story = {
  args: { error: SAVED_BUILD_TEXTS.saveFailed },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('Failed to save build');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

/** The server's own message (here a 400 for a build that does not fit the game data). */
export const ServerMessage: Story = {
  args: { error: 'The build uses a skill that is not in the game data.' },
  play: async ({ canvasElement }) => {
    await expect(dialogOf(canvasElement).getByRole('alert')).toHaveTextContent(
      'The build uses a skill that is not in the game data.',
    );
  },
};

/** Closed: nothing is rendered. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Phone: a bottom sheet with thumb-sized buttons, Save on top. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { listing: 'Public', error: SAVED_BUILD_TEXTS.saveFailed },
  play: async ({ canvasElement }) => {
    await expectPhoneDialog(canvasElement, () => []);
    const dialog = dialogOf(canvasElement);
    const save = dialog.getByRole('button', { name: 'Save' });
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    await expect(save.getBoundingClientRect().top).toBeLessThan(cancel.getBoundingClientRect().top);
  },
};

/** The dialog holding its note as the planner's store does, so typing shows. */
function WithNote(props: ComponentProps<typeof SaveBuildDialog>) {
  const [note, setNote] = useState(props.note);
  return (
    <SaveBuildDialog
      {...props}
      note={note}
      onNoteChange={(typed) => {
        setNote(typed);
        props.onNoteChange(typed);
      }}
    />
  );
}

const noteField = (canvasElement: HTMLElement) =>
  dialogOf(canvasElement).getByRole('textbox', { name: 'Note for this revision (optional)' });

/** The note is optional: empty, it counts 0 of 200; what is typed is kept for the save. */
export const NoteEmpty: Story = {
  render: (args) => <WithNote {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    const note = noteField(canvasElement);
    await expect(note).toHaveValue('');
    await expect(note).toHaveAccessibleDescription('0/200');
    await userEvent.type(note, 'Retuned');
    await expect(args.onNoteChange).toHaveBeenLastCalledWith('Retuned');
    await expect(note).toHaveAccessibleDescription('7/200');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A migrated build notes its migration unless the player writes a note of their own. */
export const MigratedNote: Story = {
  args: { defaultNote: 'Migrated to 1.5.3.6' },
  play: async ({ canvasElement }) => {
    await expect(noteField(canvasElement)).toHaveAttribute('placeholder', 'Migrated to 1.5.3.6');
  },
};

/** Too long: the reason under the field, and Save waits until it fits. */
export const NoteTooLong: Story = {
  args: { note: 'Spice '.repeat(34) },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    const note = noteField(canvasElement);
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'A revision note has at most 200 characters.',
    );
    await expect(note).toHaveAccessibleDescription(/A revision note has at most 200 characters\.$/);
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Phone: the note field fits the sheet's width. */
export const PhoneNote: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { note: 'Second pass', defaultNote: 'Migrated to 1.5.3.6' },
  play: async ({ canvasElement }) => {
    await expectPhoneDialog(canvasElement, () => []);
    const note = noteField(canvasElement);
    await expect(note).toBeVisible();
    const sheet = within(canvasElement).getByRole('dialog').getBoundingClientRect();
    await expect(note.getBoundingClientRect().right).toBeLessThanOrEqual(sheet.right);
  },
};
