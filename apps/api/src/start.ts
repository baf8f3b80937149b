// The production entry (bundled to dist/start.js; the Docker image's CMD, `pnpm start`): serve.ts starts the server.
// Loading its modules takes a second or two. A stop in that time, or while the settings are read (docker stop,
// Ctrl-C), ends the process at once, also as PID 1 in a container without an init, which would ignore a signal it has
// no handler for. serve.ts takes the signals over as soon as it has something to stop.
// First of all, the memory settings (memory-settings.ts): glibc reads its own only when a process starts, so one started
// without them is run again with them (the same process: execve) before anything else happens.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureMemorySettings } from './memory-settings.js';

ensureMemorySettings();
const early = () => process.exit(0);
process.on('SIGTERM', early);
process.on('SIGINT', early);
const { main } = await import('./serve.js');
await main(path.dirname(fileURLToPath(import.meta.url)), () => {
  process.off('SIGTERM', early);
  process.off('SIGINT', early);
});
