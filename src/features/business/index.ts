/**
 * The business feature's public module (account-area.md sections 1, 2 and 6): the status banner of business
 * accounts (a slot of the account layout), the invoices and FTP instruction pages, and the guard that shows
 * other accounts the not-found page on business routes.
 */
export { BusinessOnly } from './components/business-only';
