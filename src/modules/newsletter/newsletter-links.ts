/** The legal note's links: the information section of /newsletter, the privacy policy, the terms' promotions. */
export const NEWSLETTER_LEGAL_LINKS = {
  info: '/newsletter#newsletter-info',
  privacy: '/datenschutz',
  terms: '/agb#aktionen',
};
