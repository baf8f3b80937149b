import { ROUTES, WEB_UI, type Account } from '@dz/contracts';
import { ApiError } from '../../api/errors';
import { useSession } from '../../session/context';
import { confirmDelete } from '../../ui/confirmDelete';
import { DateText } from '../../ui/DateText';
import { AddLink, Loaded } from '../../ui/Loaded';
import { DeleteButton } from '../../ui/StaffActions';
import { PageTitle } from '../../ui/PageTitle';
import { useAccounts, useDeleteAccount } from './queries';

/** docs/product.md "Screens" /nalozi: the accounts with a delete button each; admins only. */
export default function AccountsPage() {
  const { session } = useSession();
  const admin = !!session?.isAdmin;
  const accounts = useAccounts(admin);
  return (
    <>
      <PageTitle title={WEB_UI.accountsHeading} />
      {admin ? (
        <>
          <AddLink to={ROUTES.register} label={WEB_UI.register} />
          <Loaded query={accounts} isEmpty={(list) => list.length === 0}>
            {(list) => <AccountsTable accounts={list} />}
          </Loaded>
        </>
      ) : (
        <p className="denied">{WEB_UI.accountsDenied}</p>
      )}
    </>
  );
}

/**
 * The accounts as a table; on narrow screens (below md) each row stacks into a block whose cells
 * carry their column's name (data-label, components.css), so no column is cut off.
 */
function AccountsTable({ accounts }: { accounts: Account[] }) {
  const remove = useDeleteAccount();
  const onDelete = (a: Account) =>
    confirmDelete(WEB_UI.deleteAccountConfirm(a.userName), remove.mutate, a, {
      success: WEB_UI.accountDeleted,
      failure: (e) => (e instanceof ApiError && e.fromServer ? e.message : WEB_UI.deleteFailed),
    });
  return (
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
          {accounts.map((a) => (
            <tr key={a.id}>
              <th scope="row">{a.userName}</th>
              <td data-label={WEB_UI.email}>{a.email}</td>
              <td data-label={WEB_UI.role}>{a.role}</td>
              <td data-label={WEB_UI.createdAt}><DateText iso={a.createdAt} /></td>
              <td>
                <DeleteButton name={a.userName} deleting={remove.isPending && remove.variables?.id === a.id} onDelete={() => onDelete(a)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
