import { useState } from 'react';
import { sendEmailCode } from '../../api/account/sendEmailCode';
import { UPDATE_SETTINGS_FAILED, updateSettings } from '../../api/auth/updateSettings';
import { emailKey } from '../../api/contract/accountRules';
import { notify } from '../../ui/toast';
import { usePageMeta } from '../../ui/usePageMeta';
import { CodeDialog } from '../shared/CodeDialog';
import { failureText } from '../shared/failureText';
import { SettingsForm, type SettingsValues } from './SettingsForm';
import { useBotCheck } from '../../api/botCheck/botCheckContext';
import type { User } from '../../api/contract/user';
import { useSession } from '../../api/session/sessionContext';

/** The spec's toasts (§8 Settings). */
export const SETTINGS_TEXTS = {
  savedTitle: 'Settings updated',
  savedDescription: 'Your settings have been successfully updated.',
  failed: UPDATE_SETTINGS_FAILED,
} as const;

/**
 * /settings (login required, spec §2): username and email, read-only until Edit. A changed
 * email is never saved unverified: Save first mails a code to the new address (bot-checked),
 * the code dialog asks for it, and the code goes with the save.
 */
export default function SettingsPage() {
  usePageMeta('Settings', 'Change the username and email of your Arrakis Planner account.');
  const { user } = useSession();
  return user ? <Settings user={user} /> : null;
}

function Settings({ user }: { user: User }) {
  const { setUser } = useSession();
  const { getToken } = useBotCheck();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  // The values waiting for the code mailed to their new email.
  const [pending, setPending] = useState<SettingsValues | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);

  const fail = (failure: unknown) => {
    const message = failureText(failure, SETTINGS_TEXTS.failed);
    notify({ kind: 'error', title: message });
    return message;
  };

  const save = async (values: SettingsValues, code?: string) => {
    setBusy(true);
    setCodeError(null);
    try {
      const saved = await updateSettings(code === undefined ? values : { ...values, code });
      setUser(saved);
      setPending(null);
      setEditing(false);
      notify({
        kind: 'success',
        title: SETTINGS_TEXTS.savedTitle,
        description: SETTINGS_TEXTS.savedDescription,
      });
    } catch (failure) {
      const message = fail(failure);
      if (code !== undefined) setCodeError(message);
    } finally {
      setBusy(false);
    }
  };

  const sendCode = async (values: SettingsValues) => {
    setBusy(true);
    setCodeError(null);
    try {
      const recaptchaToken = await getToken('change_email');
      await sendEmailCode({
        newEmail: values.email,
        recaptchaToken,
        currentPassword: values.currentPassword ?? '',
      });
      setPending(values);
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <SettingsForm
        user={user}
        editing={editing}
        busy={busy}
        onEdit={() => {
          setEditing(true);
        }}
        onCancel={() => {
          setEditing(false);
        }}
        onSave={(values) => {
          if (emailKey(values.email) === emailKey(user.email)) void save(values);
          else void sendCode(values);
        }}
      />
      {pending && (
        <CodeDialog
          open
          title="Confirm your new email"
          description={`We sent a 6-digit code to ${pending.email}. Enter it to save your settings.`}
          submitLabel="Save Changes"
          busyLabel="Saving..."
          busy={busy}
          error={codeError}
          onSubmit={(code) => {
            void save(pending, code);
          }}
          onClose={() => {
            setPending(null);
          }}
        />
      )}
    </>
  );
}
