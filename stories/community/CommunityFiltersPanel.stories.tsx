import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CommunityFiltersPanel } from '../../src/community/CommunityFiltersPanel';
import { NO_FILTERS } from '../../src/api/contract/communityFilters';
import { SEARCH_TOO_SHORT } from '../../src/api/contract/publicBuildsTexts';
import { expectPhoneLayout, PHONE, withNarrowPhone } from '../account/fixtures';
import { withPageFrame } from '../fixtures/decorators';
import { expectNoApiRequest } from '../fixtures/noNetwork';

/** The community list's filters by themselves (props only). */
const meta = {
  title: 'Community/CommunityFiltersPanel',
  component: CommunityFiltersPanel,
  decorators: [withPageFrame],
  args: {
    filters: NO_FILTERS,
    searchText: '',
    onSearchTextChange: fn(),
    onChange: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof CommunityFiltersPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nothing set: every select on All with its choices (24 main tags, 3 type tags, 5 classes), the
 * boxes unticked, the sort note and the red note; each control reports its change.
 */
export const Cleared: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const mainTag = canvas.getByRole('combobox', { name: 'Main Tag' });
    await expect(within(mainTag).getAllByRole('option')).toHaveLength(25);
    await expect(mainTag).toHaveDisplayValue('All');
    const typeTag = canvas.getByRole('combobox', { name: 'Type Tag' });
    await expect(
      within(typeTag)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Leveling Build', 'End Game Build', 'Deep Desert Build']);
    const buildClass = canvas.getByRole('combobox', { name: 'Class' });
    await expect(
      within(buildClass)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All',
      'Trooper',
      'Mentat',
      'Planetologist',
      'Bene Gesserit Acolyte',
      'Swordmaster',
    ]);
    await expect(
      canvas.getByText('Selecting both prioritises likes first, then newest.'),
    ).toBeVisible();
    await expect(canvas.getByText('A more advanced search is in development.')).toBeVisible();

    await userEvent.selectOptions(mainTag, 'Crafter');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, mainTag: 'Crafter' });
    await userEvent.selectOptions(buildClass, 'Swordmaster');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...NO_FILTERS,
      buildClass: 'swordmaster',
    });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Newest Builds' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, newest: true });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search titles' }), 'w');
    await expect(args.onSearchTextChange).toHaveBeenLastCalledWith('w');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expectNoApiRequest();
  },
};

/** Every filter set: each control shows it; choosing All clears one. */
export const AllSet: Story = {
  args: {
    filters: {
      mainTag: 'Surveyor/Explorer',
      typeTag: 'Deep Desert Build',
      buildClass: 'planetologist',
      search: 'spice',
      mostLikes: true,
      newest: true,
      validOnly: true,
      since: '1.5',
    },
    searchText: 'spice',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Main Tag' })).toHaveDisplayValue(
      'Surveyor/Explorer',
    );
    await expect(canvas.getByRole('combobox', { name: 'Type Tag' })).toHaveDisplayValue(
      'Deep Desert Build',
    );
    await expect(canvas.getByRole('combobox', { name: 'Class' })).toHaveDisplayValue(
      'Planetologist',
    );
    await expect(canvas.getByRole('searchbox', { name: 'Search titles' })).toHaveValue('spice');
    await expect(canvas.getByRole('checkbox', { name: 'Most Likes' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Newest Builds' })).toBeChecked();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type Tag' }), 'All');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...args.filters, typeTag: null });
  },
};

/**
 * A search with no word of three letters: the box says what to type (the list is not asked for
 * it, and the server would refuse it), and stops saying so once a word is long enough.
 */
export const SearchTooShort: Story = {
  args: { searchText: 'zq' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search titles' });
    await expect(box).toHaveAccessibleDescription(SEARCH_TOO_SHORT);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(SEARCH_TOO_SHORT)).toBeVisible();
    await expectNoApiRequest();
  },
};

/** The search hint on the narrowest phone: it wraps under the box, nothing off the side. */
export const SearchTooShortPhone: Story = {
  args: { searchText: 'zq' },
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(SEARCH_TOO_SHORT)).toBeVisible();
    await expectPhoneLayout(canvasElement);
  },
};

/** On the narrowest phone: stacked, 44px targets, nothing off the side. */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};
