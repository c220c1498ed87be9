import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { LANGUAGE_STORAGE_KEY } from '../../src/i18n/locales';
import { languageCookie } from '../../src/i18n/publish-language-choice';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';
import { blockingTime, type BlockingTime, type TraceEvent } from './main-thread-time';
import type { AuditFigures, AuditLanguage } from './targets';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

export interface AuditResult {
  figures: AuditFigures;
  /** Lighthouse's reading of this machine's CPU (its docs calibrate the 4× slowdown at 1500–2000). */
  benchmarkIndex: number;
  /** Titles of the failed audits that cost points, per category. */
  failures: string[];
  /** TBT recomputed from the trace: from wall-clock time (as Lighthouse) and from CPU time. */
  blocking: BlockingTime;
}

export interface AuditRun {
  path: string;
  language: AuditLanguage;
}

/** Lighthouse's default CPU slowdown for mobile. */
export const DEFAULT_CPU_SLOWDOWN = 4;

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * A first visit in the given language: nothing stored, cached or installed for the site, except
 * (for English) the language choice the language switch saves, with the cookie it sets for Hosting. Lighthouse's own storage reset
 * would erase that choice too, so the reset is done here, through the DevTools protocol.
 */
async function prepareFirstVisit(port: number, origin: string, language: AuditLanguage) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    // A file the app never runs on: no service worker registers from it.
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(
      ([key, value, cookie]) => {
        localStorage.setItem(key!, value!);
        document.cookie = cookie!;
      },
      [LANGUAGE_STORAGE_KEY, language, languageCookie(language)],
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * Lighthouse's default configuration: a mid-range phone on a throttled mobile network (simulated),
 * the four categories the site's goals cover (./targets.ts). One Chromium serves every run.
 */
export async function auditPages<Run extends AuditRun>(
  siteUrl: string,
  runs: readonly Run[],
  onResult: (result: AuditResult) => void = () => undefined,
  /** Lighthouse's default (4) unless given: see `--cpu-slowdown` in scripts/audit.ts. */
  cpuSlowdownMultiplier?: number,
  /** Called before each run is prepared (audit:compare puts that run's build in place). */
  beforeRun: (run: Run) => void = () => undefined,
): Promise<AuditResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  const origin = new URL(siteUrl).origin;
  try {
    const results: AuditResult[] = [];
    for (const run of runs) {
      const { path, language } = run;
      beforeRun(run);
      await prepareFirstVisit(chrome.port, origin, language);
      const runner = await lighthouse(new URL(path, siteUrl).href, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        disableStorageReset: true,
        ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
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
      const blocking = blockingTime(
        runner.artifacts.Trace.traceEvents as unknown as TraceEvent[],
        cpuSlowdownMultiplier ?? DEFAULT_CPU_SLOWDOWN,
      );
      const result = {
        figures: {
          path,
          language,
          performance: score(categories.performance?.score),
          accessibility: score(categories.accessibility?.score),
          bestPractices: score(categories['best-practices']?.score),
          seo: score(categories.seo?.score),
          fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
          lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
          tbtCpu: blocking.cpuMs,
        },
        failures,
        blocking,
        benchmarkIndex: runner.lhr.environment.benchmarkIndex,
      };
      onResult(result);
      results.push(result);
    }
    return results;
  } finally {
    chrome.kill();
  }
}
