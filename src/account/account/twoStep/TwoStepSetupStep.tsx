import { useState, type SubmitEvent } from 'react';
import type { TwoStepSetup } from '../../../api/contract/twoStep';
import { Button } from '../../../ui/Button';
import { SecondFactorField } from '../../shared/SecondFactorField';

/** The secret in groups of four, easier to type into an app. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Turning on, step two: the QR code for the authenticator app and the same key as text, then
 * the app's first code, which proves the app has it before two-step sign-in is on.
 */
export function TwoStepSetupStep({
  setup,
  busy,
  onConfirm,
  onCancel,
}: {
  setup: TwoStepSetup;
  busy: boolean;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.length === 6 && !busy) onConfirm(code);
  };
  return (
    <div className="space-y-4">
      <p className="text-sm leading-relaxed text-sand-300">
        Scan this QR code with your authenticator app, or type the key into it by hand. Then enter
        the 6-digit code the app shows.
      </p>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img
          src={setup.qrCode}
          alt="QR code for your authenticator app"
          width={192}
          height={192}
          className="size-48 shrink-0 rounded-xl bg-white p-2"
        />
        <div className="min-w-0 space-y-1 text-sm">
          <p className="text-sand-300">Key for manual entry (time-based):</p>
          <code
            aria-label="Key for manual entry"
            className="block font-mono text-base tracking-wider break-all text-sand-50"
          >
            {grouped(setup.secret)}
          </code>
        </div>
      </div>
      <form onSubmit={submit} noValidate className="space-y-4">
        <SecondFactorField
          kind="app"
          value={code}
          onValueChange={setCode}
          readOnly={busy}
          appLabel="Code from the app"
        />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" disabled={code.length !== 6 || busy} aria-busy={busy}>
            {busy ? 'Checking...' : 'Confirm and turn on'}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
