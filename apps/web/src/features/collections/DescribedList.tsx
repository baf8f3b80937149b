import {
  FRAME_UI, GENERIC_COLLECTIONS, daysLabel, formatDate, hoursRange, titleFieldOf, type CollectionField, type DescribedItem, type OpeningHours,
} from '@dz/contracts';
import type { PageQuery } from '../../api/find';
import { PageTitle } from '../../ui/PageTitle';
import { EmptyNote } from '../../ui/Status';

/** A person as a visitor reads it: "role: name". */
const personText = (p: { role: string; name: string }) => `${p.role}: ${p.name}`;

/**
 * A field's value as a visitor reads it: yes or no, an option's name, a day, a text as it is; phones one after another,
 * a person or people by role and name, opening hours as their weekly rows ("Ponedjeljak – petak 07:00–15:00").
 */
export const shownValue = (f: CollectionField, v: unknown): string => {
  if (f.type === 'boolean') return v ? FRAME_UI.yes : FRAME_UI.no;
  if (f.type === 'enum') return f.optionLabels?.[String(v)] ?? String(v ?? '');
  if (f.type === 'date') return v ? formatDate(String(v)) : '';
  if (f.type === 'phones') return ((v ?? []) as string[]).join(', ');
  if (f.type === 'person') return v ? personText(v as { role: string; name: string }) : '';
  if (f.type === 'people') return ((v ?? []) as { role: string; name: string }[]).map(personText).join('; ');
  if (f.type === 'hours') return ((v as OpeningHours | undefined)?.weekly ?? []).map((r) => `${daysLabel(r.days)} ${hoursRange(r)}`).join('; ');
  return String(v ?? '');
};

/**
 * The public list of a kind served from its description (a page module's screen): its plural label as the heading, then
 * each item under its title field, with every other field it has a value for, labelled as the description says.
 * Each item's anchor is `{slug}-{id}` (where its search hit and feed item lead when it has no page of its own).
 */
export function DescribedList({ data, query }: { data: DescribedItem[] | DescribedItem; query: PageQuery }) {
  const c = GENERIC_COLLECTIONS.find((x) => x.slug === query.kind)!;
  const items = Array.isArray(data) ? data : [data];
  const title = titleFieldOf(c);
  const rest = c.fields.filter((f) => f !== title);
  return (
    <>
      <PageTitle title={c.labels.plural} />
      {items.length === 0 && <EmptyNote />}
      {items.map((item) => (
        <article key={item.id} id={`${c.slug}-${item.id}`} className="card described-item">
          <h2>{String(item[title.wire] ?? '')}</h2>
          <dl>
            {rest.filter((f) => shownValue(f, item[f.wire]) !== '').map((f) => (
              <div key={f.name}>
                <dt>{f.label}</dt>
                <dd>{shownValue(f, item[f.wire])}</dd>
              </div>
            ))}
          </dl>
        </article>
      ))}
    </>
  );
}
