import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { setRuntimeConfig } from '@edu/shared';
import { shellConfig } from './startup/shell-config';
import { App } from './app/app';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { connectChromeToBus } from './app/chrome-store';
import { initRegistry, startRegistryPolling, versionFor } from './remotes/registry-client';
import { integrityPlugin, retryPlugin } from './remotes/runtime-plugins';
import { applySiteSettings } from './startup/site-settings';
import { schedulePrefetch } from './startup/prefetch-remotes';
import './styles/global.css';
import './styles/shell.css';

/** Start-up is an explicit sequence: config → remotes → session → app. No step can leave a blank page. */
async function start() {
  const config = shellConfig();
  setRuntimeConfig(config);
  registerPlugins([retryPlugin(), integrityPlugin(versionFor)]);
  await initRegistry();
  connectChromeToBus();
  startRegistryPolling(config.registryPollMs ?? 30_000);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppErrorBoundary>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppErrorBoundary>
    </StrictMode>,
  );
  void applySiteSettings();
  schedulePrefetch();
  console.info('%cKhoaHoc.vn%c – học trực tuyến cho mọi lứa tuổi', 'color:#1a56db;font-weight:800;font-size:16px', 'color:inherit');
}

void start();
