/**
 * A translated message with an element in place of one of its variables, e.g. "Photos copied to {albumLink}"
 * with a link: the message is formatted with a marker for the variable and split around it, so translations
 * may put the variable anywhere.
 */
import { Fragment, type ReactNode } from 'react';
import type { I18n } from '@/lib/i18n/i18n';
import type { MessageId } from '@/lib/i18n/types';

/** A private-use character: never part of a real message. */
const MARKER = '\uE000';

export function richMessage(t: I18n['t'], id: MessageId, variable: string, element: ReactNode): ReactNode {
  const parts = t(id, { [variable]: MARKER }).split(MARKER);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && element}
      {part}
    </Fragment>
  ));
}
