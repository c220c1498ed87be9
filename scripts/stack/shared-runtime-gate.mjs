/**
 * Preloaded (`NODE_OPTIONS=--import`) into the functions emulator's runtime when the local stack
 * serves every function from one process (`sharedFunctionsWorker` in scripts/stack/stack.ts, the
 * emulator's debug mode). Plain JavaScript: it runs inside firebase-tools' own Node process.
 *
 * In that mode the emulator names the function a request is for in a message on the process's
 * IPC channel, sent just before the request itself on the runtime's HTTP socket, and the runtime
 * keeps the name in a global it reads as it handles a request. Nothing orders the two channels:
 * on a busy machine a request can be handled before its message, by the function named for the
 * request before it (firebase-tools issue 9035). A callable then runs as a Firestore trigger,
 * which throws on its payload, so the emulator kills the process and the caller gets a 500; or
 * a trigger's event runs as a callable, which refuses it, and the event is lost. Here each
 * request waits until a message has named its function.
 */
import http from 'node:http';

/** How long a request waits for its message before it is let through anyway, with a warning. */
const MESSAGE_WAIT_MS = 10_000;

/**
 * Lets requests through one per message, in order: a request waits until a message has come
 * since the last request was let through. `dispatch` runs a request; `warn` is told of a request
 * let through without its message (no emulator sends one, but a hang would be worse).
 */
export function createRequestGate({ warn, waitMs = MESSAGE_WAIT_MS }) {
  let named = false;
  const waiting = [];
  // One message lets one request through: the next waits for a message of its own.
  const release = () => {
    if (!named || waiting.length === 0) return;
    named = false;
    const { dispatch, timer } = waiting.shift();
    clearTimeout(timer);
    dispatch();
  };
  return {
    /** A message named the function of the next request (the runtime has applied it). */
    named() {
      named = true;
      release();
    },
    request(dispatch) {
      const entry = {
        dispatch,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          warn(`a request waited ${waitMs} ms for the message naming its function`);
          dispatch();
        }, waitMs),
      };
      waiting.push(entry);
      release();
    },
  };
}

const isSharedRuntime =
  process.env.FUNCTION_DEBUG_MODE === 'true' &&
  /functionsEmulatorRuntime(\.js)?$/.test(process.argv[1] ?? '');

if (isSharedRuntime) {
  // A log entry of severity WARNING, as the functions write theirs: the stack keeps such lines
  // for a failed run's report (scripts/stack/processes.ts).
  const warn = (text) =>
    console.warn(JSON.stringify({ severity: 'WARNING', message: `shared-runtime-gate: ${text}` }));
  const gate = createRequestGate({ warn });
  /** Marks the runtime's own server: the first to listen (the functions' code starts none). */
  const RUNTIME_SERVER = Symbol('runtime server');
  let listening = false;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (event, ...args) {
    if (event === 'listening' && !listening) {
      listening = true;
      this[RUNTIME_SERVER] = true;
      // Added after the runtime's own listener, which it adds as it starts to listen; the runtime
      // applies a message a microtask later, so the gate opens on the next turn of the loop.
      process.on('message', () => setImmediate(() => gate.named()));
    }
    // The emulator's readiness probe comes with no message.
    if (!this[RUNTIME_SERVER] || event !== 'request' || args[0].url === '/__/health') {
      return emit.call(this, event, ...args);
    }
    gate.request(() => emit.call(this, event, ...args));
    return true;
  };
}
