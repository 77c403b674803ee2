import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Account } from '../../api/contract/auth';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { CollapsibleSection } from '../../ui/form/CollapsibleSection';
import { FormError } from '../../ui/form/FormMessage';
import { PageHeader } from '../../ui/PageHeader';
import { TEXT_LINK_CLASSES } from '../shared/linkStyles';
import { AccountDetails } from './AccountDetails';
import { ChangeEmailForm, type ChangeEmailFormProps } from './ChangeEmailForm';
import { ChangePasswordForm, type ChangePasswordFormProps } from './ChangePasswordForm';
import {
  DeleteAccountDialogs,
  DELETION_TEXT,
  type DeleteAccountDialogsProps,
} from './DeleteAccountDialogs';

/** What the Account page shows: loading, a load error, a visitor, or the account. */
export type AccountViewState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'visitor' }
  | { kind: 'account'; account: Account };

/** Props of the Account page's view; every call's state comes from the page. */
export interface AccountViewProps {
  state: AccountViewState;
  changeEmail: ChangeEmailFormProps;
  changePassword: ChangePasswordFormProps;
  deletion: Omit<DeleteAccountDialogsProps, 'onCancel'> & {
    onStart: () => void;
    onCancel: () => void;
  };
  /** Which logout runs, if any. */
  loggingOut: 'current' | 'all' | null;
  logoutError?: string | null;
  onLogout: () => void;
  onLogoutAll: () => void;
  /** For stories and tests: the locale dates are written in (default: the player's). */
  locale?: string;
  /** The Two-step sign-in section (it reads and changes its own data). */
  twoStep?: ReactNode;
}

/** The message for a visitor (spec §2 Account). */
const ACCOUNT_VISITOR_MESSAGE = 'You must be logged in to view your account.';

/**
 * Account (spec §2, §4): the account's facts, collapsible Change Email and Change Password,
 * 'Logout (Current Session)' and 'Logout all sessions', Delete Account with its two dialogs,
 * and the privacy link. Loading says 'Loading...'; a visitor gets a 'Go to Login' button.
 */
export function AccountView({ state, locale, ...rest }: AccountViewProps) {
  if (state.kind === 'loading') {
    return (
      <p role="status" className="py-16 text-center text-sand-300">
        Loading...
      </p>
    );
  }
  if (state.kind === 'error') {
    return (
      <div className="mx-auto max-w-xl py-12">
        <FormError>{state.message}</FormError>
      </div>
    );
  }
  if (state.kind === 'visitor') {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-5 py-16 text-center">
        <p className="text-lg text-sand-100">{ACCOUNT_VISITOR_MESSAGE}</p>
        <ButtonLink to="/login">Go to Login</ButtonLink>
      </div>
    );
  }
  return <AccountSections account={state.account} locale={locale} {...rest} />;
}

function AccountSections({
  account,
  locale,
  changeEmail,
  changePassword,
  deletion,
  loggingOut,
  logoutError,
  onLogout,
  onLogoutAll,
  twoStep,
}: Omit<AccountViewProps, 'state'> & { account: Account }) {
  const { onStart, ...dialogs } = deletion;
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Account">Your account details, email, password and sessions.</PageHeader>
      <div className="space-y-6">
        <Card className="px-4 py-5 sm:px-6">
          <AccountDetails account={account} locale={locale} />
        </Card>
        <CollapsibleSection title="Change Email" summary={`Currently ${account.email}`}>
          <ChangeEmailForm {...changeEmail} />
        </CollapsibleSection>
        <CollapsibleSection title="Change Password" summary="A code is emailed to confirm it.">
          <ChangePasswordForm {...changePassword} />
        </CollapsibleSection>
        {twoStep}
        <Card
          as="section"
          aria-labelledby="account-sessions"
          className="space-y-4 px-4 py-5 sm:px-6"
        >
          <h2 id="account-sessions" className="font-display text-lg font-semibold text-sand-50">
            Sessions
          </h2>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              variant="secondary"
              disabled={loggingOut !== null}
              aria-busy={loggingOut === 'current'}
              onClick={onLogout}
            >
              Logout (Current Session)
            </Button>
            <Button
              variant="secondary"
              disabled={loggingOut !== null}
              aria-busy={loggingOut === 'all'}
              onClick={onLogoutAll}
            >
              Logout all sessions
            </Button>
          </div>
          <FormError>{logoutError}</FormError>
        </Card>
        <Card
          as="section"
          aria-labelledby="account-delete"
          className="space-y-4 border-danger-400/50 px-4 py-5 sm:px-6"
        >
          <h2 id="account-delete" className="font-display text-lg font-semibold text-danger-200">
            Delete Account
          </h2>
          <p className="text-sm leading-relaxed text-sand-300">{DELETION_TEXT}</p>
          <Button
            variant="secondary"
            className="border-danger-400/70! text-danger-200! hover:border-danger-200! hover:text-sand-50!"
            onClick={onStart}
          >
            Delete Account
          </Button>
        </Card>
        <p className="text-sm text-sand-300">
          How we handle your data:{' '}
          <Link to="/privacy" className={TEXT_LINK_CLASSES}>
            Privacy Policy
          </Link>
        </p>
      </div>
      <DeleteAccountDialogs {...dialogs} />
    </div>
  );
}
