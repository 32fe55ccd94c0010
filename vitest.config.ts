import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 300_000,
    // Browser and build tests share one built site; running files one at a time keeps a 2-core machine responsive.
    fileParallelism: false,
  },
});
