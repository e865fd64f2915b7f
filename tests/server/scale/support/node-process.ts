import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isFaketimeVariable } from '../../../support/faketime.ts';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * libfaketime's variables, under a moved-clock run: the process runs on the test's clock, or the dates the
 * test writes would be another day for the server that reads them.
 */
function clockEnvironment(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => isFaketimeVariable(...entry)),
  );
}

export type NodeProcess = {
  /** The process id, to read its CPU time from /proc. */
  pid: number;
  /** What the process printed, stdout and stderr together. */
  output(): string;
  /** SIGKILL: the process dies at once, mid-request, as a crashed machine would. */
  kill(): Promise<void>;
  /** SIGTERM: the process closes what it holds and exits. */
  stop(): Promise<void>;
};

/**
 * One of the project's entry points (`server/main.ts`, the Recall emulator's) in a process of its own,
 * through tsx, over a clean environment (only what the test passes, and the test's clock), so a test can kill
 * it for real while the others go on. Resolves once it printed `ready`. `nodeArgs` replaces the tsx loader,
 * for an entry built to JavaScript (`dist-server/main.js`, with `npm start`'s node flags).
 */
export async function startNodeProcess(
  entry: string,
  env: Record<string, string>,
  ready: string,
  nodeArgs: string[] = ['--import', 'tsx'],
): Promise<NodeProcess> {
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: projectDir,
    env: { PATH: process.env.PATH ?? '', ...clockEnvironment(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = once(child, 'exit');

  await new Promise<void>((resolve, reject) => {
    const started = setInterval(() => {
      if (printed.includes(ready)) {
        clearInterval(started);
        resolve();
      }
    }, 50);
    void exited.then(([code]) => {
      clearInterval(started);
      reject(new Error(`${entry} exited (${String(code)}) before it was ready:\n${printed}`));
    });
  });

  const gone = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { pid: child.pid!, output: () => printed, kill: () => gone('SIGKILL'), stop: () => gone('SIGTERM') };
}
