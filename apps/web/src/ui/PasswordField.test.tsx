// @vitest-environment happy-dom
import { API_ERRORS, PASSWORD_UI } from '@dz/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from './PasswordField';

// Issue 20: a show-password toggle on every password field, a live strength hint on every new-password field.

function renderField(props: Partial<Parameters<typeof PasswordField>[0]> = {}) {
  const submitted = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
  render(
    <form onSubmit={submitted}>
      <PasswordField label="Lozinka" name="password" {...props} />
      <button type="submit">Pošalji</button>
    </form>,
  );
  const input = screen.getByLabelText('Lozinka') as HTMLInputElement;
  return { input, submitted, toggle: () => screen.getByRole('button', { name: /lozinku$/ }) };
}
const typeInto = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

describe('the show-password toggle', () => {
  it('shows what was typed and hides it again, the focus staying in the field; it never submits the form', () => {
    const { input, submitted, toggle } = renderField();
    input.focus();
    typeInto(input, 'tajna-lozinka-7');
    expect(input.type).toBe('password');
    expect(toggle().getAttribute('aria-label')).toBe(PASSWORD_UI.show);
    expect(toggle().getAttribute('aria-pressed')).toBe('false');

    // A mouse press would move the focus to the button: it is cancelled, so the typist stays in the field.
    expect(fireEvent.mouseDown(toggle())).toBe(false);
    fireEvent.click(toggle());
    expect(input.type).toBe('text');
    expect(input.value).toBe('tajna-lozinka-7');
    expect(document.activeElement).toBe(input);
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(toggle().getAttribute('aria-label')).toBe(PASSWORD_UI.hide);
    expect(toggle().getAttribute('aria-controls')).toBe(input.id);

    fireEvent.click(toggle());
    expect(input.type).toBe('password');
    expect(toggle().getAttribute('aria-label')).toBe(PASSWORD_UI.show);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('is a plain button in the tab order: pressed from the keyboard it keeps its own focus', () => {
    const { input, toggle } = renderField();
    const button = toggle() as HTMLButtonElement;
    expect(button.type).toBe('button');
    expect(button.tabIndex).toBe(0);
    button.focus();
    // Enter or Space on a focused button is its click (no mouse press before it).
    fireEvent.click(button);
    expect(input.type).toBe('text');
    expect(document.activeElement).toBe(button);
  });

  it('leaves the field as it was for a login: no strength hint, no rule loaded', () => {
    const { input } = renderField();
    typeInto(input, '12345678');
    expect(document.querySelector('[aria-live]')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });
});

describe('the strength hint of a new password', () => {
  const hint = () => document.querySelector('.password-strength')!;

  it('says the rule before anything is typed, then follows each change in Bosnian, politely announced', async () => {
    const { input } = renderField({ accountWords: ['zlatokosa', 'zlatokosa@dz.ba'] });
    expect(hint().getAttribute('aria-live')).toBe('polite');
    expect(hint().textContent).toBe(PASSWORD_UI.rule);
    expect(input.getAttribute('aria-describedby')).toContain(hint().id);

    typeInto(input, 'kratka');
    await waitFor(() => expect(hint().textContent).toBe(API_ERRORS.passwordTooShort));
    typeInto(input, 'lozinka123');
    await waitFor(() => expect(hint().textContent).toMatch(new RegExp(`^${PASSWORD_UI.weak}`)));
    // The account's own name with a year is guessable for this account.
    typeInto(input, 'zlatokosa2024');
    await waitFor(() => expect(hint().textContent).toContain('korisničko ime'));
    typeInto(input, 'zeleni-kamion-pjeva-7');
    await waitFor(() => expect(hint().textContent).toBe(PASSWORD_UI.strong));
  });
});
