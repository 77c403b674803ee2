import type { Account } from '../../api/contract/auth';
import { formatDay, formatWhen } from './formatWhen';

/**
 * The account's facts (spec §2 Account): username, current email, when it was created, the
 * last login, this session's and the previous login, and saved builds as count/limit. Times
 * are in the player's locale (`locale` only for stories and tests).
 */
export function AccountDetails({ account, locale }: { account: Account; locale?: string }) {
  const rows: [string, string][] = [
    ['Username', account.username],
    ['Current email', account.email],
    ['Account created', formatDay(account.createdAt, locale)],
    ['Last logged in', formatWhen(account.lastLoggedIn, locale)],
    ['Current login time', formatWhen(account.this_login_time, locale)],
    ['Previous login time', formatWhen(account.last_logged_in, locale)],
    ['Saved builds', `${account.savedBuildCount}/${account.savedBuildLimit}`],
  ];
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div
          key={term}
          className="min-w-0 rounded-xl border border-sand-700/70 bg-sand-950/40 px-4 py-3"
        >
          <dt className="text-xs font-semibold tracking-[0.15em] text-sand-400 uppercase">
            {term}
          </dt>
          <dd className="mt-1 break-words text-base text-sand-50">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
