import { ROUTES } from '@dz/contracts';
import { accessibilityStatement as statement } from '@dz/content';
import { PageTitle } from '../../ui/PageTitle';
import { Blocks, ContactList } from './components/Blocks';
import { useFrame } from './queries';

/**
 * /pristupacnost (issue 24): the accessibility statement of packages/content, with the institution's e-mail, phone and
 * address (the frame's, which admins edit and the server loads for every page) where it says how to report a problem.
 */
export function AccessibilityPage() {
  const contacts = useFrame().data?.institution;
  return (
    <>
      <PageTitle title={statement.title} description={statement.description} path={ROUTES.accessibility} />
      <div className="content-page">
        <Blocks blocks={statement.beforeContacts} level={2} />
        {contacts && <ContactList contact={{ email: contacts.email, phone: contacts.phone }} />}
        <Blocks blocks={statement.afterContacts} level={2} />
      </div>
    </>
  );
}
