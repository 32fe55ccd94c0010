import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from '../src/shared/loadChunk.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('loading a split-off chunk', () => {
  it('returns the module when it loads', async () => {
    await expect(loadChunk(async () => ({ ok: 1 }), memoryStorage(), vi.fn())).resolves.toEqual({ ok: 1 });
  });

  it('reloads the page once when the chunk is missing, then fails with "Loading chunk failed"', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    void loadChunk(failing, storage, reload); // never settles: the page reloads
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    const second = loadChunk(failing, storage, reload);
    await expect(second).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(second).rejects.toThrow('Loading chunk failed');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
