import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { COMMENT_REPORT_REASONS } from '../../src/api/contract/commentsTexts';
import { ReportReasonForm } from '../../src/viewer/ReportReasonForm';
import { REPORT_FORM_TEXTS } from '../../src/viewer/reportFormTexts';

/** The report form both report dialogs hold. */
const meta = {
  title: 'Viewer/ReportReasonForm',
  component: ReportReasonForm<(typeof COMMENT_REPORT_REASONS)[number]>,
  args: {
    reasons: COMMENT_REPORT_REASONS,
    legend: 'Why should a moderator look at this?',
    name: 'story-reason',
    detailMax: 500,
    busy: false,
    onClose: fn(),
    onSend: fn(),
  },
} satisfies Meta<typeof ReportReasonForm<(typeof COMMENT_REPORT_REASONS)[number]>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A reason is required; the detail is sent trimmed. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: REPORT_FORM_TEXTS.send }));
    await expect(canvas.getByText(REPORT_FORM_TEXTS.reasonRequired)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Harassment' }));
    await userEvent.type(canvas.getByLabelText(REPORT_FORM_TEXTS.detail), ' Rude ');
    await expect(canvas.getByText(REPORT_FORM_TEXTS.count(6, 500))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: REPORT_FORM_TEXTS.send }));
    await expect(args.onSend).toHaveBeenCalledWith({ reason: 'Harassment', detail: 'Rude' });
  },
};

/** On its way: both buttons wait. */
export const Sending: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: REPORT_FORM_TEXTS.sending }),
    ).toBeDisabled();
  },
};

/** The server refused: its words are said. */
export const Refused: Story = {
  args: { error: 'You have already reported this comment.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'You have already reported this comment.',
    );
  },
};
