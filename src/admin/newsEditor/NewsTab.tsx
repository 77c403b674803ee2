import { useState } from 'react';
import { useAdminNews } from '../../api/admin/adminNews';
import { useNewsImages } from '../../api/admin/newsImages';
import { removeNewsItem } from '../../api/admin/removeNewsItem';
import { saveNewsItem } from '../../api/admin/saveNewsItem';
import type { AdminNewsItem, NewsItemInput } from '../../api/contract/news';
import { ApiRequestError } from '../../api/requestJson';
import { notify } from '../../ui/toast';
import { deskLoad } from '../deskLoad';
import { type NewsEditing, NewsEditorView } from './NewsEditorView';
import { errorsOfProblems, type NewsFormErrors, problemsOfAnswer } from './newsForm';

/**
 * The news tab: the items of `GET /api/admin/news` and the images of `/api/admin/news-images`;
 * saves with POST or PUT (a 400's problems go back beside their fields), removes with DELETE,
 * and reads the list again after each change.
 */
export function NewsTab() {
  const news = useAdminNews(true);
  const images = useNewsImages(true);
  const [editing, setEditing] = useState<NewsEditing | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<NewsFormErrors>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  const open = (next: NewsEditing | null) => {
    setEditing(next);
    setServerErrors({});
    setServerMessage(null);
  };

  const onSave = (id: string | null, item: NewsItemInput) => {
    setBusy(true);
    setServerErrors({});
    setServerMessage(null);
    saveNewsItem(id, item).then(
      () => {
        setBusy(false);
        open(null);
        notify({ kind: 'success', title: id === null ? 'News item added.' : 'News item saved.' });
        void news.mutate();
      },
      (error: unknown) => {
        setBusy(false);
        const body = error instanceof ApiRequestError ? error.body : null;
        setServerErrors(errorsOfProblems(problemsOfAnswer(body)));
        setServerMessage(error instanceof Error ? error.message : 'The item was not saved.');
      },
    );
  };

  const onRemove = (item: AdminNewsItem) => {
    setBusy(true);
    removeNewsItem(item.id).then(
      () => {
        setBusy(false);
        if (editing?.id === item.id) open(null);
        notify({ kind: 'success', title: 'News item removed.' });
        void news.mutate();
      },
      (error: unknown) => {
        setBusy(false);
        notify({ kind: 'error', title: error instanceof Error ? error.message : 'Not removed.' });
      },
    );
  };

  return (
    <NewsEditorView
      load={deskLoad(news)}
      images={images.data?.images ?? []}
      editing={editing}
      busy={busy}
      serverErrors={serverErrors}
      serverMessage={serverMessage}
      onAdd={() => {
        open({ id: null });
      }}
      onEdit={(item) => {
        open({ id: item.id, item });
      }}
      onCancel={() => {
        open(null);
      }}
      onSave={onSave}
      onRemove={onRemove}
    />
  );
}
