import type { Config } from 'vike/types';

export default {
  prerender: true,
  // React Router navigates in the browser; Vike's own client routing would fight it (see stack notes).
  clientRouting: false,
  passToClient: ['is404', 'layout'],
} satisfies Config;
