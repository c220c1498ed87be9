import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TitledSection } from './titled-section';

describe('TitledSection', () => {
  it('is a region named by its h2, the heading first and the content after it', () => {
    render(
      <TitledSection title="Dettagli" className="space-y-4" titleClassName="text-2xl">
        <p>Sette ore in sella.</p>
      </TitledSection>,
    );
    const region = screen.getByRole('region', { name: 'Dettagli' });
    expect(region.tagName).toBe('SECTION');
    expect(region).toHaveClass('space-y-4');
    const heading = within(region).getByRole('heading', { level: 2, name: 'Dettagli' });
    expect(heading).toHaveClass('text-2xl');
    expect(region.firstElementChild).toBe(heading);
    expect(heading.nextElementSibling).toHaveTextContent('Sette ore in sella.');
  });

  it('names a nav, an article or an aside with the heading level asked for', () => {
    render(
      <>
        <TitledSection as="nav" level={3} title="Informazioni" />
        <TitledSection as="article" level={1} title="Buono regalo" />
        <TitledSection as="aside" title="Da sapere" />
      </>,
    );
    const nav = screen.getByRole('navigation', { name: 'Informazioni' });
    expect(within(nav).getByRole('heading', { level: 3 })).toHaveTextContent('Informazioni');
    const article = screen.getByRole('article', { name: 'Buono regalo' });
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent('Buono regalo');
    const aside = screen.getByRole('complementary', { name: 'Da sapere' });
    expect(within(aside).getByRole('heading', { level: 2 })).toHaveTextContent('Da sapere');
  });

  it('gives two sections of the same title on one page ids of their own', () => {
    render(
      <>
        <TitledSection title="Descrizione">
          <p>Prima</p>
        </TitledSection>
        <TitledSection title="Descrizione">
          <p>Seconda</p>
        </TitledSection>
      </>,
    );
    const [first, second] = screen.getAllByRole('region', { name: 'Descrizione' });
    const firstId = first!.getAttribute('aria-labelledby');
    const secondId = second!.getAttribute('aria-labelledby');
    expect(firstId).toBeTruthy();
    expect(secondId).toBeTruthy();
    expect(firstId).not.toBe(secondId);
    expect(within(first!).getByRole('heading')).toHaveAttribute('id', firstId);
    expect(within(second!).getByRole('heading')).toHaveAttribute('id', secondId);
  });
});
