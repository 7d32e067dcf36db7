/**
 * One-time tokens never appear in the mock's log lines: a confirmation token is a credential (whoever holds it
 * may change the e-mail address or delete the account of a signed-in customer), and logs outlive it. The
 * identity service carries it in the path (.../emailchanges/{token}/actions/confirm,
 * .../deleteaccount/{token}/actions/confirm), the app pages in the query (confirmation-token=).
 */
const TOKEN_IN_PATH = /(\/(?:emailchanges|deleteaccount)\/)[^/?#]+(\/actions\/)/gi;
const TOKEN_IN_QUERY = /([?&](?:confirmation-token|token)=)[^&#]*/gi;

export const REDACTED = '[redacted]';

/** The request URL (or path) as it may be logged. */
export function redactTokens(url: string | undefined): string {
  return (url ?? '').replace(TOKEN_IN_PATH, `$1${REDACTED}$2`).replace(TOKEN_IN_QUERY, `$1${REDACTED}`);
}
