import type { Browser } from 'playwright-core';
import { HttpClient, uniqueName } from './http-client';

/** A player registered on /auth in the browser, and the same session for the API. */
export async function registerInBrowser(chromium: Browser, baseURL: string): Promise<HttpClient> {
  const page = await chromium.newPage({ baseURL });
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Create account' }).click();
  const username = uniqueName('scr');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('player-pass');
  await page.getByLabel('Confirm Password').fill('player-pass');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL('**/dashboard');
  const client = new HttpClient(baseURL);
  client.setCookieHeader((await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; '));
  await page.context().close();
  return client;
}
