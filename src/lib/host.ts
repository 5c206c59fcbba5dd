/**
 * A host as compared against SANDBOX_HOSTS / PRODUCTION_HOSTS (docs/configuration.md): lower case,
 * without the port and without trailing dots, so `Sandbox.Example.:443` is `sandbox.example`. An
 * IPv6 literal keeps its brackets.
 */
export function normaliseHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) {
    const end = h.indexOf(']');
    return end < 0 ? h : h.slice(0, end + 1);
  }
  const colon = h.indexOf(':');
  if (colon >= 0) h = h.slice(0, colon);
  return h.replace(/\.+$/, '');
}
