import type { PublicUser } from '@pkr/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { storeCheckedUser } from '@/lib/auth/session-storage';
import { applyLanguage, currentLanguage } from './apply-language';
import { readStoredLanguage, UNSAVED_LANGUAGE_KEY } from './language-choice';
import { isLanguage, type Language } from './languages';

let saving: Language | null = null;

const signedInUser = (queryClient: QueryClient) => queryClient.getQueryData<PublicUser | null>(currentUserQueryKey) ?? null;

/** `POST /api/user/profile {language}`: the account keeps the choice for every browser its player signs in on. */
async function saveOnAccount(queryClient: QueryClient, language: Language): Promise<void> {
  if (saving === language) return;
  saving = language;
  try {
    const user = await api.post<PublicUser>('/api/user/profile', { language });
    // An answer for the account asked before the save was stored still names the old language: dropped, it cannot
    // turn the page back (at sign-in the app asks for the account while it saves the choice made on the login screen).
    await queryClient.cancelQueries({ queryKey: currentUserQueryKey });
    storeCheckedUser(user);
    if (readStoredLanguage() === user.language) localStorage.removeItem(UNSAVED_LANGUAGE_KEY);
    queryClient.setQueryData(currentUserQueryKey, user);
  } catch (error) {
    // Refused by the server: the page keeps the choice, and the account its language until the player chooses again.
    // No answer at all (the network dropped, or the page load that follows a sign-in cut the call off): the choice
    // stays unsaved, so the next page still speaks it and the next answer for the account saves it again.
    if (isApiError(error)) localStorage.removeItem(UNSAVED_LANGUAGE_KEY);
    console.warn('[language] the choice was not saved on the account', error);
  } finally {
    saving = null;
  }
}

/** The player's choice: the page speaks it at once, and the account keeps it (at the next sign-in when signed out). */
export function chooseLanguage(queryClient: QueryClient, language: Language): void {
  void applyLanguage(language);
  localStorage.setItem(UNSAVED_LANGUAGE_KEY, '1');
  if (signedInUser(queryClient)) void saveOnAccount(queryClient, language);
}

/** A signed-in account speaks its own language, unless this browser holds a choice the account has not had yet. */
function follow(queryClient: QueryClient, user: PublicUser | null | undefined): void {
  if (!user) return;
  const chosen = readStoredLanguage();
  if (localStorage.getItem(UNSAVED_LANGUAGE_KEY) !== null && chosen) {
    if (chosen === user.language) localStorage.removeItem(UNSAVED_LANGUAGE_KEY);
    else void saveOnAccount(queryClient, chosen);
  } else if (isLanguage(user.language) && user.language !== currentLanguage()) {
    void applyLanguage(user.language);
  }
}

/** Follows every answer of the current-user query, without asking the server itself; returns the unsubscribe. */
export function followAccountLanguage(queryClient: QueryClient): () => void {
  follow(queryClient, signedInUser(queryClient));
  return queryClient.getQueryCache().subscribe((event) => {
    const isUserAnswer = event.type === 'updated' && event.action.type === 'success' && event.query.queryKey[0] === currentUserQueryKey[0];
    if (isUserAnswer) follow(queryClient, event.query.state.data as PublicUser | null | undefined);
  });
}
