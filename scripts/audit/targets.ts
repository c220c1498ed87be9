/** The Lighthouse targets (mobile emulation, simulated slow 4G). */
export const AUDITED_PATHS = ['/', '/tour', '/tour/pojega', '/eventi', '/gallery'] as const;

export interface AuditFigures {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  lcp: number;
  cls: number;
  /** Milliseconds. */
  tbt: number;
}

/** Scores are 0–100. */
export const TARGETS: { label: string; met: (figures: AuditFigures) => boolean }[] = [
  { label: 'performance ≥ 95', met: (f) => f.performance >= 95 },
  { label: 'accessibility = 100', met: (f) => f.accessibility === 100 },
  { label: 'best practices ≥ 95', met: (f) => f.bestPractices >= 95 },
  { label: 'SEO = 100', met: (f) => f.seo === 100 },
  { label: 'CLS < 0.05', met: (f) => f.cls < 0.05 },
];

export function missedTargets(figures: AuditFigures): string[] {
  return TARGETS.filter((target) => !target.met(figures)).map((target) => target.label);
}
