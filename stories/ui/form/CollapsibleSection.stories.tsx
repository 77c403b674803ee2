import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CollapsibleSection } from '../../../src/ui/form/CollapsibleSection';
import { expectTouchTargets } from '../../planner/dialogs/fixtures/expectations';
import { withPadding } from '../../fixtures/decorators';

const meta = {
  title: 'UI/Form/CollapsibleSection',
  component: CollapsibleSection,
  decorators: [withPadding],
  args: {
    title: 'Change Email',
    summary: 'Currently stilgar@sietch-tabr.example',
    children: <input aria-label="New email" defaultValue="" />,
  },
} satisfies Meta<typeof CollapsibleSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed at first; its heading button opens and closes it, keeping what was typed. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Change Email' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByLabelText('New email')).not.toBeVisible();
    await expectTouchTargets([toggle]);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.type(canvas.getByLabelText('New email'), 'new@sietch.example');
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    await expect(canvas.getByLabelText('New email')).toHaveValue('new@sietch.example');
  },
};

/** Open from the start when asked. */
export const DefaultOpen: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('New email')).toBeVisible();
  },
};
