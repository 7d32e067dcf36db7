/** The newsletter feature's public module: the double opt-in link's schema and call, and its outcome pages. */
export { confirmSubscription, subscriptionLinkSchema } from './api/confirm-subscription';
import { lazyPage } from '@/lib/routing/lazy-page';

// The outcome pages load with their route (lazyPage, ADR 065), not with the first screen of every page.
const outcomePages = () => import('./components/subscription-outcome');
export const SubscriptionConfirmedPage = lazyPage(outcomePages, 'SubscriptionConfirmedPage');
export const SubscriptionFailedPage = lazyPage(outcomePages, 'SubscriptionFailedPage');
