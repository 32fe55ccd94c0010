import { request } from 'node:http';

export interface Answer { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** One raw request to a server at `base`, the address sent as written (fetch cannot send TRACE, and normalises some addresses). */
export function ask(base: string, pathname: string, init: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
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
