import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CopyLinkDialog } from '../../../src/builds/dialogs/CopyLinkDialog';
import { expectPhoneDialog } from '../../planner/dialogs/fixtures/expectations';

const URL = 'https://arrakis-planner.example/skill-trees?link=k3y-sandworm-rider-42';

const meta = {
  title: 'Builds/Dialogs/Copy link',
  component: CopyLinkDialog,
  args: { open: true, url: URL, error: null, busy: false, onClose: fn() },
} satisfies Meta<typeof CopyLinkDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('dialog', { name: 'Shareable Link' }));

/** The copy paths a browser offers, replaced per story (the Clipboard API, the old command). */
const copyPaths = {
  writeText: fn<(text: string) => Promise<void>>(),
  execCommand: fn<(command: string) => boolean>(),
};

function withCopyPaths(clipboard: 'works' | 'refused' | 'missing', execCommand: boolean) {
  return () => {
    copyPaths.writeText.mockReset();
    copyPaths.execCommand.mockReset().mockReturnValue(execCommand);
    if (clipboard === 'works') copyPaths.writeText.mockResolvedValue(undefined);
    else copyPaths.writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: clipboard === 'missing' ? undefined : { writeText: copyPaths.writeText },
    });
    Object.defineProperty(document, 'execCommand', {
      configurable: true,
      value: copyPaths.execCommand,
    });
    return () => {
      Reflect.deleteProperty(navigator, 'clipboard');
      Reflect.deleteProperty(document, 'execCommand');
    };
  };
}

/** The link in a read-only field; Copy writes it to the clipboard and shows "Copied!". */
export const Copy: Story = {
  beforeEach: withCopyPaths('works', false),
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    const field = dialog.getByLabelText('Build link');
    await expect(field).toHaveValue(URL);
    await expect(field).toHaveAttribute('readonly');
    const copy = dialog.getByRole('button', { name: 'Copy' });
    await expect(copy).toHaveFocus();
    await userEvent.click(copy);
    await expect(copyPaths.writeText).toHaveBeenCalledWith(URL);
    await expect(await dialog.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveTextContent('Link copied to the clipboard.');
    await expect(copyPaths.execCommand).not.toHaveBeenCalled();
  },
};

/** Clipboard API refused (or missing): the field's text is selected and copied the old way. */
export const CopyFallback: Story = {
  beforeEach: withCopyPaths('refused', true),
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Copy' }));
    await expect(await dialog.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(copyPaths.execCommand).toHaveBeenCalledWith('copy');
    const field = dialog.getByLabelText<HTMLInputElement>('Build link');
    await expect(field).toHaveFocus();
    await expect([field.selectionStart, field.selectionEnd]).toEqual([0, URL.length]);
  },
};

/** Nothing can copy: the link stays selected and the player is told how to copy it. */
export const CopyByHand: Story = {
  beforeEach: withCopyPaths('missing', false),
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Copy' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      'The link is selected: copy it with Ctrl+C',
    );
    await expect(dialog.getByRole('button', { name: 'Copy' })).toBeVisible();
    await expect(copyPaths.writeText).not.toHaveBeenCalled();
  },
};

/** While the link is made: a spinner, no field. */
export const Busy: Story = {
  args: { url: null, busy: true },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole('status', { name: 'Generating link…' })).toBeInTheDocument();
    await expect(dialog.queryByLabelText('Build link')).not.toBeInTheDocument();
  },
};

function errorStory(error: string): Story {
  return {
    args: { url: null, error },
    play: async ({ canvasElement, args }) => {
      const dialog = dialogOf(canvasElement);
      await expect(dialog.getByRole('alert')).toHaveTextContent(error);
      await expect(dialog.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
      await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
      await expect(args.onClose).toHaveBeenCalled();
    },
  };
}

export const Failed = errorStory('Failed to generate link.');
export const ServerIssue = errorStory('Failed to generate link due to a server issue.');
export const Offline = errorStory('Failed to generate link. Please check your connection.');

/** Phone: bottom sheet, the field and Copy stacked at full width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expectPhoneDialog(canvasElement, (dialog) => [dialog.getByLabelText('Build link')]);
  },
};
