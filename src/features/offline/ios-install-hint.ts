import { useSyncExternalStore } from 'react';

interface Platform {
  userAgent: string;
  maxTouchPoints: number;
  /** True when opened from the home screen (iOS only). */
  standalone?: boolean;
}

/**
 * iOS has no install offer: in Safari the visitor adds the site from the Share menu. Only Safari
 * itself (its user agent has "Version/… Safari/"), not Chrome or Firefox for iOS nor in-app
 * browsers, and only when the site is not already running from the home screen.
 */
export function needsIosInstallHint(platform: Platform, runningStandalone: boolean): boolean {
  const ios =
    /iPad|iPhone|iPod/.test(platform.userAgent) ||
    (/Macintosh/.test(platform.userAgent) && platform.maxTouchPoints > 1);
  const safari =
    /Version\/[\d.]+.*Safari\//.test(platform.userAgent) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS/.test(platform.userAgent);
  return ios && safari && !runningStandalone && platform.standalone !== true;
}

const neverChanges = () => () => {};

export function useIosInstallHint(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () =>
      needsIosInstallHint(
        navigator,
        window.matchMedia?.('(display-mode: standalone)').matches ?? false,
      ),
    () => false,
  );
}
