/**
 * The content widget's words: they come with the content chunk, which puts them under the page's strings, so a site
 * owner overrides them the same way as every other sentence.
 */
export const contentStrings = {
  contentMissing: 'This page could not be found.',
  contentUnavailable: 'This content could not be loaded. Check your connection and try again.',
  playVideo: 'Play: {title}',
  openEmbed: '{title} on {provider}',
  skipTo: 'Skip to',
  skipToMain: 'Skip to main content',
};

export type ContentStringKey = keyof typeof contentStrings;
