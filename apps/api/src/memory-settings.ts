// The memory settings the server runs with (docs/architecture.md "Memory at rest and after a burst"; measured with `pnpm bench`): V8's young
// generation capped at 2 x 16 MB and an old generation sized to the app, so garbage is collected before it piles up;
// glibc with two arenas and blocks of 64 KiB and more mapped on their own, so memory freed after a burst of uploads or
// downloads goes back to the system. Without them a server started as `node apps/api/dist/start.js` peaked at 420 to
// 460 MB for big pictures (issue 42). glibc reads its settings when the process starts, so the entry (start.ts) runs
// itself again, once, with what is missing. Imports nothing of the app: it runs before the app is loaded.

/** glibc malloc's environment variables. */
export const MALLOC_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536' };
/** node's (V8's) flags, passed in NODE_OPTIONS as the image's ENV does. */
export const NODE_FLAGS: readonly string[] = ['--max-semi-space-size=16', '--max-old-space-size=256'];
/** Set in the environment of the run that start.ts started with the settings: it never runs itself a third time. */
export const REEXEC_MARK = 'DZ_MEMORY_SETTINGS_SET';

const flagName = (flag: string) => flag.split('=')[0]!.replace(/_/g, '-');

/**
 * What of the settings a process with this environment and these node arguments lacks. Only what is missing: a
 * variable or a flag the operator set (to any value, on the command line or in NODE_OPTIONS) stands as it is.
 */
export function missingMemorySettings(env: NodeJS.ProcessEnv, execArgv: readonly string[]): { env: Record<string, string>; flags: string[] } {
  const given = new Set([...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)].filter((a) => a.startsWith('--')).map(flagName));
  return {
    env: Object.fromEntries(Object.entries(MALLOC_ENV).filter(([key]) => env[key] === undefined)),
    flags: NODE_FLAGS.filter((f) => !given.has(flagName(f))),
  };
}

/**
 * The environment to run again with: the missing variables, NODE_OPTIONS with the missing flags after the operator's
 * own, and the mark. Undefined when nothing is missing.
 */
export function withMemorySettings(env: NodeJS.ProcessEnv, execArgv: readonly string[]): NodeJS.ProcessEnv | undefined {
  const missing = missingMemorySettings(env, execArgv);
  if (!Object.keys(missing.env).length && !missing.flags.length) return undefined;
  const nodeOptions = [env.NODE_OPTIONS?.trim(), ...missing.flags].filter(Boolean).join(' ');
  return { ...env, ...missing.env, NODE_OPTIONS: nodeOptions, [REEXEC_MARK]: '1' };
}

/**
 * Makes this process one with the settings: when any is missing, replaces it by the same node, arguments and script
 * with them (process.execve: the same process id, standard streams and parent, so signals, the exit code and a
 * supervisor's view are as before; nothing of the app has been loaded yet). Where that cannot be (a run that was
 * already given them, a node without execve), says loudly what is missing and goes on.
 */
export function ensureMemorySettings(): void {
  const env = withMemorySettings(process.env, process.execArgv);
  if (!env) return;
  if (!process.env[REEXEC_MARK] && typeof process.execve === 'function') {
    process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], env);
  }
  const missing = missingMemorySettings(process.env, process.execArgv);
  console.error(`WARNING: the server runs without its memory settings (${[...Object.keys(missing.env), ...missing.flags].join(', ')}): `
    + `start it with ${Object.entries(MALLOC_ENV).map(([k, v]) => `${k}=${v}`).join(' ')} NODE_OPTIONS="${NODE_FLAGS.join(' ')}", `
    + 'or memory may grow far beyond its usual size after big uploads (docs/architecture.md "Memory at rest and after a burst").');
}
