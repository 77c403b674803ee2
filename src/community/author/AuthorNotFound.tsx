import { COMMUNITY_TEXTS } from '../../api/contract/publicBuildsTexts';
import { NotFoundNotice } from '../../ui/NotFoundNotice';
import { AUTHOR_TEXTS } from './authorText';

/** 'User not found.' for an unknown or deleted account, with the way back to the community list. */
export function AuthorNotFound() {
  return (
    <NotFoundNotice title={COMMUNITY_TEXTS.userNotFound} back={AUTHOR_TEXTS.backToCommunity} />
  );
}
