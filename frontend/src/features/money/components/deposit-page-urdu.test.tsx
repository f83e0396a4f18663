import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { i18next } from '@/i18n';
import { stubFetch } from '@/testing/fetch-stub';
import { pendingDeposit } from '@/testing/fixtures';
import { alice, renderAt } from '@/testing/render';
import { DepositPage } from './deposit-page';

describe('the deposit page in Urdu', () => {
  it('says its form, its messages and its history in Urdu, with amounts and brands as they are', async () => {
    await i18next.changeLanguage('ur');
    onTestFinished(() => void i18next.changeLanguage('en'));
    stubFetch({ '/api/user': { body: alice }, '/api/transactions': { body: [pendingDeposit] } });
    localStorage.setItem('user', JSON.stringify(alice));
    localStorage.setItem('auth_check_time', String(Date.now()));
    renderAt('/deposit', <DepositPage />);

    fireEvent.click(screen.getByRole('button', { name: 'ڈپازٹ کی درخواست بھیجیں' }));
    expect(screen.getByText('کم از کم ڈپازٹ Rs. 300 ہے')).toBeTruthy();
    expect(screen.getByText('براہِ کرم ادائیگی کا طریقہ منتخب کریں')).toBeTruthy();
    expect(screen.getByLabelText('JazzCash')).toBeTruthy();
    expect(screen.getByTestId('balance').textContent).toBe('Rs. 1,250');
    expect(await screen.findByText('زیرِ التوا')).toBeTruthy();
  });
});
