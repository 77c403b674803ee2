import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { FormMessage } from '../../../ui/form/FormMessage';

/** The file name of the downloaded recovery codes. */
const RECOVERY_CODES_FILE = 'arrakis-planner-recovery-codes.txt';

function codesText(codes: readonly string[]): string {
  return `Arrakis Planner recovery codes (each works once)\n\n${codes.join('\n')}\n`;
}

/**
 * The ten recovery codes, shown once: copy them or download them as a text file, then say they
 * are saved. Nothing on the site can show them again.
 */
export function RecoveryCodesList({
  recoveryCodes,
  onSaved,
}: {
  recoveryCodes: readonly string[];
  onSaved: () => void;
}) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codesText(recoveryCodes));
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([codesText(recoveryCodes)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = RECOVERY_CODES_FILE;
    link.click();
    setTimeout(() => {
      URL.revokeObjectURL(url);
    }, 0);
  };

  return (
    <div className="space-y-4">
      <h3 className="font-display text-base font-semibold text-sand-50">Your recovery codes</h3>
      <p className="text-sm leading-relaxed text-sand-300">
        If you lose your phone, each code signs you in once in place of the app’s code. Keep them
        somewhere safe: they are shown only now, and a password reset by email never turns two-step
        sign-in off.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-2 rounded-xl border border-sand-700 bg-sand-950/60 p-4 font-mono text-base text-sand-50 min-[380px]:grid-cols-2"
      >
        {recoveryCodes.map((code) => (
          <li key={code} className="tracking-wider">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button variant="secondary" onClick={download}>
          Download codes
        </Button>
        <Button onClick={onSaved}>I have saved my codes</Button>
      </div>
      {copied === 'yes' && <FormMessage kind="success">Copied to the clipboard.</FormMessage>}
      {copied === 'failed' && (
        <FormMessage kind="error">
          The codes could not be copied. Download them or write them down.
        </FormMessage>
      )}
    </div>
  );
}
