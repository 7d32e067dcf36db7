/**
 * Public module of the activation feature: the photo area's route guard, the activation status key (the root
 * route reads it), the page shown when the photo area is not permitted and the progress banner.
 */
export { isActivationPermitted } from './activation-guard';
export { activationStatusQueryOptions, parseActivationStatus, type ActivationStatus } from './api/activation';
export { ACTIVATION_STATUS_QUERY_KEY } from './api/keys';
export { ActivationBanner } from './components/activation-banner';
