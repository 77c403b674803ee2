import { useId } from 'react';
import { useMyBuilds } from '../../api/savedBuilds/myBuilds';
import { FIELD_CLASSES, HINT_CLASSES, LABEL_CLASSES } from '../../ui/form/fieldStyles';
import { FormError } from '../../ui/form/FormMessage';

/** The player's saved builds as a list to pick one from (My Builds' own call). */
export function SavedBuildPicker({
  label,
  value,
  onPick,
}: {
  label: string;
  value: string;
  onPick: (savedId: string) => void;
}) {
  const id = useId();
  const { data, error, isLoading } = useMyBuilds(true);
  if (error) return <FormError>{error.message}</FormError>;
  if (isLoading || !data) {
    return (
      <p role="status" className={HINT_CLASSES}>
        Loading your saved builds…
      </p>
    );
  }
  if (data.builds.length === 0) {
    return <p className={HINT_CLASSES}>You have no saved builds yet.</p>;
  }
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          onPick(event.target.value);
        }}
        className={`mt-2 ${FIELD_CLASSES}`}
      >
        <option value="">Choose a saved build</option>
        {data.builds.map((build) => (
          <option key={build.id} value={build.id}>
            {build.title} ({build.skillpoints} SP)
          </option>
        ))}
      </select>
    </div>
  );
}
