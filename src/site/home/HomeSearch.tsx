import { type SyntheticEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  communityListAddress,
  NO_FILTERS,
  SEARCH_PARAM,
} from '../../api/contract/communityFilters';
import { Button } from '../../ui/Button';
import { FIELD_CLASSES, LABEL_CLASSES } from '../../ui/form/fieldStyles';
import { BUILD_TITLE_MAX } from '../../skills/buildText';

/** Where the search goes: the community list, which reads its search from the address. */
const COMMUNITY_LIST = '/community-builds';

/**
 * Home's search into the community list: a real GET form to the very address the list reads
 * (`q`); the app follows it without a page load.
 */
export function HomeSearch() {
  const inputId = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
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
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
        <Button type="submit" variant="secondary" className="shrink-0">
          Search
        </Button>
      </div>
    </form>
  );
}
