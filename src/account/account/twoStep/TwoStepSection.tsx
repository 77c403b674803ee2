import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  confirmTwoStepSetup,
  disableTwoStep,
  regenerateRecoveryCodes,
  startTwoStepSetup,
  TWO_STEP_FAILED,
  useTwoStepStatus,
} from '../../../api/account/twoStep';
import type { TwoStepSetup } from '../../../api/contract/twoStep';
import { TWO_STEP_MESSAGES } from '../../../api/contract/twoStepTexts';
import { CollapsibleSection } from '../../../ui/form/CollapsibleSection';
import { useScrollToHash } from '../../../ui/useScrollToHash';
import { failureText } from '../../shared/failureText';
import { TwoStepPanel, twoStepSummary, type TwoStepPanelState } from './TwoStepPanel';

/** The anchor of the section: the moderators' desk links to `/account#two-step`. */
const TWO_STEP_ANCHOR = 'two-step';

type Flow =
  { kind: 'setup'; setup: TwoStepSetup } | { kind: 'codes'; recoveryCodes: readonly string[] };

/**
 * The account page's "Two-step sign-in" section: reads the status, runs the calls and keeps
 * the setup and the recovery codes only in memory, for as long as they are on screen.
 */
export function TwoStepSection() {
  const status = useTwoStepStatus();
  const { hash } = useLocation();
  const [flow, setFlow] = useState<Flow | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The desk's link lands here once the section is drawn (the page loads its data first).
  useScrollToHash();

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await action();
    } catch (failure) {
      setError(failureText(failure, TWO_STEP_FAILED.change));
    } finally {
      setBusy(false);
    }
  };

  let state: TwoStepPanelState;
  if (flow) state = flow;
  else if (status.data) {
    state = status.data.enabled
      ? { kind: 'on', recoveryCodesLeft: status.data.recoveryCodesLeft }
      : { kind: 'off' };
  } else if (status.error) state = { kind: 'error', message: status.error.message };
  else state = { kind: 'loading' };

  return (
    <div id={TWO_STEP_ANCHOR} className="scroll-mt-24">
      <CollapsibleSection
        title="Two-step sign-in"
        summary={twoStepSummary(state)}
        defaultOpen={hash === `#${TWO_STEP_ANCHOR}`}
      >
        <TwoStepPanel
          state={state}
          busy={busy}
          error={error}
          notice={notice}
          onStart={(password) =>
            void run(async () => {
              setFlow({ kind: 'setup', setup: await startTwoStepSetup(password) });
            })
          }
          onConfirm={(code) =>
            void run(async () => {
              const { recoveryCodes } = await confirmTwoStepSetup(code);
              setFlow({ kind: 'codes', recoveryCodes });
              void status.mutate();
            })
          }
          onCancelSetup={() => {
            setFlow(null);
            setError(null);
          }}
          onCodesSaved={() => {
            setFlow(null);
            void status.mutate();
          }}
          onRegenerate={(password) =>
            void run(async () => {
              const { recoveryCodes } = await regenerateRecoveryCodes(password);
              setFlow({ kind: 'codes', recoveryCodes });
            })
          }
          onDisable={(values) =>
            void run(async () => {
              await status.mutate(await disableTwoStep(values), { revalidate: false });
              setNotice(TWO_STEP_MESSAGES.turnedOff);
            })
          }
        />
      </CollapsibleSection>
    </div>
  );
}
