import { NOTIFICATION_TEXTS } from '../api/contract/notificationsTexts';
import { useNotificationSettings } from '../api/notifications/notificationSettings';
import { useSession } from '../api/session/sessionContext';
import { PageHeader } from '../ui/PageHeader';
import { Spinner } from '../ui/Spinner';
import { usePageMeta } from '../ui/usePageMeta';
import { NotificationSettingsSection } from './NotificationSettingsSection';
import { NotificationsSection } from './NotificationsSection';
import { NOTIFICATIONS_PAGE_TEXTS } from './notificationsPageTexts';

/**
 * /notifications (login required): the player's notifications, newest first, and what they are
 * notified about, under the list once it has come (nothing moves as it arrives). Keyed by the
 * player, so another account never sees the last one's.
 */
export default function NotificationsPage() {
  usePageMeta('Notifications', NOTIFICATIONS_PAGE_TEXTS.description);
  const { user, isLoading } = useSession();
  // Asked beside the list, though shown after it: the settings then come with it.
  useNotificationSettings(user?.username ?? null);

  // The heading is the same for everyone: drawn at once, not after the session's answer.
  let body;
  if (isLoading) body = <Spinner />;
  else if (!user) {
    body = (
      <p className="py-16 text-center text-lg text-sand-100">{NOTIFICATIONS_PAGE_TEXTS.visitor}</p>
    );
  } else {
    body = (
      <NotificationsSection
        key={`list-${user.username}`}
        reader={user.username}
        after={
          <NotificationSettingsSection key={`settings-${user.username}`} reader={user.username} />
        }
      />
    );
  }
  return (
    <>
      <PageHeader title={NOTIFICATION_TEXTS.heading}>
        <p>{NOTIFICATIONS_PAGE_TEXTS.intro}</p>
      </PageHeader>
      {body}
    </>
  );
}
