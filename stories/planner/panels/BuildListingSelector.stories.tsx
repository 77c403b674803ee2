import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BuildListingSelector } from '../../../src/planner/panels/BuildListingSelector';
import {
  IMPORTED_LISTING_MESSAGE,
  LISTING_NOTES,
  RESTRICTED_LISTING_MESSAGE,
  listingChoice,
  shownListing,
  type ChosenListing,
  type Listing,
} from '../../../src/skills/buildListing';
import { PHONE, expectPhoneLayout, withNarrowPhone } from '../../account/fixtures';

/** What the header card passes for a build of this sharing, imported or not. */
function listingArgs(sharing: unknown, imported = false) {
  return {
    listing: shownListing(sharing),
    choice: listingChoice({ buildSharing: shownListing(sharing) }, imported),
  };
}

/** The Build Listing selector of the planner's header card (spec §4 "Build sharing"). */
const meta = {
  title: 'Planner/Panels/Build listing selector',
  component: BuildListingSelector,
  // The header card's right column on wider screens; the phone story sets its own width.
  decorators: [
    (Story) => (
      <div className="sm:max-w-sm sm:p-6">
        <Story />
      </div>
    ),
  ],
  args: { ...listingArgs('Private'), onChoose: fn() },
} satisfies Meta<typeof BuildListingSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

const selectOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole<HTMLSelectElement>('combobox', { name: 'Build Listing' });

const optionNames = (select: HTMLSelectElement) => [...select.options].map((o) => o.text);

/** Private: Private and Public to choose from, the Private note; choosing Public reports it. */
export const Private: Story = {
  play: async ({ canvasElement, args }) => {
    const select = selectOf(canvasElement);
    await expect(select).toBeEnabled();
    await expect(select).toHaveValue('Private');
    await expect(optionNames(select)).toEqual(['Private', 'Public']);
    await expect(select).toHaveAccessibleDescription('Your build will not be listed publicly');
    await userEvent.selectOptions(select, 'Public');
    await expect(args.onChoose).toHaveBeenCalledOnce();
    await expect(args.onChoose).toHaveBeenCalledWith('Public');
  },
};

/** Public: the Public note; choosing Private reports it. */
export const Public: Story = {
  args: listingArgs('Public'),
  play: async ({ canvasElement, args }) => {
    const select = selectOf(canvasElement);
    await expect(select).toHaveValue('Public');
    await expect(select).toHaveAccessibleDescription(
      'Your build and handle will appear in public searches once saved.',
    );
    await userEvent.selectOptions(select, 'Private');
    await expect(args.onChoose).toHaveBeenCalledOnce();
    await expect(args.onChoose).toHaveBeenCalledWith('Private');
  },
};

/** An exported build (or one with an unknown sharing) reads as Private and can be listed. */
export const ExportedShownAsPrivate: Story = {
  args: listingArgs('Exported'),
  play: async ({ canvasElement }) => {
    const select = selectOf(canvasElement);
    await expect(select).toBeEnabled();
    await expect(select).toHaveValue('Private');
    await expect(optionNames(select)).toEqual(['Private', 'Public']);
    await expect(select).toHaveAccessibleDescription(LISTING_NOTES.Private);
  },
};

/** Focus, then a key or a click on a disabled select: nothing is chosen. */
async function expectLocked(select: HTMLSelectElement, onChoose: unknown, value: string) {
  await expect(select).toBeDisabled();
  await userEvent.click(select);
  await userEvent.keyboard('{ArrowDown}{ArrowUp}');
  await expect(select).not.toHaveFocus();
  await expect(select).toHaveValue(value);
  await expect(onChoose).not.toHaveBeenCalled();
}

/** Restricted by moderation: shown as Restricted, disabled, with the spec's message. */
export const Restricted: Story = {
  args: listingArgs('Restricted'),
  play: async ({ canvasElement, args }) => {
    const select = selectOf(canvasElement);
    await expect(select).toHaveValue('Restricted');
    await expect(optionNames(select)).toEqual(['Private', 'Public', 'Restricted']);
    await expect(select).toHaveAccessibleDescription(RESTRICTED_LISTING_MESSAGE);
    await expect(within(canvasElement).getByText(RESTRICTED_LISTING_MESSAGE)).toBeVisible();
    await expectLocked(select, args.onChoose, 'Restricted');
  },
};

/** An imported build cannot be listed: disabled, with the reason. */
export const Imported: Story = {
  args: listingArgs('Private', true),
  play: async ({ canvasElement, args }) => {
    const select = selectOf(canvasElement);
    await expect(select).toHaveValue('Private');
    await expect(optionNames(select)).toEqual(['Private', 'Public']);
    await expect(select).toHaveAccessibleDescription(IMPORTED_LISTING_MESSAGE);
    await expect(within(canvasElement).queryByText(LISTING_NOTES.Private)).not.toBeInTheDocument();
    await expectLocked(select, args.onChoose, 'Private');
  },
};

/** An imported build that was Public where it came from: still locked, shown as it was. */
export const ImportedPublic: Story = {
  args: listingArgs('Public', true),
  play: async ({ canvasElement, args }) => {
    const select = selectOf(canvasElement);
    await expect(select).toHaveAccessibleDescription(IMPORTED_LISTING_MESSAGE);
    await expectLocked(select, args.onChoose, 'Public');
  },
};

/** An imported build moderation restricted: the Restricted message wins. */
export const ImportedRestricted: Story = {
  args: listingArgs('Restricted', true),
  play: async ({ canvasElement }) => {
    await expect(selectOf(canvasElement)).toHaveAccessibleDescription(RESTRICTED_LISTING_MESSAGE);
  },
};

function SelectorWithState({ onChoose }: { onChoose: (listing: ChosenListing) => void }) {
  const [listing, setListing] = useState<Listing>('Private');
  return (
    <BuildListingSelector
      listing={listing}
      choice={listingChoice({ buildSharing: listing }, false)}
      onChoose={(chosen) => {
        onChoose(chosen);
        setListing(chosen);
      }}
    />
  );
}

/** In the planner the choice sticks: the note follows the listing both ways, by keyboard too. */
export const Choosing: Story = {
  render: (args) => <SelectorWithState onChoose={args.onChoose} />,
  play: async ({ canvasElement, args }) => {
    const select = selectOf(canvasElement);
    await userEvent.selectOptions(select, 'Public');
    await expect(select).toHaveValue('Public');
    await expect(select).toHaveAccessibleDescription(LISTING_NOTES.Public);
    await userEvent.selectOptions(select, 'Private');
    await expect(select).toHaveAccessibleDescription(LISTING_NOTES.Private);
    await expect(args.onChoose).toHaveBeenNthCalledWith(1, 'Public');
    await expect(args.onChoose).toHaveBeenNthCalledWith(2, 'Private');
  },
};

/** Phone: the label beside a select that fills the rest of the row, thumb-sized; the note wraps. */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  args: listingArgs('Restricted'),
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
    const select = selectOf(canvasElement);
    await expect(Math.round(select.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44);
    const column = canvasElement.querySelector<HTMLElement>('[data-narrow-phone]');
    await expect(column).not.toBeNull();
    const row = column?.getBoundingClientRect();
    const box = select.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan((row?.width ?? 0) * 0.5);
    await expect(Math.abs(box.right - (row?.right ?? 0))).toBeLessThan(2);
  },
};
