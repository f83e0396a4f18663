import { protectionMessages } from '@pkr/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { redirectWithPageLoad } from '@/lib/navigation';
import { stubFetch } from '@/testing/fetch-stub';
import { alice, renderAt } from '@/testing/render';
import { AuthScreen } from './auth-screen';

vi.mock('@/lib/navigation', () => ({ redirectWithPageLoad: vi.fn() }));

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the auth screen', () => {
  it('starts on login and shows the contract messages under empty fields', async () => {
    renderAt('/auth', <AuthScreen />);
    expect(screen.queryByLabelText('Confirm Password')).toBeNull();

    click('Login');

    expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
  });

  it('moves focus to the first field in error, which carries its message, on a refused login or registration', async () => {
    renderAt('/auth', <AuthScreen />);
    click('Login');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Username', description: 'Username must be at least 3 characters' }));

    click('Create account');
    fill('Username', 'alice');
    fill('Email', 'not-an-email');
    click('Register');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email', description: 'Please enter a valid email' }));
  });

  it('validates registration: email, lengths, and matching passwords', async () => {
    renderAt('/auth', <AuthScreen />);
    click('Create account');
    fill('Username', 'al');
    fill('Email', 'not-an-email');
    fill('Password', '12345');
    fill('Confirm Password', '12345');

    click('Register');

    expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('Please enter your date of birth')).toBeTruthy();
    expect(screen.getByLabelText('Date of birth').getAttribute('type')).toBe('date');
    expect(screen.getAllByText('Password must be at least 6 characters')).toHaveLength(2);

    fill('Password', 'secret1');
    fill('Confirm Password', 'secret2');
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
  });

  it('logs in, confirms the session, stores the user and reloads into /dashboard after 100 ms', async () => {
    const { calls } = stubFetch({ '/api/login': { body: alice }, '/api/user': { body: alice } });
    const loginEvents = vi.fn();
    window.addEventListener('pkr:login', loginEvents);
    renderAt('/auth', <AuthScreen />);
    fill('Username', 'alice');
    fill('Password', 'secret1');

    click('Login');

    expect(await screen.findByText('Login successful')).toBeTruthy();
    expect(screen.getByText('Welcome back, alice!')).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(['/api/login', '/api/user']);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(alice);
    expect(Number(localStorage.getItem('auth_check_time'))).toBeGreaterThan(0);
    expect(loginEvents).toHaveBeenCalledTimes(1);
    expect(redirectWithPageLoad).toHaveBeenCalledWith('/dashboard', 100);
    window.removeEventListener('pkr:login', loginEvents);
  });

  it("shows the server's message, not the raw status text, when login fails", async () => {
    stubFetch({ '/api/login': { status: 429, body: { message: 'Too many attempts, try again later', code: 'RATE_LIMITED', requestId: 'r' } } });
    renderAt('/auth', <AuthScreen />);
    fill('Username', 'alice');
    fill('Password', 'secret1');

    click('Login');

    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText('Too many attempts, try again later')).toBeTruthy();
    expect(screen.queryByText(/429:/)).toBeNull();
  });

  it('registers with the email as the phone and the date of birth', async () => {
    const { calls } = stubFetch({ '/api/register': { body: alice }, '/api/user': { body: alice } });
    renderAt('/auth', <AuthScreen />);
    click('Create account');
    fill('Username', 'alice');
    fill('Email', 'alice@example.com');
    fill('Date of birth', '1990-05-17');
    fill('Password', 'secret1');
    fill('Confirm Password', 'secret1');

    click('Register');

    expect(await screen.findByText('Registration successful')).toBeTruthy();
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ username: 'alice', password: 'secret1', phone: 'alice@example.com', dateOfBirth: '1990-05-17' });
    expect(redirectWithPageLoad).toHaveBeenCalledWith('/dashboard', 100);
  });

  it("shows the server's refusal of a player under 18 as it shows the form's other failures, and stays on the form", async () => {
    stubFetch({ '/api/register': { status: 400, body: { code: 'VALIDATION', message: protectionMessages.underAge, requestId: 'r' } } });
    renderAt('/auth', <AuthScreen />);
    click('Create account');
    fill('Username', 'young');
    fill('Email', 'young@example.com');
    fill('Date of birth', '2015-01-01');
    fill('Password', 'secret1');
    fill('Confirm Password', 'secret1');

    click('Register');

    expect(await screen.findByText('Registration failed')).toBeTruthy();
    expect(screen.getByText(protectionMessages.underAge)).toBeTruthy();
    expect(redirectWithPageLoad).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
  });

  it('sends an account still to give its date of birth to /date-of-birth after login, not to the dashboard', async () => {
    const asked = { ...alice, dateOfBirthRequired: true };
    stubFetch({ '/api/login': { body: asked }, '/api/user': { body: asked } });
    renderAt('/auth', <AuthScreen />);
    fill('Username', 'alice');
    fill('Password', 'secret1');

    click('Login');

    expect(await screen.findByText('Login successful')).toBeTruthy();
    expect(redirectWithPageLoad).toHaveBeenCalledWith('/date-of-birth', 100);
  });

  it('retries the login once when the new session is missing, then reports a registration issue and goes to login', async () => {
    const { calls } = stubFetch({
      '/api/register': { body: alice },
      '/api/login': { body: alice },
      '/api/user': { status: 401, body: { message: 'Not logged in' } },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/auth', <AuthScreen />);
    click('Create account');
    fill('Username', 'alice');
    fill('Email', 'alice@example.com');
    fill('Date of birth', '1990-05-17');
    fill('Password', 'secret1');
    fill('Confirm Password', 'secret1');

    click('Register');

    expect(await screen.findByText('Registration issue')).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(['/api/register', '/api/user', '/api/login', '/api/user']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy(), { timeout: 3000 });
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('alice');
  });
});
