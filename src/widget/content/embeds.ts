import type { EmbedField } from '@prismicio/client';

/** The players a content embed may show, each built from the video's id: never the embed's own HTML. */
const PROVIDERS: ReadonlyArray<{ hosts: RegExp; id: (url: URL) => string | null | undefined; player: (id: string) => string }> = [
  {
    hosts: /^(www\.|m\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be)$/,
    id: (url) =>
      url.hostname.endsWith('youtu.be') ? url.pathname.slice(1) : (url.searchParams.get('v') ?? /^\/(embed|shorts)\/([^/]+)/.exec(url.pathname)?.[2]),
    player: (id) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
  },
  {
    hosts: /^(www\.|player\.)?vimeo\.com$/,
    id: (url) => /^\/(?:video\/)?(\d+)/.exec(url.pathname)?.[1],
    player: (id) => `https://player.vimeo.com/video/${id}?autoplay=1`,
  },
];

/**
 * The player URL for an embed from an allowed provider (YouTube, Vimeo), or null: any other embed, and any id that is not
 * plain letters, digits, `-` and `_`, gets no frame.
 *
 * @example
 * playerUrl({ embed_url: 'https://www.youtube.com/watch?v=abc' }); // 'https://www.youtube-nocookie.com/embed/abc?autoplay=1'
 */
export function playerUrl(embed: Pick<EmbedField, 'embed_url'> | null | undefined): string | null {
  let url: URL;
  try {
    url = new URL(String(embed?.embed_url));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const provider = PROVIDERS.find((p) => p.hosts.test(url.hostname));
  const id = provider?.id(url);
  return provider && id && /^[\w-]+$/.test(id) ? provider.player(id) : null;
}

/** An embed's thumbnail, when it is an http(s) image. */
export function thumbnailUrl(embed: { thumbnail_url?: unknown }): string | null {
  try {
    const url = new URL(String(embed.thumbnail_url));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
