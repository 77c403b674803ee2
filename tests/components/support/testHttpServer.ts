import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A real HTTP server on 127.0.0.1 (a free port) for component tests: subclasses say how a request
 * is answered, this starts it, stops it and knows its `origin`, so a page's real fetch code runs
 * over the network.
 */
export abstract class TestHttpServer {
  origin = '';
  private readonly server = createServer((request, response) => {
    void this.handle(request, response);
  });

  /** Answers one request. */
  protected abstract handle(
    request: IncomingMessage,
    response: ServerResponse,
  ): void | Promise<void>;

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.origin = `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server.close(() => {
        resolve();
      }),
    );
  }
}

/**
 * A fresh server from `create` for each test of the calling file, with the client pointed at it
 * (`VITE_API_ORIGIN`). The file's tests get more time than the default: they wait for real
 * network answers, which takes several seconds when the machine is busy with other suites.
 */
export function servePerTest<Server extends TestHttpServer>(
  create: () => Server,
): { readonly current: Server } {
  vi.setConfig({ testTimeout: 30_000 });
  const holder: { current: Server } = { current: create() };
  beforeEach(async () => {
    holder.current = create();
    await holder.current.start();
    vi.stubEnv('VITE_API_ORIGIN', holder.current.origin);
  });
  afterEach(async () => {
    await holder.current.stop();
  });
  return holder;
}
