import { MESSAGES } from '../../api/contract/authTexts';
import { Button, ButtonLink } from '../../ui/Button';
import { FormError, FormMessage } from '../../ui/form/FormMessage';
import { AuthCard } from '../shared/AuthCard';

/** Props of /register for a player who is logged in already. */
export interface AlreadyLoggedInProps {
  username: string;
  /** True while the logout runs. */
  busy: boolean;
  /** Why the last logout failed. */
  error?: string | null;
  onLogout: () => void;
}

/**
 * /register for a logged-in player (spec §8): the spec's sentence instead of the form, with the
 * two ways on: their account, or a logout that brings the form back to make another one.
 */
export function AlreadyLoggedIn({ username, busy, error, onLogout }: AlreadyLoggedInProps) {
  return (
    <AuthCard title="Register">
      <div className="space-y-5">
        <FormMessage kind="warning">
          <p>{MESSAGES.alreadyLoggedIn}</p>
          <p className="mt-1 text-amber-100/80">Logged in as {username}.</p>
        </FormMessage>
        <FormError>{error}</FormError>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/account" className="sm:flex-1">
            Go to Account
          </ButtonLink>
          <Button
            variant="secondary"
            className="sm:flex-1"
            disabled={busy}
            aria-busy={busy}
            onClick={onLogout}
          >
            {busy ? 'Logging out...' : 'Logout'}
          </Button>
        </div>
      </div>
    </AuthCard>
  );
}
