import { z } from 'zod';
import { isLinkId, LINK_ID_LENGTH } from '../keys/linkIds';
import type { SavedBuildKey } from '../services/savedBuilds';
import { quoteInput } from './quoteInput';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A saved build named in a path by its id or url: its routes' parameter, and the viewer page's. */
export const idOrUrlParamSchema = z
  .string()
  .transform((raw, ctx): SavedBuildKey => {
    if (UUID_PATTERN.test(raw)) return { id: raw.toLowerCase() };
    if (isLinkId(raw)) return { url: raw };
    ctx.addIssue({
      code: 'custom',
      message: `A saved build is named by its id (a UUID) or its url (${LINK_ID_LENGTH} letters and digits); got ${quoteInput(raw)}.`,
    });
    return z.NEVER;
  })
  .meta({
    description: `The build's id (a UUID) or its url (${LINK_ID_LENGTH} letters and digits).`,
  });
