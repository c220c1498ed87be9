/**
 * Step: build the site (with the project's web config, `.env.<project-id>[.local]`) and the
 * functions, then deploy Hosting, Functions, the Firestore rules and the indexes with their TTL
 * field overrides (firestore.indexes.json). firebase-tools skips functions whose source did not
 * change, so a second run redeploys nothing of them; Hosting gets a release of the same files.
 */
import { mustRun, type CommandRunner } from './command-runner';

export const DEPLOYED_PARTS = 'hosting,functions,firestore:rules,firestore:indexes';

export interface BuildAndDeployDeps {
  run: CommandRunner;
  projectId: string;
  dryRun: boolean;
  log: (line: string) => void;
}

export async function buildAndDeploy(deps: BuildAndDeployDeps): Promise<void> {
  const commands: ['npm' | 'firebase', string[]][] = [
    ['npm', ['run', 'build:web', '--', '--mode', deps.projectId]],
    ['npm', ['run', 'build:functions']],
    [
      'firebase',
      [
        'deploy',
        '--only',
        DEPLOYED_PARTS,
        '--project',
        deps.projectId,
        '--non-interactive',
        '--force',
      ],
    ],
  ];
  for (const [program, args] of commands) {
    deps.log(`${deps.dryRun ? 'would run' : 'running'}: ${program} ${args.join(' ')}`);
    if (!deps.dryRun) await mustRun(deps.run, program, args, { show: true });
  }
}
