// A TCP proxy in front of PostgreSQL that can cut every connection through it and refuse new
// ones, then let them through again: to the server behind it, the network between it and a
// PostgreSQL that is still up failed (no message from PostgreSQL, the sockets just close).
import { once } from 'node:events';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

/** A TCP proxy to PostgreSQL that can refuse and cut every connection, then let them through. */
export class CuttableProxy {
  #server: Server | undefined;
  readonly #sockets = new Set<Socket>();
  port = 0;

  readonly targetHost: string;
  readonly targetPort: number;

  constructor(targetHost: string, targetPort: number) {
    this.targetHost = targetHost;
    this.targetPort = targetPort;
  }

  async start(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('close', () => this.#sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    server.listen(this.port, '127.0.0.1');
    await once(server, 'listening');
    this.port = (server.address() as AddressInfo).port;
    this.#server = server;
  }

  /** The database "stops": new connections are refused, open ones are cut. */
  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    for (const socket of this.#sockets) socket.destroy();
    if (server) {
      server.close();
      await once(server, 'close');
    }
  }
}
