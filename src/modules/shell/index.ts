export { SkipLink } from './components/SkipLink';
export { ShellHeader } from './components/ShellHeader';
export { ShellFooter } from './components/ShellFooter';
export { TopBannerSlot } from './components/TopBannerSlot';
export { HeaderView } from './components/HeaderView';
export { FooterView } from './components/FooterView';
export { getNavigation, getFooterContent } from './data/navigation';
export { renderFragment } from './fragments/render-fragment';
export { storefrontSitemap, storefrontRobots } from './seo/sitemap';
