import net from 'node:net';

export class PortInUseError extends Error {
  override name = 'PortInUseError';
}

/**
 * Binds the port for a moment and lets it go, so that a second start on a busy port stops before it
 * opens, locks or migrates a database. The real listen comes later; a program that takes the port in
 * between still makes that listen fail, only later.
 */
export async function ensurePortFree(options: { port: number; host: string }): Promise<void> {
  if (options.port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES')
        reject(
          new PortInUseError(
            `Port ${options.port} on ${options.host} is ${error.code === 'EACCES' ? 'not allowed' : 'already in use'}: ` +
              'stop the program that holds it, or choose another PORT.',
          ),
        );
      else reject(error);
    });
    probe.listen({ port: options.port, host: options.host, exclusive: true }, () =>
      probe.close(() => resolve()),
    );
  });
}
