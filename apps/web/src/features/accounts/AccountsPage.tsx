import { ROUTES, UI, WEB_UI, type Account } from '@dz/contracts';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/errors';
import { useSession } from '../../session/context';
import { notify } from '../../ui/notify';
import { EmptyNote, ErrorNote, Loading } from '../../ui/Status';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useAccounts, useDeleteAccount } from './queries';

const dateFormat = new Intl.DateTimeFormat('bs-BA', { dateStyle: 'medium' });

/** SPEC §2 /nalozi: the accounts with a delete button each; admins only. */
export default function AccountsPage() {
  useDocumentTitle(WEB_UI.accountsHeading);
  const { session } = useSession();
  const admin = !!session?.isAdmin;
  const accounts = useAccounts(admin);
  const remove = useDeleteAccount();

  function onDelete(a: Account) {
    if (!window.confirm(WEB_UI.deleteAccountConfirm(a.userName))) return;
    remove.mutate(a.userName, {
      onSuccess: () => notify.success(WEB_UI.accountDeleted),
      onError: (e) => {
        console.error(e);
        notify.error(e instanceof ApiError && e.fromServer ? e.message : WEB_UI.deleteFailed);
      },
    });
  }

  if (!admin) {
    return (
      <>
        <h1>{WEB_UI.accountsHeading}</h1>
        <p className="denied">{UI.accountsDenied}</p>
      </>
    );
  }
  return (
    <>
      <h1>{WEB_UI.accountsHeading}</h1>
      <p>
        <Link className="btn btn-add" to={ROUTES.register}>
          <span aria-hidden="true">+</span> {WEB_UI.register}
        </Link>
      </p>
      {accounts.isPending ? (
        <Loading />
      ) : accounts.isError ? (
        <ErrorNote onRetry={() => void accounts.refetch()} />
      ) : accounts.data.length === 0 ? (
        <EmptyNote />
      ) : (
        <div className="table-wrap">
          <table className="accounts">
            <thead>
              <tr>
                <th scope="col">{WEB_UI.username}</th>
                <th scope="col">{WEB_UI.email}</th>
                <th scope="col">{WEB_UI.role}</th>
                <th scope="col">{WEB_UI.createdAt}</th>
                <th scope="col"><span className="visually-hidden">{WEB_UI.delete}</span></th>
              </tr>
            </thead>
            <tbody>
              {accounts.data.map((a) => (
                <tr key={a.id}>
                  <th scope="row">{a.userName}</th>
                  <td>{a.email}</td>
                  <td>{a.role}</td>
                  <td>{dateFormat.format(new Date(a.createdAt))}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-danger"
                      disabled={remove.isPending && remove.variables === a.userName}
                      onClick={() => onDelete(a)}
                      aria-label={`${WEB_UI.delete}: ${a.userName}`}
                    >
                      {WEB_UI.delete}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
