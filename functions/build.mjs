// Bundles the functions with the shared domain module (src/domain) into functions/lib. The packages
// functions/package.json lists stay external: Cloud Functions installs exactly those at deploy
// time. Everything else the code imports (date-fns, @date-fns/tz…) is bundled: left external it
// would resolve from the repository's node_modules here and be missing once deployed.
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

const { dependencies } = JSON.parse(readFileSync('functions/package.json', 'utf8'));
const installed = Object.keys(dependencies);

const watch = process.argv.includes('--watch');
// `--outfile <path>`: a build elsewhere, e.g. the test that reads what the bundle imports.
const outfileAt = process.argv.indexOf('--outfile');
const outfile = outfileAt > 0 ? process.argv[outfileAt + 1] : 'functions/lib/index.js';
const ctx = await context({
  entryPoints: ['functions/src/index.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external: installed.flatMap((name) => [name, `${name}/*`]),
  sourcemap: 'linked',
  define: { __FUNCTIONS_VERSION__: JSON.stringify(buildVersion()) },
  logLevel: watch ? 'info' : 'warning',
});
if (watch) {
  await ctx.watch();
} else {
  await ctx.rebuild();
  await ctx.dispose();
  console.log(`functions built: ${outfile}`);
}
