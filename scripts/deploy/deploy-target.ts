/**
 * Which Firebase project a deploy goes to: `--project` names a project id or one of .firebaserc's
 * aliases (`staging`, `production`). The committed aliases hold placeholders the volunteer
 * replaces; every placeholder starts with PLACEHOLDER_PREFIX so the preflight can refuse one.
 */
import { readFileSync } from 'node:fs';

export const PLACEHOLDER_PREFIX = 'replace-with-';

export interface DeployTarget {
  projectId: string;
  /** The .firebaserc alias the project is known by, if any. */
  alias?: string;
}

export function readAliases(firebaserc = '.firebaserc'): Record<string, string> {
  const parsed = JSON.parse(readFileSync(firebaserc, 'utf8')) as {
    projects?: Record<string, string>;
  };
  return parsed.projects ?? {};
}

export function resolveTarget(project: string, aliases: Record<string, string>): DeployTarget {
  const aliased = aliases[project];
  if (aliased && project !== 'default') return { projectId: aliased, alias: project };
  const alias = Object.entries(aliases).find(
    ([name, id]) => id === project && name !== 'default',
  )?.[0];
  return alias ? { projectId: project, alias } : { projectId: project };
}

export function isProduction(target: DeployTarget): boolean {
  return target.alias === 'production';
}
