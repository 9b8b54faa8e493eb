/** A document an attacker with editor access could write: markup as text, event handlers, script URLs, foreign embeds. */
export function hostileDocument() {
  const text = 'Hello <script>window.hacked = 1</script> <img src=x onerror="window.hacked=1"> click me, data link, sneaky link, fine';
  const at = (phrase: string) => ({ start: text.indexOf(phrase), end: text.indexOf(phrase) + phrase.length });
  return {
    id: 'Hostile00000001',
    uid: 'hostile',
    url: null,
    type: 'page',
    href: '',
    tags: [],
    first_publication_date: '2025-01-01T00:00:00+0000',
    last_publication_date: '2025-01-01T00:00:00+0000',
    slugs: [],
    linked_documents: [],
    lang: 'en-us',
    alternate_languages: [],
    data: {
      title: [{ type: 'heading1', text: 'Hostile <b onclick="window.hacked=1">page</b>', spans: [] }],
      slices: [
        {
          slice_type: 'text',
          primary: {
            text: [
              {
                type: 'paragraph',
                text,
                spans: [
                  { ...at('click me'), type: 'hyperlink', data: { link_type: 'Web', url: 'javascript:window.hacked=1' } },
                  { ...at('data link'), type: 'hyperlink', data: { link_type: 'Web', url: 'data:text/html,<script>window.hacked=1</script>' } },
                  { ...at('sneaky link'), type: 'hyperlink', data: { link_type: 'Web', url: ' JaVaScRiPt:window.hacked=1' } },
                  { ...at('fine'), type: 'hyperlink', data: { link_type: 'Web', url: 'https://example.com/fine' } },
                  { ...at('Hello'), type: 'label', data: { label: 'x" onclick="window.hacked=1' } },
                ],
              },
            ],
          },
          items: [],
        },
        {
          slice_type: 'embed',
          primary: {
            video: {
              type: 'rich',
              embed_url: 'https://evil.example/widget',
              provider_name: 'Evil',
              title: 'Evil embed',
              html: '<iframe src="https://evil.example/widget"></iframe><img src="https://evil.example/x.png" onerror="window.hacked=1">',
            },
          },
          items: [],
        },
        {
          slice_type: 'embed',
          primary: {
            video: {
              type: 'video',
              embed_url: 'https://www.youtube.com/watch?v=abc"><script>window.hacked=1</script>',
              provider_name: 'YouTube',
              title: 'Not a video',
              html: '<script>window.hacked=1</script>',
            },
          },
          items: [],
        },
        {
          slice_type: 'image',
          primary: { image: { url: 'javascript:window.hacked=1', alt: 'bad', dimensions: { width: 10, height: 10 } }, caption: [] },
          items: [],
        },
      ],
    },
  };
}
