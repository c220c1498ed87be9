// Bundles the functions with the shared domain module (src/domain) into functions/lib. Packages
// stay external: Cloud Functions installs them from functions/package.json at deploy time.
import { context } from 'esbuild';

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
  logLevel: watch ? 'info' : 'warning',
});
if (watch) {
  await ctx.watch();
} else {
  await ctx.rebuild();
  await ctx.dispose();
  console.log('functions built: functions/lib/index.js');
}
