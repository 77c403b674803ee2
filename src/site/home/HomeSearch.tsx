import { type SyntheticEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NO_FILTERS, SEARCH_PARAM } from '../../api/contract/communityFilters';
import { isSearchable, SEARCH_TOO_SHORT } from '../../api/contract/publicBuildsTexts';
import { Button } from '../../ui/Button';
import { FIELD_CLASSES, LABEL_CLASSES } from '../../ui/form/fieldStyles';
import { BUILD_TITLE_MAX } from '../../skills/buildText';
import { communityListAddress } from './homeBuildLists';

/** Where the search goes: the community list, which reads its title search from the address. */
const COMMUNITY_LIST = '/community-builds';

/**
 * Home's title search into the community list: a real GET form to the very address the list reads
 * (`q`); the app follows it without a page load, and says at once when a search is too short.
 */
export function HomeSearch() {
  const inputId = useId();
  const hintId = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [tooShort, setTooShort] = useState(false);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSearchable(text.trim())) {
      setTooShort(true);
      return;
    }
    void navigate(communityListAddress({ ...NO_FILTERS, search: text }));
  };

  return (
    <form
      role="search"
      aria-label="Search community builds"
      action={COMMUNITY_LIST}
      method="get"
      onSubmit={onSubmit}
      className="flex flex-col gap-1.5"
    >
      <label htmlFor={inputId} className={LABEL_CLASSES}>
        Search community builds
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="search"
          name={SEARCH_PARAM}
          value={text}
          maxLength={BUILD_TITLE_MAX}
          placeholder="e.g. sniper"
          className={FIELD_CLASSES}
          aria-invalid={tooShort || undefined}
          aria-describedby={tooShort ? hintId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setTooShort(false);
          }}
        />
        <Button type="submit" variant="secondary" className="shrink-0">
          Search
        </Button>
      </div>
      {tooShort ? (
        <p id={hintId} role="status" className="text-sm text-danger-400">
          {SEARCH_TOO_SHORT}
        </p>
      ) : null}
    </form>
  );
}
