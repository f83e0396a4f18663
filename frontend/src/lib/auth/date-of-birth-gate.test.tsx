import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { alice, renderAt } from '@/testing/render';
import { DateOfBirthGate } from './date-of-birth-gate';
import { storeCheckedUser } from './session-storage';

const page = (
  <DateOfBirthGate>
    <p>Deposit page</p>
  </DateOfBirthGate>
);

describe('the date of birth gate', () => {
  it('leads an account still to give its date of birth away from a screen where it could deposit or bet', async () => {
    storeCheckedUser({ ...alice, dateOfBirthRequired: true });
    stubFetch({ '/api/user': { body: { ...alice, dateOfBirthRequired: true } } });
    renderAt('/deposit', page);
    expect(await screen.findByText('Other page')).toBeTruthy();
    expect(screen.queryByText('Deposit page')).toBeNull();
  });

  it('lets every other player in', () => {
    storeCheckedUser(alice);
    stubFetch({ '/api/user': { body: alice } });
    renderAt('/deposit', page);
    expect(screen.getByText('Deposit page')).toBeTruthy();
  });
});
