import { ADMIN_TEXTS } from '../api/contract/adminTexts';
import { Spinner } from '../ui/Spinner';
import { usePageMeta } from '../ui/usePageMeta';
import { AdminDesk } from './AdminDesk';
import { NotAdmin } from './deskLoad';
import { TwoStepNotice } from './TwoStepNotice';
import { useSession } from '../api/session/sessionContext';

/**
 * /admin (login required): the moderators' desk. A player without the admin role reads that only
 * moderators can open it, and nothing is fetched for them; the API refuses them all the same (403).
 * A moderator without two-step sign-in is asked to turn it on.
 */
export default function AdminPage() {
  usePageMeta('Moderators’ desk', 'Where moderators keep Arrakis Planner clean.');
  const { user, isLoading } = useSession();
  if (isLoading) return <Spinner />;
  if (user?.role !== 'admin') {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="font-display text-3xl font-semibold tracking-wide text-sand-50">
          {ADMIN_TEXTS.title}
        </h1>
        <NotAdmin />
      </div>
    );
  }
  return (
    <>
      <TwoStepNotice />
      <AdminDesk />
    </>
  );
}
