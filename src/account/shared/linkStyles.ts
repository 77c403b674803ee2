/** An inline text link in the account pages: spice, underlined, a 44px tall target. */
export const TEXT_LINK_CLASSES =
  'inline-flex min-h-11 min-w-11 items-center font-medium text-spice-300 underline underline-offset-4 hover:text-spice-200';
