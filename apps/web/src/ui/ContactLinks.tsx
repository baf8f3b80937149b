/** A phone number that dials when tapped (tel: without the spaces it is written with). */
export function PhoneLink({ phone }: { phone: string }) {
  return <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>;
}

/** An e-mail address that opens the mail program. */
export function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}
