import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompareLegend } from '../../../src/viewer/compare/CompareLegend';
import { CompareList } from '../../../src/viewer/compare/CompareList';
import { CompareRespec } from '../../../src/viewer/compare/CompareRespec';
import { CompareSideCard } from '../../../src/viewer/compare/CompareSideCard';
import { CopyCompareLink } from '../../../src/viewer/compare/CopyCompareLink';
import { MarkBadge } from '../../../src/viewer/compare/MarkBadge';
import { withDesktopViewer, withPhoneViewer } from '../fixtures';
import { CODE_SEGMENT, COMPARE_ENTRY, compareAnswer } from './fixtures';

/**
 * The compare page's parts on their own: the legend, the list (full and empty), the respec
 * (fitting, too large, Spice unknown), each side's card (saved, link, migrated code) and Copy
 * link (copied, refused), on desktop and phone.
 */
const meta = {
  title: 'Viewer/Compare/Parts',
  decorators: [withDesktopViewer],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const answer = compareAnswer(true);

/** Every state's letter and meaning, the same badges the list and trees carry. */
export const Legend: Story = {
  render: () => <CompareLegend />,
  play: async ({ canvasElement }) => {
    const legend = within(canvasElement).getByTestId('compare-legend');
    for (const text of ['=', 'A', 'B', 'A→B', 'Taken by both', 'In both, at another level']) {
      await expect(legend).toHaveTextContent(text);
    }
  },
};

/** The list: per class, every skill with its mark and both levels. */
export const List: Story = {
  render: () => <CompareList classes={answer.compare.classes} />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByTestId('compare-list');
    await expect(list).toHaveTextContent('A: level');
    await expect(list).toHaveTextContent('not taken');
  },
};

/** Neither build takes a skill. */
export const EmptyList: Story = {
  render: () => <CompareList classes={[]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Neither build takes a skill.')).toBeVisible();
  },
};

/** The respec: points refunded and spent, and the Spice ladder. */
export const Respec: Story = {
  render: () => <CompareRespec respec={answer.compare.respec} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('compare-respec')).toHaveTextContent(
      `refunds all ${String(answer.compare.respec.refund)} SP`,
    );
    await expect(canvas.getByTestId('compare-respec-spice')).toHaveTextContent(
      'free for a first respec',
    );
  },
};

/** B needs more than A's budget, and the data gives no Spice ladder. */
export const RespecTooLargeAndUnknownSpice: Story = {
  render: () => (
    <CompareRespec
      respec={{ ...answer.compare.respec, fits: false, budget: 40, spend: 52, spice: null }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/needs more than the 40 SP/)).toBeVisible();
    await expect(canvas.getByText(/Spice cost is unknown/)).toBeVisible();
  },
};

/** A saved build's card, with its author and viewer link, and a migrated share code's. */
export const SideCards: Story = {
  render: () => (
    <div className="grid gap-3 md:grid-cols-2">
      <CompareSideCard name="A" side={answer.a} segment="k7Qm2xPz9A" comparedOn="1.5" />
      <CompareSideCard name="B" side={answer.b} segment={CODE_SEGMENT} comparedOn="1.5" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('compare-side-A')).toHaveTextContent('by Stilgar');
    await expect(canvas.getByRole('link', { name: /Open in the planner/ })).toHaveAttribute(
      'href',
      `/skill-trees#build=${CODE_SEGMENT}`,
    );
    await expect(canvas.getByTestId('compare-migrated-B')).toHaveTextContent('refunded');
  },
};

/** The side cards on a phone: one column, nothing wider than the screen. */
export const SideCardsPhone: Story = {
  ...SideCards,
  decorators: [withPhoneViewer],
  globals: { viewport: { value: 'phone' } },
};

/** Each state's badge: its letter and its own border, so neither relies on colour. */
export const MarkBadges: Story = {
  render: () => (
    <div data-testid="badges" className="flex gap-2 p-4">
      <MarkBadge state="both" />
      <MarkBadge state="only-a" />
      <MarkBadge state="only-b" />
      <MarkBadge state="changed" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = within(canvasElement).getByTestId('badges').children;
    await expect([...badges].map((badge) => badge.textContent)).toEqual(['=', 'A', 'B', 'A→B']);
    const borders = [...badges].map((badge) => getComputedStyle(badge).borderTopStyle);
    await expect(new Set(borders).size).toBe(4);
  },
};

/** An anonymous share link's side: no author and no viewer page, so it opens in the planner. */
export const LinkSideCard: Story = {
  render: () => (
    <CompareSideCard
      name="A"
      side={{ ...answer.a, author: null, url: null }}
      segment="Lk4Rt8Vw2Q"
      comparedOn="1.5"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('compare-side-A')).not.toHaveTextContent('by ');
    await expect(canvas.getByRole('link', { name: /Open in the planner/ })).toHaveAttribute(
      'href',
      '/skill-trees?link=Lk4Rt8Vw2Q',
    );
  },
};

/** Copy link, copied: the address with the browser's origin. */
const copied = fn((_text: string) => Promise.resolve(true));
export const CopyLink: Story = {
  render: () => <CopyCompareLink path={COMPARE_ENTRY} copy={copied} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(await canvas.findByText('Link copied.')).toBeVisible();
    await expect(copied).toHaveBeenCalledWith(`${window.location.origin}${COMPARE_ENTRY}`);
  },
};
