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

/** The groups as the server has them now, and their version (ETag): what a save sends back as If-Match. */
interface VersionedGroups {
  groups: string[][];
  tag: string;
}

async function getSynonyms(signal?: AbortSignal): Promise<VersionedGroups> {
  let tag = '';
  const { groups } = await request(API.searchSynonyms, { schema: asSent<SynonymGroups>(), signal, onTag: (t) => { tag = t ?? ''; } });
  return { groups, tag };
}

const valuesOf = (groups: string[][]) => ({ text: synonymsText(groups) });

/**
 * /urednik/sinonimi (issue 24): the search's synonym groups as text, one group a line, words separated by commas; a
 * save replaces them all (PUT /api/search/synonyms) and the next search reads them. A line that is not a group is
 * named in the message. A save names the version it was typed over (If-Match, issue 41), as every edit form's does:
 * someone else's save in between opens the conflict view instead of being replaced.
 */
export default function SynonymsPage() {
  const groups = useQuery({ queryKey: key, queryFn: ({ signal }) => getSynonyms(signal) });
  return (
    <RequireLogin title={SYNONYM_UI.heading}>
      <Loaded query={groups}>{(g) => <SynonymsForm loaded={g} />}</Loaded>
    </RequireLogin>
  );
}

function SynonymsForm({ loaded }: { loaded: VersionedGroups }) {
  const form = useSchemaForm<{ text: string }>(synonymsFormSchema, valuesOf(loaded.groups));
  const { formProps, actions, guard } = useSaveForm({
    form,
    save: ({ text }, { ifMatch, onTag }) => request(API.searchSynonyms, {
      method: 'PUT', json: { groups: synonymLines(text).map((l) => l.terms) }, schema: asSent<SynonymGroups>(), ifMatch, onTag,
    }),
    invalidate: [key],
    success: SYNONYM_UI.saved,
    after: () => undefined,
    draft: useDraftId('synonyms', 1),
    version: {
      tag: loaded.tag,
      reload: async () => {
        const now = await getSynonyms();
        return { values: valuesOf(now.groups), tag: now.tag };
      },
    },
  });
  return (
    <form {...formProps}>
      <EditGuard {...guard} />
      <TextField label={SYNONYM_UI.label} hint={SYNONYM_UI.hint} multiline rows={20} spellCheck={false} {...fieldProps(form, 'text')} />
      <FormActions submitLabel={SYNONYM_UI.save} {...actions} />
    </form>
  );
}
