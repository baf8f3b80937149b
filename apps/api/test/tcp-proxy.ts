import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test can cut and restore, like a network outage,
 * or hold: a partition where the database's traffic is lost instead of refused.
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  /** The app's side of every connection, and whether its traffic is lost for good. */
  const clients = new Map<net.Socket, { upstream?: net.Socket; lost: boolean }>();
  let holding = false;
  let server: net.Server | undefined;
  let port = 0;

  const track = (s: net.Socket, peer: () => void) => {
    sockets.add(s);
    s.on('close', () => { sockets.delete(s); peer(); });
    s.on('error', peer);
  };
  /** Whatever comes is read and dropped: neither side ever hears from the other again. */
  const lose = (client: net.Socket) => {
    const c = clients.get(client);
    if (!c || c.lost) return;
    c.lost = true;
    for (const s of [client, c.upstream]) {
      if (!s) continue;
      s.unpipe();
      s.on('data', () => {});
      s.resume();
    }
  };

  const listen = () => new Promise<void>((resolve) => {
    server = net.createServer((client) => {
      clients.set(client, { lost: false });
      track(client, () => { clients.get(client)?.upstream?.destroy(); clients.delete(client); client.destroy(); });
      // Accepted, never answered: nothing reaches PostgreSQL.
      if (holding) return lose(client);
      const upstream = net.connect(target.port, target.host);
      clients.get(client)!.upstream = upstream;
      track(upstream, () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
    server.listen(port, '127.0.0.1', () => {
      port = (server!.address() as net.AddressInfo).port;
      resolve();
    });
  });
  await listen();
  return {
    get port() { return port; },
    /** Connections the app holds open through the proxy. */
    get open() { return clients.size; },
    /** Refuses new connections and drops open ones. */
    cut: () => new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server!.close(() => resolve());
    }),
    restore: listen,
    /**
     * A partition: connections stay open and new ones are accepted (TCP answers), but no byte
     * passes either way. Open connections stay silent for good, even after `release`.
     */
    hold: () => {
      holding = true;
      for (const client of clients.keys()) lose(client);
    },
    /** Traffic passes again, for new connections. */
    release: () => { holding = false; },
  };
}
