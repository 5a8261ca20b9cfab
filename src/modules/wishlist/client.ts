/** What client components of other modules may use: the index also exports server code. */
export { useWishlist } from './WishlistProvider';
