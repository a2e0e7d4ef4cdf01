import { expect, type Page } from '@playwright/test';

/** Signs in through the sign-in form, the way a person does. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

export async function expectSignedIn(page: Page, username: string): Promise<void> {
  await expect(page.getByTestId('current-user')).toContainText(username);
}
