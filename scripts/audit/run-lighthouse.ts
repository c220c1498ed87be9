import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { AuditFigures } from './targets';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface AuditResult {
  figures: AuditFigures;
  /** Titles of the failed audits that cost points, per category. */
  failures: string[];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Lighthouse's default configuration: a mid-range phone on a throttled mobile network (simulated),
 * the four categories the issue names. One Chromium serves every page; storage is reset between.
 */
export async function auditPages(
  siteUrl: string,
  paths: readonly string[],
): Promise<AuditResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const results: AuditResult[] = [];
    for (const path of paths) {
      const runner = await lighthouse(new URL(path, siteUrl).href, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!runner) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits } = runner.lhr;
      const failures = Object.values(categories).flatMap((category) =>
        category.auditRefs
          .filter((ref) => ref.weight > 0)
          .map((ref) => audits[ref.id])
          .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
          .map(
            (audit) =>
              `${category.title}: ${audit!.title}${audit!.displayValue ? ` (${audit!.displayValue})` : ''}`,
          ),
      );
      results.push({
        figures: {
          path,
          performance: score(categories.performance?.score),
          accessibility: score(categories.accessibility?.score),
          bestPractices: score(categories['best-practices']?.score),
          seo: score(categories.seo?.score),
          lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        },
        failures,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
