import { describe, expect, it } from 'vitest';
import {
  declaredRuntime,
  firebaseToolsRuntimes,
  judgeRuntime,
  RUNTIME_NOTICE_DAYS,
  type RuntimeEntry,
} from './functions-runtime';

const table: Record<string, RuntimeEntry> = {
  nodejs24: {
    friendly: 'Node.js 24',
    deprecationDate: '2028-04-30',
    decommissionDate: '2028-10-31',
  },
};

describe('the functions runtime', () => {
  it('is still supported by firebase-tools, at least 180 days before its deprecation', () => {
    // The real check: today against the installed firebase-tools' own table.
    const verdict = judgeRuntime(declaredRuntime(), firebaseToolsRuntimes(), new Date());
    expect(verdict).toMatchObject({ ok: true });
  });

  it('runs on the Node.js major it deploys', () => {
    expect(declaredRuntime()).toBe(`nodejs${process.versions.node.split('.')[0]}`);
  });

  it('passes 182 days before the deprecation and fails 179 days before it', () => {
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    expect(judgeRuntime('nodejs24', table, day('2027-10-31'))).toEqual({ ok: true, daysLeft: 182 });
    const late = judgeRuntime('nodejs24', table, day('2027-11-03'));
    expect(late.ok).toBe(false);
    expect(RUNTIME_NOTICE_DAYS).toBe(180);
  });

  it('fails on a runtime firebase-tools does not list', () => {
    expect(judgeRuntime('nodejs20', table, new Date()).ok).toBe(false);
  });
});
