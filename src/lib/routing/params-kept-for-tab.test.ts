// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { keepParamsForTab, paramsKeptForTab } from './params-kept-for-tab';

describe('parameters kept for the tab', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('gives back what was kept under the same key, across a reload of the page', () => {
    keepParamsForTab('test:a', { token: 'bk-1.sig', other: undefined });
    keepParamsForTab('test:b', { token: 'bk-2.sig' });
    expect(paramsKeptForTab('test:a', ['token', 'other'])).toEqual({ token: 'bk-1.sig' });
    expect(paramsKeptForTab('test:b', ['token'])).toEqual({ token: 'bk-2.sig' });
  });

  it('gives nothing for an empty key, an entry that is not text, or unreadable JSON', () => {
    expect(paramsKeptForTab('test:none', ['token'])).toEqual({});
    window.sessionStorage.setItem('test:number', '{"token":42}');
    expect(paramsKeptForTab('test:number', ['token'])).toEqual({});
    window.sessionStorage.setItem('test:broken', '{token');
    expect(paramsKeptForTab('test:broken', ['token'])).toEqual({});
  });
});
