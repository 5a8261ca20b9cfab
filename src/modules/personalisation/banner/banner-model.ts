import type { CampaignEntry, TopBannerVariation } from '../schemas';

const COLOUR = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i;
/** Relative paths, hashes and web addresses; nothing that runs script. */
const SAFE_LINK = /^(https?:\/\/|\/(?!\/)|#)/i;

export interface TopBannerModel {
  html: string;
  textColor?: string;
  backgroundColor?: string;
  link?: string;
  /** Spec §2: a call-to-action button only when both link and button text exist. */
  buttonText?: string;
  /** Spec §2: an arrow icon when a link exists. */
  showArrow: boolean;
  countdownEndDate?: string;
}

/**
 * The banner as the shell renders it, from a chosen TOP_BANNER_CAMPAIGN variation (its text already reduced
 * to the banner tags by the choose proxy); undefined when it has no text.
 */
export function topBannerModel(
  entry: Pick<CampaignEntry, 'variationData'> | undefined,
): TopBannerModel | undefined {
  if (!entry) return undefined;
  const data = entry.variationData as Partial<TopBannerVariation>;
  const html = typeof data.text === 'string' ? data.text : '';
  if (html.trim() === '') return undefined;
  const link =
    typeof data.linkTarget === 'string' && SAFE_LINK.test(data.linkTarget.trim())
      ? data.linkTarget.trim()
      : undefined;
  const buttonText =
    typeof data.buttonText === 'string' && data.buttonText.trim() ? data.buttonText.trim() : undefined;
  return {
    html,
    textColor: typeof data.textColor === 'string' && COLOUR.test(data.textColor) ? data.textColor : undefined,
    backgroundColor:
      typeof data.backgroundColor === 'string' && COLOUR.test(data.backgroundColor)
        ? data.backgroundColor
        : undefined,
    link,
    buttonText: link && buttonText ? buttonText : undefined,
    showArrow: Boolean(link),
    countdownEndDate: typeof data.countdownEndDate === 'string' ? data.countdownEndDate : undefined,
  };
}
