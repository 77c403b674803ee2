import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  BuildGuideEditor,
  type BuildGuideEditorProps,
} from '../../../src/planner/guide/BuildGuideEditor';
import { withPadding } from '../../fixtures/decorators';
import { expectTouchTargets } from '../dialogs/fixtures/expectations';
import { FULL_GUIDE, HOSTILE_GUIDE } from '../../builds/guide/guideSamples';

/** The editor as the page holds it: the value lives in the page's state. */
function ControlledEditor(props: BuildGuideEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <section aria-labelledby="guide-heading" className="max-w-3xl">
      <h2 id="guide-heading" className="mb-3 font-display text-2xl font-semibold text-sand-50">
        Build Guide
      </h2>
      <BuildGuideEditor
        {...props}
        value={value}
        onChange={(next) => {
          props.onChange(next);
          setValue(next);
        }}
      />
    </section>
  );
}

const meta = {
  title: 'Planner/Guide/Build guide editor',
  component: BuildGuideEditor,
  render: (args) => <ControlledEditor {...args} />,
  decorators: [withPadding],
  args: { value: '', onChange: fn() },
} satisfies Meta<typeof BuildGuideEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the counter reads 0/4000 and follows the typing. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Build guide' });
    await expect(canvas.getByText('0/4000')).toBeVisible();
    await userEvent.type(field, '# Hello');
    await expect(canvas.getByText('7/4000')).toBeVisible();
    await expect(field).toHaveAccessibleDescription(/7\/4000/);
    await expect(args.onChange).toHaveBeenLastCalledWith('# Hello');
  },
};

/** Preview renders the guide as players will see it; Write brings the text back. */
export const Preview: Story = {
  args: { value: FULL_GUIDE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const write = canvas.getByRole('tab', { name: 'Write' });
    const preview = canvas.getByRole('tab', { name: 'Preview' });
    await expect(write).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(preview);
    await expect(preview).toHaveAttribute('aria-selected', 'true');
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'Sandworm Rider' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    // Arrow keys move between the tabs.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(write).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Build guide' })).toHaveValue(FULL_GUIDE);
  },
};

/** An empty preview says so. */
export const EmptyPreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Preview' }));
    await expect(canvas.getByText('Nothing to preview yet.')).toBeVisible();
  },
};

/** javascript: links are neutralised in the preview too. */
export const PreviewNeutralisesLinks: Story = {
  args: { value: HOSTILE_GUIDE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Preview' }));
    await canvas.findByRole('link', { name: /web/ });
    await expect(canvas.getByText('click me').closest('a')).toBeNull();
    await expect(canvasElement.querySelector('[href^="javascript" i]')).toBeNull();
  },
};

/** At 4000 characters typing is refused; the counter says 4000/4000. */
export const Full: Story = {
  args: { value: 'S'.repeat(4000) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Build guide' });
    await expect(canvas.getByText('4000/4000')).toBeVisible();
    await userEvent.type(field, 'more');
    await expect(field).toHaveValue('S'.repeat(4000));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('Limit reached: 4000 characters.')).toBeInTheDocument();
  },
};

/** Read-only (the viewer): the rendered guide, no field, no tabs. */
export const ReadOnly: Story = {
  args: { value: FULL_GUIDE, readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Gear' })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('tab')).not.toBeInTheDocument();
  },
};

/** Read-only and empty: 'This build has no guide.' */
export const ReadOnlyEmpty: Story = {
  args: { value: '', readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This build has no guide.')).toBeVisible();
  },
};

/** Phone: the tabs are 44px targets; the field spans the width. */
export const Phone: Story = {
  args: { value: FULL_GUIDE },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTouchTargets(canvas.getAllByRole('tab'));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
