import { labels, type Block, type Contact, type LinkItem } from '@dz/content';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { EmailLink, PhoneLink } from '../../../ui/ContactLinks';
import { TeamTable } from './TeamHours';
import './blocks.css';

/** Renders content blocks (@dz/content types.ts); `level` is the level of heading blocks. */
export function Blocks({ blocks, level }: { blocks: Block[]; level: 2 | 3 }) {
  return (
    <>
      {blocks.map((b, i) => (
        <BlockView key={i} block={b} level={level} />
      ))}
    </>
  );
}

function BlockView({ block, level }: { block: Block; level: 2 | 3 }) {
  switch (block.type) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'heading':
      return level === 2 ? <h2 className="block-heading">{block.text}</h2> : <h3 className="block-heading">{block.text}</h3>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className="block-list">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      );
    }
    case 'links':
      return (
        <ul className="block-links">
          {block.items.map((l) => (
            <li key={l.href}>
              <ContentLink link={l} />
            </li>
          ))}
        </ul>
      );
    case 'people':
      return <TeamTable caption={block.caption ?? labels.team} people={block.items} />;
    case 'contact':
      return <ContactList contact={block.contact} />;
    case 'terms':
      return (
        <dl className="block-terms">
          {block.items.map((t) => (
            <div key={`${t.term}-${t.text}`}>
              <dt>{t.term}</dt>
              <dd>{t.text}</dd>
            </div>
          ))}
        </dl>
      );
    case 'notice':
      return <p className="block-notice">{block.text}</p>;
  }
}

/** Static files download; site paths go through the router; anything else is external. */
function ContentLink({ link }: { link: LinkItem }) {
  if (link.download) return <a href={link.href} download>{link.label}</a>;
  if (link.href.startsWith('/')) return <Link to={link.href}>{link.label}</Link>;
  return <a href={link.href} rel="noopener noreferrer">{link.label}</a>;
}

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
