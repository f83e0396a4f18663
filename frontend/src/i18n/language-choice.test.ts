import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { createQueryClient } from '@/lib/query-client';
import { stubFetch } from '@/testing/fetch-stub';
import { alice } from '@/testing/render';
import { chooseLanguage, followAccountLanguage } from './account-language';
import { applyLanguage, currentLanguage } from './apply-language';
import { i18next } from './index';
import { browserLanguage, initialLanguage, UNSAVED_LANGUAGE_KEY } from './language-choice';

afterEach(async () => {
  await applyLanguage('en');
});

const html = () => ({ lang: document.documentElement.lang, dir: document.documentElement.dir, nastaliq: document.documentElement.classList.contains('font-nastaliq') });

describe('the language the app speaks', () => {
  it("takes the account's language first, then this browser's choice, then the browser's languages, else English", () => {
    expect(initialLanguage('ur', 'en', null)).toBe('ur');
    expect(initialLanguage(undefined, 'ur', null)).toBe('ur');
    expect(initialLanguage(undefined, null, 'ur')).toBe('ur');
    expect(initialLanguage(undefined, null, null)).toBe('en');
    expect(browserLanguage(['en-GB', 'ur-PK'])).toBe('ur');
    expect(browserLanguage(['en-US', 'fr'])).toBeNull();
  });

  it('keeps a choice made before signing in over the account, until the account has it', () => {
    localStorage.setItem(UNSAVED_LANGUAGE_KEY, '1');
    expect(initialLanguage('en', 'ur', null)).toBe('ur');
  });

  it('sets the page right to left in Nastaliq for Urdu once its texts are fetched, and back', async () => {
    await applyLanguage('ur');
    expect(html()).toEqual({ lang: 'ur', dir: 'rtl', nastaliq: true });
    expect(localStorage.getItem('language')).toBe('ur');
    expect(currentLanguage()).toBe('ur');
    expect(i18next.t('language.label')).toBe('زبان');
    await applyLanguage('en');
    expect(html()).toEqual({ lang: 'en', dir: 'ltr', nastaliq: false });
  });

  it('saves a choice made signed out on the account at sign-in, then follows the account', async () => {
    const { calls } = stubFetch({ '/api/user/profile': { body: { ...alice, language: 'ur' } } });
    const queryClient = createQueryClient();
    const stop = followAccountLanguage(queryClient);
    chooseLanguage(queryClient, 'ur');
    expect(calls).toEqual([]);

    queryClient.setQueryData(currentUserQueryKey, { ...alice, language: 'en' });
    await vi.waitFor(() => expect(localStorage.getItem(UNSAVED_LANGUAGE_KEY)).toBeNull());
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ language: 'ur' });
    await vi.waitFor(() => expect(currentLanguage()).toBe('ur'));

    queryClient.setQueryData(currentUserQueryKey, { ...alice, language: 'en' });
    expect(currentLanguage()).toBe('en');
    expect(calls).toHaveLength(1);
    stop();
  });

  it('keeps the choice when an answer for the account asked before the save comes back after it', async () => {
    stubFetch({ '/api/user/profile': { body: { ...alice, language: 'ur' } } });
    const queryClient = createQueryClient();
    const stop = followAccountLanguage(queryClient);
    chooseLanguage(queryClient, 'ur');
    queryClient.setQueryData(currentUserQueryKey, { ...alice, language: 'en' });
    let answerAsked: (user: typeof alice) => void = () => undefined;
    const asked = queryClient.fetchQuery({ queryKey: currentUserQueryKey, queryFn: () => new Promise<typeof alice>((resolve) => (answerAsked = resolve)), staleTime: 0 });
    await vi.waitFor(() => expect(localStorage.getItem(UNSAVED_LANGUAGE_KEY)).toBeNull());

    answerAsked({ ...alice, language: 'en' });
    await asked.catch(() => undefined);
    await vi.waitFor(() => expect(currentLanguage()).toBe('ur'));
    expect(queryClient.getQueryData(currentUserQueryKey)).toMatchObject({ language: 'ur' });
    stop();
  });

  it('keeps a choice whose save got no answer for the next page, and saves it with the next answer for the account', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch({
      '/api/user/profile': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const queryClient = createQueryClient();
    const stop = followAccountLanguage(queryClient);
    chooseLanguage(queryClient, 'ur');
    queryClient.setQueryData(currentUserQueryKey, { ...alice, language: 'en' });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('[language] the choice was not saved on the account', expect.any(TypeError)));
    expect(initialLanguage('en')).toBe('ur');

    const { calls } = stubFetch({ '/api/user/profile': { body: { ...alice, language: 'ur' } } });
    queryClient.setQueryData(currentUserQueryKey, { ...alice, language: 'en' });
    await vi.waitFor(() => expect(localStorage.getItem(UNSAVED_LANGUAGE_KEY)).toBeNull());
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ language: 'ur' });
    expect(currentLanguage()).toBe('ur');
    stop();
    warn.mockRestore();
  });

  it("lets the account's language lead the next page when the server refuses the save", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch({ '/api/user/profile': { status: 400, body: { message: 'Invalid input' } } });
    const queryClient = createQueryClient();
    const stop = followAccountLanguage(queryClient);
    chooseLanguage(queryClient, 'ur');
    queryClient.setQueryData(currentUserQueryKey, { ...alice, language: 'en' });
    await vi.waitFor(() => expect(localStorage.getItem(UNSAVED_LANGUAGE_KEY)).toBeNull());
    expect(initialLanguage('en')).toBe('en');
    expect(currentLanguage()).toBe('ur');
    stop();
    warn.mockRestore();
  });

  it('saves a signed-in choice on the account at once', async () => {
    const { calls } = stubFetch({ '/api/user/profile': { body: { ...alice, language: 'ur' } } });
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserQueryKey, alice);
    chooseLanguage(queryClient, 'ur');
    await vi.waitFor(() => expect(queryClient.getQueryData(currentUserQueryKey)).toMatchObject({ language: 'ur' }));
    expect(calls.map((call) => call.url)).toEqual(['/api/user/profile']);
  });
});
