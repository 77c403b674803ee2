import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { NOTIFICATION_CALL_TEXTS } from '../../api/notifications/notificationCallTexts';
import { unsubscribeDigest } from '../../api/notifications/unsubscribeDigest';
import { usePageMeta } from '../../ui/usePageMeta';
import { type UnsubscribeStatus, UnsubscribeView } from './UnsubscribeView';
import { UNSUBSCRIBE_PAGE_TEXTS } from './unsubscribePageTexts';

/**
 * /unsubscribe#key: the key rides in the fragment, so it never reaches a server log or a
 * Referer. The press stops the digest of the account the key belongs to; no login needed.
 */
export default function UnsubscribePage() {
  usePageMeta('Stop the Email Digest', UNSUBSCRIBE_PAGE_TEXTS.description);
  const key = useLocation().hash.slice(1);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<UnsubscribeStatus>(null);

  const unsubscribe = async () => {
    setBusy(true);
    setStatus(null);
    try {
      const answer = await unsubscribeDigest(key);
      setStatus({ kind: 'success', message: answer.message });
    } catch (failure) {
      const message =
        failure instanceof Error ? failure.message : NOTIFICATION_CALL_TEXTS.unsubscribeFailed;
      setStatus({ kind: 'error', message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <UnsubscribeView
      hasKey={key !== ''}
      busy={busy}
      status={status}
      onUnsubscribe={() => {
        void unsubscribe();
      }}
    />
  );
}
