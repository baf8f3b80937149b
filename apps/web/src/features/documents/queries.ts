import { withoutItem, type DocumentItem, type DocumentType, type Paged } from '@dz/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteDocument, listDocuments } from '../../api/documents';
import { findKey } from '../../api/find';
import { documentQuery } from '../../api/pageQueries';

/** A type's pages under the key its page module's loader fills (api/pageQueries.ts), its staff items below the same prefix. */
export const documentKeys = {
  all: (type: DocumentType) => findKey({ kind: 'documents', query: { type: type.resource } }),
  page: (type: DocumentType, page: number) => findKey(documentQuery(type, page)),
  item: (type: DocumentType, id: number) => [...findKey({ kind: 'documents', query: { type: type.resource } }), 'item', id] as const,
};

export const useDocumentPage = (type: DocumentType, page: number) =>
  useQuery({
    queryKey: documentKeys.page(type, page),
    queryFn: ({ signal }) => listDocuments(type, page, signal),
    placeholderData: keepPreviousData,
  });

/** docs/product.md "Screens": a confirmed, successful delete removes the row at once; the page then refills from the server. */
export function useDeleteDocument(type: DocumentType, page: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (item: Pick<DocumentItem, 'id' | 'updatedAt'>) => deleteDocument(type, item),
    onSuccess: (_, { id }) => {
      qc.setQueryData<Paged<DocumentItem>>(documentKeys.page(type, page), (old) => old && withoutItem(old, id));
      void qc.invalidateQueries({ queryKey: documentKeys.all(type) });
    },
    // Refused (saved or deleted by someone since the list was read, 412 or 404): the list shows what is there now.
    onError: () => qc.invalidateQueries({ queryKey: documentKeys.all(type) }),
  });
}
