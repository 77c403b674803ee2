/** One cookie or local-storage entry the site itself writes, for the privacy policy's tables. */
export interface StorageItem {
  name: string;
  purpose: string;
  lifetime: string;
}

export const COOKIES: readonly StorageItem[] = [
  {
    name: 'cookie_consent',
    purpose:
      'Remembers that you accepted the cookie notice, so it is not shown again. Holds only the word "accepted". Set only when you press Accept.',
    lifetime: 'One year',
  },
  {
    name: 'arrakis_session (__Host-arrakis_session over https)',
    purpose:
      'Keeps you logged in after you sign in. Strictly necessary for your account, so it needs no consent. Holds a random token; we store only a one-way hash of it. Marked HttpOnly (page scripts cannot read it), SameSite=Lax and, over https, Secure. Set only when you log in or finish registering.',
    lifetime:
      '14 days when "Remember me for 14 days" is ticked; otherwise until you close the browser (and at most 24 hours without use). Removed when you log out.',
  },
];

export const LOCAL_STORAGE: readonly StorageItem[] = [
  {
    name: 'Liked builds',
    purpose:
      'The addresses (urls) of community builds you liked, so the Like button shows them as liked.',
    lifetime: 'Until you clear your browser data',
  },
  {
    name: 'load-build',
    purpose:
      'Hands a build from one page to the planner (for example when you press Load on My Builds). Read once, then deleted.',
    lifetime: 'Seconds',
  },
  {
    name: 'planner-build',
    purpose:
      'The share code of the build in your planner (its skills and choices, never its texts), so a build page can offer "Compare with my build". Rewritten as you change the build; removed when the planner holds an empty build.',
    lifetime: 'Until you clear your browser data',
  },
  {
    name: 'loadBuild, currentBuildView',
    purpose: 'Hand a build to the read-only build viewer in the same way. Read once, then deleted.',
    lifetime: 'Seconds',
  },
  {
    name: 'Bot check (ALTCHA)',
    purpose:
      "Stores nothing in your browser: no cookie and no local storage. Your browser solves a small puzzle in a background worker and sends the answer once, with the form it protects. (Were the site ever set up with Google reCAPTCHA instead, Google's script could set its own cookies.)",
    lifetime: 'Nothing is stored',
  },
];
