/**
 * How long the server waits on a client. Without bounds, a client sending its request a byte
 * at a time (slowloris) or opening connections it never uses holds a socket and memory for as
 * long as it likes.
 */
export const SERVER_TIMEOUTS = {
  /** The whole request, headers and body, must arrive within this (then 408). */
  requestTimeout: 30_000,
  /**
   * An idle keep-alive connection is closed after this. Longer than the 60 s idle timeout
   * of the usual load balancers, so the proxy closes first and never sends on a socket the
   * server is closing.
   */
  keepAliveTimeout: 65_000,
  /** A socket with no activity at all is closed after this; above keepAliveTimeout. */
  connectionTimeout: 70_000,
} as const;

/**
 * The request's headers must arrive within this. Node's default (60 s) exceeds the whole
 * request's bound; Fastify has no option for it, so it is set on the server (app.ts).
 */
export const HEADERS_TIMEOUT = 20_000;
