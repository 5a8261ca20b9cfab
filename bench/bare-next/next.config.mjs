import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The shop's root, whose node_modules hold the pinned next and react this app is built with. */
const nextConfig = { turbopack: { root: path.resolve(here, '../..') } };

export default nextConfig;
