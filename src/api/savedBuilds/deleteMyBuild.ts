import { messageAnswer } from '../answerSchemas';
import type { MessageResponse } from '../contract/message';
import type { DeleteMyBuildRequest } from '../contract/savedBuilds';
import { SAVED_BUILD_TEXTS } from '../contract/savedBuildsTexts';
import { requestJson } from '../requestJson';

/**
 * `DELETE /api/my-build` (spec §7): deletes one of the caller's saved builds, named by its id,
 * its title and the caller's username. A failure carries the server's message (e.g. 'Build not
 * found.') or, with none, 'Failed to delete build' (spec §8).
 */
export function deleteMyBuild(body: DeleteMyBuildRequest): Promise<MessageResponse> {
  return requestJson('/api/my-build', {
    method: 'DELETE',
    body,
    schema: messageAnswer(),
    fallbackMessage: SAVED_BUILD_TEXTS.deleteFailed,
  });
}
