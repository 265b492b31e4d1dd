import net from 'node:net';

/**
 * A TCP proxy on loopback that a test can cut and restore, to see how the app behaves when its
 * database connection drops and comes back.
 */
export type TcpProxy = {
  port: number;
  cut: () => Promise<void>;
  restore: () => Promise<void>;
  close: () => Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const current = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      current.once('error', reject);
      current.listen(port, '127.0.0.1', () => {
        const address = current.address();
        if (address && typeof address === 'object') port = address.port;
        server = current;
        resolve();
      });
    });

  const cut = async () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    const current = server;
    server = undefined;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  await listen();
  return { port, cut, restore: listen, close: cut };
}
