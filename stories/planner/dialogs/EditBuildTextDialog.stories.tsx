import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EditBuildTextDialog } from '../../../src/planner/dialogs/EditBuildTextDialog';
import { expectPhoneDialog } from './fixtures/expectations';

const meta = {
  title: 'Planner/Dialogs/Edit title and description',
  component: EditBuildTextDialog,
  args: {
    open: true,
    title: 'Sandworm Rider',
    description: 'A fast Swordmaster build for the Deep Desert.',
    onSave: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof EditBuildTextDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('dialog', { name: 'Edit Title and Description' }));

/** Starts from the build's texts, title focused and selected; Save reports the texts and closes. */
export const EditAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    const title = dialog.getByLabelText('Build title');
    await expect(title).toHaveValue('Sandworm Rider');
    await expect(title).toHaveFocus();
    await expect(title).toHaveAccessibleDescription('14/64');
    await expect(dialog.getByText('45/256')).toBeVisible();
    await userEvent.keyboard('Sietch Guardian');
    await expect(dialog.getByText('15/64')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      title: 'Sietch Guardian',
      description: 'A fast Swordmaster build for the Deep Desert.',
    });
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Typing past 64 characters is refused; the counter stops at 64/64 and says so politely. */
export const TitleLimit: Story = {
  args: { title: '' },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    const title = dialog.getByLabelText('Build title');
    await userEvent.type(title, 'x'.repeat(70));
    await expect(title).toHaveValue('x'.repeat(64));
    await expect(dialog.getByText('64/64')).toBeVisible();
    await expect(dialog.getByText('Limit reached: 64 characters.')).toBeInTheDocument();
  },
};

/** The description stops at 256 characters. */
export const DescriptionLimit: Story = {
  args: { description: 'd'.repeat(250) },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    const description = dialog.getByLabelText('Description');
    await userEvent.type(description, 'e'.repeat(10));
    await expect(description).toHaveValue(`${'d'.repeat(250)}${'e'.repeat(6)}`);
    await expect(dialog.getByText('256/256')).toBeVisible();
  },
};

/** Both fields full: the counters read 64/64 and 256/256. */
export const Full: Story = {
  args: { title: 'T'.repeat(64), description: 'D'.repeat(256) },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByText('64/64')).toBeVisible();
    await expect(dialog.getByText('256/256')).toBeVisible();
  },
};

/** Empty fields save as the defaults 'Build Title' and 'Build description'. */
export const EmptySavesDefaults: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.clear(dialog.getByLabelText('Build title'));
    await userEvent.clear(dialog.getByLabelText('Description'));
    await expect(dialog.getByText('0/64')).toBeVisible();
    await expect(dialog.getByLabelText('Build title')).toHaveAttribute(
      'placeholder',
      'Build Title',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      title: 'Build Title',
      description: 'Build description',
    });
  },
};

/** Enter in the title saves, like any form. */
export const EnterSaves: Story = {
  play: async ({ args }) => {
    await userEvent.keyboard('Dune Walker{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({
      title: 'Dune Walker',
      description: 'A fast Swordmaster build for the Deep Desert.',
    });
  },
};

/** Cancel and Escape close without saving. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.type(dialog.getByLabelText('Build title'), 'Changed');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Phone: a bottom sheet, 44px fields and buttons. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expectPhoneDialog(canvasElement, (dialog) => [dialog.getByLabelText('Build title')]);
  },
};
