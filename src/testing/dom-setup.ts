// findBy* and waitFor wait 5 s instead of 1 s: an element that takes its lazy chunk (the album name form, the
// order-prints dialog) can pass 1 s on a busy 2-core machine, while an element that never comes still fails.
// Testing Library binds `screen` to the document when it is first imported: files in the node environment import
// it after dom-in-node.ts made their document, which configures it there.
export async function configureTestingLibrary(): Promise<void> {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}

if (typeof document !== 'undefined') await configureTestingLibrary();
