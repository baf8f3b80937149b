/**
 * The file name of a Content-Disposition header (RFC 6266). `filename*` (RFC 8187, UTF-8,
 * percent-encoded) wins over `filename`, because only it can carry č, ć, đ, š and ž.
 * Path parts are stripped so a server can never choose where the file lands.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const params = parseParams(header);
  const extended = params.get('filename*');
  const decoded = extended ? decodeExtended(extended) : null;
  const name = decoded ?? params.get('filename') ?? null;
  const clean = name?.split(/[\\/]/).pop()?.trim();
  return clean ? clean : null;
}

/** Splits `type; a=b; c="d; e"` into lower-cased parameter names and unquoted values. */
function parseParams(header: string): Map<string, string> {
  const params = new Map<string, string>();
  const re = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const m of header.matchAll(re)) {
    const key = m[1]!.toLowerCase();
    let value = m[2]!.trim();
    if (value.startsWith('"')) value = value.slice(1, -1).replace(/\\(.)/g, '$1');
    if (!params.has(key)) params.set(key, value);
  }
  return params;
}

/** `UTF-8''%C5%BEalba.pdf` → `žalba.pdf`; unknown charsets and bad escapes give null. */
function decodeExtended(value: string): string | null {
  const m = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value);
  if (!m) return null;
  const charset = m[1]!.toLowerCase();
  try {
    if (charset === 'utf-8') return decodeURIComponent(m[2]!);
    if (charset === 'iso-8859-1') return m[2]!.replace(/%([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  } catch {
    return null;
  }
  return null;
}
