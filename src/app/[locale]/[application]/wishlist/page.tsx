import { wishlistPageRoute } from '@/modules/wishlist';

export const generateMetadata = wishlistPageRoute.generateMetadata;
export default wishlistPageRoute.Page;
