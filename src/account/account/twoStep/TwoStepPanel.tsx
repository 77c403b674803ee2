import { useState, type SubmitEvent } from 'react';
import type { TwoStepSetup } from '../../../api/contract/twoStep';
import { Button } from '../../../ui/Button';
import { FormError, FormMessage, FormSuccess } from '../../../ui/form/FormMessage';
import { PasswordField } from '../../../ui/form/PasswordField';
import { TEXT_LINK_CLASSES } from '../../shared/linkStyles';
import { SecondFactorField, secondFactorReady } from '../../shared/SecondFactorField';
import { RecoveryCodesList } from './RecoveryCodesList';
import { TwoStepSetupStep } from './TwoStepSetupStep';

/** What the Two-step sign-in section shows. */
export type TwoStepPanelState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'off' }
  | { kind: 'setup'; setup: TwoStepSetup }
  | { kind: 'codes'; recoveryCodes: readonly string[] }
  | { kind: 'on'; recoveryCodesLeft: number };

/** Props of the section's body; the calls and their outcome come from the section. */
export interface TwoStepPanelProps {
  state: TwoStepPanelState;
  busy: boolean;
  error?: string | null;
  /** What the last change did (e.g. turned off). */
  notice?: string | null;
  onStart: (password: string) => void;
  onConfirm: (code: string) => void;
  onCancelSetup: () => void;
  onCodesSaved: () => void;
  onRegenerate: (password: string) => void;
  onDisable: (values: { password: string; code: string }) => void;
}

/** The section's one-line summary, shown while it is closed too. */
export function twoStepSummary(state: TwoStepPanelState): string {
  if (state.kind === 'on') return `On: ${String(state.recoveryCodesLeft)} recovery codes left.`;
  if (state.kind === 'off') return 'Off. Ask for a code from an authenticator app at login.';
  return 'Ask for a code from an authenticator app at login.';
}

/** Few enough recovery codes left to make new ones. */
const FEW_CODES_LEFT = 3;

/**
 * Two-step sign-in (the account page): off (the password starts the setup), the setup (QR
 * code, key, first code), the recovery codes shown once, and on (codes left, new recovery codes
 * with the password, turning off with the password and a code).
 */
export function TwoStepPanel(props: TwoStepPanelProps) {
  const { state, busy, error, notice } = props;
  let body;
  if (state.kind === 'loading') {
    body = (
      <p role="status" className="text-sm text-sand-300">
        Loading...
      </p>
    );
  } else if (state.kind === 'error') {
    body = <FormError>{state.message}</FormError>;
  } else if (state.kind === 'off') {
    body = <TurnOnForm busy={busy} onStart={props.onStart} />;
  } else if (state.kind === 'setup') {
    body = (
      <TwoStepSetupStep
        setup={state.setup}
        busy={busy}
        onConfirm={props.onConfirm}
        onCancel={props.onCancelSetup}
      />
    );
  } else if (state.kind === 'codes') {
    body = <RecoveryCodesList recoveryCodes={state.recoveryCodes} onSaved={props.onCodesSaved} />;
  } else {
    body = <TwoStepOn {...props} recoveryCodesLeft={state.recoveryCodesLeft} />;
  }
  return (
    <div className="space-y-4">
      {body}
      {state.kind !== 'error' && <FormError>{error}</FormError>}
      <FormSuccess>{notice}</FormSuccess>
    </div>
  );
}

function TurnOnForm({ busy, onStart }: { busy: boolean; onStart: (password: string) => void }) {
  const [password, setPassword] = useState('');
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password !== '' && !busy) onStart(password);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm leading-relaxed text-sand-300">
        After your password, login will also ask for a 6-digit code from an authenticator app on
        your phone (such as Aegis, Google Authenticator or 1Password), so a stolen password alone
        cannot open your account. Enter your password to begin.
      </p>
      <PasswordField
        label="Your password"
        name="twoStepPassword"
        autoComplete="current-password"
        required
        readOnly={busy}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
        }}
      />
      <Button type="submit" disabled={password === '' || busy} aria-busy={busy}>
        {busy ? 'Starting...' : 'Turn on two-step sign-in'}
      </Button>
    </form>
  );
}

function TwoStepOn({
  recoveryCodesLeft,
  busy,
  onRegenerate,
  onDisable,
}: TwoStepPanelProps & { recoveryCodesLeft: number }) {
  const [open, setOpen] = useState<'codes' | 'off' | null>(null);
  const [password, setPassword] = useState('');
  const [codeKind, setCodeKind] = useState<'app' | 'recovery'>('app');
  const [code, setCode] = useState('');
  const choose = (which: 'codes' | 'off' | null) => {
    setOpen(which);
    setPassword('');
    setCode('');
  };
  const canRegenerate = password !== '' && !busy;
  const canDisable = password !== '' && secondFactorReady(codeKind, code) && !busy;

  return (
    <div className="space-y-4">
      <p className="text-sm leading-relaxed text-sand-100">
        Two-step sign-in is on. Login asks for a code from your authenticator app.{' '}
        {recoveryCodesLeft} of 10 recovery codes left.
      </p>
      {recoveryCodesLeft < FEW_CODES_LEFT && (
        <FormMessage kind="warning">
          Few recovery codes are left. Make new ones so a lost phone cannot lock you out.
        </FormMessage>
      )}
      {open === null && (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            variant="secondary"
            onClick={() => {
              choose('codes');
            }}
          >
            New recovery codes
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              choose('off');
            }}
          >
            Turn off
          </Button>
        </div>
      )}
      {open === 'codes' && (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (canRegenerate) onRegenerate(password);
          }}
        >
          <p className="text-sm text-sand-300">
            New codes replace the old ones: the old codes stop working.
          </p>
          <PasswordField
            label="Your password"
            name="twoStepPassword"
            autoComplete="current-password"
            required
            readOnly={busy}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
            }}
          />
          <SubmitOrCancel
            label="Make new recovery codes"
            ready={canRegenerate}
            busy={busy}
            onCancel={() => {
              choose(null);
            }}
          />
        </form>
      )}
      {open === 'off' && (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (canDisable) onDisable({ password, code });
          }}
        >
          <PasswordField
            label="Your password"
            name="twoStepPassword"
            autoComplete="current-password"
            required
            readOnly={busy}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
            }}
          />
          <SecondFactorField kind={codeKind} value={code} onValueChange={setCode} readOnly={busy} />
          <button
            type="button"
            className={TEXT_LINK_CLASSES}
            onClick={() => {
              setCodeKind(codeKind === 'app' ? 'recovery' : 'app');
              setCode('');
            }}
          >
            {codeKind === 'app' ? 'Use a recovery code' : 'Use the app’s code'}
          </button>
          <SubmitOrCancel
            label="Turn off two-step sign-in"
            ready={canDisable}
            busy={busy}
            onCancel={() => {
              choose(null);
            }}
          />
        </form>
      )}
    </div>
  );
}

/** A form's submit button beside Cancel, stacked on a phone. */
function SubmitOrCancel(props: {
  label: string;
  ready: boolean;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button type="submit" disabled={!props.ready} aria-busy={props.busy}>
        {props.label}
      </Button>
      <Button variant="secondary" disabled={props.busy} onClick={props.onCancel}>
        Cancel
      </Button>
    </div>
  );
}
