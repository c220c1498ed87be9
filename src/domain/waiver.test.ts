import { describe, expect, it } from 'vitest';
import {
  canonicalWaiverText,
  isMinorOn,
  isWaiverLinkExpired,
  waiverDigest,
  waiverStateOf,
  type DigestibleWaiver,
} from './waiver';

/** A small text in the content module's shape (the real one lives in src/content/waiver.ts). */
const TEXT: DigestibleWaiver = {
  version: '2026-11-26',
  title: { it: 'Liberatoria', en: 'Waiver' },
  intro: { it: 'Leggi con attenzione.', en: 'Read carefully.' },
  clauses: [
    {
      id: 'helmet',
      heading: { it: 'Casco', en: 'Helmet' },
      paragraphs: [{ it: 'Il casco è obbligatorio.', en: 'A helmet is required.' }],
    },
    {
      id: 'liability',
      heading: { it: 'Responsabilità', en: 'Liability' },
      paragraphs: [
        { it: 'Partecipo a mio rischio.', en: 'I take part at my own risk.' },
        { it: 'Seguo la guida.', en: 'I follow the guide.' },
      ],
    },
  ],
  generalApproval: { it: 'Ho letto e accetto.', en: 'I have read and accept.' },
  specificApproval: { it: 'Approvo specificamente.', en: 'I specifically approve.' },
  contact: { it: 'info@example.com', en: 'info@example.com' },
};

/** The same text with one word of one paragraph changed, in Italian only. */
const ONE_WORD_CHANGED: DigestibleWaiver = {
  ...TEXT,
  clauses: [
    TEXT.clauses[0]!,
    {
      ...TEXT.clauses[1]!,
      paragraphs: [
        { it: 'Partecipo a nostro rischio.', en: 'I take part at my own risk.' },
        TEXT.clauses[1]!.paragraphs[1]!,
      ],
    },
  ],
};

describe('waiver digest', () => {
  it('is the SHA-256 of the canonical text, in hex, stable for the same words', async () => {
    const digest = await waiverDigest(TEXT, 'it');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(await waiverDigest(structuredClone(TEXT), 'it')).toBe(digest);
    // Known answer: the digest is of exactly these bytes, so a change to how the text is
    // assembled (order, separators) shows up here instead of silently changing the evidence.
    expect(digest).toBe('30f8e4ce2f390fe5329e297e38be536555486a6388d16bb008c9acd2a89fba2b');
  });

  it('changes when one word, or only the version, changes', async () => {
    const digest = await waiverDigest(TEXT, 'it');
    expect(await waiverDigest(ONE_WORD_CHANGED, 'it')).not.toBe(digest);
    expect(await waiverDigest({ ...TEXT, version: '2027-01-01' }, 'it')).not.toBe(digest);
    // The English text did not change, so its digest stays: each signer read one language.
    expect(await waiverDigest(ONE_WORD_CHANGED, 'en')).toBe(await waiverDigest(TEXT, 'en'));
  });

  it('differs per language, the language being part of what was signed', async () => {
    expect(await waiverDigest(TEXT, 'en')).not.toBe(await waiverDigest(TEXT, 'it'));
    const bilingualSame = mirror(TEXT);
    expect(await waiverDigest(bilingualSame, 'en')).not.toBe(
      await waiverDigest(bilingualSame, 'it'),
    );
  });

  it('reads every block in order, one per line', () => {
    expect(canonicalWaiverText(TEXT, 'en').split('\n')).toEqual([
      'version: 2026-11-26',
      'language: en',
      'Waiver',
      'Read carefully.',
      'Helmet',
      'A helmet is required.',
      'Liability',
      'I take part at my own risk.',
      'I follow the guide.',
      'I have read and accept.',
      'I specifically approve.',
      'info@example.com',
    ]);
  });
});

/** The text with the Italian words in both languages: only the language line tells them apart. */
function mirror(waiver: DigestibleWaiver): DigestibleWaiver {
  const both = (text: { it: string }) => ({ it: text.it, en: text.it });
  return {
    ...waiver,
    title: both(waiver.title),
    intro: both(waiver.intro),
    clauses: waiver.clauses.map((clause) => ({
      ...clause,
      heading: both(clause.heading),
      paragraphs: clause.paragraphs.map(both),
    })),
    generalApproval: both(waiver.generalApproval),
    specificApproval: both(waiver.specificApproval),
    contact: both(waiver.contact),
  };
}

describe('isMinorOn', () => {
  it('turns 18 on the 18th birthday itself', () => {
    expect(isMinorOn('2008-06-15', '2026-06-14')).toBe(true);
    expect(isMinorOn('2008-06-15', '2026-06-15')).toBe(false);
    expect(isMinorOn('2008-06-15', '2026-06-16')).toBe(false);
  });

  it('counts the month and the day, not only the year', () => {
    expect(isMinorOn('2008-12-31', '2026-01-01')).toBe(true);
    expect(isMinorOn('2008-01-01', '2026-12-31')).toBe(false);
    expect(isMinorOn('2008-07-01', '2026-06-30')).toBe(true);
  });

  it('makes someone born on 29 February an adult on 1 March of a common year', () => {
    // 2026 has no 29 February: the birthday has not passed on the 28th, it has on 1 March.
    expect(isMinorOn('2008-02-29', '2026-02-28')).toBe(true);
    expect(isMinorOn('2008-02-29', '2026-03-01')).toBe(false);
    // In a leap year the birthday is the 29th itself.
    expect(isMinorOn('2012-02-29', '2030-02-28')).toBe(true);
    expect(isMinorOn('2012-02-29', '2030-03-01')).toBe(false);
    expect(isMinorOn('2010-02-28', '2028-02-28')).toBe(false);
    expect(isMinorOn('2010-03-01', '2028-02-29')).toBe(true);
  });

  it('calls a young child, and someone born on the tour day, minors', () => {
    expect(isMinorOn('2019-05-10', '2026-11-28')).toBe(true);
    expect(isMinorOn('2026-11-28', '2026-11-28')).toBe(true);
  });
});

describe('isWaiverLinkExpired', () => {
  it("works through the tour's day in Rome and not after, across midnight in winter", () => {
    // Saturday 28 November 2026: Rome is UTC+1. 23:59 there is 22:59 UTC; 00:00 on Sunday is 23:00.
    expect(isWaiverLinkExpired('2026-11-28', new Date('2026-11-28T22:59:59Z'))).toBe(false);
    expect(isWaiverLinkExpired('2026-11-28', new Date('2026-11-28T23:00:00Z'))).toBe(true);
    // Already Saturday in Rome while still Friday in UTC.
    expect(isWaiverLinkExpired('2026-11-28', new Date('2026-11-27T23:30:00Z'))).toBe(false);
  });

  it('follows summer time (UTC+2)', () => {
    expect(isWaiverLinkExpired('2026-07-11', new Date('2026-07-11T21:59:59Z'))).toBe(false);
    expect(isWaiverLinkExpired('2026-07-11', new Date('2026-07-11T22:00:00Z'))).toBe(true);
  });

  it('is open days before the tour', () => {
    expect(isWaiverLinkExpired('2026-11-28', new Date('2026-11-01T08:00:00Z'))).toBe(false);
  });
});

describe('waiverStateOf', () => {
  it('is missing without a signature or with one on an earlier text', () => {
    expect(waiverStateOf(undefined, 'v2')).toBe('missing');
    expect(waiverStateOf(null, 'v2')).toBe('missing');
    expect(waiverStateOf({ textVersion: 'v1' }, 'v2')).toBe('missing');
    expect(waiverStateOf({ textVersion: 'v1', guardian: { name: 'Anna' } }, 'v2')).toBe('missing');
  });

  it("tells a minor's waiver signed by the guardian from an adult's", () => {
    expect(waiverStateOf({ textVersion: 'v2' }, 'v2')).toBe('signed');
    expect(waiverStateOf({ textVersion: 'v2', guardian: { name: 'Anna' } }, 'v2')).toBe(
      'guardian_signed',
    );
  });
});
