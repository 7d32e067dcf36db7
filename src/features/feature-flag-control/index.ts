/** Public module of the feature-flag-control feature: the developer's flag toggle (the `_account` route shows it). */
export { FeatureFlagControl } from './feature-flag-control';
