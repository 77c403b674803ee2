import { useId, type SubmitEvent } from 'react';
import { FEEDBACK_MAX, FEEDBACK_TEXTS } from '../../api/contract/feedbackTexts';
import { Button } from '../../ui/Button';
import { FormError, FormSuccess } from '../../ui/form/FormMessage';
import { FIELD_CLASSES, HINT_CLASSES, LABEL_CLASSES } from '../../ui/form/fieldStyles';
import { TextField } from '../../ui/form/TextField';

/** Props of the feedback form: its values and outcome belong to the panel that sends it. */
export interface FeedbackFormProps {
  feedback: string;
  email: string;
  onFeedbackChange: (value: string) => void;
  onEmailChange: (value: string) => void;
  busy: boolean;
  /** The green success message (spec §4 Feedback). */
  success?: string | null;
  /** The red failure message (spec §8). */
  error?: string | null;
  onSubmit: () => void;
}

/**
 * The feedback form (spec §2 Feedback and thanks): a required multi-line 'Your Feedback' with a
 * counter up to FEEDBACK_MAX, an optional email, and 'Submit Feedback' ('Sending...' while
 * busy; disabled while busy or while the text is empty or only spaces).
 */
export function FeedbackForm({
  feedback,
  email,
  onFeedbackChange,
  onEmailChange,
  busy,
  success,
  error,
  onSubmit,
}: FeedbackFormProps) {
  const id = useId();
  const counterId = `${id}-counter`;
  const filled = feedback.trim() !== '';
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (filled && !busy) onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="min-w-0">
        <label htmlFor={id} className={LABEL_CLASSES}>
          {FEEDBACK_TEXTS.label}
        </label>
        <textarea
          id={id}
          name="feedback"
          required
          rows={8}
          maxLength={FEEDBACK_MAX}
          placeholder={FEEDBACK_TEXTS.placeholder}
          value={feedback}
          aria-describedby={counterId}
          onChange={(event) => {
            onFeedbackChange(event.target.value);
          }}
          className={`${FIELD_CLASSES} mt-2 min-h-40 resize-y`}
        />
        <p id={counterId} className={`${HINT_CLASSES} mt-1.5 text-right tabular-nums`}>
          {feedback.length} / {FEEDBACK_MAX}
        </p>
      </div>
      <TextField
        label={FEEDBACK_TEXTS.emailLabel}
        name="email"
        type="email"
        autoComplete="email"
        placeholder={FEEDBACK_TEXTS.emailPlaceholder}
        value={email}
        onChange={(event) => {
          onEmailChange(event.target.value);
        }}
      />
      <FormSuccess>{success}</FormSuccess>
      <FormError>{error}</FormError>
      <Button
        type="submit"
        className="w-full sm:w-auto"
        disabled={!filled || busy}
        aria-busy={busy}
      >
        {busy ? FEEDBACK_TEXTS.sending : FEEDBACK_TEXTS.submit}
      </Button>
    </form>
  );
}
