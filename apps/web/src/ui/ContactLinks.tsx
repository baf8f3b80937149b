import type { ReactNode } from 'react';

/**
 * A phone number that dials when tapped (tel: with its digits only, and a leading +: "036/580-100" dials 036580100).
 * It reads the number, or `children` (the emergency strip's "Hitna pomoć 124").
 */
export function PhoneLink({ phone, children }: { phone: string; children?: ReactNode }) {
  return <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{children ?? phone}</a>;
}

/** An e-mail address that opens the mail program. */
export function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}
