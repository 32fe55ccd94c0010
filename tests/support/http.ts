import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect, createServer } from 'node:net';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One raw request to a server at `base`, the address sent as written (fetch cannot send TRACE, and normalises some addresses). */
export function ask(
  base: string,
  pathname: string,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(base, { method: init.method ?? 'GET', path: pathname, headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Bytes sent as they are to `base`'s port, as an attacker would send them (a request line, headers and a body that
 * need not be HTTP), and the status of the answer: 0 when the server closed the connection without one. With
 * `hangUp` the connection is closed right after the bytes are sent, as a client that stops mid-upload does; otherwise
 * it is closed once the answer's headers are in.
 */
export function sendRaw(base: string, bytes: string | Buffer, { hangUp = false } = {}): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname.replace(/^\[|\]$/g, ''), () => {
      socket.write(bytes);
      if (hangUp) socket.destroy();
    });
    let text = '';
    const settle = () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0));
    socket.setTimeout(20_000, () => {
      socket.destroy();
      reject(new Error(`no answer within 20 s to: ${String(bytes).slice(0, 80)}`));
    });
    socket.on('data', (chunk) => {
      text += chunk;
      if (text.includes('\r\n\r\n')) socket.destroy(); // the status and headers are all this needs
    });
    socket.on('close', settle);
    socket.on('error', () => {
      /* a reset after the answer, or the hang-up: the close settles */
    });
  });
}

/** The ports the kernel hands out by itself: to a server on port 0, and to the local end of every connection. */
function ephemeralPorts(): { low: number; high: number } {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low > 0 && high >= low) return { low, high };
  } catch {
    /* not Linux: its default range */
  }
  return { low: 32768, high: 60999 };
}

/** Whether a server can listen on `port` now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * The Fetch standard's "bad ports" from 10,000 up, which every browser refuses to load from (Chromium:
 * net::ERR_UNSAFE_PORT): a site served on one could never be opened by the browser tests.
 */
const BAD_PORTS = new Set([10080]);

/**
 * A port nobody listens on now (for a program that cannot be told to pick one and say which), chosen outside the range
 * the kernel hands out by itself: a port from that range could be given to another server or connection before the
 * program listens on it. The forms fixtures are built to post to their ports minutes before their tests listen on
 * them, and a fresh-clone run once failed there with EADDRINUSE. None of the browsers' bad ports (a run drew 10080).
 */
export async function freePort(): Promise<number> {
  const { low, high } = ephemeralPorts();
  // Below the range where it leaves room (Linux: 32768 up), else above it.
  const [first, last] = low - 1 >= 11_000 ? [10_000, low - 1] : [high + 1, 65_535];
  for (let tries = 0; tries < 100; tries++) {
    const port = first + Math.floor(Math.random() * (last - first + 1));
    if (!BAD_PORTS.has(port) && (await canListen(port))) return port;
  }
  throw new Error(`no port from ${first} to ${last} is free`);
}
