import { NOTIFICATION_TEXTS } from '../api/contract/notificationsTexts';
import { useSession } from '../api/session/sessionContext';
import { PageHeader } from '../ui/PageHeader';
import { Spinner } from '../ui/Spinner';
import { usePageMeta } from '../ui/usePageMeta';
import { NotificationSettingsSection } from './NotificationSettingsSection';
import { NotificationsSection } from './NotificationsSection';
import { NOTIFICATIONS_PAGE_TEXTS } from './notificationsPageTexts';

/**
 * /notifications (login required): the player's notifications, newest first, and what they are
 * notified about. Keyed by the player, so another account never sees the last one's.
 */
export default function NotificationsPage() {
  usePageMeta('Notifications', NOTIFICATIONS_PAGE_TEXTS.description);
  const { user, isLoading } = useSession();

  if (isLoading) return <Spinner />;
  if (!user) {
    return (
      <p className="py-16 text-center text-lg text-sand-100">{NOTIFICATIONS_PAGE_TEXTS.visitor}</p>
    );
  }
  return (
    <>
      <PageHeader title={NOTIFICATION_TEXTS.heading}>
        <p>{NOTIFICATIONS_PAGE_TEXTS.intro}</p>
      </PageHeader>
      <NotificationsSection key={`list-${user.username}`} reader={user.username} />
      <NotificationSettingsSection key={`settings-${user.username}`} reader={user.username} />
    </>
  );
}
