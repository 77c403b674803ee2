import { useId } from 'react';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_TEXTS,
} from '../api/contract/notificationsTexts';
import { useNotificationSettings } from '../api/notifications/notificationSettings';
import { FormMessage } from '../ui/form/FormMessage';
import { Spinner } from '../ui/Spinner';
import { DigestChoiceGroup } from './DigestChoiceGroup';
import { SettingSwitch } from './SettingSwitch';
import { NOTIFICATIONS_PAGE_TEXTS } from './notificationsPageTexts';
import { type SettingOutcome, type SettingPart, useSettingChanges } from './useSettingChanges';

/** What the last change of `part` came to, under it; nothing for the other part's. */
function SettingMessage({ outcome, part }: { outcome: SettingOutcome | null; part: SettingPart }) {
  return (
    <div className="mt-4 max-w-2xl empty:hidden">
      {outcome?.part === part ? (
        <FormMessage kind={outcome.ok ? 'success' : 'error'}>{outcome.message}</FormMessage>
      ) : null}
    </div>
  );
}

/**
 * What the player is notified about: one switch per kind, then the email digest's choice, each
 * saved as it changes, with what the save came to beside it.
 */
export function NotificationSettingsSection({ reader }: { reader: string }) {
  const settings = useNotificationSettings(reader);
  const changes = useSettingChanges(settings.data, settings.mutate);
  const headingId = useId();

  let body;
  if (settings.data) {
    const { kinds, digest } = settings.data;
    body = (
      <>
        <ul className="flex max-w-2xl flex-col divide-y divide-sand-800">
          {NOTIFICATION_KINDS.map((kind) => (
            <li key={kind}>
              <SettingSwitch
                label={NOTIFICATION_KIND_LABELS[kind]}
                on={kinds[kind]}
                disabled={changes.saving}
                onChange={(on) => {
                  changes.changeKind(kind, on);
                }}
              />
            </li>
          ))}
        </ul>
        <SettingMessage outcome={changes.outcome} part="kinds" />
        <div className="mt-8 max-w-2xl">
          <DigestChoiceGroup
            choice={digest}
            saving={changes.saving}
            onChange={changes.changeDigest}
          />
        </div>
        <SettingMessage outcome={changes.outcome} part="digest" />
      </>
    );
  } else if (settings.error) {
    body = (
      <p role="alert" className="text-danger-200">
        {settings.error.message}
      </p>
    );
  } else body = <Spinner label={NOTIFICATIONS_PAGE_TEXTS.settingsLoading} />;

  return (
    <section aria-labelledby={headingId} className="mb-12">
      <h2 id={headingId} className="mb-2 font-display text-2xl font-semibold text-sand-100">
        {NOTIFICATION_TEXTS.settingsHeading}
      </h2>
      <p className="mb-4 text-sm text-sand-300">{NOTIFICATIONS_PAGE_TEXTS.settingsIntro}</p>
      {body}
    </section>
  );
}
