import { createHash } from 'node:crypto';
import { LOAD_BUILD_KEY, SHARE_CODE_FRAGMENT_KEY } from '../../src/api/contract/plannerOpening';

/**
 * The planner's gate: the server renders /skill-trees as a new build (it sees neither the
 * address's fragment nor local storage), which the browser takes over when it opens a new build
 * too (src/planner/PlannerPage.tsx `takesServerHtml`). When the fragment carries a share code or
 * a hand-over waits in storage, the browser opens that build instead, and this script, run as the
 * page's head is read, marks the page so that the stylesheet keeps the server's new build out of
 * sight until then (src/app/styles.css `planner-opens-build`): a player who follows a shared
 * link never sees a new build in its place. It reads the fragment as `shareCodeFromHash` does.
 * Inline, so that it runs before the first paint without a request, and allowed by its hash in
 * the Content-Security-Policy (securityHeaders.ts), which allows nothing else inline.
 */
export const PLANNER_GATE_SCRIPT =
  `try{var c=new URLSearchParams(location.hash.replace(/^#/,"")).get(${JSON.stringify(SHARE_CODE_FRAGMENT_KEY)});` +
  `if((c!==null&&c.trim()!=="")||localStorage.getItem(${JSON.stringify(LOAD_BUILD_KEY)})!==null)` +
  `document.documentElement.classList.add("planner-opens-build")}catch(e){}`;

/** The gate's CSP source: its SHA-256, so the policy allows this script and no other inline one. */
export const PLANNER_GATE_CSP_SOURCE = `'sha256-${createHash('sha256').update(PLANNER_GATE_SCRIPT).digest('base64')}'`;

/** The gate's element, for the planner's page head. */
export const PLANNER_GATE_ELEMENT = `<script>${PLANNER_GATE_SCRIPT}</script>`;
