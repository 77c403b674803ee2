import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import type { User } from '../../api/contract/user';

/** The avatar's stand-in when there is no image: the username's first letter in upper case. */
function avatarLetter(username: string): string {
  return username.charAt(0).toUpperCase();
}

/** How a role reads on the page: the stored value is a code, not a word for players. */
const ROLE_NAMES: Record<User['role'], string> = { user: 'Player', admin: 'Administrator' };

/** Profile (spec §2): the avatar image (or the letter), username, email and role. */
export function ProfileView({ user }: { user: User }) {
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader title="Profile" />
      <Card className="flex flex-col items-center gap-6 px-4 py-6 sm:flex-row sm:items-start sm:px-8">
        {user.avatarUrl ? (
          <img
            src={user.avatarUrl}
            alt={`Avatar of ${user.username}`}
            width={96}
            height={96}
            className="size-24 shrink-0 rounded-full border-2 border-spice-400/70 object-cover"
          />
        ) : (
          <span
            role="img"
            aria-label={`Avatar of ${user.username}`}
            className="inline-flex size-24 shrink-0 items-center justify-center rounded-full border-2 border-spice-400/70 bg-spice-900 font-display text-4xl font-semibold text-spice-200"
          >
            {avatarLetter(user.username)}
          </span>
        )}
        <dl className="grid w-full min-w-0 grid-cols-1 gap-4 sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <ProfileRow term="Username" value={user.username} />
          <ProfileRow term="Email" value={user.email} />
          <ProfileRow term="Role" value={ROLE_NAMES[user.role]} />
        </dl>
      </Card>
    </div>
  );
}

function ProfileRow({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0 sm:contents">
      <dt className="text-xs font-semibold tracking-[0.15em] text-sand-400 uppercase sm:pt-0.5">
        {term}
      </dt>
      <dd className="mt-1 break-words text-base text-sand-50 sm:mt-0">{value}</dd>
    </div>
  );
}
