/** A phone number that dials when tapped (tel: with its digits only, and a leading +: "036/580-100" dials 036580100). */
export function PhoneLink({ phone }: { phone: string }) {
  return <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>;
}

/** An e-mail address that opens the mail program. */
export function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}
