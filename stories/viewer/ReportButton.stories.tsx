import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiRequestError } from '../../src/api/requestJson';
import { Toasts } from '../../src/ui/toast';
import { ReportButton } from '../../src/viewer/ReportButton';
import { REPORT_FORM_TEXTS } from '../../src/viewer/reportFormTexts';
import { expectPhoneDialog } from '../planner/dialogs/fixtures/expectations';
import { toasts } from '../fixtures/toasts';
import { ADMIN_TEXTS, REPORT_DETAIL_MAX } from '../../src/api/contract/adminTexts';

const withToasts: Decorator = (Story) => (
  <div className="p-6">
    <Story />
    <Toasts />
  </div>
);

const LINK = 'https://arrakis.example/build-viewer/gravgun1';

/** The viewer's Report button and its dialog, over a stand-in for the report call. */
const meta = {
  title: 'Viewer/ReportButton',
  component: ReportButton,
  decorators: [withToasts],
  args: {
    link: LINK,
    author: 'Rabban',
    send: fn(() => Promise.resolve({ message: 'Reported.' })),
  },
  parameters: {
    session: { username: 'Stilgar', email: 's@x.example', role: 'user', avatarUrl: null },
  },
} satisfies Meta<typeof ReportButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () =>
  within(within(document.body).getByRole('dialog', { name: ADMIN_TEXTS.reportTitle }));

/** A reason is required; the detail counts its characters; sent: the thank-you toast. */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Report' }));
    await userEvent.click(dialog().getByRole('button', { name: 'Send report' }));
    await expect(dialog().getByText(REPORT_FORM_TEXTS.reasonRequired)).toBeVisible();
    await expect(args.send).not.toHaveBeenCalled();
    await userEvent.click(dialog().getByRole('radio', { name: 'Offensive language' }));
    await userEvent.type(dialog().getByLabelText('Details (optional)'), 'Slur in the guide');
    await expect(dialog().getByText(`17/${REPORT_DETAIL_MAX} characters`)).toBeVisible();
    await userEvent.click(dialog().getByRole('button', { name: 'Send report' }));
    await expect(args.send).toHaveBeenCalledWith('gravgun1', {
      reason: 'Offensive language',
      detail: 'Slur in the guide',
    });
    await waitFor(() => expect(toasts()[0]).toHaveTextContent(ADMIN_TEXTS.reportSent));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** 409: already reported. */
export const AlreadyReported: Story = {
  args: { send: fn(() => Promise.reject(new ApiRequestError('Conflict', 409))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Report' }));
    await userEvent.click(dialog().getByRole('radio', { name: 'Other' }));
    await userEvent.click(dialog().getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(toasts()[0]).toHaveTextContent(ADMIN_TEXTS.alreadyReported));
  },
};

/** 429: too many reports; the dialog stays for a later try. */
export const TooMany: Story = {
  args: { send: fn(() => Promise.reject(new ApiRequestError('Too Many Requests', 429))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Report' }));
    await userEvent.click(dialog().getByRole('radio', { name: 'Other' }));
    await userEvent.click(dialog().getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(toasts()[0]).toHaveTextContent(ADMIN_TEXTS.tooManyReports));
    await expect(dialog().getByRole('button', { name: 'Send report' })).toBeEnabled();
  },
};

/** The author's own build: no Report. */
export const OwnBuild: Story = {
  args: { author: 'Stilgar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Report' })).toBeNull();
  },
};

/** A hand-over without a url: nothing to report. */
export const HandOver: Story = {
  args: { link: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Report' })).toBeNull();
  },
};

/** A visitor may report too. */
export const Visitor: Story = {
  parameters: { session: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Report' })).toBeVisible();
  },
};

/** On a phone the dialog is a bottom sheet with thumb-sized choices. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Report' }));
    await expectPhoneDialog(document.body, (d) =>
      d.getAllByRole('radio').map((radio) => radio.closest('label') as HTMLElement),
    );
  },
};
