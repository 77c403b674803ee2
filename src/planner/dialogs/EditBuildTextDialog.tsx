import { useId, useState, type SubmitEvent } from 'react';
import {
  BUILD_DESCRIPTION_MAX,
  BUILD_TITLE_MAX,
  DEFAULT_BUILD_DESCRIPTION,
  DEFAULT_BUILD_TITLE,
  normalizeBuildDescription,
  normalizeBuildTitle,
} from '../../skills/buildText';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { CharacterCounter } from './CharacterCounter';
import { FIELD_CLASSES, LABEL_CLASSES } from '../../builds/dialogs/fieldStyles';

interface BuildTexts {
  title: string;
  description: string;
}

export interface EditBuildTextDialogProps {
  open: boolean;
  /** The build's current title and description (the fields start from them). */
  title: string;
  description: string;
  /** Save: the texts as the engine stores them (cut to the limits, defaults when blank). */
  onSave: (next: BuildTexts) => void;
  /** Cancel, Escape, the backdrop, and after Save. */
  onClose: () => void;
}

/** The header's "edit title/description" dialog (spec §2 Planner, §5 limits and defaults). */
export function EditBuildTextDialog({ open, onClose, ...form }: EditBuildTextDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Edit Title and Description"
      description="Name your build and tell players what it is for."
    >
      <EditBuildTextForm {...form} onClose={onClose} />
    </Dialog>
  );
}

function EditBuildTextForm({
  title: initialTitle,
  description: initialDescription,
  onSave,
  onClose,
}: Omit<EditBuildTextDialogProps, 'open'>) {
  const [title, setTitle] = useState(() => initialTitle.slice(0, BUILD_TITLE_MAX));
  const [description, setDescription] = useState(() =>
    initialDescription.slice(0, BUILD_DESCRIPTION_MAX),
  );
  const titleId = useId();
  const titleCounterId = useId();
  const descriptionId = useId();
  const descriptionCounterId = useId();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave({
      title: normalizeBuildTitle(title),
      description: normalizeBuildDescription(description),
    });
    onClose();
  };

  return (
    <form onSubmit={submit} noValidate>
      <div className="space-y-5">
        <div>
          <div className="mb-2 flex items-baseline justify-between gap-3">
            <label htmlFor={titleId} className={LABEL_CLASSES}>
              Build title
            </label>
            <CharacterCounter
              id={titleCounterId}
              text={`${title.length}/${BUILD_TITLE_MAX}`}
              length={title.length}
              max={BUILD_TITLE_MAX}
            />
          </div>
          <input
            id={titleId}
            name="title"
            type="text"
            value={title}
            maxLength={BUILD_TITLE_MAX}
            placeholder={DEFAULT_BUILD_TITLE}
            autoComplete="off"
            enterKeyHint="done"
            aria-describedby={titleCounterId}
            data-autofocus="select"
            onChange={(event) => {
              setTitle(event.target.value.slice(0, BUILD_TITLE_MAX));
            }}
            className={FIELD_CLASSES}
          />
        </div>
        <div>
          <div className="mb-2 flex items-baseline justify-between gap-3">
            <label htmlFor={descriptionId} className={LABEL_CLASSES}>
              Description
            </label>
            <CharacterCounter
              id={descriptionCounterId}
              text={`${description.length}/${BUILD_DESCRIPTION_MAX}`}
              length={description.length}
              max={BUILD_DESCRIPTION_MAX}
            />
          </div>
          <textarea
            id={descriptionId}
            name="description"
            value={description}
            rows={4}
            maxLength={BUILD_DESCRIPTION_MAX}
            placeholder={DEFAULT_BUILD_DESCRIPTION}
            aria-describedby={descriptionCounterId}
            onChange={(event) => {
              setDescription(event.target.value.slice(0, BUILD_DESCRIPTION_MAX));
            }}
            className={`${FIELD_CLASSES} min-h-28 resize-y leading-relaxed`}
          />
        </div>
      </div>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">Save</Button>
      </DialogActions>
    </form>
  );
}
