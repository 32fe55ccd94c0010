// The import rules of the code (npm test runs them: npm run deps). Data flows down the stages, in this order: a stage
// imports from the stages before it in STAGES, never from one after it; no module imports scripts/ or tests/; no
// import cycle. docs/dev/architecture.md draws the same layout. An import of types only is no arrow at run time, so it
// may name a later stage's types (a template's props are the contract's descriptor types); it may not close a cycle.
/** @type {[name: string, path: string][]} */
const STAGES = [
  ['generated', '^src/generated/'], // the content types, generated from schemas/site.schema.json
  ['shared', '^src/shared/'], // facts the build, the templates and the browser share (browser-safe)
  ['core', '^src/core/'], // paths, configuration, problems, escaping, whole writes
  ['content', '^src/content/'], // site.yaml with positions, the schema check, translations
  ['media', '^src/media/'], // pictures, videos, fonts
  ['contract', '^src/contract/'], // page descriptors: resolve, ids, the loaded site
  ['templates', '^templates/'], // React templates and islands
  ['browser', '^src/browser/'], // the site script and the islands' loader
  ['render', '^src/render/'], // one page as an HTML document, its stylesheet and head
  ['pages', '^src/pages/'], // Vike's hooks
  ['build', '^src/build/'], // the code build, the page loop, the outputs, the swap
  ['serve', '^src/serve/'], // the dev server, the static server, the form receiver
  ['edit', '^src/edit/'], // the owner's editor
  ['check', '^src/check/'], // the site checker, screenshots, Lighthouse runs
];

const forbidden = [
  {
    name: 'no-cycle',
    severity: 'error',
    comment: 'modules that import each other, at run time or by type',
    from: {},
    to: { circular: true },
  },
  {
    name: 'no-scripts-or-tests-from-source',
    severity: 'error',
    comment: 'scripts/ and tests/ use the source, never the other way',
    from: { path: '^(src|templates)/' },
    to: { path: '^(scripts|tests)/' },
  },
  {
    name: 'functions-import-shared-only',
    severity: 'error',
    comment:
      "functions/ and workers/ run in Cloudflare's workerd (a Pages Function, a Worker): they may import only the browser-safe src/shared/",
    from: { path: '^(functions|workers)/' },
    to: { path: '^(src/(?!shared/)|templates/|scripts/|tests/)' },
  },
  {
    name: 'no-unresolvable',
    severity: 'error',
    comment: 'an import of a file that is not there',
    from: {},
    // virtual: modules of the Vite plugin; cloudflare: modules of the Workers runtime.
    to: { couldNotResolve: true, pathNot: '^(virtual|cloudflare):' },
  },
];
STAGES.forEach(([name, path], i) => {
  const later = STAGES.slice(i + 1).map(([, p]) => p.slice(1));
  if (later.length) {
    forbidden.push({
      name: `no-upward-from-${name}`,
      severity: 'error',
      comment: `${name} may import only from the stages before it: ${
        STAGES.slice(0, i)
          .map(([n]) => n)
          .join(', ') || 'none'
      }`,
      from: { path },
      to: { path: `^(${later.join('|')})`, dependencyTypesNot: ['type-only'] },
    });
  }
});

module.exports = {
  forbidden,
  options: {
    // TypeScript 7 has no compiler API yet for dependency-cruiser to parse with: swc reads the sources, type-only
    // imports included.
    parser: 'swc',
    tsPreCompilationDeps: false, // (true asks for TypeScript's own compiler)
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['types', 'import', 'require', 'node', 'default'],
      mainFields: ['types', 'module', 'main'],
    },
    exclude: { path: '^src/generated/' },
  },
};
