import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestText } from './request-text';
import { createRequestGate } from './shared-runtime-gate.mjs';

const GATE = fileURLToPath(new URL('./shared-runtime-gate.mjs', import.meta.url));

describe('the request gate', () => {
  afterEach(() => vi.useRealTimers());

  it('holds a request until a message names its function, one request per message', () => {
    const gate = createRequestGate({ warn: () => undefined });
    const ran: string[] = [];
    gate.request(() => ran.push('first'));
    gate.request(() => ran.push('second'));
    expect(ran).toEqual([]);
    gate.named();
    expect(ran).toEqual(['first']);
    gate.named();
    expect(ran).toEqual(['first', 'second']);
  });

  it('lets a request through at once when its message came first', () => {
    const gate = createRequestGate({ warn: () => undefined });
    const ran: string[] = [];
    gate.named();
    gate.request(() => ran.push('first'));
    gate.request(() => ran.push('second'));
    expect(ran).toEqual(['first']);
  });

  it('lets a request through with a warning when no message comes', () => {
    vi.useFakeTimers();
    const warnings: string[] = [];
    const gate = createRequestGate({ warn: (text) => warnings.push(text), waitMs: 1000 });
    const ran: string[] = [];
    gate.request(() => ran.push('first'));
    vi.advanceTimersByTime(999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['first']);
    expect(warnings).toEqual(['a request waited 1000 ms for the message naming its function']);
  });
});

/**
 * A stand-in for firebase-tools' runtime as the gate meets it: its name, the function's name kept
 * from the latest IPC message (applied a microtask later, as the runtime does), an HTTP server on
 * a socket answering that name, and a readiness probe.
 */
const STAND_IN_RUNTIME = `
const http = require('node:http');
let target = 'first';
const server = http.createServer((req, res) => res.end(req.url === '/__/health' ? 'ok' : target));
server.listen(process.env.PORT, () => process.send('listening'));
process.on('message', (name) => Promise.resolve().then(() => { target = name; }));
`;

describe('the gate in the shared runtime', () => {
  let directory = '';
  let runtime: ChildProcess | undefined;
  afterEach(() => {
    runtime?.kill();
    rmSync(directory, { recursive: true, force: true });
  });

  it('answers a request that reached the runtime before its message with the function it names', async () => {
    directory = mkdtempSync(join(tmpdir(), 'shared-runtime-'));
    const script = join(directory, 'functionsEmulatorRuntime.js');
    writeFileSync(script, STAND_IN_RUNTIME);
    const socketPath = join(directory, 'runtime.sock');
    runtime = fork(script, {
      execArgv: ['--import', GATE],
      env: { ...process.env, FUNCTION_DEBUG_MODE: 'true', PORT: socketPath },
    });
    await once(runtime, 'message');

    // The request first, then the readiness probe, which is answered after it has arrived;
    // only then the message naming the request's function.
    const answer = requestText({ socketPath, path: '/call' });
    expect(await requestText({ socketPath, path: '/__/health' })).toBe('ok');
    runtime.send('second');
    expect(await answer).toBe('second');
  });
});
