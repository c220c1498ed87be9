import type { Rule } from 'eslint';

export const noFolderCycle: Rule.RuleModule;
export function folderGraph(
  root: string,
  aliases: Record<string, string>,
): Map<string, Set<string>>;
export function pathBetween(
  graph: Map<string, Set<string>>,
  from: string,
  to: string,
): string[] | undefined;
