import { labels, type Contact } from '@dz/content';
import { Fragment } from 'react';
import { EmailLink, PhoneLink } from '../../../ui/ContactLinks';
import './blocks.css';

/** Name, role, phone (tel:), e-mail (mailto:) and address, as a description list; `phones` when there are several. */
export function ContactList({ contact, phones = contact.phone ? [contact.phone] : [] }: { contact: Contact; phones?: readonly string[] }) {
  return (
    <dl className="block-contact">
      {contact.name && (
        <div>
          <dt>{contact.role ?? labels.contact}</dt>
          <dd>{contact.name}</dd>
        </div>
      )}
      {phones.length > 0 && (
        <div>
          <dt>{labels.phone}</dt>
          <dd>
            {phones.map((p, i) => (
              <Fragment key={p}>
                {i > 0 && ', '}
                <PhoneLink phone={p} />
              </Fragment>
            ))}
          </dd>
        </div>
      )}
      {contact.email && (
        <div>
          <dt>{labels.email}</dt>
          <dd><EmailLink email={contact.email} /></dd>
        </div>
      )}
      {contact.address && (
        <div>
          <dt>{labels.address}</dt>
          <dd>{contact.address}</dd>
        </div>
      )}
    </dl>
  );
}
