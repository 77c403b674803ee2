import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CommunityFiltersPanel } from '../../src/community/CommunityFiltersPanel';
import { NO_FILTERS } from '../../src/api/contract/communityFilters';
import { COMMUNITY_TEXTS } from '../../src/api/contract/publicBuildsTexts';
import { expectPhoneLayout, PHONE, withNarrowPhone } from '../account/fixtures';
import { withPageFrame } from '../fixtures/decorators';
import { expectNoApiRequest } from '../fixtures/noNetwork';
import { STORY_PATCHES, STORY_SKILLS, storySkill } from './fixtures';
import { SKILL_FILTER_TEXTS } from '../../src/community/SkillUseFilter';
import { MOST_FAVOURITED, unknownPatchNotice } from '../../src/community/CommunityFiltersPanel';

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
    patches: STORY_PATCHES,
    unknownPatch: null,
    skills: STORY_SKILLS,
    skillsLoading: false,
    onSkillsWanted: fn(),
    skillNotice: null,
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
    await expect(canvas.queryByText(COMMUNITY_TEXTS.searchOrderNote)).toBeNull();
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
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search builds' }), 'w');
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
      mostFavourited: false,
      validOnly: true,
      since: '1.5',
      hasGuide: true,
      hasPlan: true,
      skills: [{ skillId: storySkill('Ranged Damage').id, level: 2 }],
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
    await expect(canvas.getByRole('searchbox', { name: 'Search builds' })).toHaveValue('spice');
    await expect(canvas.getByRole('checkbox', { name: 'Most Likes' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Newest Builds' })).toBeChecked();
    await expect(canvas.getByText(COMMUNITY_TEXTS.searchOrderNote)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'With a guide' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'With a leveling plan' })).toBeChecked();
    await expect(
      canvas.getByRole('combobox', { name: 'Level of Ranged Damage' }),
    ).toHaveDisplayValue('Level 2+');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type Tag' }), 'All');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...args.filters, typeTag: null });
  },
};

/** A search of one letter is a search like any other: nothing to correct in the box. */
export const SearchOfOneLetter: Story = {
  args: { searchText: 'z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search builds' });
    await expect(box).toHaveValue('z');
    await expect(box).not.toHaveAttribute('aria-invalid');
    await expect(box).not.toHaveAccessibleDescription();
    await expectNoApiRequest();
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

/** The status filters unset: the box unticked, "Updated since" on All with the patches newest first, each with its date. */
export const StatusFiltersEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const valid = canvas.getByRole('checkbox', { name: 'Only builds valid on 1.5.3.6' });
    await expect(valid).not.toBeChecked();
    const since = canvas.getByRole('combobox', { name: 'Updated since' });
    await expect(since).toHaveDisplayValue('All');
    await expect(
      within(since)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All',
      '1.5.3.6 (2026-10-06)',
      '1.5.3.0 (2026-09)',
      '1.5 (2026-09-17)',
      '1.3.0.0 (2025-12-19)',
      'launch (2025-06-10)',
    ]);
    await userEvent.click(valid);
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, validOnly: true });
    await userEvent.selectOptions(since, '1.5 (2026-09-17)');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, since: '1.5' });
    await expectNoApiRequest();
  },
};

/** Both chosen: each control shows it; choosing All clears the patch. */
export const StatusFiltersChosen: Story = {
  args: { filters: { ...NO_FILTERS, validOnly: true, since: '1.5.3.6' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('checkbox', { name: 'Only builds valid on 1.5.3.6' }),
    ).toBeChecked();
    const since = canvas.getByRole('combobox', { name: 'Updated since' });
    await expect(since).toHaveDisplayValue('1.5.3.6 (2026-10-06)');
    await userEvent.selectOptions(since, 'All');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...args.filters, since: null });
  },
};

/** While the patches load: "Updated since" waits, disabled, and shows All. */
export const PatchesLoading: Story = {
  args: { patches: null, filters: { ...NO_FILTERS, since: '1.5' } },
  play: async ({ canvasElement }) => {
    const since = within(canvasElement).getByRole('combobox', { name: 'Updated since' });
    await expect(since).toBeDisabled();
    await expect(since).toHaveDisplayValue('All');
  },
};

/** A patch the link named that the data does not date: cleared, and the page says so. */
export const UnknownPatch: Story = {
  args: { unknownPatch: '9.9' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(unknownPatchNotice('9.9'));
    await expect(canvas.getByRole('combobox', { name: 'Updated since' })).toHaveDisplayValue('All');
  },
};

/** The status filters on the narrowest phone, chosen, with the notice: nothing off the side. */
export const StatusFiltersPhone: Story = {
  args: { filters: { ...NO_FILTERS, validOnly: true, since: '1.3.0.0' }, unknownPatch: '0.1' },
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Updated since' }),
    ).toHaveDisplayValue('1.3.0.0 (2025-12-19)');
    await expectPhoneLayout(canvasElement);
  },
};

const rangedDamage = storySkill('Ranged Damage');
const energyCapsule = storySkill('Energy Capsule');

/**
 * "Skills taken" empty: the skills grouped by class and tree, in the planner's order; adding
 * one asks for it at level 1 or higher; "With a guide" and "With a leveling plan" unticked.
 */
export const SkillsEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('combobox', { name: 'Add a skill' });
    await expect(add).toHaveDisplayValue(SKILL_FILTER_TEXTS.add);
    await expect(within(add).getAllByRole('option')).toHaveLength(STORY_SKILLS.length + 1);
    await expect(add.querySelector('optgroup')).toHaveAttribute('label', 'Trooper · Gunnery');
    await userEvent.selectOptions(add, String(energyCapsule.id));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...NO_FILTERS,
      skills: [{ skillId: energyCapsule.id, level: 1 }],
    });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'With a guide' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, hasGuide: true });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'With a leveling plan' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, hasPlan: true });
    await expectNoApiRequest();
  },
};

/**
 * Two skills chosen: each with its levels up to its highest (a skill of one level offers that
 * alone), a level changed, one removed; a chosen skill cannot be added twice.
 */
export const SkillsChosen: Story = {
  args: {
    filters: {
      ...NO_FILTERS,
      skills: [
        { skillId: rangedDamage.id, level: 1 },
        { skillId: energyCapsule.id, level: 1 },
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const level = canvas.getByRole('combobox', { name: 'Level of Ranged Damage' });
    await expect(
      within(level)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Level 1+', 'Level 2+', 'Level 3']);
    await expect(
      within(canvas.getByRole('combobox', { name: 'Level of Energy Capsule' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Level 1']);
    const add = canvas.getByRole('combobox', { name: 'Add a skill' });
    await expect(within(add).getByRole('option', { name: 'Energy Capsule' })).toBeDisabled();
    await userEvent.selectOptions(level, 'Level 3');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...NO_FILTERS,
      skills: [
        { skillId: rangedDamage.id, level: 3 },
        { skillId: energyCapsule.id, level: 1 },
      ],
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Ranged Damage' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...NO_FILTERS,
      skills: [{ skillId: energyCapsule.id, level: 1 }],
    });
  },
};

/** Three skills chosen: no fourth can be added, and the box says why. */
export const SkillsFull: Story = {
  args: {
    filters: {
      ...NO_FILTERS,
      skills: STORY_SKILLS.slice(0, 3).map((skill) => ({ skillId: skill.id, level: 1 })),
    },
  },
  play: async ({ canvasElement }) => {
    const add = within(canvasElement).getByRole('combobox', { name: 'Add a skill' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveDisplayValue(SKILL_FILTER_TEXTS.full);
  },
};

/**
 * Before the skills are needed: nothing loaded, the box says "Add a skill…" and stays enabled;
 * pointing at the filter or moving to the box asks for them.
 */
export const SkillsNotYetWanted: Story = {
  args: { skills: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('combobox', { name: 'Add a skill' });
    await expect(add).toBeEnabled();
    await expect(add).toHaveDisplayValue(SKILL_FILTER_TEXTS.add);
    await expect(args.onSkillsWanted).not.toHaveBeenCalled();
    add.focus();
    await expect(args.onSkillsWanted).toHaveBeenCalled();
    await expectNoApiRequest();
  },
};

/**
 * While the skills load: a chosen skill waits for its name and its level, and the box, still
 * focusable, says they are loading.
 */
export const SkillsLoading: Story = {
  args: {
    skills: null,
    skillsLoading: true,
    filters: { ...NO_FILTERS, skills: [{ skillId: 12, level: 2 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('combobox', { name: 'Add a skill' });
    await expect(add).toBeEnabled();
    await expect(add).toHaveDisplayValue(SKILL_FILTER_TEXTS.loading);
    await expect(
      canvas.getByRole('combobox', { name: `Level of ${SKILL_FILTER_TEXTS.loading}` }),
    ).toBeDisabled();
  },
};

/** The skills could not be loaded: the box says so instead of offering none. */
export const SkillsFailed: Story = {
  args: { skills: [] },
  play: async ({ canvasElement }) => {
    const add = within(canvasElement).getByRole('combobox', { name: 'Add a skill' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveDisplayValue(SKILL_FILTER_TEXTS.failed);
  },
};

/** Skills of the link the game data does not have: dropped, and the page says so. */
export const UnknownSkill: Story = {
  args: { skillNotice: 'A skill of this link is not in the current game data.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'A skill of this link is not in the current game data.',
    );
  },
};

/** Skills chosen on the narrowest phone: names, levels and remove buttons fit. */
export const SkillsPhone: Story = {
  args: {
    filters: {
      ...NO_FILTERS,
      hasGuide: true,
      skills: [
        { skillId: storySkill('Heavy Weapon Agility').id, level: 2 },
        { skillId: energyCapsule.id, level: 1 },
      ],
    },
  },
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Remove Heavy Weapon Agility' }),
    ).toBeVisible();
    await expectPhoneLayout(canvasElement);
  },
};

/** "Most favourited" unticked: ticking it asks for the most favourited first. */
export const MostFavouritedOff: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: MOST_FAVOURITED });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, mostFavourited: true });
    await expectNoApiRequest();
  },
};

/**
 * The two are exclusive: ticking "Most favourited" while Most Likes is ticked unticks Most Likes
 * (Newest stays), and the other way round.
 */
export const MostFavouritedTakesMostLikesPlace: Story = {
  args: { filters: { ...NO_FILTERS, mostLikes: true, newest: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Most Likes' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: MOST_FAVOURITED }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...NO_FILTERS,
      newest: true,
      mostLikes: false,
      mostFavourited: true,
    });
  },
};

/** "Most favourited" ticked: shown ticked; ticking Most Likes unticks it; unticking it alone clears it. */
export const MostFavouritedOn: Story = {
  args: { filters: { ...NO_FILTERS, mostFavourited: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: MOST_FAVOURITED });
    await expect(box).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Most Likes' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Most Likes' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...NO_FILTERS,
      mostLikes: true,
      mostFavourited: false,
    });
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, mostFavourited: false });
  },
};
