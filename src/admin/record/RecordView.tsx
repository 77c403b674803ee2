import type { AdminActionsPage } from '../../api/admin/adminActions';
import { Button } from '../../ui/Button';
import { type DeskLoad, DeskLoadState } from '../deskLoad';
import { formatWhen } from '../formatWhen';

/** What the record tab shows. */
export interface RecordViewProps {
  load: DeskLoad<AdminActionsPage>;
  page: number;
  onPage: (page: number) => void;
}

/**
 * The desk's record: every action, newest first, as a table (who, what, target, when, note)
 * that scrolls sideways by itself on a phone, with Newer and Older between pages.
 */
export function RecordView({ load, page, onPage }: RecordViewProps) {
  if (load.kind !== 'ready') return <DeskLoadState load={load} />;
  const { actions, nextPage } = load.data;
  return (
    <div className="flex flex-col gap-4">
      {actions.length === 0 ? (
        <p className="py-8 text-center text-sand-300">Nothing has been done on the desk yet.</p>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable by keyboard
        <div className="overflow-x-auto rounded-2xl border border-sand-700" tabIndex={0}>
          <table className="w-full min-w-[36rem] text-left text-sm text-sand-200">
            <caption className="sr-only">The desk’s actions, newest first</caption>
            <thead className="bg-sand-900 text-sand-100">
              <tr>
                <th scope="col" className="p-3">
                  When
                </th>
                <th scope="col" className="p-3">
                  Who
                </th>
                <th scope="col" className="p-3">
                  What
                </th>
                <th scope="col" className="p-3">
                  Target
                </th>
                <th scope="col" className="p-3">
                  Note
                </th>
              </tr>
            </thead>
            <tbody>
              {actions.map((action) => (
                <tr key={action.id} className="border-t border-sand-800">
                  <td className="p-3 whitespace-nowrap">{formatWhen(action.at)}</td>
                  <td className="p-3">{action.admin}</td>
                  <td className="p-3 font-mono">{action.action}</td>
                  <td className="p-3 break-all">{action.target}</td>
                  <td className="p-3 break-words">{action.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        {page > 1 ? (
          <Button
            variant="secondary"
            onClick={() => {
              onPage(page - 1);
            }}
          >
            Newer
          </Button>
        ) : null}
        {nextPage !== null ? (
          <Button
            variant="secondary"
            onClick={() => {
              onPage(nextPage);
            }}
          >
            Older
          </Button>
        ) : null}
      </div>
    </div>
  );
}
