/**
 * `npm run audit`: Lighthouse (mobile emulation, Debian's Chromium) on the built site served by the
 * local stack, for the pages the issue names. Prints the four category scores and LCP, CLS and TBT
 * per page, what cost points, and exits 1 when a target is missed.
 *   npm run audit                           builds, starts the stack (queued on the stack lock)
 *   npm run audit -- --url http://127.0.0.1:5000   against a stack already running (`npm start`)
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { auditPages } from './audit/run-lighthouse';
import { AUDITED_PATHS, missedTargets, TARGETS } from './audit/targets';
import { startStack, type RunningStack } from './stack/stack';

const { values } = parseArgs({ options: { url: { type: 'string' } } });

if (!values.url && !process.env.STACK_LOCK_HELD) {
  // The same machine-wide lock as scripts/e2e.ts: the stack's ports are fixed.
  const self = [process.execPath, ...process.execArgv, ...process.argv.slice(1)];
  const result = spawnSync('flock', ['/tmp/valpolicella-stack.lock', ...self], {
    stdio: 'inherit',
    env: { ...process.env, STACK_LOCK_HELD: '1' },
  });
  process.exit(result.status ?? 1);
}

let stack: RunningStack | undefined;
const siteUrl =
  values.url ?? (stack = await startStack({ build: !process.env.SKIP_BUILD })).siteUrl;

try {
  const results = await auditPages(siteUrl, AUDITED_PATHS);
  console.log(`\nLighthouse ${siteUrl} (mobile, simulated slow 4G)\n`);
  console.log('page              perf  a11y  b.p.  seo    LCP ms    CLS    TBT ms');
  for (const { figures: f } of results) {
    console.log(
      `${f.path.padEnd(16)} ${[f.performance, f.accessibility, f.bestPractices, f.seo]
        .map((n) => String(n).padStart(5))
        .join(
          ' ',
        )} ${Math.round(f.lcp).toString().padStart(8)} ${f.cls.toFixed(3).padStart(6)} ${Math.round(f.tbt).toString().padStart(8)}`,
    );
  }
  let missed = 0;
  for (const { figures, failures } of results) {
    const targets = missedTargets(figures);
    missed += targets.length;
    if (targets.length > 0 || failures.length > 0) {
      console.log(`\n${figures.path}${targets.length ? ` misses: ${targets.join(', ')}` : ''}`);
      for (const failure of failures) console.log(`  - ${failure}`);
    }
  }
  console.log(`\nTargets: ${TARGETS.map((target) => target.label).join(', ')}.`);
  console.log(missed === 0 ? 'All targets met.' : `${missed} target(s) missed.`);
  process.exitCode = missed === 0 ? 0 : 1;
} finally {
  await stack?.stop();
}
