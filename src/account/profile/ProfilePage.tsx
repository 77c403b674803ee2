import { usePageMeta } from '../../ui/usePageMeta';
import { ProfileView } from './ProfileView';
import { useSession } from '../../api/session/sessionContext';

/**
 * /profile (login required, spec §2): the logged-in player's avatar, username, email and role.
 * Nothing shows while the session loads or for a visitor (the router's guard sends them on).
 */
export default function ProfilePage() {
  usePageMeta('Profile', 'Your Arrakis Planner profile.');
  const { user } = useSession();
  return user ? <ProfileView user={user} /> : null;
}
