// @vitest-environment happy-dom
import { API_ERRORS, ROUTES, WEB_UI } from '@dz/contracts';
import { fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, openApp } from '../../test/app';

/**
 * Issue 36: in the clinic and service forms a field's message goes as soon as its value is valid, while typing, also on a
 * field not yet left whose message came with its row (a team member added) or its box (a chief nurse). Kept until the
 * field was left, the message's line went just as the pointer pressed the next button, and that click missed.
 */

beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json([]));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Scope = ReturnType<typeof within>;
/** The message an input is described by ('' when none). */
const messageOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
/** Typing, the focus staying in the field (no blur). */
const typeInto = (input: HTMLElement, value: string) => {
  input.focus();
  fireEvent.input(input, { target: { value } });
};

async function personFieldsFollowTyping(row: Scope) {
  const role = row.getByLabelText(WEB_UI.personRole);
  const name = row.getByLabelText(WEB_UI.personName);
  // The row is checked whole as it comes: both of its fields say so before either has been visited.
  await expect.poll(() => [messageOf(role), messageOf(name)]).toEqual([API_ERRORS.required, API_ERRORS.required]);

  typeInto(role, 'Doktor porodične medicine');
  await expect.poll(() => messageOf(role)).toBe('');
  expect(role.getAttribute('aria-invalid')).toBeNull();
  // The other field has not been typed into: its message stays.
  expect(messageOf(name)).toBe(API_ERRORS.required);

  typeInto(name, 'Ana Anić');
  await expect.poll(() => messageOf(name)).toBe('');
}

describe('a field\'s message goes as soon as it is valid', () => {
  it('in a clinic\'s new team member, typed into without leaving the field', async () => {
    const main = openApp(ROUTES.clinicCreate);
    fireEvent.click(await main.findByRole('button', { name: new RegExp(WEB_UI.addTeamMember) }));
    await personFieldsFollowTyping(within(main.getByRole('group', { name: WEB_UI.teamMember(1) })));
  });

  it('in a service\'s chief nurse, once the box adds the fields', async () => {
    const main = openApp(ROUTES.serviceCreate);
    const chiefNurse = within(await main.findByRole('group', { name: WEB_UI.chiefNurse }));
    fireEvent.click(chiefNurse.getByLabelText(WEB_UI.hasChiefNurse));
    await personFieldsFollowTyping(chiefNurse);
  });

  it('in a field already left, as before', async () => {
    const main = openApp(ROUTES.clinicCreate);
    const title = await main.findByLabelText(WEB_UI.unitTitle);
    title.focus();
    fireEvent.blur(title);
    await expect.poll(() => messageOf(title)).toBe(API_ERRORS.required);
    typeInto(title, 'Kvarnerska');
    await expect.poll(() => messageOf(title)).toBe('');
  });
});
