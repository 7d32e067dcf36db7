/**
 * The client states of a delivery address change (account-area.md section 4, "Other transitions"):
 * NotStarted -> Editing (the form is open) -> RequestInProgress (sent) -> RequestSent (the service said yes; the
 * order is being read again) -> SuccessfulUpdate (the order as the service now has it shows). A failure is
 * RequestFailed, with the form still open and the typed values kept; editing again is Editing.
 */
export type AddressChangeState =
  'NotStarted' | 'Editing' | 'RequestInProgress' | 'RequestSent' | 'SuccessfulUpdate' | 'RequestFailed';

export type AddressChangeEvent = 'open' | 'cancel' | 'send' | 'accepted' | 'reRead' | 'failed';

const NEXT: Record<AddressChangeState, Partial<Record<AddressChangeEvent, AddressChangeState>>> = {
  NotStarted: { open: 'Editing' },
  Editing: { cancel: 'NotStarted', send: 'RequestInProgress' },
  RequestInProgress: { accepted: 'RequestSent', failed: 'RequestFailed' },
  RequestSent: { reRead: 'SuccessfulUpdate', failed: 'RequestFailed' },
  SuccessfulUpdate: { open: 'Editing' },
  RequestFailed: { send: 'RequestInProgress', cancel: 'NotStarted', open: 'Editing' },
};

/** The next state; an event that does not apply leaves the state as it is. */
export const addressChangeReducer = (
  state: AddressChangeState,
  event: AddressChangeEvent,
): AddressChangeState => NEXT[state][event] ?? state;

/** Whether the form shows (and keeps its values). */
export const isFormOpen = (state: AddressChangeState): boolean =>
  state === 'Editing' ||
  state === 'RequestInProgress' ||
  state === 'RequestSent' ||
  state === 'RequestFailed';
