/**
 * The sites a pasted path can resolve against, from the sender's Search Console properties: a URL-prefix
 * property as it is, a domain property (`sc-domain:example.com`) as its https host with and without www.
 */
export function siteBases(sites: { siteUrl: string }[]): string[] {
  const bases = sites.flatMap(({ siteUrl }) => {
    if (!siteUrl.startsWith('sc-domain:')) return [siteUrl];
    const domain = siteUrl.slice('sc-domain:'.length);
    return [`https://${domain}/`, `https://www.${domain}/`];
  });
  return [...new Set(bases)];
}
