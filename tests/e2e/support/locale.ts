import { expect, type Page } from '@playwright/test';

/** Switches the language from the header's picker and waits until the picker names the new one. */
export async function chooseLocale(page: Page, label: 'English' | '简体中文'): Promise<void> {
  await page.getByTestId('locale-picker').click();
  await page.getByRole('menuitem', { name: label }).click();
  await expect(page.getByTestId('locale-picker')).toHaveAccessibleName(label);
}
