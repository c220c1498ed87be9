export interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  /** Hill layers from the farthest to the nearest. */
  hills: readonly string[];
  rows: string;
  tree: string;
  ink: string;
}

/** Light moods of the Valpolicella day; each scene picks one. */
export const PALETTES = {
  morning: {
    skyTop: '#a9cbe6',
    skyBottom: '#f6ead6',
    sun: '#ffe3a3',
    hills: ['#b7c7a4', '#8fa978', '#6d8c52', '#4d6b32'],
    rows: '#34491f',
    tree: '#2b3d1c',
    ink: '#1f2e15',
  },
  noon: {
    skyTop: '#7fb6e0',
    skyBottom: '#e2f0f8',
    sun: '#fff4c8',
    hills: ['#a9c19a', '#88ad6a', '#6a9a4c', '#557e38'],
    rows: '#3a5a24',
    tree: '#24391a',
    ink: '#1f2e15',
  },
  sunset: {
    skyTop: '#d9785c',
    skyBottom: '#f9d9a6',
    sun: '#ffd27a',
    hills: ['#b98a7e', '#8c6a5a', '#6a5443', '#46402a'],
    rows: '#2f2a1a',
    tree: '#2a2418',
    ink: '#1c1712',
  },
  autumn: {
    skyTop: '#b9d2e2',
    skyBottom: '#f4e4c4',
    sun: '#ffe0a0',
    hills: ['#cdb07a', '#b7854a', '#9a5f2e', '#74401f'],
    rows: '#4f2a14',
    tree: '#3d2a14',
    ink: '#2a1a0e',
  },
  dusk: {
    skyTop: '#3c4170',
    skyBottom: '#d4937e',
    sun: '#f7c58a',
    hills: ['#7a6a86', '#5c5070', '#423a56', '#2c283c'],
    rows: '#1e1b2a',
    tree: '#1a1724',
    ink: '#141220',
  },
} as const satisfies Record<string, Palette>;

export type Mood = keyof typeof PALETTES;
