import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { E2E_ADMIN } from './tests/e2e/admin-credentials'
import { CHROMIUM_FLAGS } from './tests/setup/chromium-flags'

const PORT = Number(process.env.E2E_PORT ?? 3210)
// A throwaway data folder, so the tests start from the seed and never touch ./data.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'citybreak-e2e-'))

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || undefined,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 } },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: 'node build/server.js',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      WEB_CONCURRENCY: '',
      // Nothing balances load in front of it: it may stop without draining.
      SHUTDOWN_DRAIN_MS: '0',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // A well-formed key, so tests can accept analytics; every request to PostHog is intercepted.
      POSTHOG_API_KEY: 'phc_e2e_test_key',
      // One embed site allowed, so the HTML section warnings can be seen to let it through.
      EMBED_ORIGINS: 'https://www.youtube-nocookie.com',
    },
  },
})
