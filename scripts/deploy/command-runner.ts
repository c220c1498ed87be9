/**
 * How the deploy steps run other programs (firebase-tools, npm). Steps receive a runner, so tests
 * drive them with a recording one and no Google project.
 */
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

export type Program = 'firebase' | 'npm';

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** Written to the program's standard input (a secret's value: never on the command line). */
  stdin?: string;
  /** Show the program's output as it runs (build, deploy) instead of capturing it. */
  show?: boolean;
  /** Added to the environment (a test gives firebase-tools a home without any sign-in). */
  env?: Record<string, string>;
}

export type CommandRunner = (
  program: Program,
  args: readonly string[],
  options?: RunOptions,
) => Promise<CommandResult>;

const BINARIES: Record<Program, string> = {
  // The project's own firebase-tools, the version whose runtime table the preflight judges by.
  firebase: 'node_modules/.bin/firebase',
  npm: 'npm',
};

/** Runs programs for real, from the repository's root. */
export const shellRunner: CommandRunner = (program, args, options = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(BINARIES[program], [...args], {
      env: { ...process.env, ...options.env },
      stdio: [
        options.stdin === undefined ? 'ignore' : 'pipe',
        options.show ? 'inherit' : 'pipe',
        options.show ? 'inherit' : 'pipe',
      ],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
    if (options.stdin !== undefined) child.stdin?.end(options.stdin);
  });

/** Runs firebase-tools on one project, without prompts, answering its `--json` result. */
export async function firebaseJson(
  run: CommandRunner,
  projectId: string,
  args: readonly string[],
): Promise<{ ok: true; result: unknown } | { ok: false; error: string }> {
  const { stdout, stderr } = await run('firebase', [
    ...args,
    '--project',
    projectId,
    '--non-interactive',
    '--json',
  ]);
  // firebase-tools colours its words whenever FORCE_COLOR is set, even to 0: the preflight's
  // problems are plain text.
  try {
    const answer = JSON.parse(stdout) as { status?: string; result?: unknown; error?: string };
    if (answer.status === 'success') return { ok: true, result: answer.result };
    const error = answer.error ?? 'firebase-tools answered an error';
    return { ok: false, error: stripVTControlCharacters(error) };
  } catch {
    const error = lastLine(stderr) || lastLine(stdout) || 'no answer';
    return { ok: false, error: stripVTControlCharacters(error) };
  }
}

function lastLine(text: string): string {
  return text.trim().split('\n').at(-1) ?? '';
}

/** Runs a step's command and stops the deploy when it fails, naming it. */
export async function mustRun(
  run: CommandRunner,
  program: Program,
  args: readonly string[],
  options?: RunOptions,
): Promise<CommandResult> {
  const result = await run(program, args, options);
  if (result.code !== 0) {
    throw new Error(
      `${program} ${args.join(' ')} failed (exit ${result.code})${result.stderr ? `: ${lastLine(result.stderr)}` : ''}`,
    );
  }
  return result;
}
