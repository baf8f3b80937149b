import { API, SYNONYM_UI, synonymLines, synonymsFormSchema, synonymsText, type SynonymGroups } from '@dz/contracts';
import { useQuery } from '@tanstack/react-query';
import { asSent, request } from '../../api/client';
import { RequireLogin } from '../../session/RequireLogin';
import { EditGuard } from '../../ui/EditGuard';
import { TextField } from '../../ui/Fields';
import { FormActions } from '../../ui/FormActions';
import { Loaded } from '../../ui/Loaded';
import { useSaveForm } from '../../ui/useSaveForm';
import { fieldProps, useSchemaForm } from '../../ui/useSchemaForm';
import { useDraftId } from '../shared/useDraftId';

const key = ['search', 'synonyms'] as const;

/**
 * /urednik/sinonimi (issue 24): the search's synonym groups as text, one group a line, words separated by commas; a
 * save replaces them all (PUT /api/search/synonyms) and the next search reads them. A line that is not a group is
 * named in the message.
 */
export default function SynonymsPage() {
  const groups = useQuery({ queryKey: key, queryFn: ({ signal }) => request(API.searchSynonyms, { schema: asSent<SynonymGroups>(), signal }) });
  return (
    <RequireLogin title={SYNONYM_UI.heading}>
      <Loaded query={groups}>{(g) => <SynonymsForm groups={g.groups} />}</Loaded>
    </RequireLogin>
  );
}

function SynonymsForm({ groups }: { groups: string[][] }) {
  const form = useSchemaForm<{ text: string }>(synonymsFormSchema, { text: synonymsText(groups) });
  const { formProps, actions, guard } = useSaveForm({
    form,
    save: ({ text }) => request(API.searchSynonyms, {
      method: 'PUT', json: { groups: synonymLines(text).map((l) => l.terms) }, schema: asSent<SynonymGroups>(),
    }),
    invalidate: [key],
    success: SYNONYM_UI.saved,
    after: () => undefined,
    draft: useDraftId('synonyms', 1),
  });
  return (
    <form {...formProps}>
      <EditGuard {...guard} />
      <TextField label={SYNONYM_UI.label} hint={SYNONYM_UI.hint} multiline rows={20} spellCheck={false} {...fieldProps(form, 'text')} />
      <FormActions submitLabel={SYNONYM_UI.save} {...actions} />
    </form>
  );
}
