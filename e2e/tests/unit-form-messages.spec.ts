import { API_ERRORS, ROUTES, WEB_UI } from '@dz/contracts';
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * Issue 36, the tour of the clinic form: "Ovo polje ne smije biti prazno" stayed under a team member's field while it was
 * typed into, went only as the field was left, and the form jumped up just as the pointer pressed "+ Dodaj red radnog
 * vremena", whose click missed. Now a message goes as soon as the value is valid, and a message that shows or goes moves
 * nothing below it: the button stays where it was, to the pixel, and the click at its place lands.
 */

/** Where an element is on the page (not in the viewport, which scrolls as fields are typed into). */
const place = (l: Locator) => l.evaluate((el) => {
  const r = el.getBoundingClientRect();
  return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
});

for (const width of [1280, 375]) {
  test(`at ${width} px: a team member's messages go as it is typed, and no message moves "${WEB_UI.addHoursRow}"`, async ({ staffPage: page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(ROUTES.clinicCreate);
    const addHours = page.getByRole('button', { name: WEB_UI.addHoursRow });
    await page.getByRole('button', { name: WEB_UI.addTeamMember }).click();
    const row = page.getByRole('group', { name: WEB_UI.teamMember(1) });
    const messages = row.getByText(API_ERRORS.required, { exact: true });
    // The new row is checked whole: both of its fields say they are empty.
    await expect(messages).toHaveCount(2);
    const at = await place(addHours);

    await row.getByLabel(WEB_UI.personRole).pressSequentially('Doktor porodične medicine');
    await expect(messages).toHaveCount(1);
    expect(await place(addHours)).toEqual(at);
    await page.keyboard.press('Tab');
    await expect(row.getByLabel(WEB_UI.personName)).toBeFocused();
    // Where the pointer will press, seen before the name is typed, the name still in view (typing then scrolls nothing).
    await addHours.scrollIntoViewIfNeeded();
    await expect(row.getByLabel(WEB_UI.personName)).toBeInViewport();
    const seen = (await addHours.boundingBox())!;
    await page.keyboard.type('Ana Anić');
    // Gone while typing, before the field is left.
    await expect(messages).toHaveCount(0);
    expect(await place(addHours)).toEqual(at);

    // The tour's click, at the place the button was seen, the focus still in the name: it lands.
    await page.mouse.click(seen.x + seen.width / 2, seen.y + seen.height / 2);
    await expect(page.getByRole('group', { name: WEB_UI.hoursRow(1) })).toBeVisible();

    // A message that shows and goes again (the name emptied, then typed) moves nothing below it.
    const below = await place(addHours);
    const name = row.getByLabel(WEB_UI.personName);
    await name.fill('');
    await expect(messages).toHaveCount(1);
    expect(await place(addHours)).toEqual(below);
    await name.fill('Ana Anić');
    await expect(messages).toHaveCount(0);
    expect(await place(addHours)).toEqual(below);
  });
}
