import { type SubmitEvent, useId, useState } from 'react';
import type { NewsItemInput } from '../../api/contract/news';
import { NEWS_TAGLINE_MAX } from '../../api/contract/newsTexts';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/form/FormMessage';
import {
  ERROR_CLASSES,
  FIELD_CLASSES,
  HINT_CLASSES,
  LABEL_CLASSES,
} from '../../ui/form/fieldStyles';
import { TextField } from '../../ui/form/TextField';
import { NewsItemCard } from '../../ui/news/NewsItemCard';
import { KeywordPicker } from './KeywordPicker';
import type { NewsFormErrors, NewsFormValues } from './newsForm';
import { checkNewsFormLazily } from './lazyNewsFormCheck';

/** What the news form starts from and reports. */
export interface NewsItemFormProps {
  /** 'Add news item' or 'Edit news item'. */
  heading: string;
  initial: NewsFormValues;
  /** The images an item may use (`/images/news/…`). */
  images: readonly string[];
  /** True while the item is being saved. */
  busy: boolean;
  /** The API's 400 problems per field, after a send. */
  serverErrors: NewsFormErrors;
  /** The API's refusal, shown above the buttons. */
  serverMessage: string | null;
  onSave: (item: NewsItemInput) => void;
  onCancel: () => void;
}

/**
 * A news item's form: date, tagline (with a counter), link, image (one of the site's own) and
 * keywords per filter list. Save checks the fields with the contract's schema first and shows
 * each problem beside its field without sending; the API's problems show the same way after.
 * "Preview as on /news" draws the item with /news's own card.
 */
export function NewsItemForm({
  heading,
  initial,
  images,
  busy,
  serverErrors,
  serverMessage,
  onSave,
  onCancel,
}: NewsItemFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<NewsFormErrors>({});
  const [preview, setPreview] = useState(false);
  const headingId = useId();
  const taglineId = useId();
  const imageId = useId();
  const shown = { ...serverErrors, ...errors };

  const set = <K extends keyof NewsFormValues>(field: K, value: NewsFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    checkNewsFormLazily(values, (checked) => {
      if (!checked.ok) {
        setErrors(checked.errors);
        return;
      }
      setErrors({});
      onSave(checked.item);
    });
  };

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={submit}
      className="flex flex-col gap-5 rounded-2xl border border-spice-600/60 bg-sand-900/85 p-4 sm:p-6"
    >
      <h3 id={headingId} className="font-display text-xl font-semibold text-sand-50">
        {heading}
      </h3>
      <TextField
        label="Date"
        type="date"
        value={values.date}
        error={shown.date}
        onChange={(event) => {
          set('date', event.target.value);
        }}
      />
      <div>
        <label htmlFor={taglineId} className={LABEL_CLASSES}>
          Tagline
        </label>
        <textarea
          id={taglineId}
          rows={3}
          value={values.tagline}
          aria-invalid={shown.tagline ? true : undefined}
          aria-describedby={`${taglineId}-count${shown.tagline ? ` ${taglineId}-error` : ''}`}
          onChange={(event) => {
            set('tagline', event.target.value);
          }}
          className={`mt-2 ${FIELD_CLASSES}`}
        />
        <p id={`${taglineId}-count`} className={`mt-1.5 ${HINT_CLASSES}`}>
          {values.tagline.length}/{NEWS_TAGLINE_MAX} characters
        </p>
        <div aria-live="polite">
          {shown.tagline ? (
            <p id={`${taglineId}-error`} className={`mt-1.5 ${ERROR_CLASSES}`}>
              {shown.tagline}
            </p>
          ) : null}
        </div>
      </div>
      <TextField
        label="Link"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={values.linkUrl}
        error={shown.linkUrl}
        onChange={(event) => {
          set('linkUrl', event.target.value);
        }}
      />
      <div>
        <label htmlFor={imageId} className={LABEL_CLASSES}>
          Image
        </label>
        <select
          id={imageId}
          value={values.imageUrl}
          aria-invalid={shown.imageUrl ? true : undefined}
          aria-describedby={shown.imageUrl ? `${imageId}-error` : undefined}
          onChange={(event) => {
            set('imageUrl', event.target.value);
          }}
          className={`mt-2 ${FIELD_CLASSES}`}
        >
          <option value="">Choose an image…</option>
          {images.map((image) => (
            <option key={image} value={image}>
              {image.replace('/images/news/', '')}
            </option>
          ))}
        </select>
        <div aria-live="polite">
          {shown.imageUrl ? (
            <p id={`${imageId}-error`} className={`mt-1.5 ${ERROR_CLASSES}`}>
              {shown.imageUrl}
            </p>
          ) : null}
        </div>
      </div>
      <KeywordPicker
        value={values.keywords}
        error={shown.keywords}
        onChange={(keywords) => {
          set('keywords', keywords);
        }}
      />
      {serverMessage !== null ? <FormError>{serverMessage}</FormError> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Saving…' : 'Save'}
        </Button>
        <Button
          variant="secondary"
          aria-expanded={preview}
          onClick={() => {
            setPreview((open) => !open);
          }}
        >
          Preview as on /news
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {preview ? (
        <section aria-label="Preview" className="max-w-md" data-testid="news-preview">
          <NewsItemCard item={values} eager />
        </section>
      ) : null}
    </form>
  );
}
