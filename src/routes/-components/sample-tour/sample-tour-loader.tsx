import { lazy, Suspense } from 'react';
import type { SampleTourPage } from './sample-tour-page';

/**
 * The sample tour page's code, loaded on demand (its booking box, the form kit, stays out of the
 * tour pages' first load) and kept once loaded. A module of its own: the tour route's loader and
 * its component are split into different chunks and share it through here.
 */
let LoadedPage: typeof SampleTourPage | undefined;

const load = async () => {
  LoadedPage ??= (await import('./sample-tour-page')).SampleTourPage;
  return LoadedPage;
};

const LazySampleTourPage = lazy(() => load().then((page) => ({ default: page })));

/** Loads the page's code; the tour route's loader awaits it before the page renders. */
export async function loadSampleTourPage(): Promise<void> {
  await load();
}

/**
 * The sample page: at once when its code is loaded (the app's first render, which replaces the
 * prerendered sample, must never show an empty Suspense fallback in its place), else lazily.
 */
export function SampleTourPageWhenLoaded() {
  if (LoadedPage) return <LoadedPage />;
  return (
    <Suspense fallback={null}>
      <LazySampleTourPage />
    </Suspense>
  );
}
