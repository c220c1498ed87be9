import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it("is the page's one h1 with its lead at a reading width", async () => {
    await renderWithProviders(<PageHeader title="Eventi" lead="Giornate speciali a date fisse." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Eventi' })).toBeInTheDocument();
    expect(screen.getByText('Giornate speciali a date fisse.')).toHaveClass('max-w-3xl');
  });

  it('lets a short lead run the full width', async () => {
    await renderWithProviders(
      <PageHeader title="Modulistica" lead="Serve l'iscrizione." fullWidthLead />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Modulistica' })).toBeInTheDocument();
    expect(screen.getByText("Serve l'iscrizione.")).not.toHaveClass('max-w-3xl');
  });
});
