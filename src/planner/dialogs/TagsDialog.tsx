import { useId, useState, type SubmitEvent } from 'react';
import {
  BUILD_TYPE_TAGS,
  canAddMainTag,
  isBuildTypeTag,
  isMainBuildTag,
  LEVELING_BUILD,
  MAIN_BUILD_TAGS,
  MAX_MAIN_TAGS,
  toggleMainTag,
  toggleTypeTag,
  TYPE_TAG_RULE,
  typeTagsCompatible,
  type BuildTypeTag,
  type MainBuildTag,
} from '../../skills/tags';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { TagChip } from '../../builds/tags/TagChip';

interface BuildTags {
  tags: MainBuildTag[];
  typeTags: BuildTypeTag[];
}

export interface TagsDialogProps {
  open: boolean;
  /** The build's main tags (unknown ones are dropped, at most 6 kept). */
  tags: readonly string[];
  /** The build's type tags. */
  typeTags: readonly string[];
  /** Save: the chosen tags in the spec's order. The page then applies the cap rule. */
  onSave: (next: BuildTags) => void;
  /** Cancel, Escape, the backdrop, and after Save. */
  onClose: () => void;
}

/** The tags dialog: up to 6 of the 24 main tags and the 3 type tags (spec §5). */
export function TagsDialog({ open, onClose, ...form }: TagsDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title="Build Tags"
      description="Tags help players find your build in Community Builds."
    >
      <TagsForm {...form} onClose={onClose} />
    </Dialog>
  );
}

function initialMainTags(tags: readonly string[]): MainBuildTag[] {
  return tags
    .filter(isMainBuildTag)
    .reduce<MainBuildTag[]>(
      (chosen, tag) => (chosen.includes(tag) ? chosen : toggleMainTag(chosen, tag)),
      [],
    );
}

function initialTypeTags(tags: readonly string[]): BuildTypeTag[] {
  return tags
    .filter(isBuildTypeTag)
    .reduce<BuildTypeTag[]>(
      (chosen, tag) => (chosen.includes(tag) ? chosen : toggleTypeTag(chosen, tag)),
      [],
    );
}

function TagsForm({ tags, typeTags, onSave, onClose }: Omit<TagsDialogProps, 'open'>) {
  const [mainTags, setMainTags] = useState(() => initialMainTags(tags));
  const [buildTypes, setBuildTypes] = useState(() => initialTypeTags(typeTags));
  const mainNoteId = useId();
  const typeRuleId = useId();
  const full = mainTags.length >= MAX_MAIN_TAGS;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave({ tags: mainTags, typeTags: buildTypes });
    onClose();
  };

  return (
    <form onSubmit={submit}>
      <fieldset>
        <legend className="text-base font-semibold text-sand-50">Main tags</legend>
        <p
          id={mainNoteId}
          role="status"
          className={`mt-1 mb-3 text-sm tabular-nums ${full ? 'font-semibold text-spice-300' : 'text-sand-300'}`}
        >
          <span>
            {mainTags.length} of {MAX_MAIN_TAGS} selected
          </span>
          {full && (
            <span className="font-normal text-sand-300"> · untick one to choose another</span>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          {MAIN_BUILD_TAGS.map((tag) => (
            <TagChip
              key={tag}
              label={tag}
              checked={mainTags.includes(tag)}
              disabled={!canAddMainTag(mainTags, tag)}
              describedBy={mainNoteId}
              onToggle={() => {
                setMainTags((current) => toggleMainTag(current, tag));
              }}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="mt-7">
        <legend className="mb-1 text-base font-semibold text-sand-50">Build type</legend>
        <p id={typeRuleId} className="mb-3 text-sm text-sand-300">
          {TYPE_TAG_RULE}
          {buildTypes.includes(LEVELING_BUILD) && (
            <span className="text-sand-400">
              {' '}
              A Leveling Build can set its own skill point cap.
            </span>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          {BUILD_TYPE_TAGS.map((tag) => (
            <TagChip
              key={tag}
              label={tag}
              checked={buildTypes.includes(tag)}
              disabled={buildTypes.some((chosen) => !typeTagsCompatible(chosen, tag))}
              describedBy={typeRuleId}
              onToggle={() => {
                setBuildTypes((current) => toggleTypeTag(current, tag));
              }}
            />
          ))}
        </div>
      </fieldset>

      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">Save</Button>
      </DialogActions>
    </form>
  );
}
