import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VoucherPaymentResponse } from '@/domain/api/vouchers';
import type { Locale } from '@/domain/locale';
import { callFunction } from '@/lib/firebase/call-function';
import { renderAtRoute } from '@/test/render-at-route';
import { GiftSuccessView } from './gift-success-view';

const issued: VoucherPaymentResponse = {
  success: true,
  status: 'issued',
  voucher: {
    code: 'VPT-7KQ4-M9XC-2HRT',
    recipientName: 'Giulia Bianchi',
    amountCents: 16000,
    tour: { tourName: 'Pojega Tour', people: 2 },
    validUntil: '2028-12-23',
    deliverAt: '2026-12-24T07:00:00.000Z',
  },
};

function answer(result: VoucherPaymentResponse) {
  vi.mocked(callFunction).mockImplementation((async () => result) as typeof callFunction);
}

const render = (locale: Locale = 'it', ids = { sessionId: 'cs_test_1', voucherId: 'V' }) =>
  renderAtRoute(
    '/regala/grazie',
    () => <GiftSuccessView sessionId={ids.sessionId} voucherId={ids.voucherId} />,
    { locale },
  );

describe('GiftSuccessView', () => {
  afterEach(() => vi.mocked(callFunction).mockReset());

  it('verifies the payment with both ids and shows the code, the tour, validity and delivery', async () => {
    answer(issued);
    await render();
    expect(
      await screen.findByRole('heading', { name: 'Grazie! Il buono regalo è pronto' }),
    ).toBeInTheDocument();
    expect(vi.mocked(callFunction)).toHaveBeenCalledWith(
      'verifyPayment',
      { sessionId: 'cs_test_1', voucherId: 'V' },
      expect.anything(),
    );
    expect(screen.getByText('VPT-7KQ4-M9XC-2HRT')).toBeInTheDocument();
    expect(screen.getByText(/Pojega Tour, 2 persone \(160\s€\)/)).toBeInTheDocument();
    expect(screen.getByText('sabato 23 dicembre 2028')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      /arriverà per email a Giulia Bianchi .*24 dic 2026, 08:00/,
    );
  });

  it('says in English that a voucher sent now went to the buyer', async () => {
    answer({
      ...issued,
      voucher: { ...issued.voucher, tour: undefined, amountCents: 5000, deliverAt: undefined },
    });
    await render('en');
    expect(await screen.findByText('Sent now to your email')).toBeInTheDocument();
    expect(screen.getByText(/^€50$/)).toBeInTheDocument();
  });

  it('tells a pending payment from one that did not happen', async () => {
    answer({ ...issued, success: false, status: 'pending' });
    await render();
    expect(await screen.findByRole('heading', { name: 'Pagamento in attesa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verifica di nuovo' })).toBeEnabled();
  });

  it('offers to try again after a payment that did not happen', async () => {
    answer({ ...issued, success: false, status: 'cancelled' });
    await render();
    expect(
      await screen.findByRole('heading', { name: 'Pagamento non completato' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Riprova' })).toHaveAttribute('href', '/regala');
  });

  it('asks nothing when the return lacks its ids', async () => {
    await render('it', { sessionId: '', voucherId: '' });
    expect(await screen.findByText('Parametri di verifica mancanti')).toBeInTheDocument();
    expect(vi.mocked(callFunction)).not.toHaveBeenCalled();
  });
});
