// npm run edit: the site editor on this computer (127.0.0.1; HOST as for the dev server), on EDIT_PORT (default 4322).
// It prints its address; open it in a browser. Stop it with Ctrl+C. The preview beside each form is the dev server
// (vike dev) on a copy of site.yaml with the form's unsaved values, started with the editor, on EDIT_PREVIEW_PORT of
// 127.0.0.1 (default: any free port).
import { siteFileFromEnv } from '../src/contract/loadSite.ts';
import { config } from '../src/core/config.ts';
import { startEditor } from '../src/edit/server.ts';

const siteFile = siteFileFromEnv();
const port = config.editPort;
const editor = await startEditor({
  siteFile,
  port,
  host: config.host,
  preview: true,
  previewPort: config.editPreviewPort,
}).catch((error: Error) => {
  console.error(`The editor could not start (${error.message}); set EDIT_PORT (or EDIT_PREVIEW_PORT) to another port.`);
  process.exit(1);
});
console.log(`The site editor is at ${editor.url}/ (editing ${siteFile}); stop it with Ctrl+C.`);
const stop = () => {
  void editor.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
