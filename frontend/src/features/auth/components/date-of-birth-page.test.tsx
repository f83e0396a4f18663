import { protectionMessages } from '@pkr/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { storeCheckedUser } from '@/lib/auth/session-storage';
import { stubFetch } from '@/testing/fetch-stub';
import { alice, renderAt } from '@/testing/render';
import { DateOfBirthPage } from './date-of-birth-page';

const asked = { ...alice, dateOfBirthRequired: true };
const fill = (value: string) => fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the date of birth page', () => {
  it('asks for one date field, checks it with the shared rule, saves it and goes on to the dashboard', async () => {
    storeCheckedUser(asked);
    const { calls } = stubFetch({ '/api/user/date-of-birth': { body: alice } });
    const { queryClient } = renderAt('/date-of-birth', <DateOfBirthPage />);
    expect(screen.getByRole('heading', { name: 'Confirm your date of birth' })).toBeTruthy();
    expect(screen.getByLabelText('Date of birth').getAttribute('type')).toBe('date');

    save();
    expect(await screen.findByText(protectionMessages.dateOfBirthInvalid)).toBeTruthy();
    expect(calls).toHaveLength(0);

    fill('1990-05-17');
    save();

    expect(await screen.findByText('Other page')).toBeTruthy();
    expect(calls.map((call) => [call.url, call.init.method, JSON.parse(String(call.init.body))])).toEqual([
      ['/api/user/date-of-birth', 'POST', { dateOfBirth: '1990-05-17' }],
    ]);
    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(alice);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(alice);
  });

  it("shows the server's refusal and stays, still asking", async () => {
    storeCheckedUser(asked);
    stubFetch({ '/api/user/date-of-birth': { status: 400, body: { code: 'VALIDATION', message: protectionMessages.underAge, requestId: 'r' } } });
    renderAt('/date-of-birth', <DateOfBirthPage />);
    fill('2015-01-01');
    save();

    expect(await screen.findByText('Date of birth not saved')).toBeTruthy();
    expect(screen.getByText(protectionMessages.underAge)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByText('Other page')).toBeNull();
  });

  it('leads a player who gave it before to the dashboard', async () => {
    storeCheckedUser(alice);
    stubFetch({ '/api/user': { body: alice } });
    renderAt('/date-of-birth', <DateOfBirthPage />);
    expect(await screen.findByText('Other page')).toBeTruthy();
  });
});
