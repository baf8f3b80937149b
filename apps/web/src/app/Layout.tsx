import { FRAME_UI } from '@dz/contracts/text';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { NotFoundPage, useIsServerNotFound } from '../ui/NotFoundPage';
import { Snackbar } from '../ui/Snackbar';
import { Loading } from '../ui/Status';
import { EmergencyStrip } from './EmergencyStrip';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { Notices } from './Notices';
import { useSignInRequests } from '../features/accounts/signInRequests';
import { useSession } from '../session/context';
import { useStaffFrame } from './staffFrame';
import { RouteErrorBoundary } from './RouteError';
import { useScrollRestoration } from './scrollRestoration';

/** The frame of every screen: skip link, the emergency strip, navbar, main landmark (the notices first), footer and the snackbar. */
export function Layout() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const first = useRef(true);
  const serverNotFound = useIsServerNotFound(pathname);
  // The server answers as the public: an item not public yet is a 404 there, unless the session cookie told it a
  // staff member asks (issue 36, docs/architecture.md "Staff pages on a full load"). A browser that sent none (a
  // session that has not set it yet) gets the screen once hydrated, which reads the item with the token: a draft's
  // preview (issue 23), its edit form.
  const { session, lapsed } = useSession();
  // A staff call's 401 waits on the frame's sign-in from the first render; the dialog, the session's banners and the
  // account's notices are the staff frame's (app/staffFrame.ts), loaded while a session is here or has lapsed here.
  const signIn = useSignInRequests();
  const staff = useStaffFrame(session !== null || !!lapsed);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const notFound = serverNotFound && !(session && hydrated);
  useScrollRestoration();

  // After a client-side navigation, start screen readers and keyboards at the new content.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">{FRAME_UI.skipToContent}</a>
      <EmergencyStrip />
      <Navbar />
      <main id="main" ref={main} tabIndex={-1}>
        {/* The session's banner and sign-in dialog (issue 21): inside main, so the banner is in a landmark. */}
        {staff && <staff.SignInGuard requests={signIn} />}
        <Notices />
        {session && staff && <staff.StaffNotices />}
        <RouteErrorBoundary pathname={pathname}>
          <Suspense fallback={<Loading />}>
            {notFound ? <NotFoundPage /> : <Outlet />}
            <Live />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <Snackbar />
    </>
  );
}

/**
 * Marks the page as live (<html data-hydrated>): the screen in this boundary is hydrated, or rendered in the browser,
 * so what only JavaScript makes work does. Inside the boundary, not in App: a screen's chunk (ui/lazyScreen.tsx)
 * may still be on its way when the frame has hydrated, and its server markup stays dead until then (an e2e test
 * pressed a pager link in that moment under load: a full page load that lost the focus).
 */
function Live() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
