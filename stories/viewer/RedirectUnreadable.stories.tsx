import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Link, Route, Routes, useNavigate } from 'react-router-dom';
import { RedirectUnreadable } from '../../src/viewer/RedirectUnreadable';
import { must } from '../fixtures/must';
import { toasts } from '../fixtures/toasts';
import { VIEWER_URL, withDesktopViewer, withPhoneViewer } from './fixtures';

/**
 * What the viewer shows for a build that came but cannot be read: the spec's toast, once, and
 * the visitor sent on to the community list in place of the build's address.
 */
const meta = {
  title: 'Viewer/RedirectUnreadable',
  component: RedirectUnreadable,
  decorators: [withDesktopViewer],
  // Every address shows it, so it stays on screen after sending the visitor on.
  parameters: { router: { path: '*', initialEntry: `/build-viewer/${VIEWER_URL}` } },
} satisfies Meta<typeof RedirectUnreadable>;
export default meta;
type Story = StoryObj<typeof meta>;

const TEXT = 'Could not load build. Redirecting...';

const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTestId('story-location').textContent;

/** The toasts' texts once one has come; a second would show as a second entry. */
async function expectOneToast() {
  await waitFor(() =>
    expect(toasts().map((toast) => toast.textContent)).toEqual([`Error: ${TEXT}`]),
  );
}

/** An alert named by the spec's text over a spinner saying it, the toast, the community list. */
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert', { name: TEXT });
    await expect(within(alert).getByRole('status', { name: TEXT })).toBeVisible();
    await expect(within(alert).getByText(TEXT)).toBeVisible();
    await waitFor(() => expect(location(canvasElement)).toBe('/community-builds'));
    await expectOneToast();
  },
};

/** In the app's routes: the community list replaces it, and the toast stays over the list. */
export const Redirects: Story = {
  render: () => (
    <Routes>
      <Route path="/build-viewer/:buildId" element={<RedirectUnreadable />} />
      <Route path="/community-builds" element={<p>The community list</p>} />
    </Routes>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The community list')).toBeVisible();
    await expect(canvas.queryByRole('alert', { name: TEXT })).toBeNull();
    await expect(location(canvasElement)).toBe('/community-builds');
    await expectOneToast();
  },
};

/** The list's Back, as the browser's: to where the visitor was before the build. */
function ListWithBack() {
  const navigate = useNavigate();
  return (
    <>
      <p>The community list</p>
      <button
        type="button"
        onClick={() => {
          void navigate(-1);
        }}
      >
        Back
      </button>
    </>
  );
}

/**
 * The build's address is replaced in the history, not added to: Back from the list goes to the
 * page the visitor opened the build from, not to the build again and its redirect.
 */
export const BackSkipsTheBuild: Story = {
  parameters: { router: { path: '*', initialEntry: '/news' } },
  render: () => (
    <Routes>
      <Route path="/news" element={<Link to={`/build-viewer/${VIEWER_URL}`}>Open build</Link>} />
      <Route path="/build-viewer/:buildId" element={<RedirectUnreadable />} />
      <Route path="/community-builds" element={<ListWithBack />} />
    </Routes>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Open build' }));
    await expect(await canvas.findByText('The community list')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('link', { name: 'Open build' })).toBeVisible();
    await expect(location(canvasElement)).toBe('/news');
    await expectOneToast();
  },
};

/** A phone: the spinner in the screen's middle column, the toast inside the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  decorators: [withPhoneViewer],
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: TEXT });
    await expect(status).toBeVisible();
    await expectOneToast();
    const box = must(toasts()[0]).getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
