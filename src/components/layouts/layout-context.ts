import { createContext, use } from 'react';

const InAccountLayoutContext = createContext(false);

/** Provided by the account layout, so pages know whether a <main> landmark already surrounds them. */
export const InAccountLayoutProvider = InAccountLayoutContext.Provider;

export const useIsInAccountLayout = (): boolean => use(InAccountLayoutContext);
