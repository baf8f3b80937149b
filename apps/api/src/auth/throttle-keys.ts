import net from 'node:net';

// The keys of the login throttle's rows (auth/login-limit.ts): one per user name, client address and device cookie.

/** The throttle key of a user name: one per name, whatever its letter case. */
export const userKey = (userName: string) => `u:${userName.trim().toLowerCase()}`;

/** The throttle key of a device cookie (auth/device-cookie.ts): its random nonce. */
export const deviceKey = (nonce: string) => `d:${nonce}`;

/**
 * The throttle key of a client address: IPv4 as is, IPv6 by its /56 network (one customer
 * gets a whole prefix, so single addresses would be free to rotate).
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return 'ip:unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return `ip:${mapped[1]}`;
  if (!net.isIPv6(ip)) return `ip:${ip}`;
  const groups = expandIPv6(ip.replace(/%.*$/, ''));
  if (!groups) return `ip:${ip}`;
  const net56 = [groups[0], groups[1], groups[2], groups[3]! & 0xff00].map((g) => g!.toString(16));
  return `ip:${net56.join(':')}::/56`;
}

/** The eight 16-bit groups of a valid IPv6 address. */
function expandIPv6(ip: string): number[] | undefined {
  const halves = ip.split('::');
  if (halves.length > 2) return undefined;
  const part = (s: string | undefined) => {
    if (!s) return [];
    const out: number[] = [];
    for (const g of s.split(':')) {
      if (g.includes('.')) {
        const [a, b, c, d] = g.split('.').map(Number) as [number, number, number, number];
        out.push((a << 8) | b, (c << 8) | d);
      } else out.push(parseInt(g, 16));
    }
    return out;
  };
  const head = part(halves[0]);
  const tail = part(halves[1]);
  const fill = 8 - head.length - tail.length;
  if (halves.length === 1 ? fill !== 0 : fill < 1) return undefined;
  return [...head, ...Array<number>(halves.length === 1 ? 0 : fill).fill(0), ...tail];
}
