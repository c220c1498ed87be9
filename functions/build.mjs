// Bundles the functions with the shared domain module (src/domain) into functions/lib. Packages
// stay external: Cloud Functions installs them from functions/package.json at deploy time.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { context } from 'esbuild';

/**
 * What /api/health reports as the deployed version: the git commit built from (with `-dirty` when
 * the work tree had uncommitted changes), or functions/package.json's version outside git.
 */
function buildVersion() {
  try {
    const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
    const commit = git('rev-parse', '--short=12', 'HEAD');
    return git('status', '--porcelain') ? `${commit}-dirty` : commit;
  } catch {
    return JSON.parse(readFileSync('functions/package.json', 'utf8')).version ?? 'unknown';
  }
}

const watch = process.argv.includes('--watch');
const ctx = await context({
  entryPoints: ['functions/src/index.ts'],
  outfile: 'functions/lib/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: 'linked',
  define: { __FUNCTIONS_VERSION__: JSON.stringify(buildVersion()) },
  logLevel: watch ? 'info' : 'warning',
});
if (watch) {
  await ctx.watch();
} else {
  await ctx.rebuild();
  await ctx.dispose();
  console.log('functions built: functions/lib/index.js');
}
