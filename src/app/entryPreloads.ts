import { ENTRY_PRELOADS_ELEMENT_ID } from '../api/contract/entryPreloads';
import { nextTask } from '../api/nextTask';

/**
 * How many links one task adds: adding one starts its fetch at once, on the main thread, and four
 * keep a phone's task well under a long task's 50 ms.
 */
const LINKS_PER_TASK = 4;

/**
 * Adds the preload links the server left for the entry (src/api/contract/entryPreloads.ts) to
 * the head, `LINKS_PER_TASK` per task, and resolves in a task after the last: what follows (the
 * planner's import, whose loader reads every link in the head) gets a task of its own. Each is
 * added once: the template leaves the page as it is read. Nothing to add (any other page):
 * resolves at once.
 */
export async function addEntryPreloads(document: Document): Promise<void> {
  const template = document.getElementById(ENTRY_PRELOADS_ELEMENT_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  const links = [...template.content.querySelectorAll('link')];
  for (let start = 0; start < links.length; start += LINKS_PER_TASK) {
    document.head.append(...links.slice(start, start + LINKS_PER_TASK));
    await nextTask();
  }
}
