import { describe, expect, it } from 'vitest';
import { eventTypesWithoutSender } from './event-senders';

describe('event types without a sender', () => {
  it('names the event types that no product code pushes', () => {
    const files = [
      { path: 'src/modules/search/SearchBox.tsx', text: "track({ eventType: 'SEARCH', searchTerm })" },
      {
        path: 'src/modules/tracking/schemas/catalogue.ts',
        text: "event('TOOLTIP_OPEN', 'tooltip_open', {})",
      },
      { path: 'src/modules/tracking/track.test.ts', text: "{ eventType: 'LOGIN' }" },
    ];
    expect(eventTypesWithoutSender(['SEARCH', 'TOOLTIP_OPEN', 'LOGIN'], files)).toEqual([
      'TOOLTIP_OPEN',
      'LOGIN',
    ]);
  });

  it('takes an event type in double quotes as sent too', () => {
    const files = [{ path: 'src/a.ts', text: 'const type = "GA_EVENT";' }];
    expect(eventTypesWithoutSender(['GA_EVENT'], files)).toEqual([]);
  });
});
