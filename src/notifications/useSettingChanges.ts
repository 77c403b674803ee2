import { useState } from 'react';
import type { KeyedMutator } from 'swr';
import type { NotificationSettings } from '../api/contract/notifications';
import {
  NOTIFICATION_KIND_LABELS,
  type NotificationKind,
} from '../api/contract/notificationsTexts';
import { saveNotificationSettings } from '../api/notifications/saveNotificationSettings';
import { NOTIFICATIONS_PAGE_TEXTS } from './notificationsPageTexts';

/** What the last change of a switch came to: its message, and whether it was saved. */
export interface SettingOutcome {
  ok: boolean;
  message: string;
}

/**
 * Saving a switch as it moves: shown at once, then the whole set is sent (the API takes every
 * kind). One save at a time, so no answer overtakes another; a failure puts the switch back.
 */
export function useSettingChanges(
  settings: NotificationSettings | undefined,
  mutate: KeyedMutator<NotificationSettings>,
) {
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<SettingOutcome | null>(null);

  const change = (kind: NotificationKind, on: boolean) => {
    if (settings === undefined || saving) return;
    const before = settings;
    const wanted: NotificationSettings = { kinds: { ...before.kinds, [kind]: on } };
    setSaving(true);
    setOutcome(null);
    void mutate(wanted, { revalidate: false });
    saveNotificationSettings(wanted)
      .then(
        (saved) => {
          void mutate(saved, { revalidate: false });
          const label = NOTIFICATION_KIND_LABELS[kind];
          setOutcome({ ok: true, message: NOTIFICATIONS_PAGE_TEXTS.settingSaved(label, on) });
        },
        (error: unknown) => {
          void mutate(before, { revalidate: false });
          setOutcome({
            ok: false,
            message: error instanceof Error ? error.message : String(error),
          });
        },
      )
      .finally(() => {
        setSaving(false);
      });
  };

  return { saving, outcome, change };
}
