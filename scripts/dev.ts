// npm run dev: the development server, with the two forms sent to the local form receiver (scripts/forms-receiver.ts)
// unless FORMS_ENDPOINT_BASE already says where they go.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startFormReceiver, type FormReceiver } from './forms-receiver';

let receiver: FormReceiver | undefined;
if (!process.env.FORMS_ENDPOINT_BASE) {
  const dir = process.env.FORMS_DIR ?? '.forms-inbox';
  receiver = await startFormReceiver({ port: Number(process.env.FORMS_PORT ?? 4319), dir }).catch((error: Error) => {
    console.error(`The form receiver could not start (${error.message}); set FORMS_PORT to another port.`);
    process.exit(1);
  });
  process.env.FORMS_ENDPOINT_BASE = receiver.url;
  console.log(`Forms are sent to the local receiver at ${receiver.url}; submissions are stored in ${path.resolve(dir)}`);
}

const vike = spawn(path.join('node_modules', '.bin', 'vike'), ['dev', ...process.argv.slice(2)], { stdio: 'inherit', env: process.env });
const stop = () => vike.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vike.on('exit', async (code) => {
  await receiver?.close();
  process.exit(code ?? 0);
});
