// Build-time settings read by the client (see README: all optional).
interface ImportMetaEnv {
  /** Origin of the API when it is not served by the site itself, e.g. https://api.example.org. */
  readonly VITE_API_ORIGIN?: string;
  /** Where the header's and About page's donation link points; default /about#support. */
  readonly VITE_DONATION_URL?: string;
}
