import { NotFoundError } from '@prismicio/client';
import { useEffect, useState } from 'react';
import { readDocument, type DocumentQuery } from '../../content/read-document';
import type { ContentDocument } from '../../content';

export type DocumentRead =
  { status: 'loading' } | { status: 'ready'; document: ContentDocument } | { status: 'missing' } | { status: 'failed'; retry: () => void };

/** The document a content block shows, read again when what it asks for changes (or the shopper retries). */
export function useDocument({ endpoint, type, uid, lang }: DocumentQuery): DocumentRead {
  const [attempt, setAttempt] = useState(0);
  const [read, setRead] = useState<DocumentRead>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setRead({ status: 'loading' });
    readDocument({ endpoint, type, uid, lang }).then(
      (document) => current && setRead({ status: 'ready', document }),
      (error: unknown) => {
        if (!current) return;
        // No such document (an empty search, or the API's 404): the page says so; anything else can be tried again.
        if (error instanceof NotFoundError) setRead({ status: 'missing' });
        else setRead({ status: 'failed', retry: () => setAttempt((n) => n + 1) });
      },
    );
    return () => {
      current = false;
    };
  }, [endpoint, type, uid, lang, attempt]);
  return read;
}
