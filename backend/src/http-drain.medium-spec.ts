import { Agent, createServer, get, IncomingMessage, Server } from 'node:http';
import { AddressInfo, Socket } from 'node:net';
import { HttpDrainer } from './http-drain';

/** A real server on loopback whose /slow requests wait until the test releases them. */
describe('HttpDrainer', () => {
  let server: Server;
  let drainer: HttpDrainer;
  let port: number;
  const waiting: Array<() => void> = [];
  let agents: Agent[] = [];

  beforeEach(async () => {
    server = createServer((req, res) => {
      const answer = () => res.end(`done ${req.url}`);
      if (req.url === '/slow') waiting.push(answer);
      else answer();
    });
    drainer = new HttpDrainer(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(() => {
    waiting.length = 0;
    server.closeAllConnections();
    for (const agent of agents) agent.destroy();
    agents = [];
  });

  /** One request on its own keep-alive agent (so each request has its own connection). */
  const request = (path: string) =>
    new Promise<{ res: IncomingMessage; body: string; socket: Socket }>((resolve, reject) => {
      const agent = new Agent({ keepAlive: true });
      agents.push(agent);
      get({ host: '127.0.0.1', port, path, agent }, (res) => {
        const socket = res.socket;
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ res, body, socket }));
        res.on('error', reject);
      }).on('error', reject);
    });
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
    if (!check()) throw new Error('condition not reached');
  };

  it('refuses new connections, closes idle ones, and lets the request in flight finish with Connection: close', async () => {
    const first = await request('/quick'); // leaves an idle keep-alive connection
    expect(first.res.headers.connection).toBe('keep-alive');
    const idleClosed = new Promise((r) => first.socket.once('close', r));

    const slow = request('/slow');
    await until(() => waiting.length === 1);
    expect(drainer.requestsInFlight).toBe(1);

    const drained = drainer.drain(10_000);
    await idleClosed;
    await expect(request('/quick')).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    waiting[0]();
    const answered = await slow;
    expect(answered.body).toBe('done /slow');
    expect(answered.res.headers.connection).toBe('close');
    expect(await drained).toEqual({ finished: true, inFlightAtStart: 1 });
  });

  it('closes what is still running once the time is up', async () => {
    const slow = request('/slow');
    await until(() => waiting.length === 1);
    expect(await drainer.drain(50)).toEqual({ finished: false, inFlightAtStart: 1 });
    await expect(slow).rejects.toMatchObject({ code: 'ECONNRESET' });
  });
});
