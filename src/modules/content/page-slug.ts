/** The page editors make the home page `/` of a storefront from. */
export const HOME_PAGE_SLUG = 'home';

export const contentPagePath = (slug: string) => (slug === HOME_PAGE_SLUG ? '/' : `/${slug}`);
