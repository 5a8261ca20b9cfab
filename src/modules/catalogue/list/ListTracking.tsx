'use client';

import { useEffect } from 'react';
import { trackSafely } from '@/modules/tracking';
import type { AnalyticsItem } from '../analytics-item';

type ListItem = AnalyticsItem & { itemListName: string; index: string };

/**
 * A list's events: view_item_list and, when the page opens filtered, initial_filter per filter (or
 * filter_no_results); clicks on products (select_item), chips, "remove all" and filter groups.
 */
export function ListTracking({
  listId,
  listName,
  currency,
  items,
  filters,
  scope,
}: {
  listId: string;
  listName: string;
  currency: string;
  items: ListItem[];
  filters: Array<{ key: string; value: string }>;
  /** the id of the element holding the list's products, where a page shows several lists */
  scope?: string;
}) {
  const key = JSON.stringify([listId, items.map((item) => item.itemId), filters]);
  useEffect(() => {
    const [id, , chosen] = JSON.parse(key) as [string, string[], typeof filters];
    trackSafely(
      {
        eventType: 'VIEW_ITEM_LIST',
        ecommerce: { currency, itemListId: id, itemListName: listName, items },
      },
      'list event',
    );
    for (const filter of chosen) {
      trackSafely(
        {
          eventType: items.length === 0 ? 'FILTER_NO_RESULTS' : 'INITIAL_FILTER',
          filterCategory: filter.key,
          filterSelection: filter.value,
        },
        'list event',
      );
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for listId, items and filters
  }, [key]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      const product = target?.closest<HTMLElement>('[data-list-item]');
      if (product && scope && !product.closest(`#${scope}`)) return;
      if (product) {
        const item = items[Number(product.dataset.listItem)];
        if (item)
          trackSafely(
            {
              eventType: 'SELECT_ITEM',
              ecommerce: { currency, itemListId: listId, itemListName: listName, items: [item] },
            },
            'list event',
          );
        return;
      }
      const chip = target?.closest<HTMLElement>('[data-filter-chip]');
      if (chip) {
        trackSafely(
          {
            eventType: 'REMOVE_FILTER_CHIP',
            filterCategory: chip.dataset.filterChip ?? '',
            filterSelection: chip.dataset.filterValue ?? '',
          },
          'list event',
        );
        return;
      }
      if (target?.closest('[data-remove-all-filters]')) {
        trackSafely(
          { eventType: 'REMOVE_ALL_FILTER', filterCategory: 'all', filterSelection: '' },
          'list event',
        );
        return;
      }
      // the click on a group's summary comes before the group toggles: closed now means opening
      const group = target?.closest('summary')?.parentElement;
      if (group instanceof HTMLDetailsElement && group.dataset.filterGroup) {
        trackSafely(
          {
            eventType: group.open ? 'FILTER_GROUP_CLOSE' : 'FILTER_GROUP_OPEN',
            filterCategory: group.dataset.filterGroup,
            filterSelection: '',
          },
          'list event',
        );
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [items, currency, listId, listName, scope]);

  return null;
}
