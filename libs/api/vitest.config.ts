import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    // Cookies, localStorage and window.location are what the client reads and writes.
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
