import { useState } from 'react';
import { Button } from '../../ui/Button';

/** Copies `text`; false where the browser has no clipboard or refuses it. */
async function copyText(text: string): Promise<boolean> {
  // Missing outside secure contexts and in old browsers, whatever the types say.
  const clipboard = (navigator as { clipboard?: Partial<Clipboard> }).clipboard;
  if (typeof clipboard?.writeText !== 'function') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** "Copy link": the compare page's whole address, with what happened said to the player. */
export function CopyCompareLink({
  path,
  copy = copyText,
}: {
  /** The page's path; the origin is the browser's. */
  path: string;
  /** Stand-in for the clipboard (stories and tests). */
  copy?: (text: string) => Promise<boolean>;
}) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        onClick={() => {
          void copy(`${window.location.origin}${path}`).then((done) => {
            setStatus(done ? 'copied' : 'failed');
          });
        }}
      >
        Copy link
      </Button>
      <span role="status" className="text-sm text-sand-300">
        {status === 'copied' && 'Link copied.'}
        {status === 'failed' && 'The link could not be copied: copy it from the address bar.'}
      </span>
    </span>
  );
}
