import type { Browser, Page } from 'playwright-core';
import { HttpClient, uniqueName } from './http-client';

/** Registers a new player on /auth in `page`, born on 1 January 1990, and waits for the dashboard; answers the username. */
export async function registerOn(page: Page): Promise<string> {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Create account' }).click();
  const username = uniqueName('scr');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Date of birth').fill('1990-01-01');
  await page.getByLabel('Password', { exact: true }).fill('player-pass');
  await page.getByLabel('Confirm Password').fill('player-pass');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL('**/dashboard');
  return username;
}

/** The API session of the player logged in on `page`: the same cookies. */
export async function clientOf(page: Page, baseURL: string): Promise<HttpClient> {
  const client = new HttpClient(baseURL);
  client.setCookieHeader((await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; '));
  return client;
}

/** A player registered on /auth in the browser, and the same session for the API. */
export async function registerInBrowser(chromium: Browser, baseURL: string): Promise<HttpClient> {
  const page = await chromium.newPage({ baseURL });
  await registerOn(page);
  const client = await clientOf(page, baseURL);
  await page.context().close();
  return client;
}
