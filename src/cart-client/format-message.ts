/** Every message ShopEmbed prints or throws goes through here, so a site owner can search the console for one prefix. */
export function formatMessage(message: string): string {
  return `[shop-embed] ${message}`;
}
