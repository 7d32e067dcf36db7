/** The newsletter feature's public module: the double opt-in link's schema and call, and its outcome pages. */
export {
  confirmSubscription,
  subscriptionLinkSchema,
  type SubscriptionLink,
} from './api/confirm-subscription';
export { SubscriptionConfirmedPage, SubscriptionFailedPage } from './components/subscription-outcome';
