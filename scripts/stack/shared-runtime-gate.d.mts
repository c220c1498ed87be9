/** The types of shared-runtime-gate.mjs, plain JavaScript preloaded into the emulator's runtime. */
export interface RequestGate {
  /** A message named the function of the next request. */
  named(): void;
  /** A request, run by `dispatch` once a message has named its function. */
  request(dispatch: () => void): void;
}

export function createRequestGate(options: {
  warn: (text: string) => void;
  waitMs?: number;
}): RequestGate;
