/**
 * The mock's console (issue 26, ADR 067): its own entry (mock-server/console/index.html) and bundle, built into
 * dist-console/ and served by the mock at /__mock/console/ (mock-server/control/console-files.ts). `npm start`
 * and the e2e setup build it; it shares no chunk with the app.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: fileURLToPath(new URL('./mock-server/console', import.meta.url)),
  base: '/__mock/console/',
  plugins: [react()],
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('./dist-console', import.meta.url)),
    emptyOutDir: true,
    reportCompressedSize: false,
  },
});
