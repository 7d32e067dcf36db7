import { describe, expect, it } from 'vitest';
import { importViolations, resolveImport } from './check-boundaries.mjs';

const rules = (importer, specifier, exceptions) =>
  importViolations(importer, specifier, exceptions).map((violation) => violation.rule);

describe('import boundaries', () => {
  it('resolves aliases and relative paths to repository paths, and leaves packages alone', () => {
    expect(resolveImport('src/routes/a.tsx', '@/features/photos')).toEqual({
      target: 'src/features/photos',
      alias: true,
    });
    expect(resolveImport('src/features/photos/x.test.ts', '@mock/db/photos').target).toBe(
      'mock-server/db/photos',
    );
    expect(resolveImport('src/features/photos/delete/a.ts', '../api/keys')).toEqual({
      target: 'src/features/photos/api/keys',
      alias: false,
    });
    expect(resolveImport('src/app/a.ts', 'react')).toBeUndefined();
  });

  it("refuses a feature's internals from outside the feature, and allows its public module", () => {
    expect(rules('src/routes/_account/x.tsx', '@/features/photos/api/get-timeline')).toEqual([
      'feature-internals',
    ]);
    expect(rules('src/features/albums/a.ts', '@/features/photos/delete/photo-cache')).toEqual([
      'feature-internals',
    ]);
    expect(rules('tests/e2e/x.spec.ts', '../../src/features/photos/api/keys')).toEqual(['feature-internals']);
    expect(rules('src/routes/_account/x.tsx', '@/features/photos')).toEqual([]);
    expect(rules('src/features/albums/a.ts', '@/features/photos/index')).toEqual([]);
  });

  it("lets a feature's own files import each other relatively, not through the alias", () => {
    expect(rules('src/features/photos/delete/a.ts', '../api/keys')).toEqual([]);
    expect(rules('src/features/photos/delete/a.ts', '@/features/photos/api/keys')).toEqual([
      'feature-relative',
    ]);
  });

  it('refuses features and routes in shared code', () => {
    expect(rules('src/components/layouts/account-layout.tsx', '@/features/feature-flag-control')).toEqual([
      'shared-imports-feature',
    ]);
    expect(rules('src/lib/api/clients.ts', '@/routes/__root')).toEqual(['shared-imports-feature']);
    expect(rules('src/hooks/use-thing.ts', '../routeTree.gen')).toEqual(['shared-imports-feature']);
    expect(rules('src/hooks/use-x.ts', '@/features/photos')).toEqual(['shared-imports-feature']);
    expect(rules('src/testing/render-in-app.tsx', '@/features/photos')).toEqual(['shared-imports-feature']);
    expect(rules('src/testing/render-in-app.tsx', '@/routeTree.gen')).toEqual([]);
    expect(rules('src/lib/api/clients.ts', '@/lib/api/middleware')).toEqual([]);
  });

  it('refuses the mock server and the scripts in the app, and lets tests reach the mock through @mock/', () => {
    expect(rules('src/lib/api/clients.ts', '@mock/handlers/photo')).toEqual(['src-imports-tooling']);
    expect(rules('src/testing/render-in-app.tsx', '../../scripts/runtime-config')).toEqual([
      'src-imports-tooling',
      'src-outside-src',
    ]);
    expect(rules('src/features/photos/a.test.ts', '@mock/db/photos')).toEqual([]);
    expect(rules('src/features/photos/a.test.ts', '../../../mock-server/db/photos')).toEqual([
      'src-outside-src',
    ]);
    expect(rules('src/features/photos/a.test.ts', '../../../public/locales/en-GB.json')).toEqual([
      'src-outside-src',
    ]);
    expect(rules('src/features/photos/a.test.ts', '@public/locales/en-GB.json')).toEqual([]);
  });

  it('keeps src/shared to itself: no other part of src, no package', () => {
    expect(rules('src/shared/channels.ts', '@/lib/channel/channels')).toEqual(['shared-module']);
    expect(rules('src/shared/channels.ts', 'zod')).toEqual(['shared-module']);
    expect(rules('src/shared/channels.ts', './service-prefixes')).toEqual([]);
  });

  it('lets the mock server use only src/shared and the generated API types from src/', () => {
    expect(rules('mock-server/handlers/photo.ts', '../../src/lib/channel/channels')).toEqual([
      'mock-imports-app',
    ]);
    expect(rules('mock-server/handlers/photo.ts', '../../src/features/photos')).toEqual(['mock-imports-app']);
    expect(rules('mock-server/handlers/photo.ts', '../../src/shared/channels')).toEqual([]);
    expect(rules('mock-server/handlers/photo.ts', '../../src/api/generated/photo')).toEqual([]);
  });

  it('excuses exactly the listed exceptions', () => {
    const exceptions = [
      { from: 'tests/drift/', to: 'src/features/', rule: 'feature-internals', reason: 'x' },
    ];
    expect(rules('tests/drift/parsers.ts', '@/features/photos/api/get-timeline', exceptions)).toEqual([]);
    expect(rules('tests/contract/a.test.ts', '@/features/photos/api/get-timeline', exceptions)).toEqual([
      'feature-internals',
    ]);
    expect(rules('tests/drift/parsers.ts', '@/features/photos/api/get-timeline', [])).toEqual([
      'feature-internals',
    ]);
  });
});
