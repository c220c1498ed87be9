import { describe, expect, it } from 'vitest';
import { INITIAL_MAIL_SETTINGS, mailSettingsSchema } from './mail-settings';

const accepts = (settings: object) => mailSettingsSchema.safeParse(settings).success;

describe('settings/mail', () => {
  it('accepts the initial document, a time of the day and a web address', () => {
    expect(accepts(INITIAL_MAIL_SETTINGS)).toBe(true);
    expect(accepts({ reminderTime: '07:05', reviewUrl: 'https://g.page/r/abc/review' })).toBe(true);
    expect(accepts({ reminderTime: '23:59', reviewUrl: 'http://reviews.example/x' })).toBe(true);
  });

  it('refuses a time that is not HH:MM of one day', () => {
    for (const reminderTime of ['24:00', '7:00', '18.00', '18:60', ' 18:00', '']) {
      expect(accepts({ reminderTime, reviewUrl: '' }), reminderTime).toBe(false);
    }
  });

  it('refuses a review link the mail must not put in an href', () => {
    for (const reviewUrl of [
      'javascript:alert(1)',
      'data:text/html,x',
      'mailto:a@b.it',
      'recensioni',
    ]) {
      expect(accepts({ reminderTime: '18:00', reviewUrl }), reviewUrl).toBe(false);
    }
  });
});
