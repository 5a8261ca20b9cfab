export { featureEnabled, startFeatureFlags } from './feature-flags';
