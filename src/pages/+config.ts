import type { Config } from 'vike/types';

export default {
  prerender: true,
  // React Router navigates in the browser; Vike's own client routing would fight it (see stack notes).
  clientRouting: false,
  // The shared layout travels with each page's HTML as data (see +onRenderHtml), not in the JavaScript bundle.
  passToClient: ['layout'],
} satisfies Config;
