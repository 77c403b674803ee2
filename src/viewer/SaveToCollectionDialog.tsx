import { type ReactNode, type SubmitEvent, useId, useState } from 'react';
import { addToCollection } from '../api/collections/addToCollection';
import { createCollection } from '../api/collections/createCollection';
import { useMyCollections, useRefreshOtherCollections } from '../api/collections/myCollections';
import { removeFromCollection } from '../api/collections/removeFromCollection';
import type { CollectionList, CollectionSummary } from '../api/contract/collections';
import {
  COLLECTION_NAME_MAX,
  COLLECTION_SHARINGS,
  COLLECTION_TEXTS,
  COLLECTIONS_PER_ACCOUNT,
  type CollectionSharing,
} from '../api/contract/collectionsTexts';
import { buildCountText } from '../builds/collections/collectionText';
import { SharingBadge } from '../builds/collections/SharingBadge';
import { Button } from '../ui/Button';
import { Dialog, DialogActions } from '../ui/Dialog';
import { HINT_CLASSES, LABEL_CLASSES } from '../ui/form/fieldStyles';
import { FormError, FormMessage } from '../ui/form/FormMessage';
import { TextField } from '../ui/form/TextField';
import { Spinner } from '../ui/Spinner';
import type { FavouriteOutcome } from './useFavourite';

/** The dialog's own words (its actions and hints); the outcomes are the server's. */
export const SAVE_TO_COLLECTION_TEXTS = {
  loading: 'Loading your collections…',
  retry: 'Try again',
  listLegend: 'Your collections',
  noOthers: 'You have no collections of your own yet. Make one below.',
  newHeading: 'New collection',
  nameLabel: 'Name',
  sharingLegend: 'Who can see it',
  sharingHints: {
    Public: 'Anyone with its link, and on your author page.',
    Private: 'Only you.',
  } satisfies Record<CollectionSharing, string>,
  create: 'Create and save',
  creating: 'Creating…',
  done: 'Done',
} as const;

/** What the dialog needs: the build, and the star's state so its Favourites row agrees. */
export interface SaveToCollectionDialogProps {
  /** The build's public id. */
  url: string;
  /** Its title, under the dialog's. */
  title: string;
  onClose: () => void;
  /** The player keeps the build in Favourites (the star's state). */
  favourited: boolean;
  /** The star's call is on its way. */
  favouriteBusy: boolean;
  /** Adds or removes the build from Favourites through the star, so its count follows. */
  onFavourite: (want: boolean) => Promise<FavouriteOutcome>;
}

/** The last outcome the dialog shows. */
interface Outcome {
  kind: 'success' | 'error';
  message: string;
}

/** The message of a failed call (requestJson's errors already read as the server's words). */
function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The list with one collection replaced (or added at the end) as the server answered it. */
function withCollection(
  list: CollectionList | undefined,
  collection: CollectionSummary,
): CollectionList | undefined {
  if (list === undefined) return undefined;
  const known = list.collections.some((each) => each.id === collection.id);
  return {
    collections: known
      ? list.collections.map((each) => (each.id === collection.id ? collection : each))
      : [...list.collections, collection],
  };
}

/**
 * "Save to collection": the player's collections as boxes ticked where the build is (Favourites
 * first, through the star), each tick adding and each untick removing it at once; then a small
 * form that makes a new collection, Public or Private, with the build in it. Outcomes are told
 * in the dialog (a toast would sit under it); a failed change leaves the box as it was.
 */
export function SaveToCollectionDialog(props: SaveToCollectionDialogProps) {
  return (
    <Dialog
      open
      onClose={props.onClose}
      title={COLLECTION_TEXTS.saveToCollection}
      description={props.title}
      size="sm"
    >
      <SaveToCollectionBody {...props} />
    </Dialog>
  );
}

function SaveToCollectionBody({
  url,
  onClose,
  favourited,
  favouriteBusy,
  onFavourite,
}: SaveToCollectionDialogProps) {
  const { data, error, mutate } = useMyCollections(url);
  const refreshOthers = useRefreshOtherCollections(url);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const toggleFavourites = () => {
    setOutcome(null);
    void onFavourite(!favourited).then(({ ok, message }) => {
      setOutcome({ kind: ok ? 'success' : 'error', message });
    });
  };

  const toggle = (collection: CollectionSummary) => {
    const adding = collection.has_build !== true;
    setOutcome(null);
    setPending((ids) => new Set(ids).add(collection.id));
    (adding ? addToCollection(collection.id, url) : removeFromCollection(collection.id, url))
      .then(
        async (answer) => {
          const stored = { ...answer.collection, has_build: adding };
          await mutate((list) => withCollection(list, stored), { revalidate: false });
          refreshOthers();
          const fallback = adding ? COLLECTION_TEXTS.added : COLLECTION_TEXTS.removed;
          setOutcome({ kind: 'success', message: answer.message || fallback });
        },
        (failure: unknown) => {
          setOutcome({ kind: 'error', message: messageOf(failure) });
        },
      )
      .finally(() => {
        setPending((ids) => {
          const left = new Set(ids);
          left.delete(collection.id);
          return left;
        });
      });
  };

  const created = async (collection: CollectionSummary, message: string) => {
    await mutate((list) => withCollection(list, collection), { revalidate: false });
    refreshOthers();
    setOutcome({ kind: 'success', message });
  };
  const createdWithout = async (collection: CollectionSummary, message: string) => {
    await mutate((list) => withCollection(list, { ...collection, has_build: false }), {
      revalidate: false,
    });
    refreshOthers();
    setOutcome({ kind: 'error', message });
  };

  if (data === undefined) {
    return error ? (
      <div className="flex flex-col gap-4 py-2">
        <FormError>{error.message}</FormError>
        <Button variant="secondary" onClick={() => void mutate()}>
          {SAVE_TO_COLLECTION_TEXTS.retry}
        </Button>
      </div>
    ) : (
      <Spinner label={SAVE_TO_COLLECTION_TEXTS.loading} />
    );
  }

  const favourites = data.collections.find((collection) => collection.favourites);
  const others = data.collections.filter((collection) => !collection.favourites);
  return (
    <>
      <fieldset className="flex flex-col">
        <legend className="sr-only">{SAVE_TO_COLLECTION_TEXTS.listLegend}</legend>
        <ul className="flex flex-col divide-y divide-sand-700/70">
          <CollectionRow
            name={COLLECTION_TEXTS.favouritesName}
            meta={favourites ? collectionMeta(favourites) : null}
            checked={favourited}
            busy={favouriteBusy}
            onToggle={toggleFavourites}
          />
          {others.map((collection) => (
            <CollectionRow
              key={collection.id}
              name={collection.name}
              meta={collectionMeta(collection)}
              checked={collection.has_build === true}
              busy={pending.has(collection.id)}
              onToggle={() => {
                toggle(collection);
              }}
            />
          ))}
        </ul>
      </fieldset>
      {others.length === 0 ? (
        <p className={`mt-2 ${HINT_CLASSES}`}>{SAVE_TO_COLLECTION_TEXTS.noOthers}</p>
      ) : null}
      <div aria-live="polite">
        {outcome ? (
          <div className="mt-3">
            <FormMessage kind={outcome.kind}>{outcome.message}</FormMessage>
          </div>
        ) : null}
      </div>
      <NewCollectionForm
        url={url}
        full={others.length >= COLLECTIONS_PER_ACCOUNT}
        onCreated={created}
        onCreatedWithout={createdWithout}
        onStart={() => {
          setOutcome(null);
        }}
      />
      <DialogActions>
        <Button onClick={onClose}>{SAVE_TO_COLLECTION_TEXTS.done}</Button>
      </DialogActions>
    </>
  );
}

/** A row's quiet line: Private or Public, and how many builds it holds. */
function collectionMeta(collection: CollectionSummary): ReactNode {
  return (
    <>
      <SharingBadge sharing={collection.sharing} />
      <span>{buildCountText(collection.build_count)}</span>
    </>
  );
}

/** One collection as a box the whole row of which is a 44px target. */
function CollectionRow({
  name,
  meta,
  checked,
  busy,
  onToggle,
}: {
  name: string;
  meta: ReactNode;
  checked: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  const metaId = useId();
  return (
    <li className="flex items-center justify-between gap-3">
      <label className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-center gap-3 py-1 text-sm text-sand-100 has-disabled:cursor-not-allowed">
        <input
          type="checkbox"
          checked={checked}
          disabled={busy}
          aria-busy={busy || undefined}
          aria-describedby={meta === null ? undefined : metaId}
          onChange={onToggle}
          className="size-5 shrink-0 cursor-pointer rounded border-sand-500 accent-spice-400 disabled:cursor-not-allowed"
        />
        <span className="min-w-0 font-semibold break-words">{name}</span>
      </label>
      {meta === null ? null : (
        <span id={metaId} className="flex shrink-0 items-center gap-2 text-xs text-sand-400">
          {meta}
        </span>
      )}
    </li>
  );
}

/**
 * A new collection with the build in it: made, then the build added. A name the server refuses
 * stays in the field with its reason; a collection made whose add failed is listed unticked.
 */
function NewCollectionForm({
  url,
  full,
  onCreated,
  onCreatedWithout,
  onStart,
}: {
  url: string;
  /** The account has as many collections as it may: the form says so instead. */
  full: boolean;
  onCreated: (collection: CollectionSummary, message: string) => Promise<void>;
  onCreatedWithout: (collection: CollectionSummary, message: string) => Promise<void>;
  onStart: () => void;
}) {
  const [name, setName] = useState('');
  const [sharing, setSharing] = useState<CollectionSharing>('Private');
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    if (trimmed === '') {
      setNameError(COLLECTION_TEXTS.nameRequired);
      return;
    }
    setBusy(true);
    setNameError(null);
    onStart();
    let collection: CollectionSummary;
    let createdMessage: string;
    try {
      const answer = await createCollection({ name: trimmed, sharing });
      collection = answer.collection;
      createdMessage = answer.message || COLLECTION_TEXTS.created;
    } catch (error) {
      setNameError(messageOf(error));
      setBusy(false);
      return;
    }
    setName('');
    try {
      const added = await addToCollection(collection.id, url);
      await onCreated(
        { ...added.collection, has_build: true },
        `${createdMessage} ${added.message || COLLECTION_TEXTS.added}`,
      );
    } catch (error) {
      await onCreatedWithout(collection, messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  if (full) {
    return (
      <p className={`mt-5 border-t border-sand-700/70 pt-4 ${HINT_CLASSES}`}>
        {COLLECTION_TEXTS.limitReached}
      </p>
    );
  }
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      className="mt-5 flex flex-col gap-4 border-t border-sand-700/70 pt-4"
    >
      <h3 id={headingId} className="text-sm font-semibold tracking-wide text-spice-200">
        {SAVE_TO_COLLECTION_TEXTS.newHeading}
      </h3>
      <TextField
        label={SAVE_TO_COLLECTION_TEXTS.nameLabel}
        value={name}
        maxLength={COLLECTION_NAME_MAX}
        autoComplete="off"
        enterKeyHint="done"
        error={nameError}
        readOnly={busy}
        onChange={(event) => {
          setName(event.target.value);
          if (nameError !== null) setNameError(null);
        }}
      />
      <fieldset className="flex flex-col">
        <legend className={LABEL_CLASSES}>{SAVE_TO_COLLECTION_TEXTS.sharingLegend}</legend>
        {COLLECTION_SHARINGS.map((choice) => (
          <div key={choice} className="flex flex-wrap items-center gap-x-2">
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold text-sand-100">
              <input
                type="radio"
                name="collection-sharing"
                value={choice}
                checked={sharing === choice}
                disabled={busy}
                aria-describedby={`${headingId}-${choice}`}
                onChange={() => {
                  setSharing(choice);
                }}
                className="size-5 shrink-0 cursor-pointer accent-spice-400"
              />
              {choice}
            </label>
            <span id={`${headingId}-${choice}`} className="text-sm text-sand-300">
              {SAVE_TO_COLLECTION_TEXTS.sharingHints[choice]}
            </span>
          </div>
        ))}
      </fieldset>
      <Button
        type="submit"
        variant="secondary"
        disabled={busy}
        aria-busy={busy || undefined}
        className="w-full"
      >
        {busy ? SAVE_TO_COLLECTION_TEXTS.creating : SAVE_TO_COLLECTION_TEXTS.create}
      </Button>
    </form>
  );
}
