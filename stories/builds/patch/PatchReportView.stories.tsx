import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PatchReportView } from '../../../src/builds/patch/PatchReportView';
import type { PatchReport } from '../../../src/skills/patchReport';
import { PHONE } from '../../admin/fixtures';

const SPAN = {
  label: 'between launch and 1.5.3.6 (2025-06-10 to 2026-10-06)',
  version: null,
  sureness: 'unconfirmed',
} as const;
const V15 = { label: '1.5 (2026-09-17)', version: '1.5', sureness: 'named' } as const;
const V15_LIKELY = { ...V15, sureness: 'likely' } as const;

const VALID: PatchReport = {
  from: 'launch',
  to: '1.5.3.6',
  items: [
    {
      kind: 'levels',
      skillId: 37,
      text: 'Stunner has 3 levels now (was 1)',
      dating: V15,
      breaks: false,
    },
    {
      kind: 'numbers',
      skillId: 37,
      text: 'Stunner: the numbers of level 1 changed',
      dating: V15_LIKELY,
      breaks: false,
    },
    {
      kind: 'numbers',
      skillId: 6,
      text: 'Field Maintenance: the numbers of levels 1-2 changed',
      dating: SPAN,
      breaks: false,
    },
  ],
};

const NEEDS_ATTENTION: PatchReport = {
  from: 'launch',
  to: '1.5.3.6',
  items: [
    ...VALID.items,
    {
      kind: 'points',
      skillId: null,
      text: "Spends 200 SP at 1.5.3.6's costs, over the character's budget of 60 SP (level 60, Combat 0)",
      dating: SPAN,
      breaks: true,
    },
    {
      kind: 'slot',
      skillId: 37,
      text: 'Stunner can no longer be in the active abilities (slot 1)',
      dating: SPAN,
      breaks: true,
    },
  ],
};

const NUMBERS_ONLY: PatchReport = {
  from: 'launch',
  to: '1.5.3.6',
  items: VALID.items.filter((item) => item.kind === 'numbers'),
};

/** The patch report of a build made with an older game version: props only. */
const meta = {
  title: 'Builds/Patch/PatchReportView',
  component: PatchReportView,
  decorators: [
    (Story) => (
      <div className="max-w-xl p-4">
        <Story />
      </div>
    ),
  ],
  args: { report: VALID, status: { valid: true, label: 'valid on 1.5.3.6' } },
} satisfies Meta<typeof PatchReportView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Valid on the current version: changes listed, each dated, the unsure ones marked. */
export const Valid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('version-status')).toHaveTextContent('valid on 1.5.3.6');
    await expect(canvas.getByRole('heading', { name: 'Levels and costs' })).toBeVisible();
    const items = canvas.getAllByTestId('patch-item');
    await expect(items[0]).toHaveTextContent('Stunner has 3 levels now (was 1) · 1.5 (2026-09-17)');
    await expect(items[0]).not.toHaveTextContent(/likely|unconfirmed/i);
    await expect(items[1]).toHaveTextContent(/1\.5 \(2026-09-17\)likely$/i);
    await expect(items[2]).toHaveTextContent(
      /between launch and 1\.5\.3\.6 \(2025-06-10 to 2026-10-06\)unconfirmed$/i,
    );
    await expect(canvas.queryByText('Must change:')).not.toBeInTheDocument();
  },
};

/** Needs attention: what breaks the build says so in words, first. */
export const NeedsAttention: Story = {
  args: { report: NEEDS_ATTENTION, status: { valid: false, label: 'needs attention' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('version-status')).toHaveTextContent('needs attention');
    const headings = canvas.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    await expect(headings).toEqual(['Skill points', 'Active slots', 'Levels and costs', 'Numbers']);
    await expect(canvas.getAllByText('Must change:')).toHaveLength(2);
  },
};

/** Only numbers changed: reported, and the build stays valid. */
export const NumberChangesOnly: Story = {
  args: { report: NUMBERS_ONLY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('version-status')).toHaveTextContent('valid on 1.5.3.6');
    await expect(canvas.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Numbers',
    ]);
  },
};

/** Nothing the build takes changed. */
export const Empty: Story = {
  args: { report: { from: 'launch', to: '1.5.3.6', items: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing this build takes changed up to 1.5.3.6.')).toBeVisible();
  },
};

/** On a phone the long dated lines wrap inside the screen. */
export const Phone: Story = {
  globals: PHONE,
  args: { report: NEEDS_ATTENTION, status: { valid: false, label: 'needs attention' } },
  play: async ({ canvasElement }) => {
    const report = within(canvasElement).getByTestId('patch-report');
    await expect(report.scrollWidth).toBeLessThanOrEqual(report.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
