'use client';

import { useEffect } from 'react';
import { watchLazyImages } from './lazy-image-watcher';

/** The one island that keeps the lazy-loader state of all images of the page (lazy-image-watcher.ts). */
export function LazyImageStates() {
  useEffect(() => watchLazyImages(document.body), []);
  return null;
}
