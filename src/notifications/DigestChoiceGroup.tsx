import { useId } from 'react';
import {
  DIGEST_CHOICES,
  DIGEST_LABELS,
  type DigestChoice,
  NOTIFICATION_TEXTS,
} from '../api/contract/notificationsTexts';

/** Props of the email digest's choice. */
export interface DigestChoiceGroupProps {
  choice: DigestChoice;
  /** While a save is on its way: nothing else is chosen. */
  saving: boolean;
  onChange: (choice: DigestChoice) => void;
}

/**
 * The email digest's radio group, named by its heading and told by its intro; each radio covers
 * its 44px row. Busy, it is marked disabled but keeps focus, so a keyboard player stays put.
 */
export function DigestChoiceGroup({ choice, saving, onChange }: DigestChoiceGroupProps) {
  const name = useId();
  const introId = useId();
  return (
    <fieldset aria-describedby={introId} aria-busy={saving} className="min-w-0">
      <legend className="mb-1">
        <h3 className="font-display text-xl font-semibold text-sand-100">
          {NOTIFICATION_TEXTS.digestHeading}
        </h3>
      </legend>
      <p id={introId} className="mb-2 text-sm text-sand-300">
        {NOTIFICATION_TEXTS.digestIntro}
      </p>
      <div className="flex flex-col">
        {DIGEST_CHOICES.map((each) => (
          <label
            key={each}
            className="relative flex min-h-11 items-center gap-3 py-1.5 text-sm text-sand-100"
          >
            <input
              type="radio"
              name={name}
              value={each}
              checked={choice === each}
              aria-disabled={saving}
              onChange={() => {
                if (!saving) onChange(each);
              }}
              className={`peer absolute inset-0 z-10 size-full opacity-0 ${saving ? 'cursor-wait' : 'cursor-pointer'}`}
            />
            <span
              aria-hidden="true"
              className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-sand-500 bg-sand-800 peer-checked:border-spice-400 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-spice-300 peer-aria-disabled:opacity-60 after:size-2.5 after:rounded-full after:bg-transparent peer-checked:after:bg-spice-400"
            />
            <span>{DIGEST_LABELS[each]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
