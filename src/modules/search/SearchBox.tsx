'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { trackSafely } from '@/modules/tracking';
import type { Suggestions } from './search-service';
import { suggestionOptions, type SuggestionOption } from './suggestion-options';

const MIN_LENGTH = 2;
const DEBOUNCE_MS = 150;

const GROUPS = ['categories', 'brands', 'products'] as const;

/**
 * The header's search box: a combobox (ARIA 1.2) that suggests categories, brands and products as the
 * shopper types; Enter without a chosen suggestion opens the free-text results page `/search?q=`.
 */
export function SearchBox() {
  const shell = useTranslations('shell');
  const t = useTranslations('search');
  const router = useRouter();
  const listboxId = useId();
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  // Suggestions for an earlier, longer query are not shown once the box holds too little to search for.
  const current = query.trim().length >= MIN_LENGTH ? suggestions : null;
  const options = useMemo(() => (current ? suggestionOptions(current) : []), [current]);

  useEffect(() => {
    const trimmed = query.trim();
    if (trimmed.length < MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/search/suggest?${new URLSearchParams({ q: trimmed })}`, {
          signal: controller.signal,
        });
        if (!response.ok) return;
        setSuggestions((await response.json()) as Suggestions);
        setActive(-1);
      } catch {
        // Aborted by newer typing, or offline: the box keeps working as a plain search form.
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const expanded = open && options.length > 0;

  function choose(option: SuggestionOption) {
    trackSafely(
      { eventType: 'SEARCH', ecommerce: { searchTerm: query.trim(), searchType: 'search_suggest' } },
      'search event',
    );
    setOpen(false);
    router.push(option.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      // -1 is the input itself: the arrows cycle through it and every option
      const last = options.length - 1;
      setActive((current) =>
        event.key === 'ArrowDown' ? (current >= last ? -1 : current + 1) : current <= -1 ? last : current - 1,
      );
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      // The first Escape only closes the list (the browser would clear a search field at once).
      if (expanded) {
        event.preventDefault();
        setOpen(false);
      } else setQuery('');
      setActive(-1);
    }
  }

  return (
    <form
      role="search"
      action="/search"
      method="get"
      className="relative order-last flex w-full gap-2 sm:order-none sm:ml-6 sm:w-auto sm:flex-1"
      onSubmit={() => setOpen(false)}
    >
      <label htmlFor="shop-search" className="sr-only">
        {shell('searchLabel')}
      </label>
      <input
        ref={inputRef}
        id="shop-search"
        name="q"
        type="search"
        required
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? options[active]?.id : undefined}
        placeholder={shell('searchPlaceholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        className="w-full rounded-md border border-line px-3 py-2"
      />
      <button
        type="submit"
        className="rounded-md bg-brand px-4 py-2 font-medium text-white hover:bg-brand-dark"
      >
        {shell('searchSubmit')}
      </button>
      <p className="sr-only" aria-live="polite">
        {current ? t('suggestionCount', { count: options.length }) : ''}
      </p>
      <div
        id={listboxId}
        role="listbox"
        aria-label={t('suggestions')}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-50 mt-1 max-h-[70vh] overflow-auto rounded-md border border-line bg-white p-2 shadow-lg"
      >
        {GROUPS.map((group) => {
          const inGroup = options.filter((option) => option.group === group);
          if (inGroup.length === 0) return null;
          const headingId = `${listboxId}-${group}`;
          return (
            <div key={group} role="group" aria-labelledby={headingId} className="mb-2">
              <p
                id={headingId}
                role="presentation"
                className="px-2 text-xs font-semibold uppercase text-ink/75"
              >
                {t(group)}
              </p>
              {inGroup.map((option) => {
                const isActive = options[active]?.id === option.id;
                return (
                  <div
                    key={option.id}
                    id={option.id}
                    role="option"
                    aria-selected={isActive}
                    data-href={option.href}
                    // mousedown, not click: the input's blur would close the list before a click lands
                    onMouseDown={(event) => {
                      event.preventDefault();
                      choose(option);
                    }}
                    className={`flex cursor-pointer items-center gap-3 rounded px-2 py-1 ${isActive ? 'bg-mist' : 'hover:bg-mist'}`}
                  >
                    {option.image && (
                      // eslint-disable-next-line @next/next/no-img-element -- generated SVG, already minimal
                      <img
                        src={option.image}
                        alt=""
                        width={64}
                        height={32}
                        className="h-8 w-16 object-contain"
                      />
                    )}
                    <span className="flex-1">{option.name}</span>
                    {option.detail && <span className="text-sm">{option.detail}</span>}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </form>
  );
}
