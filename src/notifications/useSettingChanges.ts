import { useState } from 'react';
import type { KeyedMutator } from 'swr';
import type { NotificationSettings } from '../api/contract/notifications';
import {
  type DigestChoice,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_TEXTS,
  type NotificationKind,
} from '../api/contract/notificationsTexts';
import { saveNotificationSettings } from '../api/notifications/saveNotificationSettings';
import { NOTIFICATIONS_PAGE_TEXTS } from './notificationsPageTexts';

/** Which part of the settings a change was about: its message is shown beside it. */
export type SettingPart = 'kinds' | 'digest';

/** What the last change came to: its message, whether it was saved, and what it changed. */
export interface SettingOutcome {
  ok: boolean;
  message: string;
  part: SettingPart;
}

/**
 * Saving a switch or the digest as it changes: shown at once, then the whole set is sent (the API
 * takes every kind). One save at a time, so no answer overtakes another; a failure puts it back.
 */
export function useSettingChanges(
  settings: NotificationSettings | undefined,
  mutate: KeyedMutator<NotificationSettings>,
) {
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<SettingOutcome | null>(null);

  const save = (wanted: NotificationSettings, part: SettingPart, savedMessage: string) => {
    if (settings === undefined || saving) return;
    const before = settings;
    setSaving(true);
    setOutcome(null);
    void mutate(wanted, { revalidate: false });
    // The digest only when it is the change: a switch never restarts a digest stopped elsewhere.
    const { kinds, digest } = wanted;
    saveNotificationSettings(part === 'digest' ? { kinds, digest } : { kinds })
      .then(
        (saved) => {
          void mutate(saved, { revalidate: false });
          setOutcome({ ok: true, message: savedMessage, part });
        },
        (error: unknown) => {
          void mutate(before, { revalidate: false });
          setOutcome({
            ok: false,
            message: error instanceof Error ? error.message : String(error),
            part,
          });
        },
      )
      .finally(() => {
        setSaving(false);
      });
  };

  const changeKind = (kind: NotificationKind, on: boolean) => {
    if (settings === undefined) return;
    const label = NOTIFICATION_KIND_LABELS[kind];
    save(
      { ...settings, kinds: { ...settings.kinds, [kind]: on } },
      'kinds',
      NOTIFICATIONS_PAGE_TEXTS.settingSaved(label, on),
    );
  };

  const changeDigest = (digest: DigestChoice) => {
    if (settings === undefined || digest === settings.digest) return;
    save({ ...settings, digest }, 'digest', NOTIFICATION_TEXTS.digestSaved(digest));
  };

  return { saving, outcome, changeKind, changeDigest };
}
