import type { Account } from '@dz/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteAccount, listAccounts, resetPassword } from '../../api/zod/accounts';

export const accountKeys = { all: ['accounts'] as const };

export const useAccounts = (enabled: boolean) =>
  useQuery({ queryKey: accountKeys.all, queryFn: ({ signal }) => listAccounts(signal), enabled });

export function useDeleteAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: (_, deleted) => {
      qc.setQueryData<Account[]>(accountKeys.all, (old) => old?.filter((a) => a.id !== deleted.id));
    },
  });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
