import type { CollectionField } from './collections.js';

/**
 * A valid value of a plain field (collections.ts PLAIN_FIELD_TYPES), different for each `n`: what the generic tests of a
 * kind served from its description type into its form and send to its API (apps/api/test/collection-crud.ts,
 * apps/web/src/features/collections/screens.testkit.tsx), whatever fields the kind has.
 */
export function sampleValue(f: CollectionField, n: number): string | boolean {
  const k = Math.abs(Math.trunc(n));
  switch (f.type) {
    case 'phone': return `036 580 ${String(100 + (k % 900))}`;
    case 'email': return `osoblje${k}@dom-zdravlja.ba`;
    case 'link': return `https://dom-zdravlja.ba/stranica-${k}`;
    case 'date': return `2026-03-${String((k % 28) + 1).padStart(2, '0')}`;
    case 'enum': return f.options?.[k % f.options.length] ?? '';
    case 'boolean': return k % 2 === 1;
    default: return `${f.label} ${k}`.slice(0, f.maxLength);
  }
}

/** A value the field refuses (400 naming it), for a type with a format; undefined for free text. */
export function invalidValue(f: CollectionField): unknown {
  switch (f.type) {
    case 'phone': return 'telefon';
    case 'email': return 'nije adresa';
    case 'link': return 'javascript:alert(1)';
    case 'date': return '2026-02-30';
    case 'enum': return 'nepostojeca-vrijednost';
    case 'boolean': return 'da';
    default: return undefined;
  }
}
