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

/** A port nobody listens on now (for a program that cannot be told to pick one and say which). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
  });
}
