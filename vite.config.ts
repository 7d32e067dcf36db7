import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { buildRuntimeConfig } from './scripts/runtime-config';
import { LOCAL_HOSTS } from './src/lib/channel/channels';

/** Serves the runtime /config.json from the environment (dev and preview); a deployment ships its own. */
function runtimeConfig(): Plugin {
  const serve = (server: { middlewares: { use: (path: string, fn: (req: unknown, res: any) => void) => void } }) =>
    server.middlewares.use('/config.json', (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(JSON.stringify(buildRuntimeConfig(process.env, LOCAL_HOSTS)));
    });
  return { name: 'runtime-config', configureServer: serve, configurePreviewServer: serve };
}

const port = Number(process.env.PORT ?? 5173);

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    runtimeConfig(),
  ],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: { host: '127.0.0.1', port, strictPort: true, allowedHosts: ['.localhost'] },
  preview: { host: '127.0.0.1', port, strictPort: true, allowedHosts: ['.localhost'] },
  build: { target: 'es2022', sourcemap: true },
});
