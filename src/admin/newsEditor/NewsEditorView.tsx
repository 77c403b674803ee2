import { useState } from 'react';
import type { AdminNewsItem, NewsItemInput } from '../../api/contract/news';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { newsDateLabel } from '../../ui/news/NewsItemCard';
import { type DeskLoad, DeskLoadState } from '../deskLoad';
import { emptyNewsForm, type NewsFormErrors, newsFormOf } from './newsForm';
import { NewsItemForm } from './NewsItemForm';

/** Which item the form edits: a new one (`id` null) or an existing one. */
export type NewsEditing = { id: null } | { id: string; item: AdminNewsItem };

/** What the news editor shows and does. */
export interface NewsEditorViewProps {
  load: DeskLoad<{ items: AdminNewsItem[] }>;
  images: readonly string[];
  /** The form's item; null while no form is open. */
  editing: NewsEditing | null;
  busy: boolean;
  serverErrors: NewsFormErrors;
  serverMessage: string | null;
  onAdd: () => void;
  onEdit: (item: AdminNewsItem) => void;
  onCancel: () => void;
  onSave: (id: string | null, item: NewsItemInput) => void;
  onRemove: (item: AdminNewsItem) => void;
}

/**
 * The news editor: Add news item, the form when one is open, and every item newest first with
 * Edit and Remove (which asks to confirm).
 */
export function NewsEditorView(props: NewsEditorViewProps) {
  const { load, images, editing, busy, serverErrors, serverMessage } = props;
  const [removing, setRemoving] = useState<AdminNewsItem | null>(null);
  if (load.kind !== 'ready') return <DeskLoadState load={load} />;
  const { items } = load.data;
  return (
    <div className="flex flex-col gap-4">
      {editing === null ? (
        <div>
          <Button onClick={props.onAdd}>Add news item</Button>
        </div>
      ) : (
        <NewsItemForm
          key={editing.id ?? 'new'}
          heading={editing.id === null ? 'Add news item' : 'Edit news item'}
          initial={editing.id === null ? emptyNewsForm() : newsFormOf(editing.item)}
          images={images}
          busy={busy}
          serverErrors={serverErrors}
          serverMessage={serverMessage}
          onCancel={props.onCancel}
          onSave={(item) => {
            props.onSave(editing.id, item);
          }}
        />
      )}
      {items.length === 0 ? (
        <p className="py-8 text-center text-sand-300">No news items yet.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="News items">
          {items.map((item) => (
            <li key={item.id}>
              <Card
                as="article"
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center"
                data-testid="news-row"
              >
                <div className="min-w-0 flex-1">
                  <p className="text-xs font-semibold text-spice-300">
                    <time dateTime={item.date}>{newsDateLabel(item.date)}</time>
                  </p>
                  <p className="break-words text-sand-100">{item.tagline}</p>
                </div>
                <div className="flex shrink-0 gap-3">
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={`Edit “${item.tagline}”`}
                    onClick={() => {
                      props.onEdit(item);
                    }}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={`Remove “${item.tagline}”`}
                    onClick={() => {
                      setRemoving(item);
                    }}
                  >
                    Remove
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={removing !== null}
        alert
        size="sm"
        title="Remove this news item?"
        description={removing ? `“${removing.tagline}” leaves /news for good.` : undefined}
        onClose={() => {
          setRemoving(null);
        }}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button
            variant="secondary"
            data-autofocus
            onClick={() => {
              setRemoving(null);
            }}
          >
            Cancel
          </Button>
          <Button
            onClick={() => {
              if (removing) props.onRemove(removing);
              setRemoving(null);
            }}
          >
            Remove item
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
