import { reactTestProject } from '@storefront/vite-preset';
import { defineProject } from 'vitest/config';

export default defineProject(reactTestProject({ test: { name: 'ui' } }));
