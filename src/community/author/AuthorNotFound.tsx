import { COMMUNITY_TEXTS } from '../../api/contract/publicBuildsTexts';
import { ButtonLink } from '../../ui/Button';
import { AUTHOR_TEXTS } from './authorText';

/** 'User not found.' for an unknown or deleted account, with the way back to the community list. */
export function AuthorNotFound() {
  return (
    <section className="mx-auto my-12 max-w-xl text-center">
      <h1 className="font-display text-3xl font-semibold text-sand-50 sm:text-4xl">
        {COMMUNITY_TEXTS.userNotFound}
      </h1>
      <ButtonLink to="/community-builds" className="mt-8">
        {AUTHOR_TEXTS.backToCommunity}
      </ButtonLink>
    </section>
  );
}
