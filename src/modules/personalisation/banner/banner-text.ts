import sanitizeHtml from 'sanitize-html';

/** Spec §5: banner text keeps bold, strong, italic, emphasis, underline and line breaks, nothing else. */
export const BANNER_TAGS = ['b', 'strong', 'i', 'em', 'u', 'br'];

export function sanitiseBannerText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: BANNER_TAGS,
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
  });
}

/** Banner variations leave the server with their text already reduced, whoever chose them. */
export function sanitiseCampaignData<T extends { variationData: Record<string, unknown> }>(
  campaignData: Partial<Record<string, T>>,
): Partial<Record<string, T>> {
  const banner = campaignData.TOP_BANNER_CAMPAIGN;
  if (!banner || typeof banner.variationData.text !== 'string') return campaignData;
  return {
    ...campaignData,
    TOP_BANNER_CAMPAIGN: {
      ...banner,
      variationData: { ...banner.variationData, text: sanitiseBannerText(banner.variationData.text) },
    },
  };
}
