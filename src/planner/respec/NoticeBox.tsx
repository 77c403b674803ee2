import type { BuildNotice } from '../../builds/open/openedBuild';
import { FormMessage } from '../../ui/form/FormMessage';

/** An opening's notice as the planner words it: its title, then one line per thing. */
export function NoticeBox({ notice }: { notice: BuildNotice }) {
  const kind = notice.tone === 'error' ? 'error' : 'warning';
  return (
    <FormMessage kind={kind}>
      <p className="font-semibold">{notice.title}</p>
      {notice.lines.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {notice.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </FormMessage>
  );
}
