/** Nothing to set: the bare app is Next.js's defaults. */
const nextConfig = {};

export default nextConfig;
