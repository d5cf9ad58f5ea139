import { reactAppConfig } from '@storefront/vite-preset';
import { defineConfig } from 'vite';

/**
 * The back-office build: served by the gateway at /admin/ (docs/decisions/217), so every asset
 * URL starts with /admin/assets/. React, Tailwind and react-router's production build come from
 * the shared preset (tools/vite-preset). Unlike the storefront there is no bundle budget: the
 * texts ship as ICU strings and react-intl keeps its runtime parser (docs/decisions/200).
 */
export default defineConfig(
  reactAppConfig({
    html: { lang: 'en-US', title: 'Back-office', noindex: true },
    base: '/admin/',
    build: {
      rolldownOptions: {
        // Modules run in source order across chunks, so main.tsx's first import (zod without
        // eval, decision 230) runs before the chunks that build schemas at load: the page's CSP
        // forbids eval, and zod's probe for it would otherwise be reported as a violation.
        output: { strictExecutionOrder: true },
      },
    },
  }),
);
