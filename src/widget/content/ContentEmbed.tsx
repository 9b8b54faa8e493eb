import type { EmbedField } from '@prismicio/client';
import { useState } from 'react';
import { useContentStrings } from './use-content-strings';
import { contentHref } from './links';
import { playerUrl, thumbnailUrl } from './embeds';

/** What the player frame may do: play, go full screen, open the provider's page in a new tab; nothing on our page. */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';

/**
 * A video from an allowed provider: its thumbnail and a play button, then (on click) the provider's player in a sandboxed
 * frame, so a page loads nothing from the provider until the shopper asks. Any other embed is a plain link at most: the
 * HTML an embed carries is never used.
 */
export function ContentEmbed({ embed }: { embed: EmbedField | null | undefined }) {
  const t = useContentStrings();
  const [playing, setPlaying] = useState(false);
  if (!embed || !('embed_url' in embed)) return null;
  const title = typeof embed.title === 'string' && embed.title ? embed.title : String(embed.provider_name ?? 'Video');
  const player = playerUrl(embed as { embed_url: string });
  if (!player) {
    const href = contentHref({ link_type: 'Web', url: String(embed.embed_url) } as never);
    return href ? (
      <p className="content-embed-link">
        <a href={href} target="_blank" rel="noopener noreferrer">
          {t('openEmbed', { title, provider: String(embed.provider_name ?? new URL(href, 'https://x.invalid').hostname) })}
        </a>
      </p>
    ) : null;
  }
  const thumbnail = thumbnailUrl(embed);
  return (
    <div className="content-embed">
      {playing ? (
        <iframe
          src={player}
          title={title}
          sandbox={EMBED_SANDBOX}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerpolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" onClick={() => setPlaying(true)}>
          {thumbnail ? <img src={thumbnail} alt="" loading="lazy" /> : null}
          <span>{t('playVideo', { title })}</span>
        </button>
      )}
    </div>
  );
}
