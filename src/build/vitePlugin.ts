// The code build's Vite plugin (src/build/codeBuild.ts): the site script as an entry of the browser build, the files of
// that build the site publishes, and the modules the renderer imports for the site's pages and stylesheets, which in a
// build are the site each prerender is given at run time (src/render/prerenderSite.ts): one bundle renders any site.
// The dev server makes the same modules from site.yaml (src/serve/devPlugin.ts).
import path from 'node:path';
import type { Plugin } from 'vite';
import { PROJECT_ROOT } from '../core/paths.ts';

/** Module ids the templates and Vike glue import (typed in src/virtual-modules.d.ts). */
export const MODULES = {
  pages: 'virtual:site/pages',
  style: 'virtual:site/style',
  siteScript: 'virtual:site/site-script',
  /** Dev server only: Vite's live-reload client, then the site script from its source. */
  devScript: 'virtual:site/dev-script',
} as const;
export const RESOLVED = (id: string) => '\0' + id;
/**
 * The site script, the one script every page loads (after its first paint, see src/shared/siteScriptLoader.ts). It is
 * an entry of the browser build of its own, not a Vike client entry: Vike adds no script tag to any page.
 */
export const SITE_SCRIPT_SOURCE = path.join(PROJECT_ROOT, 'src/browser/siteScript.ts');
const SITE_SCRIPT_ENTRY = 'site-script';
/**
 * Vike's browser-side routers (server routing, client routing): entries of the browser build this site does not use,
 * as its pages have no client hooks and no client routing. Not built: built, they would share modules with the site
 * script and split its chunks differently.
 */
const VIKE_ROUTER_ENTRY = /^entries\/entry-(server|client)-routing$/;
export const isModule = (id: string) => Object.values(MODULES).some((m) => id === m);

/** A value as a module: JSON inside a string parses faster than the same data as a JavaScript literal. */
export const jsonModule = (exports: Record<string, unknown>) =>
  Object.entries(exports)
    .map(([name, value]) => `export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(value))});`)
    .join('\n') + '\n';

/** The module through which a build hands its loaded site to the prerender. */
const PRERENDER_SITE_MODULE = path.join(PROJECT_ROOT, 'src/render/prerenderSite.ts');

export class SiteProblemsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SiteProblemsError';
    this.stack = message; // the message says it all: no stack trace for a content mistake
  }
}

export interface CodePluginOptions {
  /** Called with the browser build's files the site publishes: the site script and what it loads, and other assets. */
  onPublished: (files: string[]) => void;
}

export function codePlugin(options: CodePluginOptions): Plugin {
  /** The site script's address, once the browser build has written it; the server build then puts it in every page. */
  let siteScript: string | undefined;
  return {
    name: 'site-code',
    apply: 'build',
    // One instance for the browser and the server build.
    sharedDuringBuild: true,
    config() {
      // A build publishes only what the site uses (src/build/build.ts), not public/ as it is.
      return { publicDir: false };
    },
    configEnvironment(name) {
      if (name === 'client')
        return { build: { rollupOptions: { input: { [SITE_SCRIPT_ENTRY]: SITE_SCRIPT_SOURCE } } } };
      return undefined;
    },
    resolveId(id) {
      return isModule(id) ? RESOLVED(id) : undefined;
    },
    load(id) {
      if (id === RESOLVED(MODULES.pages))
        return `import { prerenderSite } from ${JSON.stringify(PRERENDER_SITE_MODULE)};\nexport const sitePages = prerenderSite;\n`;
      if (id === RESOLVED(MODULES.style))
        return `import { prerenderSite } from ${JSON.stringify(PRERENDER_SITE_MODULE)};\nexport const styles = () => prerenderSite().styles;\n`;
      if (id === RESOLVED(MODULES.siteScript)) return `export const siteScript = ${JSON.stringify(siteScript)};\n`;
      return undefined;
    },
    options(inputOptions) {
      if (this.environment?.config.consumer !== 'client') return undefined;
      const input = Object.entries(inputOptions.input as Record<string, string>).filter(
        ([name]) => !VIKE_ROUTER_ENTRY.test(name),
      );
      return { ...inputOptions, input: Object.fromEntries(input) };
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment?.config.consumer !== 'client') return;
        // The browser build names the site script's file, which the server build then puts in every page.
        const entry = Object.values(bundle).find(
          (c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId === SITE_SCRIPT_SOURCE,
        );
        if (!entry) throw new Error('the browser build has no site script');
        siteScript = `${this.environment.config.base}${entry.fileName}`;
        // The site publishes the JavaScript the site script loads and the browser build's other files; Vike's own
        // entries (its routers, the pages' empty client entries: the pages have no client hooks) stay in the build.
        const loaded = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (loaded.has(fileName) || chunk?.type !== 'chunk') return;
          loaded.add(fileName);
          for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
        };
        visit(entry.fileName);
        options.onPublished(
          Object.entries(bundle)
            .filter(([fileName, output]) =>
              output.type !== 'chunk' ? !fileName.startsWith('.vite/') : loaded.has(fileName),
            )
            .map(([fileName]) => fileName),
        );
      },
    },
  };
}
