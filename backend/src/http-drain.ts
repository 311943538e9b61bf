import type { Server, ServerResponse } from 'node:http';

export interface DrainResult {
  /** Every request finished (and every connection closed) within the time given. */
  finished: boolean;
  /** Requests that were in flight when draining started. */
  inFlightAtStart: number;
}

/**
 * Graceful stop of an HTTP server: it stops accepting connections at once, closes idle keep-alive connections,
 * answers the requests in flight (and any that arrive on already open connections) with `Connection: close`, and
 * waits for them for at most `timeoutMs`; then it closes whatever is left. Nest's own `app.close()` closes the server
 * only after the modules' destroy hooks (database, Redis), so the API drains first and closes the app after.
 */
export class HttpDrainer {
  private readonly inFlight = new Set<ServerResponse>();
  private draining = false;

  /** Attach before the server listens, so every request is seen. */
  constructor(private readonly server: Server) {
    server.prependListener('request', (_req, res: ServerResponse) => {
      if (this.draining) res.setHeader('Connection', 'close');
      this.inFlight.add(res);
      res.once('close', () => this.inFlight.delete(res));
    });
  }

  get requestsInFlight(): number {
    return this.inFlight.size;
  }

  /** Stops accepting connections synchronously (before the first await), then waits as described above. */
  drain(timeoutMs: number): Promise<DrainResult> {
    this.draining = true;
    const inFlightAtStart = this.inFlight.size;
    for (const res of this.inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    const closed = new Promise<true>((resolve) => this.server.close(() => resolve(true)));
    this.server.closeIdleConnections();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    return Promise.race([closed, timedOut]).then((finished) => {
      clearTimeout(timer);
      if (!finished) this.server.closeAllConnections();
      return { finished, inFlightAtStart };
    });
  }
}
