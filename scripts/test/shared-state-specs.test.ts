import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_STATE_SPEC_NAMES } from '../../tests/e2e/shared-state-specs';

const E2E_DIR = join(import.meta.dirname, '../../tests/e2e');

/**
 * Calls that wipe or spend what every test of the run shares: the rate-limit counters and open
 * holds of the one caller 127.0.0.1, and the membership check's five answers a minute. A spec
 * making them beside the others makes another spec's check fail at random.
 */
const SHARED_STATE_CALLS = ['clearRateLimits(', 'clearOpenHolds(', 'verifyMembership('];

describe('the e2e specs that run one at a time', () => {
  it('include every spec that touches state the whole run shares', () => {
    const specs = readdirSync(E2E_DIR).filter((file) => file.endsWith('.spec.ts'));
    const touching = specs.filter((file) => {
      const source = readFileSync(join(E2E_DIR, file), 'utf8');
      return SHARED_STATE_CALLS.some((call) => source.includes(call));
    });
    const unlisted = touching
      .map((file) => basename(file, '.spec.ts'))
      .filter((name) => !SHARED_STATE_SPEC_NAMES.includes(name));
    expect(touching.length).toBeGreaterThan(0);
    expect(unlisted).toEqual([]);
  });

  it('name only specs that exist', () => {
    const specs = new Set(readdirSync(E2E_DIR).map((file) => basename(file, '.spec.ts')));
    expect(SHARED_STATE_SPEC_NAMES.filter((name) => !specs.has(name))).toEqual([]);
  });
});
