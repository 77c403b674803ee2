import { castDraft } from 'immer';
import {
  isRestrictedOutcome,
  SAVED_BUILD_TEXTS,
  type SaveOutcome,
} from '../../api/contract/savedBuildsTexts';
import type {
  PlannerDialog,
  PlannerGet,
  PlannerRequests,
  PlannerSet,
  RequestActions,
} from './plannerTypes';

/**
 * The requests slice: Link and Save as the planner waits on them, and the dialogs their answers
 * open. The calls themselves are made by the actions' hooks (src/planner/actions); the store
 * keeps what a player sees, and which answer still counts.
 */

/** No request under way. */
export const initialRequests = (): PlannerRequests => ({
  link: { busy: false, url: null, error: null },
  save: { request: 0, busy: false, error: null, restricted: null, note: '' },
});

/** The dialogs a save request answers in. */
const SAVE_DIALOGS: readonly PlannerDialog[] = ['save', 'overwrite'];

/** The Success dialog of each outcome that is not restricted. */
const SAVED_SUCCESS: Record<'CREATED' | 'UPDATED', { title: string; message: string }> = {
  CREATED: { title: 'Build Saved', message: SAVED_BUILD_TEXTS.saved },
  UPDATED: { title: 'Build Updated', message: SAVED_BUILD_TEXTS.updated },
};

function restrictedMessage(outcome: SaveOutcome): string {
  return outcome === 'CREATED_AS_RESTRICTED'
    ? SAVED_BUILD_TEXTS.savedRestricted
    : SAVED_BUILD_TEXTS.updatedRestricted;
}

/** The requests slice's actions. */
export function createRequestsSlice(set: PlannerSet, get: PlannerGet): RequestActions {
  /** Whether an answer to save request `request` still has its dialog open. */
  const current = (request: number) => {
    const { requests, ui } = get();
    return (
      request === requests.save.request && ui.dialog !== null && SAVE_DIALOGS.includes(ui.dialog)
    );
  };

  return {
    linkRequested() {
      set((draft) => {
        draft.ui.dialog = 'copyLink';
        draft.requests.link = { busy: true, url: null, error: null };
      });
    },
    linkCreated(url) {
      set((draft) => {
        draft.requests.link = { busy: false, url, error: null };
      });
    },
    linkFailed(message) {
      set((draft) => {
        draft.requests.link = { busy: false, url: null, error: message };
      });
    },
    linkRefusedByModeration(message) {
      set((draft) => {
        draft.requests.link = { busy: false, url: null, error: null };
        draft.ui.moderationMessage = message;
        draft.ui.dialog = 'moderation';
      });
    },
    openSave() {
      set((draft) => {
        draft.ui.dialog = 'save';
        draft.requests.save = {
          request: draft.requests.save.request + 1,
          busy: false,
          error: null,
          restricted: null,
          note: '',
        };
      });
    },
    saveRequested() {
      const request = get().requests.save.request + 1;
      set((draft) => {
        const { note } = draft.requests.save;
        draft.requests.save = { request, busy: true, error: null, restricted: null, note };
      });
      return request;
    },
    setSaveNote(note) {
      set((draft) => {
        draft.requests.save.note = note;
      });
    },
    saveConflicted(request) {
      if (!current(request)) return;
      set((draft) => {
        draft.requests.save.busy = false;
        draft.requests.save.error = null;
        draft.ui.dialog = 'overwrite';
      });
    },
    saveRefusedByLimit(request) {
      if (!current(request)) return;
      set((draft) => {
        draft.requests.save.busy = false;
        draft.ui.dialog = 'buildLimit';
      });
    },
    saveFailed(request, message) {
      if (!current(request)) return;
      set((draft) => {
        draft.requests.save.busy = false;
        draft.requests.save.error = message;
      });
    },
    buildSaved(request, { outcome, build: stored }, sent) {
      if (!current(request)) return;
      const { build } = get();
      const listed =
        sent.buildSharing === stored.sharing ? sent : { ...sent, buildSharing: stored.sharing };
      const restricted = isRestrictedOutcome(outcome);
      set((draft) => {
        // The server's listing is a fact about the saved build, not an edit: no undo step.
        if (build === sent) draft.build = castDraft(listed);
        draft.saved = castDraft({
          id: stored.id,
          url: stored.url,
          name: stored.build_name,
          build: listed,
        });
        draft.requests.save = {
          request,
          busy: false,
          error: null,
          restricted: restricted ? castDraft(stored) : null,
          note: '',
        };
        if (restricted) {
          draft.ui.moderationMessage = restrictedMessage(outcome);
          draft.ui.dialog = 'moderation';
        } else {
          draft.ui.success = { ...SAVED_SUCCESS[outcome === 'CREATED' ? 'CREATED' : 'UPDATED'] };
          draft.ui.dialog = 'success';
        }
      });
    },
  };
}
