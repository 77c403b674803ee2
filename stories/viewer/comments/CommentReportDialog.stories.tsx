import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  COMMENT_REPORT_DETAIL_MAX,
  COMMENT_REPORT_REASONS,
  COMMENT_TEXTS,
} from '../../../src/api/contract/commentsTexts';
import { CommentReportDialog } from '../../../src/viewer/comments/CommentReportDialog';
import { COMMENTS_VIEW_TEXTS } from '../../../src/viewer/comments/commentsViewTexts';
import { REPORT_FORM_TEXTS } from '../../../src/viewer/reportFormTexts';
import { expectPhoneDialog } from '../../planner/dialogs/fixtures/expectations';
import { withPadding } from '../../fixtures/decorators';

/** 'Report this comment' by itself: the reasons, the detail, sending, a refusal, a phone. */
const meta = {
  title: 'Viewer/Comments/CommentReportDialog',
  component: CommentReportDialog,
  decorators: [withPadding],
  args: { open: true, busy: false, error: null, onClose: fn(), onSend: fn() },
} satisfies Meta<typeof CommentReportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () =>
  within(within(document.body).getByRole('dialog', { name: COMMENT_TEXTS.reportTitle }));

/** A reason is required; the detail counts its characters; Send gives both. */
export const Send: Story = {
  play: async ({ args }) => {
    const reasons = dialog().getByRole('group', { name: COMMENT_TEXTS.reportReasonLabel });
    await expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual([...COMMENT_REPORT_REASONS]);
    await userEvent.click(dialog().getByRole('button', { name: COMMENTS_VIEW_TEXTS.sendReport }));
    await expect(dialog().getByText(REPORT_FORM_TEXTS.reasonRequired)).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.click(dialog().getByRole('radio', { name: 'Harassment' }));
    await expect(dialog().queryByText(REPORT_FORM_TEXTS.reasonRequired)).toBeNull();
    await userEvent.type(dialog().getByLabelText(COMMENTS_VIEW_TEXTS.reportDetail), ' Again ');
    await expect(dialog().getByText(`7/${COMMENT_REPORT_DETAIL_MAX} characters`)).toBeVisible();
    await userEvent.click(dialog().getByRole('button', { name: COMMENTS_VIEW_TEXTS.sendReport }));
    await expect(args.onSend).toHaveBeenCalledWith({ reason: 'Harassment', detail: 'Again' });
  },
};

/** On its way: nothing can be pressed, and the dialog cannot be closed. */
export const Sending: Story = {
  args: { busy: true },
  play: async () => {
    await expect(
      dialog().getByRole('button', { name: COMMENTS_VIEW_TEXTS.sending }),
    ).toBeDisabled();
    await expect(dialog().getByRole('button', { name: 'Close' })).toBeDisabled();
  },
};

/** A refusal is said in the dialog, which stays for another try. */
export const Refused: Story = {
  args: { error: COMMENT_TEXTS.ownReport },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent(COMMENT_TEXTS.ownReport);
    await expect(
      dialog().getByRole('button', { name: COMMENTS_VIEW_TEXTS.sendReport }),
    ).toBeEnabled();
  },
};

/** On a phone the dialog is a bottom sheet with thumb-sized choices. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    await expectPhoneDialog(document.body, (d) =>
      d.getAllByRole('radio').map((radio) => radio.closest('label') as HTMLElement),
    );
  },
};
