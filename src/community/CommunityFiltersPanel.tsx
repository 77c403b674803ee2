import { useId, type ReactNode } from 'react';
import { COMMUNITY_TEXTS } from '../api/contract/publicBuildsTexts';
import { BUILD_TITLE_MAX } from '../skills/buildText';
import { CLASS_SLUGS } from '../skills/classSlugs';
import { BUILD_TYPE_TAGS, isBuildTypeTag, isMainBuildTag, MAIN_BUILD_TAGS } from '../skills/tags';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/form/Checkbox';
import { FIELD_CLASSES, LABEL_CLASSES } from '../ui/form/fieldStyles';
import { CLASS_NAMES } from '../builds/cards/classNames';
import type { CommunityFilters } from '../api/contract/communityFilters';
import { CURRENT_GAME_VERSION } from '../api/gameDataChunk';
import type { PatchSince } from '../skills/patchSince';
import type { SkillChoice } from '../skills/skillChoices';
import { SkillUseFilter } from './SkillUseFilter';

/** What the page says when it cleared a patch the game data does not date. */
export function unknownPatchNotice(version: string): string {
  return `No dated patch is called "${version}": the "Updated since" filter was cleared.`;
}

/** The sort box for the builds most kept in Favourites; it takes Most Likes' place. */
export const MOST_FAVOURITED = 'Most favourited';

/** The choice of a select that filters nothing. */
const ALL_CHOICE = 'All';

/** Props of the community list's filters. */
export interface CommunityFiltersPanelProps {
  filters: CommunityFilters;
  /** The search as typed (it reaches the filters a moment after typing stops). */
  searchText: string;
  onSearchTextChange: (text: string) => void;
  /** Any filter but the search changed. */
  onChange: (filters: CommunityFilters) => void;
  onClear: () => void;
  /** The patches "Updated since" offers, newest first; null while they load. */
  patches: readonly PatchSince[] | null;
  /** A patch the address named that the data does not date, just cleared; null when none. */
  unknownPatch: string | null;
  /** Every skill of the current game data ("Skills taken"); null until they have loaded. */
  skills: readonly SkillChoice[] | null;
  /** The skills are on their way. */
  skillsLoading: boolean;
  /** The player turned to "Skills taken": its skills are needed. */
  onSkillsWanted: () => void;
  /** Why skills the address named were dropped; null when none were. */
  skillNotice: string | null;
}

/**
 * The community list's filters (spec §2): main tag (24, or All), type tag (3, or All), the
 * class, a search of titles, authors, descriptions and guides, Most Likes and Newest Builds with
 * the note on ticking both, Most favourited (which unticks Most Likes, and the other way round) (and, with a search, that best matches come first), builds valid on
 * the current game version only, builds updated since a patch (newest first, with its date),
 * builds with a guide or a leveling plan, the skills builds take (up to three, each at a level
 * or higher), Clear Filters, and the red note that a more advanced search is coming.
 */
export function CommunityFiltersPanel({
  filters,
  searchText,
  onSearchTextChange,
  onChange,
  onClear,
  patches,
  unknownPatch,
  skills,
  skillsLoading,
  onSkillsWanted,
  skillNotice,
}: CommunityFiltersPanelProps) {
  const searchId = useId();
  return (
    <section
      aria-label="Filters"
      className="mb-8 rounded-2xl border border-sand-700/80 bg-sand-900/70 p-4 sm:p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect
          label="Main Tag"
          value={filters.mainTag ?? ''}
          choices={MAIN_BUILD_TAGS.map((tag) => ({ value: tag, name: tag }))}
          onChange={(value) => {
            onChange({ ...filters, mainTag: isMainBuildTag(value) ? value : null });
          }}
        />
        <FilterSelect
          label="Type Tag"
          value={filters.typeTag ?? ''}
          choices={BUILD_TYPE_TAGS.map((tag) => ({ value: tag, name: tag }))}
          onChange={(value) => {
            onChange({ ...filters, typeTag: isBuildTypeTag(value) ? value : null });
          }}
        />
        <FilterSelect
          label="Class"
          value={filters.buildClass ?? ''}
          choices={CLASS_SLUGS.map((slug) => ({ value: slug, name: CLASS_NAMES[slug] }))}
          onChange={(value) => {
            onChange({
              ...filters,
              buildClass: CLASS_SLUGS.find((slug) => slug === value) ?? null,
            });
          }}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={searchId} className={LABEL_CLASSES}>
            Search builds
          </label>
          <input
            id={searchId}
            type="search"
            value={searchText}
            maxLength={BUILD_TITLE_MAX}
            placeholder="e.g. sniper"
            className={FIELD_CLASSES}
            onChange={(event) => {
              onSearchTextChange(event.target.value);
            }}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <FilterSelect
            label="Updated since"
            value={patches === null ? '' : (filters.since ?? '')}
            choices={(patches ?? []).map((patch) => ({ value: patch.version, name: patch.label }))}
            disabled={patches === null}
            onChange={(value) => {
              onChange({ ...filters, since: value === '' ? null : value });
            }}
          />
          {unknownPatch !== null ? (
            <p role="status" className="text-sm text-danger-400">
              {unknownPatchNotice(unknownPatch)}
            </p>
          ) : null}
        </div>
        <SkillUseFilter
          uses={filters.skills}
          choices={skills}
          loading={skillsLoading}
          onWant={onSkillsWanted}
          notice={skillNotice}
          onChange={(uses) => {
            onChange({ ...filters, skills: uses });
          }}
        />
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-1">
        <Checkbox
          label="Most Likes"
          checked={filters.mostLikes}
          onChange={(event) => {
            const mostLikes = event.target.checked;
            onChange({
              ...filters,
              mostLikes,
              mostFavourited: mostLikes ? false : filters.mostFavourited,
            });
          }}
        />
        <Checkbox
          label={MOST_FAVOURITED}
          checked={filters.mostFavourited}
          onChange={(event) => {
            const mostFavourited = event.target.checked;
            onChange({
              ...filters,
              mostFavourited,
              mostLikes: mostFavourited ? false : filters.mostLikes,
            });
          }}
        />
        <Checkbox
          label="Newest Builds"
          checked={filters.newest}
          onChange={(event) => {
            onChange({ ...filters, newest: event.target.checked });
          }}
        />
        <Checkbox
          label={`Only builds valid on ${CURRENT_GAME_VERSION}`}
          checked={filters.validOnly}
          onChange={(event) => {
            onChange({ ...filters, validOnly: event.target.checked });
          }}
        />
        <Checkbox
          label="With a guide"
          checked={filters.hasGuide}
          onChange={(event) => {
            onChange({ ...filters, hasGuide: event.target.checked });
          }}
        />
        <Checkbox
          label="With a leveling plan"
          checked={filters.hasPlan}
          onChange={(event) => {
            onChange({ ...filters, hasPlan: event.target.checked });
          }}
        />
        <Button variant="secondary" className="sm:ml-auto" onClick={onClear}>
          Clear Filters
        </Button>
      </div>
      <Note>{COMMUNITY_TEXTS.sortNote}</Note>
      {filters.search === '' ? null : <Note>{COMMUNITY_TEXTS.searchOrderNote}</Note>}
      <p className="mt-1 text-sm font-medium text-danger-400">
        {COMMUNITY_TEXTS.advancedSearchNote}
      </p>
    </section>
  );
}

/** One select of the filters, whose first choice, All, filters nothing. */
function FilterSelect({
  label,
  value,
  choices,
  onChange,
  disabled = false,
}: {
  label: string;
  value: string;
  choices: readonly { value: string; name: string }[];
  onChange: (value: string) => void;
  /** While its choices load. */
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        className={FIELD_CLASSES}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        <option value="">{ALL_CHOICE}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A quiet line under the sort boxes. */
function Note({ children }: { children: ReactNode }) {
  return <p className="mt-2 text-sm text-sand-300">{children}</p>;
}
