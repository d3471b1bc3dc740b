import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { setRuntimeConfig, type RuntimeConfig } from '@edu/shared';
import { App } from './app/app';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { connectChromeToBus } from './app/chrome-store';
import { initRegistry, startRegistryPolling, versionFor } from './remotes/registry-client';
import { integrityPlugin, retryPlugin } from './remotes/runtime-plugins';
import { applySiteSettings } from './startup/site-settings';
import './styles/global.css';
import './styles/shell.css';

/** Start-up is an explicit sequence: config → remotes → session → app. No step can leave a blank page. */
function readInlineConfig(): Partial<RuntimeConfig> & { registryPollMs?: number } {
  const text = document.getElementById('app-config')?.textContent?.trim();
  if (!text || text.startsWith('<!--')) return {};
  try {
    return JSON.parse(text) as Partial<RuntimeConfig>;
  } catch {
    return {};
  }
}

async function start() {
  const config = readInlineConfig();
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
  console.info('%cKhoaHoc.vn%c – học trực tuyến cho mọi lứa tuổi', 'color:#1a56db;font-weight:800;font-size:16px', 'color:inherit');
}

void start();
