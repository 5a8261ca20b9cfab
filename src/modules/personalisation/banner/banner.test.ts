import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignEntry } from '../schemas';
import { topBannerModel } from './banner-model';
import { sanitiseBannerText } from './banner-text';
import { countdownState, runCountdown, type CountdownState } from './countdown';

const tracking = {
  variationName: 'A',
  experienceName: 'Exp',
  campaignSelectorName: 'TOP_BANNER_CAMPAIGN',
  campaignDecisionId: 'd1',
};
const entry = (variationData: Record<string, unknown>): CampaignEntry => ({
  variationData,
  trackingInformation: tracking,
});

describe('banner text', () => {
  it('keeps only b, strong, i, em, u and br', () => {
    expect(sanitiseBannerText('<b>B</b><strong>S</strong><i>I</i><em>E</em><u>U</u><br>')).toBe(
      '<b>B</b><strong>S</strong><i>I</i><em>E</em><u>U</u><br />',
    );
    expect(sanitiseBannerText('<a href="/x" onclick="evil()">link</a><span style="x">span</span>')).toBe(
      'linkspan',
    );
    expect(sanitiseBannerText('<script>alert(1)</script><img src=x onerror=alert(1)>ok')).toBe('ok');
    expect(sanitiseBannerText('<b onmouseover="alert(1)">bold</b>')).toBe('<b>bold</b>');
  });
});

describe('banner model', () => {
  it('shows the button only when both link and button text exist, and the arrow whenever a link exists', () => {
    expect(topBannerModel(entry({ text: 'x', linkTarget: '/a', buttonText: 'Go' }))).toMatchObject({
      link: '/a',
      buttonText: 'Go',
      showArrow: true,
    });
    expect(topBannerModel(entry({ text: 'x', linkTarget: '/a' }))).toMatchObject({
      link: '/a',
      buttonText: undefined,
      showArrow: true,
    });
    expect(topBannerModel(entry({ text: 'x', buttonText: 'Go' }))).toMatchObject({
      link: undefined,
      buttonText: undefined,
      showArrow: false,
    });
  });

  it('drops links that are not web addresses, paths or hashes, and colours that are not colours', () => {
    const model = topBannerModel(
      entry({
        text: 'x',
        linkTarget: 'javascript:alert(1)',
        textColor: 'red;background:url(x)',
        backgroundColor: '#fff',
      }),
    );
    expect(model).toMatchObject({ link: undefined, textColor: undefined, backgroundColor: '#fff' });
    expect(topBannerModel(entry({ text: 'x', linkTarget: '//evil.example' }))?.link).toBeUndefined();
  });

  it('is no banner without text or without a choice', () => {
    expect(topBannerModel(entry({ text: '' }))).toBeUndefined();
    expect(topBannerModel(undefined)).toBeUndefined();
  });
});

describe('countdown', () => {
  afterEach(() => vi.useRealTimers());

  it('stays uninitialised without a valid end date', () => {
    expect(countdownState(undefined, new Date())).toEqual({ status: 'uninitialised' });
    expect(countdownState('not a date', new Date())).toEqual({ status: 'uninitialised' });
  });

  it('splits the remaining time into days, hours, minutes and seconds', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(countdownState('2026-11-26T13:04:05Z', now)).toEqual({
      status: 'running',
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
  });

  it('ticks every second and is over at zero', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
    const states: CountdownState[] = [];
    runCountdown('2026-11-24T10:00:03Z', (state) => states.push(state));
    vi.advanceTimersByTime(5000);
    expect(states.map((state) => (state.status === 'running' ? state.seconds : state.status))).toEqual([
      3,
      2,
      1,
      'over',
    ]);
  });

  it('never ticks when uninitialised', () => {
    vi.useFakeTimers();
    const onState = vi.fn();
    runCountdown(undefined, onState);
    vi.advanceTimersByTime(5000);
    expect(onState).toHaveBeenCalledTimes(1);
  });
});
