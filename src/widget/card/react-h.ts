import { createElement, type ReactNode } from 'react';
import type { H } from './dom';

/** The components' `h` for the card's views (view-*.ts): React's `createElement` (preact's in the script build). */
export const rh = createElement as unknown as H<ReactNode>;
