/**
 * A small forward proxy for the transport tests, on 127.0.0.1: it tunnels CONNECT requests to
 * local ports by host name (so the names it serves resolve nowhere else), optionally asks for
 * Basic credentials, and records what it saw in the clear and what passed through its tunnels.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';

export interface ProxyOptions {
  /** Host name (without port) → local port on 127.0.0.1 to tunnel to. */
  routes: Record<string, number>;
  /** `user:password` the proxy requires in Proxy-Authorization. */
  credentials?: string;
}

export interface SeenRequest {
  method: string;
  /** `host:port` for CONNECT, the absolute URL for a forwarded request. */
  target: string;
  headers: Record<string, string | string[] | undefined>;
  /** What the proxy answered: 200 for a tunnel it opened. */
  status: number;
}

export interface TestProxy {
  readonly url: string;
  readonly port: number;
  readonly seen: SeenRequest[];
  /** Every byte clients sent through the tunnels. */
  tunneled(): Buffer;
  close(): Promise<void>;
}

export async function startProxy(options: ProxyOptions): Promise<TestProxy> {
  const seen: SeenRequest[] = [];
  const chunks: Buffer[] = [];
  const sockets = new Set<Socket>();
  const track = (socket: Socket): void => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const authorized = (req: IncomingMessage): boolean =>
    options.credentials === undefined ||
    req.headers['proxy-authorization'] === `Basic ${Buffer.from(options.credentials).toString('base64')}`;

  const server = createServer((req, res) => {
    // Only tunnels are expected: a client sending a request in the clear through us is a finding.
    seen.push({ method: req.method ?? '', target: req.url ?? '', headers: req.headers, status: 502 });
    res.writeHead(502, { 'content-type': 'text/plain' }).end('this proxy only tunnels\n');
  });
  server.on('connection', track);
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const target = req.url ?? '';
    const record: SeenRequest = { method: 'CONNECT', target, headers: req.headers, status: 0 };
    seen.push(record);
    const refuse = (status: number, reason: string, extra = ''): void => {
      record.status = status;
      client.end(`HTTP/1.1 ${status} ${reason}\r\n${extra}Content-Length: 0\r\n\r\n`);
    };
    if (!authorized(req)) {
      refuse(407, 'Proxy Authentication Required', 'Proxy-Authenticate: Basic realm="test"\r\n');
      return;
    }
    const port = options.routes[target.replace(/:\d+$/, '').toLowerCase()];
    if (port === undefined) {
      refuse(502, 'Bad Gateway');
      return;
    }
    const upstream = connect(port, '127.0.0.1', () => {
      record.status = 200;
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) {
        chunks.push(head);
        upstream.write(head);
      }
      client.on('data', (chunk: Buffer) => chunks.push(chunk));
      client.pipe(upstream);
      upstream.pipe(client);
    });
    track(upstream);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    seen,
    tunneled: () => Buffer.concat(chunks),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
