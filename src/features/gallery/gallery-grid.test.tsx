import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GALLERY } from '@/content/gallery';
import { renderWithProviders } from '@/test/render-with-providers';
import { GalleryGrid } from './gallery-grid';

async function openPhoto(index: number) {
  const user = userEvent.setup();
  await renderWithProviders(<GalleryGrid images={GALLERY} />);
  const thumbnails = screen.getAllByTestId('gallery-thumbnail');
  await user.click(thumbnails[index]!);
  const dialog = await screen.findByRole('dialog');
  return { user, dialog, thumbnails };
}

const title = (dialog: HTMLElement) => within(dialog).getByRole('heading').textContent;

describe('GalleryGrid', () => {
  it('shows 16 thumbnails with their category labels', async () => {
    await renderWithProviders(<GalleryGrid images={GALLERY} />);
    const thumbnails = screen.getAllByTestId('gallery-thumbnail');
    expect(thumbnails).toHaveLength(16);
    expect(thumbnails[0]).toHaveTextContent('Tour');
    expect(thumbnails[2]).toHaveAccessibleName(/\(Cantine\)$/);
  });

  it('wraps with the arrow keys and buttons, closes on Escape and refocuses the thumbnail', async () => {
    const { user, dialog, thumbnails } = await openPhoto(15);
    expect(title(dialog)).toBe('Foto 16 di 16');

    await user.keyboard('{ArrowRight}');
    expect(title(dialog)).toBe('Foto 1 di 16');
    await user.keyboard('{ArrowLeft}');
    expect(title(dialog)).toBe('Foto 16 di 16');
    await user.click(within(dialog).getByRole('button', { name: 'Foto successiva' }));
    await user.click(within(dialog).getByRole('button', { name: 'Foto successiva' }));
    expect(title(dialog)).toBe('Foto 2 di 16');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(thumbnails[1]).toHaveFocus());
  });

  it('moves on a swipe over 50 px and ignores a shorter one', async () => {
    const { dialog } = await openPhoto(0);
    const swipe = (fromX: number, toX: number) =>
      act(() => {
        fireEvent.pointerDown(dialog, { pointerId: 1, clientX: fromX, clientY: 200 });
        fireEvent.pointerUp(dialog, { pointerId: 1, clientX: toX, clientY: 205 });
      });
    swipe(300, 240);
    expect(title(dialog)).toBe('Foto 2 di 16');
    swipe(300, 260);
    expect(title(dialog)).toBe('Foto 2 di 16');
    swipe(200, 300);
    swipe(200, 300);
    expect(title(dialog)).toBe('Foto 16 di 16');
  });

  it('closes on a click on the backdrop and on the close button', async () => {
    const { user, dialog } = await openPhoto(3);
    await user.click(within(dialog).getByTestId('lightbox-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getAllByTestId('gallery-thumbnail')[3]!);
    const reopened = await screen.findByRole('dialog');
    await user.click(within(reopened).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on a click anywhere outside the picture and its controls', async () => {
    const first = await openPhoto(3);
    // The picture itself and the arrows keep it open.
    await first.user.click(first.dialog.querySelector('[data-lightbox-picture]')!);
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Foto successiva' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The caption band below the picture closes it…
    await first.user.click(first.dialog.querySelector('#lightbox-caption')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // …and so does the bar above it, beside the close button.
    await first.user.click(screen.getAllByTestId('gallery-thumbnail')[3]!);
    const reopened = await screen.findByRole('dialog');
    await first.user.click(within(reopened).getByRole('heading'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
